import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A login block ends by itself after `EWA_LOGIN_BLOCK_HOURS`, so nobody can lock an investor out for good. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { login: { captchaFromFailures: 2, blockAtFailures: 4, blockHours: 6 } },
    { areas: ['login'] },
  );
});
afterAll(() => t.close());

async function solvedCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
  await t.post('captcha/image', {});
  const latest = await t.inject({ method: 'GET', url: '/sandbox/api/captcha/latest' });
  const { captchaId, text } = latest.json().data as { captchaId: string; text: string };
  return { captchaId, captchaCode: text };
}

const authenticate = async (loginId: string, password: string, withCaptcha: boolean) =>
  (
    await t.post('login/v2/authenticate', {
      loginId,
      password,
      loginWith: 'ACNO',
      ...(withCaptcha ? await solvedCaptcha() : {}),
    })
  ).json;

async function block(loginId: string) {
  for (let n = 1; n <= 4; n++) await authenticate(loginId, `Wrong@${n}x`, n > 2);
}

describe('login block time limit', () => {
  it('keeps the account blocked until the limit, then lets the right password in with the count back to 0', async () => {
    await block('50000009');
    expect(await authenticate('50000009', demoPassword, true)).toMatchObject({ errCode: 'ucc_block' });
    t.clock.advance(6 * 3600 - 60);
    expect(await authenticate('50000009', demoPassword, true)).toMatchObject({ errCode: 'ucc_block' });
    t.clock.advance(60);
    const after = await authenticate('50000009', demoPassword, false);
    expect(after).toMatchObject({ isSuccess: true });
    expect((await t.post('login/getcaptcha', { loginId: '50000009' })).json.count).toBe(0);
  });

  it('answers an unknown id alike: blocked until the limit, then asked again from the start', async () => {
    await block('59999990');
    expect(await authenticate('59999990', demoPassword, true)).toMatchObject({ errCode: 'ucc_block' });
    t.clock.advance(6 * 3600);
    const after = await authenticate('59999990', demoPassword, false);
    expect(after.errCode).not.toBe('ucc_block');
    expect((await t.post('login/getcaptcha', { loginId: '59999990' })).json.count).toBe(1);
  });
});
