import { fetchCntryStateCity, type RegApplication } from '@ewa/api/registration/entry';
import { loadAddress, saveAddress } from '@ewa/api/registration/personal-details-service';
import { describe, expect, it } from 'vitest';
import { AddressStore } from './address-store.ts';
import { fakeApi } from './fake-api.ts';

const home = {
  line1: '12, Shanti Niwas, MG Road',
  line2: '',
  line3: '',
  pincode: '400069',
  country: 'IN',
  state: 'MH',
  city: 'MH01',
};
const places: Record<string, { id: string; name: string }[]> = {
  COUNTRY: [
    { id: 'IN', name: 'India' },
    { id: 'US', name: 'United States' },
  ],
  'STATE:IN': [
    { id: 'MH', name: 'Maharashtra' },
    { id: 'GJ', name: 'Gujarat' },
  ],
  'CITY:MH': [
    { id: 'MH01', name: 'Mumbai' },
    { id: 'MH02', name: 'Pune' },
  ],
  'CITY:GJ': [{ id: 'GJ01', name: 'Ahmedabad' }],
};
const moved = { refNo: 'R26112700002', stepId: 38 } as RegApplication;

async function opened() {
  const fake = fakeApi({
    [fetchCntryStateCity.path]: (body) => ({
      isSuccess: true,
      data: places[body.type === 'COUNTRY' ? 'COUNTRY' : `${body.type}:${body.parentId}`] ?? [],
    }),
    [loadAddress.path]: () => ({
      isSuccess: true,
      data: { source: 'kyc', answers: { permanent: home, correspondenceSameAsPermanent: 'Y' } },
    }),
    [saveAddress.path]: () => ({ isSuccess: true, data: moved }),
  });
  const store = new AddressStore(fake.api, 'R26112700002', 'F');
  await store.load();
  return { store, ...fake };
}

describe('address store', () => {
  it('loads the KYC address with the states of its country and the cities of its state', async () => {
    const { store } = await opened();
    expect(store.source).toBe('kyc');
    expect(store.permanent).toEqual(home);
    expect(store.places.permanent.states.map((s) => s.code)).toEqual(['MH', 'GJ']);
    expect(store.places.permanent.cities.map((c) => c.code)).toEqual(['MH01', 'MH02']);
    expect(store.form.errors).toEqual([]);
  });

  it('loads a state’s cities when the state is chosen, and clears the city chosen before', async () => {
    const { store } = await opened();
    await store.setState('permanent', 'GJ');
    expect(store.permanent.city).toBe('');
    expect(store.places.permanent.cities).toEqual([{ code: 'GJ01', name: 'Ahmedabad' }]);
    expect(store.form.ruleMessage('permanent.city')).toBe('City cannot be empty.');
  });

  it('lets state and city be typed for a country without lists', async () => {
    const { store } = await opened();
    await store.setCountry('permanent', 'US');
    expect(store.listsPlaces('permanent')).toBe(false);
    expect(store.permanent.state).toBe('');
    await store.setState('permanent', 'CA');
    store.setCity('permanent', 'Fremont');
    await store.setState('permanent', 'CAL');
    expect(store.permanent.city).toBe('Fremont');
  });

  it('checks a pincode of 6 digits in India', async () => {
    const { store } = await opened();
    store.setLine('permanent', 'pincode', '40006');
    expect(store.form.ruleMessage('permanent.pincode')).toBe('Pincode should be valid.');
  });

  it('asks the correspondence address only when it differs, and sends it only then', async () => {
    const { store, sent } = await opened();
    store.setSameAsPermanent('N');
    expect(store.form.ruleMessage('correspondence.line1')).toBe('Address Line 1 cannot be empty.');
    expect(await store.save()).toBeUndefined();
    store.setSameAsPermanent('Y');
    expect(await store.save()).toBe(moved);
    expect(sent(saveAddress.path)).toEqual([
      { refNo: 'R26112700002', holder: 'F', permanent: home, correspondenceSameAsPermanent: 'Y' },
    ]);
  });
});
