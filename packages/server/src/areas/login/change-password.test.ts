import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loginTexts } from './authenticate.ts';
import { passwordTexts } from './password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login'] });
});
afterAll(() => t.close());

const change = (token: string, oldPassword: string, newPassword = 'Fresh@2026') =>
  t.post('login/changePassword', { oldPassword, newPassword, confirmPassword: newPassword }, token);
const activation = (njAcNo: string, token: string) =>
  t.post('login/checkEwealthAccountActivation', { njAcNo, reqFrom: 'WEB' }, token);

describe('login/changePassword', () => {
  it('counts wrong old passwords like login failures and ends the session at the limit', async () => {
    const token = await t.login('50000010');
    const other = await t.login('50000010');
    const { blockAtFailures } = t.deps.config.login;
    for (let n = 1; n < blockAtFailures; n++) {
      const res = await change(token, `Guess@${n}x`);
      expect(res.json).toMatchObject({ isSuccess: false, message: passwordTexts.oldWrong });
    }
    // The failures count at login too: the captcha is now asked for.
    expect((await t.post('login/getcaptcha', { loginId: '50000010' })).json.count).toBe(blockAtFailures - 1);

    const last = await change(token, `Guess@${blockAtFailures}x`);
    expect(last.status).toBe(401);
    expect(last.json).toMatchObject({ isSuccess: false, errCode: 'ucc_block', message: loginTexts.blocked });
    // The session is over, and so is every other one of the account; the right old password is too late.
    expect((await activation('50000010', token)).status).toBe(401);
    expect((await activation('50000010', other)).status).toBe(401);
    const late = await change(token, demoPassword);
    expect(late.status).toBe(401);
    expect(late.json.token).toBeUndefined();
  });

  it('a right old password after wrong ones changes it and clears the count', async () => {
    const token = await t.login('50000011');
    expect((await change(token, 'Guess@1x')).json.isSuccess).toBe(false);
    const ok = await change(token, demoPassword);
    expect(ok.json.isSuccess).toBe(true);
    expect((await t.post('login/getcaptcha', { loginId: '50000011' })).json.count).toBe(0);
  });
});
