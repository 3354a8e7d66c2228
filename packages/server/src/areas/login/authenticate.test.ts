import { authenticate, captchaImage, errorReply, getCaptcha, loginSendOtp } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/core.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { createTestApp, dataOf } from '../../testing/test-app.ts';
import { loginTexts } from './authenticate.ts';

const t = useTestApp({ areas: ['login', 'profile'] });

const attempt = (loginId: string, password: string, extra: Record<string, unknown> = {}) =>
  t.call(authenticate, { loginId, password, loginWith: 'ACNO', ...extra });

async function freshCaptcha(): Promise<{ captchaId: string; text: string }> {
  const issued = await t.call(captchaImage, {});
  expect(issued.status).toBe(200);
  const { image, captchaId } = dataOf(issued);
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
  const latest = await t.inject({ method: 'GET', url: '/sandbox/api/captcha/latest' });
  const data = latest.json().data as { captchaId: string; text: string };
  expect(data.captchaId).toBe(captchaId);
  return data;
}

describe('login/v2/authenticate', () => {
  it('signs in by account number and by personalised id (any case) with the spec userData', async () => {
    for (const [loginId, loginWith] of [
      ['50000001', 'ACNO'],
      ['Demo.Investor', 'LOGINID'],
    ] as const) {
      const res = await t.call(authenticate, { loginId, password: 'Demo@1234', loginWith });
      expect(res.status).toBe(200);
      expect(is(res.json, authenticate.reply)).toBe(true);
      expect(res.json).toMatchObject({ isSuccess: true, attemptCount: 0, isCaptchaValidate: false });
      expect(res.json.data).toMatchObject({
        userData: {
          loginId: 'demo.investor',
          njAcNo: '50000001',
          accType: 'TAC',
          chnagePassWord: 'N',
          isPasswordExpired: 'N',
          isAskPersonalizedLogin: 'N',
          isFromForgotPassword: 'N',
          ucc_dtl: {
            appName: 'Rajesh Kumar Sharma',
            brCode: 'SRT01',
            njBrCode: 'NJB-SRT-001',
            AuthorizationModule: 'Y',
          },
        },
      });
    }
  });

  it('asks for the captcha from the 2nd failure; without a right one the password is not even tried', async () => {
    const first = await attempt('50000002', 'wrong-1');
    expect(first.json).toMatchObject({
      isSuccess: false,
      message: loginTexts.invalid,
      attemptCount: 1,
      isCaptchaValidate: false,
    });
    const second = await attempt('50000002', 'wrong-2');
    expect(second.json).toMatchObject({ attemptCount: 2, isCaptchaValidate: true });
    expect((await t.call(getCaptcha, { loginId: '50000002' })).json).toMatchObject({
      count: 2,
      isCaptchaValidate: true,
    });

    const noCaptcha = await attempt('50000002', 'Demo@1234');
    expect(noCaptcha.json).toMatchObject({
      isSuccess: false,
      message: 'Captcha cannot be empty.',
      isCaptchaValidate: true,
    });
    const { captchaId, text } = await freshCaptcha();
    const wrongCaptcha = await attempt('50000002', 'Demo@1234', { captchaId, captchaCode: `${text}x` });
    expect(wrongCaptcha.json).toMatchObject({ message: 'Captcha should be valid.', attemptCount: 2 });
    // The captcha was used up by the wrong guess: single use.
    const reused = await attempt('50000002', 'Demo@1234', { captchaId, captchaCode: text });
    expect(reused.json.message).toBe('Captcha should be valid.');

    const good = await freshCaptcha();
    const ok = await attempt('50000002', 'Demo@1234', {
      captchaId: good.captchaId,
      captchaCode: good.text.toUpperCase(),
    });
    expect(ok.json).toMatchObject({ isSuccess: true, attemptCount: 0 });
    expect((await t.call(getCaptcha, { loginId: '50000002' })).json.count).toBe(0);
  });

  it('reads the captcha from its cookie when the request does not name it', async () => {
    await attempt('50000003', 'bad');
    await attempt('50000003', 'bad');
    const image = await t.inject({ method: 'POST', url: '/api/captcha/image', payload: {} });
    const cookie = image.cookies.find((c) => c.name === 'ewa_captcha');
    expect(cookie?.httpOnly).toBe(true);
    const { text } = (await t.inject({ method: 'GET', url: '/sandbox/api/captcha/latest' })).json().data;
    const res = await t.inject({
      method: 'POST',
      url: '/api/login/v2/authenticate',
      cookies: { ewa_captcha: cookie?.value ?? '' },
      payload: { loginId: '50000003', password: 'Demo@1234', loginWith: 'ACNO', captchaCode: text },
    });
    expect(res.json()).toMatchObject({ isSuccess: true });
  });

  it('refuses an expired captcha', async () => {
    await attempt('50000005', 'bad');
    await attempt('50000005', 'bad');
    const { captchaId, text } = await freshCaptcha();
    t.clock.advance(t.deps.config.captcha.ttlSeconds + 1);
    const res = await attempt('50000005', 'Demo@1234', { captchaId, captchaCode: text });
    expect(res.json.message).toBe('Captcha should be valid.');
  });

  it('blocks the account at the 4th failure and a right password does not unblock it', async () => {
    for (let n = 1; n <= 4; n++) {
      const extra =
        n > 2 ? await freshCaptcha().then((c) => ({ captchaId: c.captchaId, captchaCode: c.text })) : {};
      const res = await attempt('50000004', `wrong-${n}`, extra);
      expect(res.json.attemptCount).toBe(n);
      if (n === 4)
        expect(res.json).toMatchObject({
          isSuccess: false,
          errCode: 'ucc_block',
          message: loginTexts.blocked,
        });
    }
    const c = await freshCaptcha();
    const right = await attempt('50000004', 'Demo@1234', { captchaId: c.captchaId, captchaCode: c.text });
    expect(right.json).toMatchObject({ isSuccess: false, errCode: 'ucc_block' });
    expect(right.json.token).toBeUndefined();
    const otp = await t.call(loginSendOtp, { loginId: '50000004', loginWith: 'ACNO' });
    expect(otp.json, JSON.stringify(otp)).toMatchObject({ errCode: 'ucc_block' });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.njAcNo, '50000004'));
    expect(audit.filter((a) => a.outcome === 'failure')).toHaveLength(3);
    expect(audit.filter((a) => a.outcome === 'blocked').length).toBeGreaterThanOrEqual(2);
    expect(audit.every((a) => a.ip !== '' && a.requestId !== '')).toBe(true);
  });

  it('answers an unknown id exactly like a wrong password', async () => {
    const res = await attempt('59999999', 'Demo@1234');
    expect(res.json).toMatchObject({ isSuccess: false, message: loginTexts.invalid, attemptCount: 1 });
    expect(is(res.json, authenticate.reply)).toBe(true);
  });

  it('names the empty field', async () => {
    const res = await t.call(authenticate, { loginId: '', password: 'x', loginWith: 'ACNO' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'loginId', message: 'loginId cannot be empty.' });
    expect(is(res.json, errorReply)).toBe(true);
    const count = await t.post(getCaptcha.path, { loginId: 5 });
    expect(count.status).toBe(400);
    expect(is((await t.call(getCaptcha, { loginId: '1' })).json, getCaptcha.reply)).toBe(true);
  });

  it('limits attempts per login id in the database, and login calls per IP', async () => {
    const limited = await createTestApp(
      { rateLimit: { perIpPerMinute: 3, perLoginIdPerMinute: 3, globalPerIpPerMinute: 1000 } },
      { areas: ['login'] },
    );
    const from = (ip: string, path: string, payload: unknown) =>
      limited.inject({ method: 'POST', url: `/api/${path}`, remoteAddress: ip, payload: payload as object });
    try {
      // One login id from four addresses: the per-id count (shared by every instance) stops the 4th.
      const perId: number[] = [];
      for (let i = 1; i <= 4; i++) {
        perId.push(
          (await from(`10.0.0.${i}`, 'login/loginsendotp', { loginId: '50000009', loginWith: 'ACNO' }))
            .statusCode,
        );
      }
      expect(perId).toEqual([200, 200, 200, 429]);
      // One address, different ids: the per-IP limit stops the 4th.
      const perIp: number[] = [];
      for (let i = 1; i <= 4; i++) {
        perIp.push((await from('10.0.1.1', 'login/getcaptcha', { loginId: `5000000${i}` })).statusCode);
      }
      expect(perIp).toEqual([200, 200, 200, 429]);
      const refused = await from('10.0.1.1', 'login/getcaptcha', { loginId: '1' });
      expect(refused.json()).toMatchObject({ isSuccess: false, errCode: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
