import { PASSWORD_TEXTS } from '@ewa/api/texts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { ForgotLoginIdStore, ForgotPasswordStore } from './recovery-store.ts';

const otpSent = {
  isSuccess: true,
  message: 'OTP has been sent to the mobile number.',
  data: {
    emailId: 'XXXX@XXXX',
    mobile: 'XXXXXXXXXX',
    otpSeconds: 180,
    njAcNo: '50000012',
    otp_regenrate: 'Y',
    message: 'OTP has been sent to the mobile number.',
  },
};

describe('forgot password store', () => {
  it('sends the OTP, then the OTP with the new password, and ends on the server text', async () => {
    const { api, calls: sent } = fakeApi({
      'login/forgotPasswordSendOtp': () => otpSent,
      'login/forgotPasswordReset': () => ({
        isSuccess: true,
        message: 'Your password has been reset. Please login with your new password.',
        data: {},
      }),
    });
    const form = new ForgotPasswordStore(api, () => 1_000);
    await form.loadPolicy();
    form.setLoginId(' 50000012 ');
    await form.sendOtp();
    expect(form.recovery.step).toBe('reset');
    expect(form.recovery.info).toBe('OTP has been sent to the mobile number.');
    expect(form.recovery.otp.endsAt).toBe(181_000);

    form.recovery.otp.setCode('123456');
    form.setNewPassword('Password@1');
    form.setConfirmPassword('Password@1');
    // The policy's reason shows under the field and nothing is sent.
    expect(form.newPasswordProblem).toBe(PASSWORD_TEXTS.guessable);
    await form.reset();
    expect(sent.map((s) => s.path)).toEqual(['login/forgotPasswordSendOtp']);

    form.setNewPassword('amber lanterns over a quiet river');
    form.setConfirmPassword('amber lanterns over a quiet rivers');
    await form.reset();
    expect(form.recovery.error).toBe('New Password and Confirm Password should be same.');

    form.setConfirmPassword('amber lanterns over a quiet river');
    await form.reset();
    expect(sent[1]).toEqual({
      path: 'login/forgotPasswordReset',
      body: {
        loginId: '50000012',
        loginWith: 'ACNO',
        otp: '123456',
        newPassword: 'amber lanterns over a quiet river',
        confirmPassword: 'amber lanterns over a quiet river',
      },
    });
    expect(form.recovery.step).toBe('done');
    expect(form.recovery.info).toBe('Your password has been reset. Please login with your new password.');
    expect(form.newPassword).toBe('');
  });

  it("shows the server's refusal under the password field, and a wrong OTP clears the boxes", async () => {
    let answer: unknown;
    const { api } = fakeApi({
      'login/forgotPasswordSendOtp': () => otpSent,
      'login/forgotPasswordReset': () => answer,
    });
    const form = new ForgotPasswordStore(api);
    form.setLoginId('50000012');
    await form.sendOtp();
    form.recovery.otp.setCode('123456');
    form.setNewPassword('amber lanterns over a quiet river');
    form.setConfirmPassword('amber lanterns over a quiet river');
    answer = { isSuccess: false, message: PASSWORD_TEXTS.containsId, field: 'newPassword' };
    await form.reset();
    expect(form.newPasswordProblem).toBe(PASSWORD_TEXTS.containsId);
    expect(form.recovery.error).toBe('');
    form.setNewPassword('amber lanterns over a quiet river!');
    expect(form.newPasswordProblem).toBe('');

    form.setConfirmPassword('amber lanterns over a quiet river!');
    const issue = form.recovery.otp.issue;
    answer = {
      isSuccess: false,
      message: 'You have entered a wrong OTP 3 times. Please generate a new OTP.',
      otp_wrongcount: 3,
      otp_regenrate: 'Y',
    };
    await form.reset();
    expect(form.recovery.error).toBe('You have entered a wrong OTP 3 times. Please generate a new OTP.');
    expect([
      form.recovery.otp.code,
      form.recovery.otp.issue > issue,
      form.recovery.otp.expired,
      form.recovery.otp.canRegenerate,
    ]).toEqual(['', true, true, true]);
    expect(form.recovery.step).toBe('reset');
  });
});

describe('forgot login id store', () => {
  it('sends the PAN in capitals and the 10-digit number, and shows only the answer', async () => {
    const text =
      'If these details match an E-Wealth account, its login id has been sent to the registered mobile number and e-mail address.';
    const { api, calls: sent } = fakeApi({
      'login/forgotLoginId': () => ({ isSuccess: true, message: text, data: {} }),
    });
    const form = new ForgotLoginIdStore(api);
    form.setPanNo(' noppk4567y');
    form.setMobile('+91 98110 54321');
    await form.send();
    expect(sent).toEqual([
      { path: 'login/forgotLoginId', body: { panNo: 'NOPPK4567Y', mobile: '9811054321' } },
    ]);
    expect(form.sent).toBe(text);
    expect(form.error).toBe('');
  });
});
