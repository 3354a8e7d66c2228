import { LOGIN_TEXTS } from '@ewa/api/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRoot, userData } from '../stores/test-support.ts';
import { LoginStore } from './login-store.ts';
import { OTP_RESET_DELAY_MS, OtpLogin } from './otp-login.ts';

const user = userData();

function setup() {
  const harness = makeRoot();
  const login = new LoginStore(harness.root, harness.server);
  login.setMode('otp');
  const otp = new OtpLogin(login, harness.server);
  login.attachOtp(otp);
  return { ...harness, login, otp };
}

describe('OTP login', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function otpStarted() {
    const harness = setup();
    harness.login.setLoginWith('LOGINID');
    harness.login.setLoginId('demo.investor');
    await harness.otp.sendOtp();
    return harness;
  }

  it('sends the OTP and starts the countdown with otpSeconds', async () => {
    const { login, otp } = await otpStarted();
    expect(login.info).toBe(LOGIN_TEXTS.otpSent);
    expect(otp.otpSeconds).toBe(120);
    expect(otp.otpSent).toBe(true);
  });

  it('rejects a malformed OTP without a call', async () => {
    const { login, otp, server } = await otpStarted();
    otp.otp.setCode('12a');
    expect(await otp.submitOtp()).toBeNull();
    expect(login.error).toBe(LOGIN_TEXTS.otpInvalid);
    expect(server.calls).not.toContain('validateOtp');
  });

  it('resets to account-number login 4 s after the 3rd wrong OTP, not before', async () => {
    const { login, otp } = await otpStarted();
    for (let i = 0; i < 3; i++) {
      otp.otp.setCode('111111');
      await otp.submitOtp();
    }
    expect(otp.resetPending).toBe(true);
    expect(login.mode).toBe('otp');
    vi.advanceTimersByTime(OTP_RESET_DELAY_MS - 1);
    expect(login.mode).toBe('otp');
    vi.advanceTimersByTime(1);
    expect(login.mode).toBe('password');
    expect(login.loginWith).toBe('ACNO');
    expect(login.loginId).toBe('');
  });

  it('resets 4 s after the OTP ran out when it cannot be regenerated', async () => {
    const { login, otp, server } = setup();
    server.otpSentReply = { isSuccess: true, data: { ...server.otpSentReply.data!, otp_regenrate: 'N' } };
    login.setLoginId('50000001');
    await otp.sendOtp();
    otp.onOtpExpired();
    vi.advanceTimersByTime(OTP_RESET_DELAY_MS);
    expect(login.mode).toBe('password');
  });

  it('offers a new OTP instead when it can be regenerated', async () => {
    const { login, otp } = await otpStarted();
    otp.onOtpExpired();
    vi.advanceTimersByTime(OTP_RESET_DELAY_MS * 2);
    expect(login.mode).toBe('otp');
    expect(otp.otp.expired).toBe(true);
  });

  it('stops the reset timer when the screen leaves', async () => {
    const { login, otp } = await otpStarted();
    for (let i = 0; i < 3; i++) {
      otp.otp.setCode('111111');
      await otp.submitOtp();
    }
    login.dispose();
    vi.advanceTimersByTime(OTP_RESET_DELAY_MS * 2);
    expect(login.mode).toBe('otp');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('signs in with a right OTP', async () => {
    const { otp, server } = await otpStarted();
    server.otpValidateReplies.push({
      isSuccess: true,
      message: 'OTP Matched SuccessFully.',
      token: 'otp-token',
      data: { userData: user },
      otp_regenrate: 'Y',
      otp_wrongcount: 0,
    });
    otp.otp.setCode('123456');
    expect(await otp.submitOtp()).toEqual({ to: '/' });
  });
});
