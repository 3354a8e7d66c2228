import { AUTHORIZE_TEXTS } from '@ewa/api/authorize';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { ForgotPinStore } from './forgot-pin-store.ts';

const otpSent = {
  isSuccess: true,
  message: 'OTP has been sent to the mobile number.',
  data: {
    emailId: 'XXXX@XXXX',
    mobile: 'XXXXXXXXXX',
    otpSeconds: 180,
    njAcNo: '50000001',
    otp_regenrate: 'Y',
    message: 'OTP has been sent to the mobile number.',
  },
};

describe('forgot PIN store', () => {
  it('checks the new PIN as typed, sends it with the OTP and ends on the server text', async () => {
    let resetAnswer: unknown = {
      isSuccess: false,
      message: 'Please enter valid OTP.',
      otp_wrongcount: 1,
      otp_regenrate: 'Y',
    };
    const { api, calls: sent } = fakeApi({
      'login/forgotPinSendOtp': () => otpSent,
      'login/forgotPinReset': () => resetAnswer,
    });
    const form = new ForgotPinStore(api, '50000001', () => 0);
    await form.sendOtp();
    expect([form.recovery.step, form.recovery.info, form.recovery.otp.endsAt]).toEqual([
      'reset',
      'OTP has been sent to the mobile number.',
      180_000,
    ]);

    form.recovery.otp.setCode('123456');
    form.setPin('newPin', '12a4');
    form.setPin('confirmPin', '1234');
    expect(form.pinMessage('newPin')).toBe(AUTHORIZE_TEXTS.pinInvalid);
    expect(form.pinMessage('confirmPin')).toBe(AUTHORIZE_TEXTS.pinMismatch);
    await form.reset();
    expect(sent).toHaveLength(1);

    form.setPin('newPin', '4826');
    form.setPin('confirmPin', '4826');
    await form.reset();
    expect(form.recovery.error).toBe('Please enter valid OTP.');
    expect(form.recovery.otp.code).toBe('');
    expect(form.recovery.step).toBe('reset');

    resetAnswer = { isSuccess: true, message: AUTHORIZE_TEXTS.pinReset, data: {} };
    form.recovery.otp.setCode('654321');
    await form.reset();
    expect(sent[2]).toEqual({
      path: 'login/forgotPinReset',
      body: { loginId: '50000001', otp: '654321', newPin: '4826', confirmPin: '4826' },
    });
    expect([form.recovery.step, form.recovery.info, form.newPin]).toEqual([
      'done',
      AUTHORIZE_TEXTS.pinReset,
      '',
    ]);
  });
});
