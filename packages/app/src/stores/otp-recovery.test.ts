import { LOGIN_TEXTS } from '@ewa/api/texts';
import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE } from './api.ts';
import { OtpRecovery, type RecoveryOtpSent, type RecoveryReset } from './otp-recovery.ts';

const sent: RecoveryOtpSent = { isSuccess: true, data: { otpSeconds: 180, otp_regenrate: 'Y' } };

async function atReset() {
  const recovery = new OtpRecovery(['newSecret'], () => 0);
  await recovery.sendOtp(async () => sent);
  recovery.otp.setCode('123456');
  return recovery;
}

describe('recovering a secret with an OTP', () => {
  it('moves to the OTP step once sent, with the spec text when the server gives none', async () => {
    const recovery = await atReset();
    expect([recovery.step, recovery.info, recovery.otp.endsAt]).toEqual([
      'reset',
      LOGIN_TEXTS.otpSent,
      180_000,
    ]);
  });

  it('stays on the id step with the refusal of a send', async () => {
    const recovery = new OtpRecovery([]);
    await recovery.sendOtp(async () => ({ isSuccess: false, message: 'Try later.', otp_regenrate: 'N' }));
    expect([recovery.step, recovery.error, recovery.otp.canRegenerate]).toEqual(['id', 'Try later.', false]);
    await recovery.sendOtp(() => Promise.reject(new Error('offline')));
    expect([recovery.error, recovery.busy]).toEqual([GENERIC_FAILURE, false]);
  });

  it("shows a refusal of the secret's field beside it until edited, and others above the form", async () => {
    const recovery = await atReset();
    expect(
      await recovery.reset(
        async () => ({ isSuccess: false, message: 'Too simple.', field: 'newSecret' }),
        '',
      ),
    ).toBe(false);
    expect([recovery.refusalOf('newSecret'), recovery.error, recovery.otp.code]).toEqual([
      'Too simple.',
      '',
      '123456',
    ]);
    recovery.edited('other');
    expect(recovery.refusalOf('newSecret')).toBe('Too simple.');
    recovery.edited('newSecret');
    expect(recovery.refusalOf('newSecret')).toBe('');

    await recovery.reset(async () => ({ isSuccess: false, message: 'No such id.', field: 'loginId' }), '');
    expect([recovery.error, recovery.refusalOf('loginId')]).toEqual(['No such id.', '']);
  });

  it('clears the boxes of a wrong OTP and kills it at the 3rd', async () => {
    const recovery = await atReset();
    const wrong = (count: number): RecoveryReset => ({
      isSuccess: false,
      message: 'Please enter valid OTP.',
      otp_wrongcount: count,
      otp_regenrate: 'Y',
    });
    await recovery.reset(async () => wrong(1), '');
    expect([recovery.otp.code, recovery.otp.expired, recovery.step]).toEqual(['', false, 'reset']);
    await recovery.reset(async () => wrong(3), '');
    expect([recovery.otp.expired, recovery.otp.canResend]).toEqual([true, true]);
  });

  it('ends on the server text, else the given one, with the OTP gone', async () => {
    const recovery = await atReset();
    expect(await recovery.reset(async () => ({ isSuccess: true }), 'Done.')).toBe(true);
    expect([recovery.step, recovery.info, recovery.otp.code]).toEqual(['done', 'Done.', '']);
  });

  it('sends nothing while a call is under way', async () => {
    const recovery = await atReset();
    let calls = 0;
    const slow = () => {
      calls++;
      return new Promise<RecoveryReset>((resolve) => setTimeout(() => resolve({ isSuccess: true }), 5));
    };
    await Promise.all([recovery.reset(slow, ''), recovery.reset(slow, '')]);
    expect(calls).toBe(1);
  });
});
