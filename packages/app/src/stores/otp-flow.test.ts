import { describe, expect, it } from 'vitest';
import { OtpFlow, WRONG_OTP_LIMIT } from './otp-flow.ts';

/** An OTP sent at t = 1 s for 120 s, with `typed` in the boxes. */
function sentOtp(regenerate = 'Y', typed = '123456') {
  const otp = new OtpFlow();
  otp.sent(120, regenerate, 1_000);
  otp.setCode(typed);
  return otp;
}

describe('an OTP', () => {
  it('starts its countdown when sent, with empty boxes', () => {
    const otp = new OtpFlow();
    otp.setCode('999999');
    otp.sent(180, 'Y', 5_000);
    expect([otp.code, otp.endsAt, otp.issue, otp.expired, otp.canRegenerate]).toEqual([
      '',
      185_000,
      1,
      false,
      true,
    ]);
  });

  it('takes the code as typed, without spaces around it', () => {
    const otp = sentOtp();
    otp.setCode(' 654321 ');
    expect(otp.code).toBe('654321');
  });

  it('may be sent again only when the server said so (Y or y)', () => {
    expect(sentOtp('N').canRegenerate).toBe(false);
    expect(sentOtp('y').canRegenerate).toBe(true);
  });

  it('offers Resend OTP only once it ran out and another may be sent', () => {
    const regenerable = sentOtp('Y');
    expect(regenerable.canResend).toBe(false);
    regenerable.ranOut();
    expect([regenerable.expired, regenerable.canResend]).toEqual([true, true]);

    const last = sentOtp('N');
    last.ranOut();
    expect([last.expired, last.canResend]).toEqual([true, false]);
  });

  it('a new OTP after it ran out or died starts afresh', () => {
    const otp = sentOtp();
    otp.refused({ otp_wrongcount: WRONG_OTP_LIMIT, otp_regenrate: 'Y' });
    otp.sent(120, 'Y', 200_000);
    expect([otp.expired, otp.wrongCount, otp.dead, otp.endsAt, otp.issue]).toEqual([
      false,
      0,
      false,
      320_000,
      3,
    ]);
  });

  describe('refused', () => {
    it('clears the boxes of a wrong OTP and keeps the countdown', () => {
      const otp = sentOtp();
      otp.refused({ otp_wrongcount: 1, otp_regenrate: 'Y' });
      expect([otp.code, otp.issue, otp.wrongCount, otp.expired, otp.endsAt]).toEqual([
        '',
        2,
        1,
        false,
        121_000,
      ]);
    });

    it('kills the OTP at the 3rd wrong one: expired, resend offered when allowed', () => {
      const otp = sentOtp();
      otp.refused({ otp_wrongcount: WRONG_OTP_LIMIT - 1 });
      expect([otp.expired, otp.dead]).toEqual([false, false]);
      otp.refused({ otp_wrongcount: WRONG_OTP_LIMIT, otp_regenrate: 'Y' });
      expect([otp.expired, otp.dead, otp.canResend]).toEqual([true, true, true]);
    });

    it('leaves the boxes alone when the refusal is not about the OTP', () => {
      const otp = sentOtp();
      otp.refused({});
      expect([otp.code, otp.issue, otp.canRegenerate]).toEqual(['123456', 1, true]);
    });

    it('stops resending when the server says no more', () => {
      const otp = sentOtp();
      otp.refused({ otp_regenrate: 'N' });
      otp.ranOut();
      expect([otp.code, otp.canRegenerate, otp.canResend]).toEqual(['123456', false, false]);
    });
  });

  describe('wrong (a refused submit of the OTP alone)', () => {
    it('counts one even when the reply does not, and takes a higher count of the server', () => {
      const otp = sentOtp();
      otp.wrong({});
      expect([otp.code, otp.issue, otp.wrongCount]).toEqual(['', 2, 1]);
      otp.wrong({ otp_wrongcount: 1 });
      expect(otp.wrongCount).toBe(2);
      otp.wrong({ otp_wrongcount: 5 });
      expect([otp.wrongCount, otp.dead]).toEqual([5, true]);
    });

    it('leaves the countdown running: what a dead OTP does is the screen’s', () => {
      const otp = sentOtp();
      for (let i = 0; i < WRONG_OTP_LIMIT; i++) otp.wrong({ otp_regenrate: 'Y' });
      expect([otp.dead, otp.expired]).toEqual([true, false]);
    });

    it('reads whether another may be sent only when the reply says', () => {
      const otp = sentOtp('N');
      otp.wrong({});
      expect(otp.canRegenerate).toBe(false);
      otp.wrong({ otp_regenrate: 'Y' });
      expect(otp.canRegenerate).toBe(true);
    });
  });

  it('retype clears the boxes only', () => {
    const otp = sentOtp();
    otp.retype();
    expect([otp.code, otp.issue, otp.wrongCount, otp.expired]).toEqual(['', 2, 0, false]);
  });
});
