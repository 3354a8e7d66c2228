import { fetchCntryStateCity } from '@ewa/api/registration/entry';
import type { ApiPort } from '../../stores/api.ts';
import type { Option } from './step-form.ts';

/** CountryStateCityService's countries, a country's states or a state's cities, as select options. */
export async function placesOf(
  api: ApiPort,
  type: 'COUNTRY' | 'STATE' | 'CITY',
  parentId = '',
): Promise<Option[]> {
  if (type !== 'COUNTRY' && !parentId) return [];
  const reply = await api.call(fetchCntryStateCity, type === 'COUNTRY' ? { type } : { type, parentId });
  return (reply.data ?? []).map((p) => ({ code: p.id, name: p.name }));
}
