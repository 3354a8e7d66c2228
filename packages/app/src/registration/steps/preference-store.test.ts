import type { RegApplication } from '@ewa/api/registration/entry';
import { loadPreference, savePreference } from '@ewa/api/registration/preference-service';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './fake-api.ts';
import { PreferenceStore } from './preference-store.ts';

const moved = { refNo: 'R26112700004', stepId: 43 } as RegApplication;
const blank = {
  holders: [
    { holder: 'F', annualIncome: '', netWorth: '', pep: '' },
    { holder: 'S', annualIncome: '', netWorth: '', pep: '' },
  ],
  mfMode: '',
  depository: '',
  dematAccountNo: '',
};

async function opened() {
  const fake = fakeApi({
    [loadPreference.path]: () => ({
      isSuccess: true,
      data: { saved: false, answers: structuredClone(blank) },
    }),
    [savePreference.path]: () => ({ isSuccess: true, data: moved }),
  });
  const store = new PreferenceStore(fake.api, 'R26112700004', 'JO');
  await store.load();
  return { store, ...fake };
}

function fillHolders(store: PreferenceStore) {
  store.setHolder(0, 'annualIncome', '33');
  store.setHolder(0, 'pep', '1');
  store.setHolder(1, 'annualIncome', '31');
  store.setHolder(1, 'pep', '1');
}

describe('preference store', () => {
  it('shows the holding pattern by name and a row per holder', async () => {
    const { store } = await opened();
    expect(store.holdingModeName).toBe('Joint');
    expect(store.answers.holders.map((h) => h.holder)).toEqual(['F', 'S']);
  });

  it('asks each holder’s income and PEP status, net worth being optional', async () => {
    const { store, sent } = await opened();
    expect(await store.save()).toBeUndefined();
    expect(store.form.shownMessage('holders.1.annualIncome')).toBe('Annual Income cannot be empty.');
    expect(store.form.shownMessage('holders.0.pep')).toBe('Politically Exposed Person cannot be empty.');
    expect(store.form.shownMessage('holders.0.netWorth')).toBe('');
    expect(sent(savePreference.path)).toEqual([]);
  });

  it('asks a demat account for demat, and clears it when physical is chosen again', async () => {
    const { store, sent } = await opened();
    fillHolders(store);
    store.setMfMode('D');
    expect(store.form.ruleMessage('depository')).toBe('Depository cannot be empty.');
    store.setDepository('CDSL');
    store.setDematAccount('in30012345678901');
    expect(store.answers.dematAccountNo).toBe('IN30012345678901');
    expect(store.form.ruleMessage('dematAccountNo')).toBe('Demat Account Number should be valid.');
    store.setMfMode('P');
    expect(store.answers).toMatchObject({ depository: '', dematAccountNo: '' });
    expect(store.form.errors).toEqual([]);
    expect(await store.save()).toBe(moved);
    const [body] = sent(savePreference.path);
    expect(body).toMatchObject({ refNo: 'R26112700004', mfMode: 'P' });
    expect(body).not.toHaveProperty('nominationChoice');
    expect(body).not.toHaveProperty('holdingMode');
  });
});
