import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordHasher } from '../../session/passwords.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * A login id must not tell whether it names an account: every public login call answers an unknown id,
 * a real one and a blocked one alike. The replies are compared byte for byte, with the id itself (which
 * the reply may echo) swapped for a placeholder; the time a reply takes is kept alike by checking a
 * dummy password hash where there is no password to check.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login'] });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The reply's status and body as bytes, with the login id replaced. */
async function raw(path: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const id = String(body.loginId);
  return `${res.statusCode} ${res.body.split(JSON.stringify(id).slice(1, -1)).join('<id>')}`;
}

async function solvedCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
  await t.post('captcha/image', {});
  const latest = await t.inject({ method: 'GET', url: '/sandbox/api/captcha/latest' });
  const { captchaId, text } = latest.json().data as { captchaId: string; text: string };
  return { captchaId, captchaCode: text };
}

const authenticate = async (loginId: string, password: string, loginWith = 'ACNO', withCaptcha = false) =>
  raw('login/v2/authenticate', {
    loginId,
    password,
    loginWith,
    ...(withCaptcha ? await solvedCaptcha() : {}),
  });

describe('login ids cannot be told apart', () => {
  it('login/loginsendotp answers a real and an unknown id alike, with masks that give nothing away', async () => {
    for (const [real, unknown, loginWith] of [
      ['50000001', '59999991', 'ACNO'],
      ['demo.investor', 'nobody.here', 'LOGINID'],
    ] as const) {
      // demo.investor is 50000001: a new sending window for the second round.
      t.clock.advance(t.deps.config.otp.sendWindowSeconds + 1);
      const sends = [];
      // Five sends each: the regeneration flag and the refusal at the limit must match too.
      for (let i = 0; i < 5; i++) {
        const a = await raw('login/loginsendotp', { loginId: real, loginWith });
        const b = await raw('login/loginsendotp', { loginId: unknown, loginWith });
        expect(b).toBe(a);
        sends.push(a);
      }
      expect(sends[0]).toContain('"isSuccess":true');
      expect(sends[0]).not.toMatch(/3210|ra\*|example\.in/);
      expect(sends[4]).toContain('"isSuccess":false');
    }
  });

  it('login/loginotpValidate answers a wrong OTP for a real and an unknown id alike', async () => {
    await raw('login/loginsendotp', { loginId: '50000002', loginWith: 'ACNO' });
    await raw('login/loginsendotp', { loginId: '59999992', loginWith: 'ACNO' });
    for (let i = 0; i < 4; i++) {
      const a = await raw('login/loginotpValidate', {
        loginId: '50000002',
        loginWith: 'ACNO',
        otp: '000000',
      });
      const b = await raw('login/loginotpValidate', {
        loginId: '59999992',
        loginWith: 'ACNO',
        otp: '000000',
      });
      expect(b).toBe(a);
    }
    // No OTP ever sent for either.
    const a = await raw('login/loginotpValidate', { loginId: '50000003', loginWith: 'ACNO', otp: '123456' });
    const b = await raw('login/loginotpValidate', { loginId: '59999993', loginWith: 'ACNO', otp: '123456' });
    expect(b).toBe(a);
  });

  it('authenticate, getcaptcha and the OTP calls answer alike through failures, captcha and the block', async () => {
    for (let n = 1; n <= 6; n++) {
      const a = await authenticate('50000003', `Wrong@${n}x`, 'ACNO', n > 2);
      const b = await authenticate('59999994', `Wrong@${n}x`, 'ACNO', n > 2);
      expect(b, `attempt ${n}`).toBe(a);
      expect(await raw('login/getcaptcha', { loginId: '59999994' })).toBe(
        await raw('login/getcaptcha', { loginId: '50000003' }),
      );
      if (n >= 4) expect(a).toContain('"errCode":"ucc_block"');
    }
    // Blocked: the OTP calls say so for both.
    const sendA = await raw('login/loginsendotp', { loginId: '50000003', loginWith: 'ACNO' });
    const sendB = await raw('login/loginsendotp', { loginId: '59999994', loginWith: 'ACNO' });
    expect(sendB).toBe(sendA);
    expect(sendA).toContain('"errCode":"ucc_block"');
    const otpA = await raw('login/loginotpValidate', {
      loginId: '50000003',
      loginWith: 'ACNO',
      otp: '000000',
    });
    const otpB = await raw('login/loginotpValidate', {
      loginId: '59999994',
      loginWith: 'ACNO',
      otp: '000000',
    });
    expect(otpB).toBe(otpA);
  });

  it('checks a dummy password hash for unknown and blocked ids, and only the real one otherwise', async () => {
    const verify = vi.spyOn(passwordHasher, 'verify');
    const dummy = vi.spyOn(passwordHasher, 'verifyDummy');

    await authenticate('59999995', 'Wrong@1x');
    expect([verify.mock.calls.length, dummy.mock.calls.length]).toEqual([0, 1]);

    await authenticate('50000007', 'Wrong@1x');
    expect([verify.mock.calls.length, dummy.mock.calls.length]).toEqual([1, 1]);

    // Block 50000007, then every further password is checked against the dummy only.
    for (let n = 2; n <= 4; n++) await authenticate('50000007', `Wrong@${n}x`, 'ACNO', n > 2);
    expect([verify.mock.calls.length, dummy.mock.calls.length]).toEqual([4, 1]);
    const blocked = await authenticate('50000007', 'Demo@1234', 'ACNO', true);
    expect(blocked).toContain('"errCode":"ucc_block"');
    expect([verify.mock.calls.length, dummy.mock.calls.length]).toEqual([4, 2]);
  });
});
