/**
 * Every counted limit under a burst: N + 10 copies of one request at once, and exactly N pass (the
 * count and the decision are one step). On the embedded database statements run one at a time, so
 * these only prove the race on PostgreSQL (`EWA_TEST_DB=postgres`); they must hold on both.
 */
import {
  authenticateAuthorization,
  forgotPasswordSendOtp,
  forgotPinSendOtp,
  generateOtp,
  getTrxnAuthRpt,
  loginOtpValidate,
  loginSendOtp,
  sendEmailVerificationOtp,
  sendNomineeChangeOtp,
  verifyBank,
} from '@ewa/api';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAPPING_TEXTS, setAuthorizationSecrets } from '../areas/authorize/mapping-login.ts';
import { BANK_VERIFICATIONS_PER_HOUR } from '../areas/registration/bank/bank-details.ts';
import { accounts } from '../db/schema/core.ts';
import { otps, otpTexts } from '../kernel/identity/index.ts';
import { sandboxPennyDrops } from '../sandbox/registration/schema.ts';
import { passwordHasher } from '../session/passwords.ts';
import { useTestApp } from '../testing/area-test.ts';
import { applicationAt, freshMobile } from '../testing/registration-steps.ts';

const t = useTestApp({ env: { EWA_PENNY_DROP_LATENCY_MS: '20', EWA_PENNY_DROP_FAIL_RATE: '0' } });
afterEach(() => vi.restoreAllMocks());

