/**
 * Identity, shared by every area that proves who someone is: accounts, OTPs and the attempts counted
 * against a login. Areas use this entry only.
 */

export type { Account } from './accounts.ts';
export {
  accountByNumber,
  findAccount,
  loginIdOf,
  maskEmail,
  maskMobile,
  userDataOf,
  yn,
} from './accounts.ts';
export type { LoginSubject } from './attempts.ts';
export {
  admitFromSource,
  attemptsOf,
  claimAttempt,
  findSubjectFor,
  loginKey,
  settleFailure,
  settleSuccess,
} from './attempts.ts';
export type { OtpHolder } from './otp.ts';
export { checkOtp, deliverOtp, issueOtp, otpTexts, wrongOtp } from './otp.ts';
export { otpHolderOf, sendOtpAlike } from './otp-alike.ts';
export { captchas, handoverCodes, otps } from './schema.ts';
