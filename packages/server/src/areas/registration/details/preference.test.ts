import { loadPreference, REG_TEXTS, type RequestOf, savePreference, stepIdOf } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantToken, freshPan, singleHolder } from '../../../testing/registration.ts';
import { applicationAt, stepIdNow, storedAnswers } from '../../../testing/registration-details.ts';
import { createTestApp, dataOf, type TestApp } from '../../../testing/test-app.ts';
import { regApplications } from '../schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'registration'] });
});
afterAll(() => t.close());

let mobiles = 0;
const nextMobile = () => `98144${String(++mobiles).padStart(5, '0')}`;

type Answers = Omit<RequestOf<typeof savePreference>, 'refNo' | 'holder'>;

const joint = () => ({
  ...singleHolder(freshPan()),
  holdingMode: 'JO' as const,
  holders: [
    { holder: 'F' as const, pan: freshPan(), dob: '01/01/1980' },
    { holder: 'S' as const, pan: freshPan(), dob: '01/01/1982' },
  ],
});

const physical: Answers = {
  holders: [
    { holder: 'F', annualIncome: '33', netWorth: '4', pep: '1' },
    { holder: 'S', annualIncome: '32', netWorth: '', pep: '1' },
  ],
  mfMode: 'P',
  depository: '',
  dematAccountNo: '',
};

const atPreference = () => applicationAt(t, nextMobile(), joint(), 'preference', undefined);

describe('preferences', () => {
  it('start with one blank row per holder, save (no nomination asked here) and show again', async () => {
    const { token, app } = await atPreference();
    const blank = dataOf(await t.call(loadPreference, { refNo: app.refNo }, token));
    expect(blank.saved).toBe(false);
    expect(blank.answers.holders.map((h) => h.holder)).toEqual(['F', 'S']);

    const demat: Answers = {
      ...physical,
      mfMode: 'D',
      depository: 'NSDL',
      dematAccountNo: 'in30012345678901',
    };
    const saved = dataOf(await t.call(savePreference, { refNo: app.refNo, ...demat }, token));
    expect(saved.stepId).toBe(stepIdOf('bankdetails'));
    const again = dataOf(await t.call(loadPreference, { refNo: app.refNo }, token));
    expect(again).toEqual({ saved: true, answers: { ...demat, dematAccountNo: 'IN30012345678901' } });
  });

  it('keep no demat account with mutual fund mode physical', async () => {
    const { token, app } = await atPreference();
    await t.call(
      savePreference,
      { refNo: app.refNo, ...physical, depository: 'CDSL', dematAccountNo: '1234567890123456' },
      token,
    );
    expect(await storedAnswers(t, app.refNo, 'preference')).toMatchObject({
      depository: '',
      dematAccountNo: '',
    });
  });

  it.each<[string, Partial<Answers>, string, string]>([
    [
      'no annual income',
      { holders: [{ ...physical.holders[0], annualIncome: '' }, physical.holders[1]] as Answers['holders'] },
      'holders.0.annualIncome',
      'Annual Income cannot be empty.',
    ],
    [
      'a net-worth band not in the list',
      { holders: [physical.holders[0], { ...physical.holders[1], netWorth: '9' }] as Answers['holders'] },
      'holders.1.netWorth',
      'Net Worth should be valid.',
    ],
    [
      'no PEP status',
      { holders: [physical.holders[0], { ...physical.holders[1], pep: '' }] as Answers['holders'] },
      'holders.1.pep',
      'Politically Exposed Person cannot be empty.',
    ],
    ['no mutual fund mode', { mfMode: '' }, 'mfMode', 'Mutual Fund Mode cannot be empty.'],
    ['demat without a depository', { mfMode: 'D' }, 'depository', 'Depository cannot be empty.'],
    [
      'demat without an account',
      { mfMode: 'D', depository: 'CDSL' },
      'dematAccountNo',
      'Demat Account Number cannot be empty.',
    ],
    [
      'an NSDL account in the CDSL form',
      { mfMode: 'D', depository: 'CDSL', dematAccountNo: 'IN30012345678901' },
      'dematAccountNo',
      'Demat Account Number should be valid.',
    ],
  ])('refuse %s with the rule’s text, saving nothing', async (_name, change, field, message) => {
    const { token, app } = await atPreference();
    const res = await t.post(savePreference.path, { refNo: app.refNo, ...physical, ...change }, token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message });
    expect(await storedAnswers(t, app.refNo, 'preference')).toBeUndefined();
    expect(await stepIdNow(t, app.refNo)).toBe(stepIdOf('preference'));
  });

  it('answer bad input with 400, another applicant with 403 and an unopened screen with 409', async () => {
    const { token, app } = await atPreference();
    for (const [body, field] of [
      [{ refNo: app.refNo, ...physical, holders: [physical.holders[0]] }, 'holders'],
      [{ refNo: app.refNo, ...physical, holders: [...physical.holders].reverse() }, 'holders'],
      [{ refNo: app.refNo, ...physical, holders: [] }, 'holders'],
      [{ refNo: app.refNo, ...physical, mfMode: 7 }, 'mfMode'],
      [{ refNo: app.refNo, ...physical, holder: 'F' }, 'holder'],
      [{ refNo: app.refNo }, 'holders'],
    ] as const) {
      const res = await t.post(savePreference.path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.field).toBe(field);
    }
    const other = await applicantToken(t, nextMobile());
    const res = await t.post(savePreference.path, { refNo: app.refNo, ...physical }, other);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(REG_TEXTS.notYours);
    const early = await applicationAt(t, nextMobile(), joint(), 'fatca', 'S');
    const skip = await t.post(savePreference.path, { refNo: early.app.refNo, ...physical }, early.token);
    expect(skip.status).toBe(409);
    expect(await storedAnswers(t, app.refNo, 'preference')).toBeUndefined();
  });

  it('are shown but not changed once the application is submitted', async () => {
    const { token, app } = await atPreference();
    await t.deps.db
      .update(regApplications)
      .set({ submitFinal: 'Y' })
      .where(eq(regApplications.refNo, app.refNo));
    expect((await t.call(loadPreference, { refNo: app.refNo }, token)).status).toBe(200);
    const res = await t.post(savePreference.path, { refNo: app.refNo, ...physical }, token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(REG_TEXTS.submitted);
    expect(await storedAnswers(t, app.refNo, 'preference')).toBeUndefined();
  });
});
