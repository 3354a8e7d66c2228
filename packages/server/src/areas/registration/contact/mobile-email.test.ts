import {
  generateMobEmailOtp,
  holdersTexts,
  loadMobEmail,
  MOBILE_EMAIL_TEXTS,
  type PanDobRequest,
  REG_TEXTS,
  saveMobEmail,
  stepIdOf,
  verifyMobEmailOtp,
} from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/area-test.ts';
import {
  applicantToken,
  freshPan,
  openTestApplication,
  singleHolder,
} from '../../../testing/registration.ts';
import { databaseDigest, dataOf, type TestApp } from '../../../testing/test-app.ts';

const t = useTestApp({ areas: ['login', 'registration'] });

/** The latest OTP the sandbox gateway delivered to a mobile or e-mail address. */
async function latestOtp(app: TestApp, address: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/sandbox/api/outbox?to=${encodeURIComponent(address)}`,
  });
  const message = (res.json().data as { body: string }[])[0];
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${address}`);
  return code;
}

const jointHolders = (): PanDobRequest => ({
  accountType: 'EW',
  holdingMode: 'JO',
  taxStatus: '1',
  holders: [
    { holder: 'F', pan: freshPan(), dob: '15/08/1990' },
    { holder: 'S', pan: freshPan(), dob: '01/02/1992' },
  ],
});

let mobiles = 0;
const freshMobile = () => {
  mobiles += 1;
  return `98222${String(mobiles).padStart(5, '0')}`;
};

async function opened(request: PanDobRequest = singleHolder(freshPan())) {
  const mobile = freshMobile();
  const token = await applicantToken(t, mobile);
  const app = await openTestApplication(t, token, request);
  return { token, mobile, refNo: app.refNo };
}

/** Sends and enters the OTP of a contact for a holder. */
async function prove(
  token: string,
  refNo: string,
  holder: 'F' | 'S',
  channel: 'mobile' | 'email',
  address: string,
) {
  dataOf(await t.call(generateMobEmailOtp, { refNo, holder, channel, address }, token));
  const otp = await latestOtp(t, address);
  return t.call(verifyMobEmailOtp, { refNo, holder, channel, address, otp }, token);
}

