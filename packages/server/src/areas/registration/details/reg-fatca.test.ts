import {
  fetchHelpNo,
  loadRegFatca,
  REG_TEXTS,
  type RequestOf,
  savePersonalDetails,
  saveRegFatca,
  stepIdOf,
} from '@ewa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantToken, freshPan, markScreensDone, singleHolder } from '../../../testing/registration.ts';
import { applicationAt, stepIdNow, storedAnswers } from '../../../testing/registration-details.ts';
import { createTestApp, dataOf, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ helpNo: '1800 123 4567' }, { areas: ['login', 'registration'] });
});
afterAll(() => t.close());

let mobiles = 0;
const nextMobile = () => `98133${String(++mobiles).padStart(5, '0')}`;

type Answers = Omit<RequestOf<typeof saveRegFatca>, 'refNo' | 'holder'>;
const bornInIndia: Answers = {
  poboIndia: 'N',
  cob: '',
  pob: ' ahmedabad ',
  nationality: '',
  cotoIndia: 'N',
  taxDtl: [],
  isfatcaConsentChk: 'Y',
};

const atFatca = () => applicationAt(t, nextMobile(), singleHolder(freshPan()), 'fatca', 'F');

describe('FATCA of a holder', () => {
  it('loads the portal’s form with the holder’s name, saves, and shows the answers again', async () => {
    const { token, app } = await applicationAt(
      t,
      nextMobile(),
      singleHolder(freshPan()),
      'personaldetails',
      'F',
    );
    await t.call(
      savePersonalDetails,
      {
        refNo: app.refNo,
        holder: 'F',
        firstName: 'Meera',
        middleName: '',
        lastName: 'Iyer',
        fatherSpouseFlag: 'F',
        fatherSpouseName: 'Raman Iyer',
        motherName: 'Lakshmi Iyer',
        gender: 'F',
        maritalStatus: 'M',
        occupation: '04',
        aadhaar: '',
        nationality: 'IN',
      },
      token,
    );
    // The address is taken as done for this test.
    await markScreensDone(t, app.refNo, [{ screen: 'addresscomfirmation', holder: 'F' }]);

    const form = dataOf(await t.call(loadRegFatca, { refNo: app.refNo, holder: 'F' }, token));
    expect(form.holderDtl).toMatchObject({ holderName: 'Meera Iyer', poboIndia: '', isfatcaConsentChk: 'N' });
    expect(form.holderDtl.fatcaConsent).not.toBe('');
    expect(form.fatcaCountry.some((c) => c.CNTRY_ID === 'IN')).toBe(false);
    expect(form.nationality.some((c) => c.CNTRY_ID === 'IN')).toBe(true);

    const answers: Answers = {
      ...bornInIndia,
      cotoIndia: 'Y',
      taxDtl: [{ cot: 'US', tpiNo: 'ab12345', tpiType: 'T' }],
    };
    const saved = dataOf(await t.call(saveRegFatca, { refNo: app.refNo, holder: 'F', ...answers }, token));
    expect(saved.stepId).toBe(stepIdOf('preference'));
    const again = dataOf(await t.call(loadRegFatca, { refNo: app.refNo, holder: 'F' }, token));
    expect(again.holderDtl).toMatchObject({
      poboIndia: 'N',
      pob: 'AHMEDABAD',
      cotoIndia: 'Y',
      isfatcaConsentChk: 'Y',
    });
    expect(again.taxDtl).toEqual([{ cot: 'US', tpiNo: 'AB12345', tpiType: 'T' }]);
  });

  it('refuses a holder born outside India with the spec’s text and the helpline, saving nothing', async () => {
    const { token, app } = await atFatca();
    const res = await t.post(
      saveRegFatca.path,
      { refNo: app.refNo, holder: 'F', ...bornInIndia, poboIndia: 'Y', cob: 'US', nationality: 'US' },
      token,
    );
    expect(res.status).toBe(400);
    const helpNo = dataOf(await t.call(fetchHelpNo, {})).helpNo;
    expect(helpNo).toBe('1800 123 4567');
    expect(res.json).toMatchObject({
      field: 'poboIndia',
      message: `You can not proceed further with Online E-Wealth Account. Please contact NJ Branch or call on : ${helpNo}`,
    });
    expect(REG_TEXTS.cannotProceedOnline).toBe(
      'You can not proceed further with Online E-Wealth Account. Please contact NJ Branch or call on :',
    );
    expect(await storedAnswers(t, app.refNo, 'fatca', 'F')).toBeUndefined();
    expect(await stepIdNow(t, app.refNo)).toBe(stepIdOf('fatca', 'F'));
  });

  it.each<[string, Partial<Answers>, string, string]>([
    [
      'no place-of-birth answer',
      { poboIndia: '' },
      'poboIndia',
      'Place of Birth other than India cannot be empty.',
    ],
    ['no place of birth', { pob: '' }, 'pob', 'Please provide Place of Birth'],
    ['a place of birth with digits', { pob: 'Sector 9' }, 'pob', 'Place of Birth should be valid.'],
    [
      'no tax-residency answer',
      { cotoIndia: '' },
      'cotoIndia',
      'Tax Residency other than India cannot be empty.',
    ],
    [
      'another tax residency without its country',
      { cotoIndia: 'Y', taxDtl: [{ cot: '', tpiNo: 'X1', tpiType: 'T' }] },
      'taxDtl.0.cot',
      'Country of Tax Residency cannot be empty.',
    ],
    [
      'a taxpayer id that is not valid',
      { cotoIndia: 'Y', taxDtl: [{ cot: 'US', tpiNo: '12-34', tpiType: 'T' }] },
      'taxDtl.0.tpiNo',
      'Taxpayer ID Number should be valid.',
    ],
    ['no consent', { isfatcaConsentChk: 'N' }, 'isfatcaConsentChk', 'FATCA Consent should be checked.'],
  ])('refuses %s with the portal’s FATCA text', async (_name, change, field, message) => {
    const { token, app } = await atFatca();
    const res = await t.post(
      saveRegFatca.path,
      { refNo: app.refNo, holder: 'F', ...bornInIndia, ...change },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message });
    expect(await storedAnswers(t, app.refNo, 'fatca', 'F')).toBeUndefined();
  });

  it('answers bad input with 400, another applicant with 403 and an unopened screen with 409', async () => {
    const { token, app } = await atFatca();
    for (const body of [
      { refNo: app.refNo, holder: 'F', ...bornInIndia, poboIndia: 'yes' },
      { refNo: app.refNo, holder: 'F', ...bornInIndia, taxDtl: 'US' },
      { refNo: app.refNo, holder: 'F' },
      { refNo: app.refNo, ...bornInIndia },
      { refNo: app.refNo, holder: 'S', ...bornInIndia },
    ]) {
      const res = await t.post(saveRegFatca.path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const other = await applicantToken(t, nextMobile());
    expect(
      (await t.post(saveRegFatca.path, { refNo: app.refNo, holder: 'F', ...bornInIndia }, other)).status,
    ).toBe(403);
    expect((await t.post(loadRegFatca.path, { refNo: app.refNo, holder: 'F' }, other)).status).toBe(403);
    const early = await applicationAt(t, nextMobile(), singleHolder(freshPan()), 'addresscomfirmation', 'F');
    const skip = await t.post(
      saveRegFatca.path,
      { refNo: early.app.refNo, holder: 'F', ...bornInIndia },
      early.token,
    );
    expect(skip.status).toBe(409);
    expect(await storedAnswers(t, app.refNo, 'fatca', 'F')).toBeUndefined();
  });
});
