import type { CallContext } from '../../http/calls.ts';
import type { LoginSubject } from './attempts.ts';
import { deliverOtp, issueOtp, type OtpHolder, otpTexts } from './otp.ts';

/**
 * Where an OTP went, as the public OTP calls show it: alike for every id, since anyone may ask for any
 * id's OTP (the registered contacts' real masks would tell real ids apart, and part of the numbers).
 */
export const hiddenContacts = { mobile: 'XXXXXXXXXX', email: 'XXXX@XXXX' } as const;

/** The account an OTP is kept under, or a stand-in for an id that names none. */
export const otpHolderOf = (subject: LoginSubject): OtpHolder =>
  subject.account ?? { njAcNo: `?${subject.key}` };

const otpWording = {
  login: {
    subject: 'Login OTP',
    mailSubject: 'E-Wealth login OTP',
    what: 'login OTP',
    action: 'login.otp.send',
  },
  reset: {
    subject: 'Password reset OTP',
    mailSubject: 'E-Wealth password reset OTP',
    what: 'password reset OTP',
    action: 'password.reset.otp.send',
  },
  pin: {
    subject: 'PIN reset OTP',
    mailSubject: 'E-Wealth PIN reset OTP',
    what: 'PIN reset OTP',
    action: 'pin.reset.otp.send',
  },
} as const;

/** Issues an OTP for a login id and sends it to the account's mobile and e-mail; answered alike for any id. */
export async function sendOtpAlike(
  ctx: CallContext,
  loginId: string,
  subject: LoginSubject,
  purpose: keyof typeof otpWording,
) {
  const { account } = subject;
  const wording = otpWording[purpose];
  const { id, code, regenerate } = await issueOtp(ctx.deps, otpHolderOf(subject), purpose);
  if (account) {
    const minutes = Math.ceil(ctx.deps.config.otp.ttlSeconds / 60);
    const body = `${code} is your E-Wealth ${wording.what}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
    await deliverOtp(ctx.deps, ctx.log, { id, account, purpose }, [
      { channel: 'sms', loginId: account.njAcNo, address: account.mobile, subject: wording.subject, body },
      {
        channel: 'email',
        loginId: account.njAcNo,
        address: account.email,
        subject: wording.mailSubject,
        body,
      },
    ]);
  }
  await ctx.audit({
    action: wording.action,
    outcome: account ? 'info' : 'failure',
    actor: loginId,
    njAcNo: account?.njAcNo,
    ...(account ? {} : { detail: { reason: 'unknown id' } }),
  });
  return {
    isSuccess: true,
    message: otpTexts.sent,
    data: {
      emailId: hiddenContacts.email,
      mobile: hiddenContacts.mobile,
      otpSeconds: ctx.deps.config.otp.ttlSeconds,
      njAcNo: loginId.trim(),
      otp_regenrate: regenerate,
      message: otpTexts.sent,
    },
  };
}
