import {
  fetchBackNextScreen,
  generateOtp,
  getRefNoDataWithToken,
  REG_TEXTS,
  searchLogin,
  stepIdOf,
  terminateSession,
  verifyOtp,
} from '@ewa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders } from '../../../db/schema/core.ts';
import {
  applicantToken,
  freshPan,
  latestSmsOtp,
  openTestApplication,
  singleHolder,
} from '../../../testing/registration.ts';
import { createTestApp, dataOf, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'registration'] });
});
afterAll(() => t.close());

describe('applicant login by mobile OTP', () => {
  it('sends an OTP to the mobile and answers a token for the right code, once', async () => {
    const sent = await t.call(generateOtp, { mobileNo: '9811100001' });
    expect(sent.json).toMatchObject({ isSuccess: true, message: REG_TEXTS.otpSent });
    expect(dataOf(sent).mobile).toBe('XXXXXX0001');
    const otp = await latestSmsOtp(t, '9811100001');
    const verified = await t.call(verifyOtp, { otpVrfyrefId: dataOf(sent).otpVrfyrefId, otp });
    expect(verified.json.message).toBe(REG_TEXTS.otpMatched);
    expect(dataOf(verified).token).toMatch(/^reg\./);

    // The same OTP again: refused, no second token.
    const replay = await t.call(verifyOtp, { otpVrfyrefId: dataOf(sent).otpVrfyrefId, otp });
    expect(replay.json.isSuccess).toBe(false);
    expect(replay.json.data ?? null).toBeNull();
  });

  it('refuses a wrong OTP and counts it', async () => {
    const sent = dataOf(await t.call(generateOtp, { mobileNo: '9811100002' }));
    const otp = await latestSmsOtp(t, '9811100002');
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const res = await t.call(verifyOtp, { otpVrfyrefId: sent.otpVrfyrefId, otp: wrong });
    expect(res.json).toMatchObject({
      isSuccess: false,
      message: 'Please enter valid OTP.',
      otp_wrongcount: 1,
    });
  });

  it('answers bad input with 400 and the field, writing nothing', async () => {
    for (const body of [{ mobileNo: '98111' }, { mobileNo: 9811100003 }, {}, { mobileNo: '98111000031' }]) {
      const res = await t.post(generateOtp.path, body);
      expect(res.status).toBe(400);
      expect(res.json.field).toBe('mobileNo');
    }
    const res = await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=9811100003' });
    expect(res.json().data).toEqual([]);
  });

  it('refuses the registration calls without a token, or with an ended one', async () => {
    expect((await t.post(searchLogin.path, {})).status).toBe(401);
    expect((await t.post(searchLogin.path, {}, 'reg.forged')).status).toBe(401);
    const token = await applicantToken(t, '9811100004');
    expect((await t.call(searchLogin, {}, token)).status).toBe(200);
    expect((await t.call(terminateSession, {}, token)).status).toBe(200);
    const after = await t.post(searchLogin.path, {}, token);
    expect(after.status).toBe(401);
    expect(after.json.message).toBe(REG_TEXTS.sessionExpired);
  });
});

describe('an application', () => {
  it('opens at the first holder’s mobile and e-mail and is found again after a new login', async () => {
    const token = await applicantToken(t, '9811100010');
    const app = await openTestApplication(t, token, singleHolder(freshPan()));
    expect(app.refNo).toMatch(/^R\d{6}\d{5,}$/);
    expect(app.stepId).toBe(stepIdOf('loadmobemail', 'F'));
    expect(app.route).toBe('createaccount/loadmobemail/F');
    expect(app.walk.map((s) => s.screen)).toEqual([
      'loadmobemail',
      'kradownload',
      'personaldetails',
      'addresscomfirmation',
      'fatca',
      'preference',
      'bankdetails',
      'mandatedetails',
      'nomineeselection',
    ]);
    expect(app.walk.every((s) => !s.done)).toBe(true);

    const again = await applicantToken(t, '9811100010');
    const found = dataOf(await t.call(searchLogin, {}, again)).applications;
    expect(found.map((a) => a.refNo)).toEqual([app.refNo]);
  });

  it('is refused to another applicant, by refNo', async () => {
    const owner = await applicantToken(t, '9811100011');
    const app = await openTestApplication(t, owner, singleHolder(freshPan()));
    const other = await applicantToken(t, '9811100012');
    const res = await t.call(getRefNoDataWithToken, { refNo: app.refNo }, other);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(REG_TEXTS.notYours);
    const next = await t.call(
      fetchBackNextScreen,
      { refNo: app.refNo, stepId: app.stepId, direction: 'B' },
      other,
    );
    expect(next.status).toBe(403);
    expect(dataOf(await t.call(searchLogin, {}, other)).applications).toEqual([]);
  });

  it('does not go next from a screen not yet saved, nor open a later one', async () => {
    const token = await applicantToken(t, '9811100013');
    const app = await openTestApplication(t, token, singleHolder(freshPan()));
    const next = await t.call(
      fetchBackNextScreen,
      { refNo: app.refNo, stepId: app.stepId, direction: 'N' },
      token,
    );
    expect(next.status).toBe(409);
    expect(next.json.message).toBe(REG_TEXTS.stepNotDone);
    const skip = await t.call(
      fetchBackNextScreen,
      { refNo: app.refNo, stepId: stepIdOf('bankdetails'), direction: 'B' },
      token,
    );
    expect(skip.status).toBe(409);
    expect(skip.json.message).toBe(REG_TEXTS.stepNotOpen);
  });

  it('refuses the same PAN twice, and the same holders again while one is open', async () => {
    const token = await applicantToken(t, '9811100014');
    const pan = freshPan();
    const twice = await t.post(
      'ewatraderegws/api/EwaRegService/generateRefno',
      {
        ...singleHolder(pan),
        holdingMode: 'JO',
        holders: [
          { holder: 'F', pan, dob: '01/01/1980' },
          { holder: 'S', pan: pan.toLowerCase(), dob: '01/01/1982' },
        ],
      },
      token,
    );
    expect(twice.status).toBe(400);
    expect(twice.json).toMatchObject({
      message: 'Same PAN cannot be allowed on multiple holders',
      field: 'holders.1.pan',
    });
    const first = await openTestApplication(t, token, singleHolder(pan));
    const again = await t.post('ewatraderegws/api/EwaRegService/generateRefno', singleHolder(pan), token);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      message: REG_TEXTS.samePatternInProgress,
      data: { refNo: first.refNo },
    });
  });

  it('refuses the holding pattern of an account already held', async () => {
    const token = await applicantToken(t, '9811100015');
    const holders = await t.deps.db.select().from(accountHolders);
    const single = holders.find((h) => holders.filter((o) => o.njAcNo === h.njAcNo).length === 1);
    const held = single && { pan_no: single.panNo };
    if (!held) throw new Error('no single-holder demo account');
    const res = await t.post(
      'ewatraderegws/api/EwaRegService/generateRefno',
      singleHolder(held.pan_no),
      token,
    );
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(REG_TEXTS.samePatternAvailable);
  });
});

describe('in production', () => {
  it('refuses account opening: the wizard is not offered there', async () => {
    const prod = await createTestApp({ production: true }, { areas: ['login', 'registration'] });
    try {
      const res = await prod.call(generateOtp, { mobileNo: '9811100099' });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(REG_TEXTS.notOpenInProduction);
      const search = await prod.post(searchLogin.path, {}, 'reg.any');
      expect(search.status).toBe(403);
    } finally {
      await prod.close();
    }
  });
});
