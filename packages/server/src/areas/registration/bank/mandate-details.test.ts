import {
  loadMandateDetails,
  type MandateRequest,
  mandateExtraTexts,
  mandateTexts,
  type PanDobRequest,
  saveMandateDetails,
  stepIdOf,
} from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/area-test.ts';
import { freshPan } from '../../../testing/registration.ts';
import { applicationAt } from '../../../testing/registration-steps.ts';
import { databaseDigest, dataOf } from '../../../testing/test-app.ts';

const t = useTestApp({ areas: ['login', 'registration'] });

/** The bank step as saved, at a bank offering these e-mandate modes. */
const bankStep = (emandateModes: string[]) => ({
  accountType: 'SB',
  ifsc: 'HDFC0000408',
  micr: '400240061',
  accountNumber: '50100234567812',
  confirmAccountNumber: '50100234567812',
  verified: 'Y',
  bankName: 'HDFC Bank',
  branch: 'Vasai West',
  emandateModes,
  nameAtBank: 'PRIYA RAMESH IYER',
  holderName: 'Priya Ramesh Iyer',
  namesMatch: true,
});

const atMandate = (modes = ['NET', 'DEBIT'], request?: PanDobRequest) =>
  applicationAt(t, 'mandatedetails', { request, data: { bankdetails: bankStep(modes) } });

const indian = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

async function todayText(token: string, refNo: string) {
  return dataOf(await t.call(loadMandateDetails, { refNo }, token)).today;
}

const mandate = (today: string, change: Partial<MandateRequest> = {}): MandateRequest => ({
  mfMandate: 'Y',
  otherMandate: 'Y',
  upperLimit: '25000',
  startDate: today,
  endDate: `${today.slice(0, 6)}${Number(today.slice(6)) + 40}`,
  emandateType: 'NET',
  mandateHoldingMode: '',
  untilCancelled: 'Y',
  ...change,
});

describe('mandate details', () => {
  it('offers the bank’s modes and Aadhaar e-Sign, and keeps the request (resumed on load)', async () => {
    const { token, app } = await atMandate();
    const loaded = dataOf(await t.call(loadMandateDetails, { refNo: app.refNo }, token));
    expect(loaded).toMatchObject({
      answers: null,
      bankName: 'HDFC Bank',
      accountNumber: 'XXXXXXXXXX7812',
      emandateModes: ['NET', 'DEBIT', 'ESIGN'],
      jointAccount: false,
      otherSegments: true,
    });
    expect(loaded.today).toBe(indian(new Date(t.clock.now().getTime() + 330 * 60_000)));
    const request = mandate(loaded.today);
    const saved = dataOf(await t.call(saveMandateDetails, { refNo: app.refNo, ...request }, token));
    expect(saved.stepId).toBe(stepIdOf('nomineeselection'));
    expect(dataOf(await t.call(loadMandateDetails, { refNo: app.refNo }, token)).answers).toEqual(request);
  });

  it('refuses each mandate rule with its text, writing nothing', async () => {
    const { token, app } = await atMandate(['NET']);
    const today = await todayText(token, app.refNo);
    const before = await databaseDigest(t.database);
    const cases: [Partial<MandateRequest>, string, string][] = [
      [{ upperLimit: '1000' }, 'upperLimit', mandateTexts.amountTooLow],
      [{ upperLimit: '100000000' }, 'upperLimit', mandateTexts.amountTooHigh],
      [{ endDate: today }, 'endDate', mandateTexts.endNotAfterStart],
      [{ startDate: '01/01/2020', endDate: '01/01/2060' }, 'startDate', mandateTexts.startBeforeToday],
      [{ emandateType: 'DEBIT' }, 'emandateType', mandateExtraTexts.modeNotOffered],
      [{ mfMandate: 'N', otherMandate: 'N' }, 'skipConfirmed', mandateTexts.bothSkipped],
      [{ mfMandate: 'N' }, 'skipConfirmed', mandateTexts.mfSkipped],
      [{ otherMandate: 'N' }, 'skipConfirmed', mandateTexts.otherSkipped],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.post(
        saveMandateDetails.path,
        { refNo: app.refNo, ...mandate(today, change) },
        token,
      );
      expect(res.status, message).toBe(400);
      expect(res.json).toMatchObject({ field, message });
    }
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('skips the mandate once the warning is confirmed', async () => {
    const { token, app } = await atMandate();
    const today = await todayText(token, app.refNo);
    const skip = mandate(today, { mfMandate: 'N', otherMandate: 'N', skipConfirmed: true });
    const saved = dataOf(await t.call(saveMandateDetails, { refNo: app.refNo, ...skip }, token));
    expect(saved.stepId).toBe(stepIdOf('nomineeselection'));
    expect(dataOf(await t.call(loadMandateDetails, { refNo: app.refNo }, token)).answers).toMatchObject({
      mfMandate: 'N',
      otherMandate: 'N',
      upperLimit: '',
    });
  });

  it('lets a bank without e-mandate go on without one and without a warning', async () => {
    const { token, app } = await atMandate([]);
    expect(dataOf(await t.call(loadMandateDetails, { refNo: app.refNo }, token)).emandateModes).toEqual([]);
    const none = mandate('', { mfMandate: 'N', otherMandate: 'N', upperLimit: '', emandateType: '' });
    const saved = dataOf(await t.call(saveMandateDetails, { refNo: app.refNo, ...none }, token));
    expect(saved.stepId).toBe(stepIdOf('nomineeselection'));
  });

  it('asks a joint account who signs the mandate', async () => {
    const request = {
      accountType: 'EW' as const,
      holdingMode: 'JO' as const,
      taxStatus: '1' as const,
      holders: [
        { holder: 'F' as const, pan: freshPan(), dob: '15/08/1990' },
        { holder: 'S' as const, pan: freshPan(), dob: '01/02/1988' },
      ],
    };
    const { token, app } = await atMandate(['NET'], request);
    const today = await todayText(token, app.refNo);
    const res = await t.post(saveMandateDetails.path, { refNo: app.refNo, ...mandate(today) }, token);
    expect(res.json).toMatchObject({
      field: 'mandateHoldingMode',
      message: 'Mandate Holding Mode cannot be empty.',
    });
    const ok = await t.call(
      saveMandateDetails,
      { refNo: app.refNo, ...mandate(today, { mandateHoldingMode: '3' }) },
      token,
    );
    expect(ok.status).toBe(200);
  });

  it('answers bad input with 400, another applicant with 403, a screen not open with 409', async () => {
    const { token, app } = await atMandate();
    const today = await todayText(token, app.refNo);
    for (const body of [
      { refNo: app.refNo, ...mandate(today), upperLimit: 25000 },
      { refNo: app.refNo },
      { refNo: app.refNo, ...mandate(today), mfMandate: 'yes' },
      { refNo: app.refNo, holder: 'S', ...mandate(today) },
    ])
      expect((await t.post(saveMandateDetails.path, body, token)).status).toBe(400);
    const stranger = await atMandate();
    expect(
      (await t.post(saveMandateDetails.path, { refNo: app.refNo, ...mandate(today) }, stranger.token)).status,
    ).toBe(403);
    const early = await applicationAt(t, 'bankdetails');
    expect(
      (await t.post(saveMandateDetails.path, { refNo: early.app.refNo, ...mandate(today) }, early.token))
        .status,
    ).toBe(409);
  });
});
