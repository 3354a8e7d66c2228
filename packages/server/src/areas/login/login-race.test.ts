import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../db/schema/core.ts';
import { demoPassword } from '../../seed/demo-data.ts';
import { passwordHasher } from '../../session/passwords.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'profile'] });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** A fresh captcha and its text, read from the sandbox. */
async function solvedCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
  const issued = await t.post('captcha/image', {});
  const latest = await t.inject({ method: 'GET', url: '/sandbox/api/captcha/latest' });
  const { captchaId, text } = latest.json().data as { captchaId: string; text: string };
  expect(captchaId).toBe((issued.json.data as { captchaId: string }).captchaId);
  return { captchaId, captchaCode: text };
}

const activation = (njAcNo: string, token: string) =>
  t.post('login/checkEwealthAccountActivation', { njAcNo, reqFrom: 'WEB' }, token);

describe('parallel password attempts on one account', () => {
  it('check at most 4 wrong passwords, end blocked, and leave no working session', async () => {
    const { blockAtFailures } = t.deps.config.login;
    const checked: string[] = [];
    const realVerify = passwordHasher.verify;
    vi.spyOn(passwordHasher, 'verify').mockImplementation(async (hash, password) => {
      checked.push(password);
      return realVerify(hash, password);
    });
    // Every attempt carries its own solved captcha, so only the attempt count can stop them.
    const captchas: { captchaId: string; captchaCode: string }[] = [];
    for (let i = 0; i < 21; i++) captchas.push(await solvedCaptcha());
    const passwords = Array.from({ length: 21 }, (_, i) => (i === 10 ? demoPassword : `Wrong@${i}x`));
    const replies = await Promise.all(
      passwords.map((password, i) =>
        t.post('login/v2/authenticate', { loginId: '50000004', password, loginWith: 'ACNO', ...captchas[i] }),
      ),
    );

    const wrongChecked = checked.filter((p) => p !== demoPassword);
    expect(wrongChecked.length, `wrong passwords checked: ${wrongChecked.length}`).toBeLessThanOrEqual(
      blockAtFailures,
    );
    expect(checked.length).toBeLessThanOrEqual(blockAtFailures + 1);

    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.njAcNo, '50000004'));
    expect(row?.blockedAt).not.toBeNull();

    for (const reply of replies) {
      if (typeof reply.json.token !== 'string') continue;
      expect((await activation('50000004', reply.json.token)).status).toBe(401);
    }
    const later = await t.post('login/v2/authenticate', {
      loginId: '50000004',
      password: demoPassword,
      loginWith: 'ACNO',
      ...(await solvedCaptcha()),
    });
    expect(later.json).toMatchObject({ isSuccess: false, errCode: 'ucc_block' });
    expect(later.json.token).toBeUndefined();
  });

  it('without captchas, check no more passwords than the captcha threshold allows', async () => {
    const checked: string[] = [];
    const realVerify = passwordHasher.verify;
    vi.spyOn(passwordHasher, 'verify').mockImplementation(async (hash, password) => {
      checked.push(password);
      return realVerify(hash, password);
    });
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.post('login/v2/authenticate', { loginId: '50000005', password: `Wrong@${i}x`, loginWith: 'ACNO' }),
      ),
    );
    expect(checked).toHaveLength(t.deps.config.login.captchaFromFailures);
    const refused = replies.filter((r) => r.json.message === 'Captcha cannot be empty.');
    expect(refused).toHaveLength(12 - t.deps.config.login.captchaFromFailures);
  });

  it('a right password after three failures still signs in, and resets the count', async () => {
    for (let n = 1; n <= 3; n++) {
      const res = await t.post('login/v2/authenticate', {
        loginId: '50000006',
        password: `Wrong@${n}x`,
        loginWith: 'ACNO',
        ...(n > 2 ? await solvedCaptcha() : {}),
      });
      expect(res.json.attemptCount).toBe(n);
    }
    const ok = await t.post('login/v2/authenticate', {
      loginId: '50000006',
      password: demoPassword,
      loginWith: 'ACNO',
      ...(await solvedCaptcha()),
    });
    expect(ok.json).toMatchObject({ isSuccess: true, attemptCount: 0 });
    expect((await t.post('login/getcaptcha', { loginId: '50000006' })).json.count).toBe(0);
    expect((await activation('50000006', ok.json.token as string)).status).toBe(200);
  });
});
