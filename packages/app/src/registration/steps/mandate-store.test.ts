import type { RegApplication } from '@ewa/api/registration/entry';
import { mandateTexts } from '@ewa/api/registration/mandate';
import { mandateExtraTexts } from '@ewa/api/registration/mandate-rules-extra';
import { loadMandateDetails, saveMandateDetails } from '@ewa/api/registration/mandate-service';
import { describe, expect, it } from 'vitest';
import { fakeApi, testApplication } from './fake-api.ts';
import { MandateStore } from './mandate-store.ts';

const today = { year: 2026, month: 11, day: 27 };

function setup(modes: string[] = ['NET', 'DEBIT', 'ESIGN'], answers: unknown = null) {
  const server = fakeApi({
    [loadMandateDetails.path]: () => ({
      isSuccess: true,
      data: {
        answers,
        bankName: 'HDFC Bank',
        accountNumber: 'XXXXXXXXXX7812',
        emandateModes: modes,
        jointAccount: false,
        otherSegments: true,
        today: '27/11/2026',
      },
    }),
    [saveMandateDetails.path]: () => ({ isSuccess: true, data: { ...testApplication, stepId: 45 } }),
  });
  const saved: RegApplication[] = [];
  const store = new MandateStore(server.api, testApplication, (app) => saved.push(app), today);
  return { ...server, store, saved };
}

describe('mandate store', () => {
  it('starts today and runs until cancelled: 40 years on', async () => {
    const { store } = setup();
    await store.load();
    expect(store.startDate).toBe('27/11/2026');
    expect(store.endDate).toBe('27/11/2066');
    store.set('startDate', '01/12/2026');
    expect(store.endDate).toBe('01/12/2066');
    store.setUntilCancelled(false);
    store.set('endDate', '01/12/2030');
    expect(store.request).toMatchObject({ endDate: '01/12/2030', untilCancelled: 'N' });
  });

  it('shows the amount and date rules, and saves a mandate that passes them', async () => {
    const { store, callsTo, saved } = setup();
    await store.load();
    store.set('upperLimit', '1000');
    store.set('emandateType', 'NET');
    expect(await store.save()).toBe(false);
    expect(store.form.shownMessage('upperLimit')).toBe(mandateTexts.amountTooLow);
    store.set('upperLimit', '25000');
    store.setUntilCancelled(false);
    store.set('endDate', '27/11/2026');
    expect(store.form.shownMessage('endDate')).toBe(mandateTexts.endNotAfterStart);
    store.setUntilCancelled(true);
    expect(await store.save()).toBe(true);
    expect(callsTo(saveMandateDetails.path)[0]?.body).toMatchObject({
      mfMandate: 'Y',
      upperLimit: '25000',
      startDate: '27/11/2026',
      endDate: '27/11/2066',
      emandateType: 'NET',
    });
    expect(saved).toHaveLength(1);
  });

  it('offers only the modes the bank has', async () => {
    const { store } = setup(['NET', 'ESIGN']);
    await store.load();
    expect(store.modeOptions.map((m) => m.code)).toEqual(['NET', 'ESIGN']);
    store.set('upperLimit', '5000');
    store.set('emandateType', 'DEBIT');
    expect(store.errors.find((e) => e.field === 'emandateType')?.message).toBe(
      mandateExtraTexts.modeNotOffered,
    );
  });

  it('asks to confirm a skip with the spec’s warning, and sends it only once confirmed', async () => {
    const { store, callsTo } = setup();
    await store.load();
    store.choose('mfMandate', 'N');
    store.choose('otherMandate', 'N');
    expect(await store.save()).toBe(false);
    expect(store.confirming).toBe(mandateTexts.bothSkipped);
    expect(await store.answerSkip(false)).toBe(false);
    expect(callsTo(saveMandateDetails.path)).toHaveLength(0);
    await store.save();
    expect(await store.answerSkip(true)).toBe(true);
    expect(callsTo(saveMandateDetails.path)[0]?.body).toMatchObject({
      mfMandate: 'N',
      otherMandate: 'N',
      skipConfirmed: true,
    });
  });

  it('goes on without a mandate or a warning when the bank has no e-mandate', async () => {
    const { store, callsTo } = setup([]);
    await store.load();
    expect(store.facility).toBe(false);
    expect(await store.save()).toBe(true);
    expect(callsTo(saveMandateDetails.path)[0]?.body).toMatchObject({
      mfMandate: 'N',
      otherMandate: 'N',
      upperLimit: '',
    });
  });

  it('shows the saved request again', async () => {
    const { store } = setup(undefined, {
      mfMandate: 'Y',
      otherMandate: 'N',
      upperLimit: '50000',
      startDate: '28/11/2026',
      endDate: '28/11/2031',
      emandateType: 'DEBIT',
      mandateHoldingMode: '',
      untilCancelled: 'N',
    });
    await store.load();
    expect(store).toMatchObject({
      upperLimit: '50000',
      endDate: '28/11/2031',
      untilCancelled: false,
      otherMandate: 'N',
    });
  });
});