describe('mobile and e-mail of a holder', () => {
  it('prefills the first holder’s login mobile as proved, and saves once the e-mail is proved too', async () => {
    const { token, mobile, refNo } = await opened();
    const view = dataOf(await t.call(loadMobEmail, { refNo, holder: 'F' }, token));
    expect(view).toMatchObject({ mobile, email: '', mobileVerified: true, emailVerified: false, saved: 'N' });

    const unproved = await t.call(
      saveMobEmail,
      { refNo, holder: 'F', mobile, email: 'ravi@example.in' },
      token,
    );
    expect(unproved.status).toBe(400);
    expect(unproved.json).toMatchObject({ field: 'email', message: MOBILE_EMAIL_TEXTS.emailNotVerified });

    const sent = await t.call(
      generateMobEmailOtp,
      { refNo, holder: 'F', channel: 'email', address: 'Ravi@Example.in' },
      token,
    );
    expect(sent.json.message).toBe(MOBILE_EMAIL_TEXTS.otpSentEmail);
    const outbox = await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=ravi%40example.in' });
    expect((outbox.json().data as { channel: string }[])[0]?.channel).toBe('email');
    const otp = await latestOtp(t, 'ravi@example.in');
    const verified = await t.call(
      verifyMobEmailOtp,
      { refNo, holder: 'F', channel: 'email', address: 'ravi@example.in', otp },
      token,
    );
    expect(verified.json).toMatchObject({ isSuccess: true, message: MOBILE_EMAIL_TEXTS.otpMatched });

    const saved = dataOf(
      await t.call(saveMobEmail, { refNo, holder: 'F', mobile, email: 'ravi@example.in' }, token),
    );
    expect(saved.stepId).toBe(stepIdOf('kradownload', 'F'));
    expect(saved.walk[0]).toMatchObject({ screen: 'loadmobemail', done: true });

    // Back to the screen: the saved answer, both proved.
    const again = dataOf(await t.call(loadMobEmail, { refNo, holder: 'F' }, token));
    expect(again).toMatchObject({
      mobile,
      email: 'ravi@example.in',
      mobileVerified: true,
      emailVerified: true,
      saved: 'Y',
    });
  });

  it('refuses a replayed OTP, a wrong one, and one sent for another holder', async () => {
    const { token, refNo, mobile } = await opened(jointHolders());
    await prove(token, refNo, 'F', 'email', 'first@example.in');
    await t.call(saveMobEmail, { refNo, holder: 'F', mobile, email: 'first@example.in' }, token);

    const sMobile = freshMobile();
    await t.call(generateMobEmailOtp, { refNo, holder: 'S', channel: 'mobile', address: sMobile }, token);
    const otp = await latestOtp(t, sMobile);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const wrongReply = await t.call(
      verifyMobEmailOtp,
      { refNo, holder: 'S', channel: 'mobile', address: sMobile, otp: wrong },
      token,
    );
    expect(wrongReply.json).toMatchObject({
      isSuccess: false,
      message: 'Please enter valid OTP.',
      otp_wrongcount: 1,
    });

    // The second holder's OTP does not prove the first holder's (other) mobile.
    const crossed = await t.call(
      verifyMobEmailOtp,
      { refNo, holder: 'F', channel: 'mobile', address: freshMobile(), otp },
      token,
    );
    expect(crossed.json.isSuccess).toBe(false);

    const right = await t.call(
      verifyMobEmailOtp,
      { refNo, holder: 'S', channel: 'mobile', address: sMobile, otp },
      token,
    );
    expect(right.json.isSuccess).toBe(true);
    const replay = await t.call(
      verifyMobEmailOtp,
      { refNo, holder: 'S', channel: 'mobile', address: sMobile, otp },
      token,
    );
    expect(replay.json.isSuccess).toBe(false);
    expect(replay.json.message).toBe('OTP has expired. Please generate a new OTP.');

    // A mobile proved for the first holder's screen is not proved for the second's.
    const fProved = freshMobile();
    await prove(token, refNo, 'F', 'mobile', fProved);
    const notProved = await t.call(saveMobEmail, { refNo, holder: 'S', mobile: fProved, email: '' }, token);
    expect(notProved.json).toMatchObject({ field: 'mobile', message: MOBILE_EMAIL_TEXTS.mobileNotVerified });

    const saved = await t.call(saveMobEmail, { refNo, holder: 'S', mobile: sMobile, email: '' }, token);
    expect(saved.status).toBe(200);
  });

  it('refuses a fifth OTP to the same e-mail in the window with the login area’s limit text', async () => {
    const { token, refNo } = await opened();
    const send = () =>
      t.call(
        generateMobEmailOtp,
        { refNo, holder: 'F', channel: 'email', address: 'limit@example.in' },
        token,
      );
    for (let i = 0; i < t.deps.config.otp.maxSends; i++) expect((await send()).json.isSuccess).toBe(true);
    const over = await send();
    expect(over.status).toBe(200);
    expect(over.json).toMatchObject({
      isSuccess: false,
      message: 'You have reached the limit for generating OTP. Please try again after some time.',
      otp_regenrate: 'N',
    });
  });

  it('asks for the family declaration when a holder gives another holder’s mobile or e-mail', async () => {
    const { token, refNo, mobile } = await opened(jointHolders());
    await prove(token, refNo, 'F', 'email', 'family@example.in');
    await t.call(saveMobEmail, { refNo, holder: 'F', mobile, email: 'family@example.in' }, token);
    const view = dataOf(await t.call(loadMobEmail, { refNo, holder: 'S' }, token));
    expect(view.others).toEqual([{ holder: 'F', mobile, email: 'family@example.in' }]);

    await prove(token, refNo, 'S', 'email', 'family@example.in');
    const sMobile = freshMobile();
    await prove(token, refNo, 'S', 'mobile', sMobile);
    const refused = await t.call(
      saveMobEmail,
      { refNo, holder: 'S', mobile: sMobile, email: 'family@example.in' },
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      field: 'familyDeclaration',
      message: holdersTexts.familyDeclarationNeeded,
    });
    const accepted = await t.call(
      saveMobEmail,
      { refNo, holder: 'S', mobile: sMobile, email: 'family@example.in', familyDeclaration: 'Y' },
      token,
    );
    expect(accepted.status).toBe(200);
  });

  it('refuses the rules’ failures with their texts and writes nothing', async () => {
    const { token, refNo, mobile } = await opened();
    const before = await databaseDigest(t.database);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobile: '1234567890', email: 'a@example.in' }, 'mobile', holdersTexts.mobileInvalid],
      [{ mobile, email: 'not-an-email' }, 'email', holdersTexts.emailInvalid],
      [{ mobile: '', email: 'a@example.in' }, 'mobile', 'Mobile Number cannot be empty.'],
    ];
    for (const [answers, field, message] of cases) {
      const res = await t.post(saveMobEmail.path, { refNo, holder: 'F', ...answers }, token);
      expect(res.status, JSON.stringify(answers)).toBe(400);
      expect(res.json).toMatchObject({ field, message });
    }
    const otpTo = await t.post(
      generateMobEmailOtp.path,
      { refNo, holder: 'F', channel: 'mobile', address: '1234567890' },
      token,
    );
    expect(otpTo.json).toMatchObject({ field: 'address', message: holdersTexts.mobileInvalid });
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('answers bad input with 400, another applicant’s application with 403, a screen not open with 409', async () => {
    const { token, refNo } = await opened(jointHolders());
    for (const body of [
      { refNo, mobile: 9811, email: '' },
      { refNo, holder: 'X', mobile: '', email: '' },
      { refNo, mobile: '', email: '' },
      { refNo, holder: 'T', mobile: '', email: '' },
      { refNo: 'bad ref', holder: 'F', mobile: '', email: '' },
    ]) {
      const res = await t.post(saveMobEmail.path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missingHolder = await t.post(saveMobEmail.path, { refNo, mobile: '', email: '' }, token);
    expect(missingHolder.json.field).toBe('holder');

    const other = await applicantToken(t, freshMobile());
    const foreign = await t.post(loadMobEmail.path, { refNo, holder: 'F' }, other);
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe(REG_TEXTS.notYours);

    // The second holder's screen opens once the first holder's is saved.
    const early = await t.post(
      generateMobEmailOtp.path,
      { refNo, holder: 'S', channel: 'mobile', address: freshMobile() },
      token,
    );
    expect(early.status).toBe(409);
  });
});
