import { AUTHORIZE_TEXTS, authenticateAuthorization, forgotPinReset, forgotPinSendOtp } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { otpTexts } from '../../kernel/identity/index.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { MAPPING_TEXTS } from './mapping-login.ts';
import { DEMO_AUTHORIZATION_SECRETS } from './seed.ts';

const t = useTestApp({ areas: ['authorize', 'purchase', 'login'] });
const { njAcNo, pin } = DEMO_AUTHORIZATION_SECRETS;

const mappingLogin = (password: string) => t.call(authenticateAuthorization, { loginId: njAcNo, password });
const reset = (loginId: string, otp: string, newPin: string, confirmPin = newPin) =>
  t.call(forgotPinReset, { loginId, otp, newPin, confirmPin });

async function pinOtp(loginId: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${loginId}` });
  const sms = (res.json().data as { channel: string; body: string }[]).find(
    (m) => m.channel === 'sms' && m.body.includes('PIN reset OTP'),
  );
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no PIN reset OTP for ${loginId}`);
  return code;
}

describe('forgot PIN', () => {
  it('an OTP to the registered contacts sets a new PIN and lifts the block of the mapping login', async () => {
    for (let i = 0; i < 4; i++) await mappingLogin('9999');
    expect((await mappingLogin(pin)).json).toMatchObject({
      isSuccess: false,
      displayMessage: MAPPING_TEXTS.blocked,
    });

    const sent = await t.call(forgotPinSendOtp, { loginId: njAcNo });
    expect(sent.json).toMatchObject({
      isSuccess: true,
      message: otpTexts.sent,
      data: { mobile: 'XXXXXXXXXX' },
    });
    const code = await pinOtp(njAcNo);

    expect((await reset(njAcNo, code, '12a4')).json).toMatchObject({
      isSuccess: false,
      field: 'newPin',
      message: AUTHORIZE_TEXTS.pinInvalid,
    });
    expect((await reset(njAcNo, code, '4826', '4827')).json).toMatchObject({
      isSuccess: false,
      field: 'confirmPin',
      message: AUTHORIZE_TEXTS.pinMismatch,
    });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await reset(njAcNo, wrong, '4826')).json).toMatchObject({
      isSuccess: false,
      message: otpTexts.invalid,
    });

    expect((await reset(njAcNo, code, '4826')).json).toEqual({
      isSuccess: true,
      message: AUTHORIZE_TEXTS.pinReset,
      data: {},
    });
    expect((await mappingLogin('4826')).json.isSuccess).toBe(true);
    expect((await mappingLogin(pin)).json.isSuccess).toBe(false);
    // Single use.
    expect((await reset(njAcNo, code, '5937')).json.isSuccess).toBe(false);
  });

  it('answers an unknown number and one without the mapping login alike, and sends them nothing', async () => {
    const real = await t.call(forgotPinSendOtp, { loginId: njAcNo });
    for (const loginId of ['59999999', '50000002']) {
      const other = await t.call(forgotPinSendOtp, { loginId });
      expect({ ...other.json, data: { ...other.json.data, njAcNo: '' } }).toEqual({
        ...real.json,
        data: { ...real.json.data, njAcNo: '' },
      });
      const outbox = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${loginId}` });
      expect(outbox.json().data).toEqual([]);
      expect((await reset(loginId, '123456', '4826')).json).toMatchObject({
        isSuccess: false,
        message: otpTexts.invalid,
      });
    }
  });
});