/** `n` copies of `send` at once. */
const burst = <R>(n: number, send: (i: number) => Promise<R>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

/** The secrets checked while `during` runs. */
async function secretsChecked(during: () => Promise<unknown>): Promise<string[]> {
  const checked: string[] = [];
  const realVerify = passwordHasher.verify;
  vi.spyOn(passwordHasher, 'verify').mockImplementation(async (hash, secret) => {
    checked.push(secret);
    return realVerify(hash, secret);
  });
  await during();
  return checked;
}

describe('the mapping authorization login (Date of Birth / PIN) under a burst', () => {
  const njAcNo = '50000003';
  const pin = '4321';
  const prepare = async () => {
    await t.database.db
      .update(accounts)
      .set({ authorizationModule: true })
      .where(eq(accounts.njAcNo, njAcNo));
    await setAuthorizationSecrets(t.deps, njAcNo, { pin, dob: '01011985' });
  };
  const attempt = (password: string) => t.post(authenticateAuthorization.path, { loginId: njAcNo, password });
  const sessionAnswers = async (token: string) =>
    (await t.post(getTrxnAuthRpt.path, { reqFrom: 'web', authType: 'ALL' }, token)).status;

  it('checks exactly as many wrong PINs as the limit allows, then is blocked', async () => {
    await prepare();
    const limit = t.deps.config.login.blockAtFailures;
    let replies: Awaited<ReturnType<typeof attempt>>[] = [];
    const checked = await secretsChecked(async () => {
      replies = await burst(limit + 10, (i) => attempt(String(5000 + i)));
    });
    // The checked PINs answer "does not match" or, once the limit is reached, the block; the rest the block.
    expect({
      checked: checked.length,
      answered: replies.filter((r) =>
        [MAPPING_TEXTS.failed, MAPPING_TEXTS.blocked].includes(r.json.displayMessage as never),
      ).length,
    }).toEqual({ checked: limit, answered: limit + 10 });
    expect((await attempt(pin)).json).toMatchObject({
      isSuccess: false,
      displayMessage: MAPPING_TEXTS.blocked,
    });
  });

  it('leaves no live session to the right PIN sent among wrong ones, once the login is blocked', async () => {
    await prepare();
    const limit = t.deps.config.login.blockAtFailures;
    let replies: Awaited<ReturnType<typeof attempt>>[] = [];
    const checked = await secretsChecked(async () => {
      replies = await burst(limit + 10, (i) => attempt(i === 7 ? pin : String(5000 + i)));
    });
    const wrongChecked = checked.filter((secret) => secret !== pin).length;
    expect(wrongChecked, `wrong PINs checked: ${wrongChecked}`).toBeLessThanOrEqual(limit);
    const after = await attempt(pin);
    expect(after.json).toMatchObject({ isSuccess: false, displayMessage: MAPPING_TEXTS.blocked });
    for (const reply of replies) {
      if (typeof reply.json.token !== 'string') continue;
      expect(await sessionAnswers(reply.json.token), 'a session of a blocked mapping login').toBe(401);
    }
  });

  it('ends the sessions it opened when it is blocked', async () => {
    await prepare();
    const signedIn = await attempt(pin);
    expect(signedIn.json.isSuccess).toBe(true);
    const token = signedIn.json.token as string;
    expect(await sessionAnswers(token)).toBe(200);
    for (let n = 0; n < t.deps.config.login.blockAtFailures; n++) await attempt('9999');
    expect(await sessionAnswers(token)).toBe(401);
  });
});

describe('OTP sends under a burst: exactly the sends the window allows go out', () => {
  const sends = async (njAcNo: string, purpose: string) =>
    (
      await t.database.db
        .select({ id: otps.id })
        .from(otps)
        .where(and(eq(otps.njAcNo, njAcNo), eq(otps.purpose, purpose as 'login')))
    ).length;

  const cases: {
    name: string;
    send: () => Promise<{ status: number; json: Record<string, unknown> }>;
    holder: () => Promise<string> | string;
    purpose: string;
  }[] = [
    {
      name: 'login/loginsendotp',
      send: () => t.post(loginSendOtp.path, { loginId: '50000007', loginWith: 'ACNO' }),
      holder: () => '50000007',
      purpose: 'login',
    },
    {
      name: 'login/forgotPasswordSendOtp',
      send: () => t.post(forgotPasswordSendOtp.path, { loginId: '50000008', loginWith: 'ACNO' }),
      holder: () => '50000008',
      purpose: 'reset',
    },
    {
      name: 'login/forgotPinSendOtp',
      send: () => t.post(forgotPinSendOtp.path, { loginId: '50000001' }),
      holder: () => '50000001',
      purpose: 'pin',
    },
    (() => {
      const mobile = freshMobile();
      return {
        name: 'LoginService/generateOtp (account opening, public)',
        send: () => t.post(generateOtp.path, { mobileNo: mobile }),
        holder: () => `?MOB:${mobile}`,
        purpose: 'register',
      };
    })(),
    (() => {
      let token: Promise<string> | undefined;
      return {
        name: 'profileoperations/sendNomineeChangeOtp',
        send: async () => {
          token ??= t.sessionToken('50000002');
          return t.post(sendNomineeChangeOtp.path, { njAcNo: '50000002' }, await token);
        },
        holder: () => '50000002',
        purpose: 'nominee',
      };
    })(),
    (() => {
      let token: Promise<string> | undefined;
      return {
        name: 'login/sendEmailVerificationOtp',
        send: async () => {
          token ??= t.sessionToken('50000006');
          return t.post(sendEmailVerificationOtp.path, { njAcNo: '50000006' }, await token);
        },
        holder: () => '50000006',
        purpose: 'email',
      };
    })(),
  ];

  it.each(cases)('$name', async ({ send, holder, purpose }) => {
    const limit = t.deps.config.otp.maxSends;
    // A window of its own for every case.
    t.clock.advance(t.deps.config.otp.sendWindowSeconds + 1);
    const replies = await burst(limit + 10, () => send());
    expect({
      sent: replies.filter((r) => r.json.isSuccess === true).length,
      refused: replies.filter((r) => r.status === 200 && r.json.message === otpTexts.regenerationLimit)
        .length,
      failed: replies.filter((r) => r.status !== 200).length,
      issued: await sends(await holder(), purpose),
    }).toEqual({ sent: limit, refused: 10, failed: 0, issued: limit });
  });
});

describe('OTP entries under a burst', () => {
  it('compares exactly as many codes as the wrong-entry limit allows, then the OTP is dead', async () => {
    const loginId = '50000009';
    t.clock.advance(t.deps.config.otp.sendWindowSeconds + 1);
    expect((await t.call(loginSendOtp, { loginId, loginWith: 'ACNO' })).json.isSuccess).toBe(true);
    const { maxWrong } = t.deps.config.otp;
    const compared: string[] = [];
    const realDigest = t.deps.tokens.digest.bind(t.deps.tokens);
    vi.spyOn(t.deps.tokens, 'digest').mockImplementation((purpose, value) => {
      if (purpose === 'otp') compared.push(value);
      return realDigest(purpose, value);
    });
    const replies = await burst(maxWrong + 10, (i) =>
      t.post(loginOtpValidate.path, { loginId, loginWith: 'ACNO', otp: String(100000 + i) }),
    );
    expect({
      compared: compared.length,
      signedIn: replies.filter((r) => r.json.isSuccess === true).length,
      invalid: replies.filter((r) => r.json.message === otpTexts.invalid).length,
    }).toEqual({ compared: maxWrong, signedIn: 0, invalid: maxWrong - 1 });
  });
});

describe('the send past the limit answers the limit, never a 500', () => {
  it.each([
    { call: sendNomineeChangeOtp, njAcNo: '50000004' },
    { call: sendEmailVerificationOtp, njAcNo: '50000005' },
  ])('$call.path', async ({ call, njAcNo }) => {
    t.clock.advance(t.deps.config.otp.sendWindowSeconds + 1);
    const token = await t.sessionToken(njAcNo);
    const limit = t.deps.config.otp.maxSends;
    for (let n = 1; n <= limit; n++) {
      const sent = await t.call(call, { njAcNo }, token);
      expect(sent.json.data?.otp_regenrate).toBe(n < limit ? 'Y' : 'N');
    }
    const past = await t.call(call, { njAcNo }, token);
    expect(past.status).toBe(200);
    expect(past.json).toMatchObject({
      isSuccess: false,
      message: otpTexts.regenerationLimit,
      otp_regenrate: 'N',
    });
  });
});

describe('the penny drop under a burst', () => {
  it('credits exactly as many accounts as the hourly cap allows', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const prefix = `5512${app.refNo.replace(/\D/g, '').slice(-6)}`;
    const numbers = Array.from(
      { length: BANK_VERIFICATIONS_PER_HOUR + 10 },
      (_, i) => `${prefix}${String(i).padStart(3, '0')}`,
    );
    const replies = await burst(numbers.length, (i) =>
      t.post(verifyBank.path, { refNo: app.refNo, ifsc: 'HDFC0000408', accountNumber: numbers[i] }, token),
    );
    const drops = await t.database.db
      .select({ id: sandboxPennyDrops.id })
      .from(sandboxPennyDrops)
      .where(like(sandboxPennyDrops.accountNumber, `${prefix}%`));
    expect({
      answered: replies.filter((r) => r.status === 200).length,
      refused: replies.filter((r) => r.status === 429).length,
      credits: drops.length,
    }).toEqual({ answered: BANK_VERIFICATIONS_PER_HOUR, refused: 10, credits: BANK_VERIFICATIONS_PER_HOUR });
  });
});
