import { authenticate, forgotPasswordReset, forgotPasswordSendOtp } from '@ewa/api';
import { PASSWORD_TEXTS } from '@ewa/api/texts';
import { describe, expect, it } from 'vitest';
import { otpTexts } from '../../kernel/identity/index.ts';
import { demoPassword } from '../../seed/demo-data.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { resetTexts } from './password.ts';

const t = useTestApp({ areas: ['login'] });

const send = (loginId: string) => t.call(forgotPasswordSendOtp, { loginId, loginWith: 'ACNO' });
const reset = (loginId: string, otp: string, newPassword: string) =>
  t.call(forgotPasswordReset, { loginId, loginWith: 'ACNO', otp, newPassword, confirmPassword: newPassword });

async function latestOtp(loginId: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${loginId}` });
  const sms = (res.json().data as { channel: string; body: string }[]).find(
    (m) => m.channel === 'sms' && m.body.includes('password reset'),
  );
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no reset OTP in the outbox for ${loginId}`);
  return code;
}

describe('forgot password', () => {
  it('sends an OTP to the registered contacts, sets a new password under the policy and lifts the block', async () => {
    // 50000006 is blocked, as four wrong passwords leave it.
    await t.deps.db.execute(
      "update accounts set failed_login_count = 4, blocked_at = now() where nj_ac_no = '50000006'",
    );
    expect(
      (await t.call(authenticate, { loginId: '50000006', password: demoPassword, loginWith: 'ACNO' })).json,
    ).toMatchObject({ errCode: 'ucc_block' });

    const sent = await send('50000006');
    expect(sent.json).toMatchObject({
      isSuccess: true,
      message: otpTexts.sent,
      data: { mobile: 'XXXXXXXXXX' },
    });
    const code = await latestOtp('50000006');

    const weak = await reset('50000006', code, 'Password@1');
    expect(weak.json).toMatchObject({
      isSuccess: false,
      field: 'newPassword',
      message: PASSWORD_TEXTS.guessable,
    });
    const wrong = await reset(
      '50000006',
      String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
      'rain on the tin roof at dusk',
    );
    expect(wrong.json).toMatchObject({ isSuccess: false, message: otpTexts.invalid });

    const done = await reset('50000006', code, 'rain on the tin roof at dusk');
    expect(done.json).toMatchObject({ isSuccess: true, message: resetTexts.reset });
    expect(await t.login('50000006', 'rain on the tin roof at dusk')).toBeTruthy();
    await expect(t.login('50000006')).rejects.toThrow();
    // Single use.
    expect((await reset('50000006', code, 'another quiet harbour phrase')).json.isSuccess).toBe(false);
  });

  it('answers an unknown id alike and never resets anything for it', async () => {
    const real = await send('50000003');
    const unknown = await send('59999993');
    expect({ ...unknown.json, data: { ...unknown.json.data, njAcNo: '' } }).toEqual({
      ...real.json,
      data: { ...real.json.data, njAcNo: '' },
    });
    const outbox = await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=59999993' });
    expect(outbox.json().data).toEqual([]);
    const answer = await reset('59999993', '123456', 'rain on the tin roof at dusk');
    expect(answer.json).toMatchObject({ isSuccess: false, message: otpTexts.invalid });
  });
});
