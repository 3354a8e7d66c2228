/**
 * Account opening, each holder's mobile and e-mail (`createaccount/loadmobemail/<holder>` and its OTP
 * sub-screen `vrfymobemail`; spec 000 §5, spec 001 §7 MobileEmailService). Each contact given is proved
 * by an OTP sent to it before the screen saves; the rules are the holders' (holders.ts).
 */
import { isEmail, isIndianMobile } from '@ewa/ui/validate';
import { array, boolean, enums, type Infer, number, object, optional, size, string } from 'superstruct';
import { defineCall, envelope, otpSentReply } from '../core.ts';
import { HOLDER_CODES } from '../fatca.ts';
import type { FieldError } from '../fields.ts';
import { ynFlag } from '../login.ts';
import { FieldErrorList } from './common.ts';
import { REG_API, stepKey, stepSaved } from './entry.ts';
import { holderContact, holdersLabels, holdersTexts } from './holders.ts';

/** Which contact an OTP proves. */
export const CONTACT_CHANNELS = ['mobile', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The screen's own texts (the OTP texts are the login area's, holders.ts has the field rules). */
export const MOBILE_EMAIL_TEXTS = {
  otpSentMobile: 'OTP has been sent to the mobile number.',
  otpSentEmail: 'OTP has been sent to the e-mail address.',
  otpMatched: 'OTP Matched SuccessFully.',
  mobileNotVerified: 'Please verify the mobile number with the OTP sent to it.',
  emailNotVerified: 'Please verify the e-mail ID with the OTP sent to it.',
  /** The e-mail an OTP is sent in. */
  emailSubject: 'E-Wealth account opening: verify your e-mail',
} as const;

/** One holder's saved answer (the step's data). */
export const mobileEmailAnswers = object({
  mobile: string(),
  email: string(),
  familyDeclaration: ynFlag(),
});
export type MobileEmailAnswers = Infer<typeof mobileEmailAnswers>;

/** What the screen shows: the saved answer or a prefill, what is proved, and the other holders' contacts. */
export const mobileEmailView = object({
  holder: enums(HOLDER_CODES),
  mobile: string(),
  email: string(),
  familyDeclaration: ynFlag(),
  /** Whether the current mobile / e-mail has been proved by OTP for this holder. */
  mobileVerified: boolean(),
  emailVerified: boolean(),
  /** The other holders' saved contacts (a shared one needs the family declaration). */
  others: size(array(holderContact), 0, 3),
  saved: ynFlag(),
});
export type MobileEmailView = Infer<typeof mobileEmailView>;

/** MobileEmailService/loadMobEmail: the holder's saved mobile and e-mail, or the prefill. */
export const loadMobEmail = defineCall(
  `${REG_API}/MobileEmailService/loadMobEmail`,
  object({ ...stepKey }),
  envelope(mobileEmailView),
  { auth: 'public' },
);

/** MobileEmailService/generateMobEmailOtp: an OTP to the holder's mobile (SMS) or e-mail. */
export const generateMobEmailOtp = defineCall(
  `${REG_API}/MobileEmailService/generateMobEmailOtp`,
  object({ ...stepKey, channel: enums(CONTACT_CHANNELS), address: size(string(), 0, 100) }),
  otpSentReply(),
  { auth: 'public' },
);

/** MobileEmailService/verifyMobEmailOtp (vrfymobemail): the OTP proves that contact for this holder. Single use. */
export const verifyMobEmailOtp = defineCall(
  `${REG_API}/MobileEmailService/verifyMobEmailOtp`,
  object({
    ...stepKey,
    channel: enums(CONTACT_CHANNELS),
    address: size(string(), 0, 100),
    otp: size(string(), 0, 10),
  }),
  envelope(object({ channel: enums(CONTACT_CHANNELS), address: string() }), {
    otp_wrongcount: optional(number()),
    otp_regenrate: optional(ynFlag()),
  }),
  { auth: 'public' },
);

/** MobileEmailService/saveMobEmail: the holder's proved mobile and e-mail (and the family declaration). */
export const saveMobEmail = defineCall(
  `${REG_API}/MobileEmailService/saveMobEmail`,
  object({
    ...stepKey,
    mobile: size(string(), 0, 20),
    email: size(string(), 0, 100),
    familyDeclaration: optional(ynFlag()),
  }),
  stepSaved,
  { auth: 'public' },
);

/** The mobile or e-mail an OTP is to go to, checked as the screen's field is (`address`). */
export function contactAddressErrors(channel: ContactChannel, typed: string): FieldError[] {
  const list = new FieldErrorList();
  if (channel === 'mobile')
    list.requiredValid('address', typed, holdersLabels.mobile, isIndianMobile, holdersTexts.mobileInvalid);
  else list.requiredValid('address', typed, holdersLabels.email, isEmail, holdersTexts.emailInvalid);
  return list.errors;
}
