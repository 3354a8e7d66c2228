import { type LoginWith, loginOtpValidate, loginSendOtp } from '@ewa/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { otpTexts } from '../../kernel/identity/index.ts';
import { useTestApp } from '../../testing/area-test.ts';

const t = useTestApp({ areas: ['login'] });

const send = (loginId: string, loginWith: LoginWith = 'ACNO') => t.call(loginSendOtp, { loginId, loginWith });
const validate = (loginId: string, otp: string, loginWith: LoginWith = 'ACNO') =>
  t.call(loginOtpValidate, { loginId, loginWith, otp });

/** The latest OTP the sandbox SMS provider delivered for a login id. */
async function latestOtp(loginId: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${loginId}` });
  const sms = (res.json().data as { channel: string; body: string }[]).find((m) => m.channel === 'sms');
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${loginId}`);
  return code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP login', () => {
  it('sends a 6-digit OTP, shows contacts fully masked, and signs in once with it', async () => {
    const sent = await send('50000001');
    expect(is(sent.json, loginSendOtp.reply)).toBe(true);
    expect(sent.json.data).toMatchObject({
      // Anyone may ask for any id's OTP: the masks are alike for every id (see enumeration.test.ts).
      emailId: 'XXXX@XXXX',
      mobile: 'XXXXXXXXXX',
      otpSeconds: 180,
      njAcNo: '50000001',
      otp_regenrate: 'Y',
      message: 'OTP has been sent to the mobile number.',
    });
    const outbox = await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=50000001' });
    const channels = (outbox.json().data as { channel: string; address: string }[]).map((m) => m.channel);
    expect(channels.sort()).toEqual(['email', 'sms']);
    const code = await latestOtp('50000001');
    expect(code).toMatch(/^\d{6}$/);

    const ok = await validate('50000001', code);
    expect(is(ok.json, loginOtpValidate.reply)).toBe(true);
    expect(ok.json).toMatchObject({
      isSuccess: true,
      message: 'OTP Matched SuccessFully.',
      otp_wrongcount: 0,
    });
    expect(typeof ok.json.token).toBe('string');
    const again = await validate('50000001', code);
    expect(again.json).toMatchObject({ isSuccess: false, message: otpTexts.expired });

    const page = await t.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(code);
  });

  it('is bound to the login id it was sent for', async () => {
    await send('50000002');
    await send('50000003');
    const code2 = await latestOtp('50000002');
    const code3 = await latestOtp('50000003');
    if (code2 !== code3) expect((await validate('50000003', code2)).json.isSuccess).toBe(false);
    expect((await validate('50000002', code2)).json.isSuccess).toBe(true);
  });

  it('dies after 3 wrong entries, even for the right code afterwards', async () => {
    await send('50000006');
    const code = await latestOtp('50000006');
    for (const n of [1, 2, 3]) {
      const res = await validate('50000006', wrongOf(code));
      expect(res.json).toMatchObject({ isSuccess: false, otp_wrongcount: n });
      expect(res.json.message).toBe(n < 3 ? 'Please enter valid OTP.' : otpTexts.tooManyWrong);
    }
    const right = await validate('50000006', code);
    expect(right.json.isSuccess).toBe(false);
    expect(right.json.token).toBeUndefined();
  });

  it('expires after otpSeconds', async () => {
    await send('50000007');
    const code = await latestOtp('50000007');
    t.clock.advance(181);
    expect((await validate('50000007', code)).json).toMatchObject({
      isSuccess: false,
      message: otpTexts.expired,
    });
  });

  it('allows a limited number of sends (otp_regenrate), and only the latest OTP is alive', async () => {
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push((await send('50000009')).json);
    const flags = replies.slice(0, 4).map((r) => (r.data as { otp_regenrate: string }).otp_regenrate);
    expect(flags).toEqual(['Y', 'Y', 'Y', 'N']);
    expect(replies[4]).toMatchObject({
      isSuccess: false,
      otp_regenrate: 'N',
      message: otpTexts.regenerationLimit,
    });
    const code = await latestOtp('50000009');
    expect((await validate('50000009', code)).json.isSuccess).toBe(true);
  });
});
