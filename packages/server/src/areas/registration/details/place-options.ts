import { citiesOf, countries, statesOf } from './places.ts';

/**
 * The options of CountryStateCityService/fetchCntryStateCity, from the places master: countries by
 * ISO id, India's states by their code, and a state's cities by a short id (state code and the city's
 * place in the state's list, e.g. `MH03`), since an address keeps codes of at most 10 characters.
 */
export type PlaceType = 'COUNTRY' | 'STATE' | 'CITY';
export interface PlaceOption {
  id: string;
  name: string;
}

const cityId = (stateCode: string, index: number) =>
  `${stateCode.trim().toUpperCase()}${String(index + 1).padStart(2, '0')}`;

export function placeOptions(type: PlaceType, parentId = ''): PlaceOption[] {
  if (type === 'COUNTRY') return [...countries()];
  if (type === 'STATE') return statesOf(parentId).map((s) => ({ id: s.code, name: s.name }));
  return citiesOf(parentId).map((name, index) => ({ id: cityId(parentId, index), name }));
}

/** The id of a state's city named `name` (any case), or '' when the state lists no such city. */
export function cityIdOf(stateCode: string, name: string): string {
  const wanted = name.trim().toLowerCase();
  const index = citiesOf(stateCode).findIndex((city) => city.toLowerCase() === wanted);
  return index < 0 ? '' : cityId(stateCode, index);
}

export const countryIds = (): ReadonlySet<string> => new Set(countries().map((c) => c.id));

/** Whether a country keeps its states and cities in the lists (India): then codes must be of them. */
export const hasPlaceLists = (countryId: string): boolean => statesOf(countryId).length > 0;
