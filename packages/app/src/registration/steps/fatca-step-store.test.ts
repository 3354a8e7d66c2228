import { fetchHelpNo, REG_TEXTS, type RegApplication } from '@ewa/api/registration/entry';
import { loadRegFatca, saveRegFatca } from '@ewa/api/registration/fatca-service';
import { describe, expect, it } from 'vitest';
import { blankFatcaForm } from '../../fatca/test-support.ts';
import { fakeApi, fieldRefusal } from './fake-api.ts';
import { FatcaStepStore } from './fatca-step-store.ts';

const form = blankFatcaForm('Meera Iyer');
const moved = { refNo: 'R26112700003', stepId: 42 } as RegApplication;

async function opened(
  onSave: (body: Record<string, unknown>) => unknown = () => ({ isSuccess: true, data: moved }),
) {
  const fake = fakeApi({
    [loadRegFatca.path]: () => ({ isSuccess: true, data: form }),
    [saveRegFatca.path]: onSave,
    [fetchHelpNo.path]: () => ({ isSuccess: true, data: { helpNo: '1800 123 4567' } }),
  });
  const store = new FatcaStepStore(fake.api, 'R26112700003', 'F');
  await store.load();
  return { store, ...fake };
}

describe('FATCA step store', () => {
  it('loads the portal’s form from the registration service, with the helpline', async () => {
    const { store, sent } = await opened();
    expect(store.form.status).toBe('ready');
    expect(store.form.holderName).toBe('Meera Iyer');
    expect(store.helpNo).toBe('1800 123 4567');
    expect(sent(loadRegFatca.path)).toEqual([{ refNo: 'R26112700003', holder: 'F' }]);
  });

  it('blocks a holder born outside India: nothing is sent', async () => {
    const { store, sent } = await opened();
    store.form.setPoboIndia('Y');
    expect(store.blocked).toBe(true);
    expect(await store.save()).toBeUndefined();
    expect(sent(saveRegFatca.path)).toEqual([]);
    expect(REG_TEXTS.cannotProceedOnline).toMatch(/^You can not proceed further/);
  });

  it('shows the portal’s FATCA rules and saves the answers under the step key', async () => {
    const { store, sent } = await opened();
    expect(await store.save()).toBeUndefined();
    expect(store.form.shownMessage('pob')).toBe('Please provide Place of Birth');
    store.form.setPoboIndia('N');
    store.form.setPob('ahmedabad');
    store.form.setCotoIndia('N');
    store.form.setConsent(true);
    expect(await store.save()).toBe(moved);
    expect(sent(saveRegFatca.path)).toEqual([
      {
        refNo: 'R26112700003',
        holder: 'F',
        poboIndia: 'N',
        cob: '',
        pob: 'AHMEDABAD',
        nationality: '',
        cotoIndia: 'N',
        taxDtl: [],
        isfatcaConsentChk: 'Y',
      },
    ]);
  });

  it('shows the server’s refusal beside its field', async () => {
    const { store } = await opened(() => {
      throw fieldRefusal(saveRegFatca.path, [{ field: 'pob', message: 'Place of Birth should be valid.' }]);
    });
    store.form.setPoboIndia('N');
    store.form.setPob('ahmedabad');
    store.form.setCotoIndia('N');
    store.form.setConsent(true);
    expect(await store.save()).toBeUndefined();
    expect(store.form.shownMessage('pob')).toBe('Place of Birth should be valid.');
  });
});
