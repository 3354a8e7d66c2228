import {
  array,
  boolean,
  enums,
  type Infer,
  number,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
import { defineCall, emptyRequest, envelope, otpSentReply, ynFlag } from './core.ts';

/**
 * The login area (spec 000 §3, §4, §7): authentication by account number or personalised login id,
 * captcha, OTP login, the post-login gate checks, password change, personalised login id, e-mail
 * verification and logout. Flags are the spec's `'Y' | 'N'` strings.
 *
 * Paths the spec does not name are ours, in its style: `login/changePassword` (also the forced change
 * after `isPasswordExpired` / `chnagePassWord`), `login/savePersonalizedLoginId`,
 * `login/sendEmailVerificationOtp`, `login/validateEmailVerificationOtp`.
 */

export { type YN, ynFlag } from './core.ts';

/** ACNO: the account number; LOGINID: the personalised login id. */
export const loginWith = enums(['ACNO', 'LOGINID']);
export type LoginWith = Infer<typeof loginWith>;

const text = (max: number) => size(string(), 0, max);
const required = (max: number) => size(string(), 1, max);
const accountNumber = () => pattern(size(string(), 1, 20), /^\d+$/);

/** What the login screen reports about the device (all optional). */
const clientInfo = {
  loginMode: optional(text(16)),
  browser: optional(text(64)),
  os: optional(text(64)),
  tokenId: optional(text(512)),
  deviceId: optional(text(128)),
  country: optional(text(64)),
};

/** The account's details carried by the session (spec 000 §3 `ucc_dtl`). */
export const uccDetail = object({
  appName: string(),
  njBrCode: string(),
  brCode: string(),
  njAcNo: string(),
  panNo: string(),
  mfMode: string(),
  taxStatus: string(),
  brokerCode: string(),
  brokerName: string(),
  brokerArn: string(),
  brokerEuin: string(),
  AuthorizationModule: ynFlag(),
});
export type UccDetail = Infer<typeof uccDetail>;

export const userData = object({
  loginId: string(),
  njAcNo: string(),
  isAskPersonalizedLogin: ynFlag(),
  chnagePassWord: ynFlag(),
  isPasswordExpired: ynFlag(),
  ucc_dtl: uccDetail,
  accType: enums(['TAC', 'EMF']),
  isFromForgotPassword: ynFlag(),
});
export type UserData = Infer<typeof userData>;

/**
 * Password login. From 2 failed attempts the reply says `isCaptchaValidate: true` and the next attempt
 * must carry the captcha: `captchaCode` (what the user typed) for the latest `captcha/image`
 * (its `captchaId`, or the image's cookie when `captchaId` is omitted). At 4 failures the account is
 * blocked: `errCode: 'ucc_block'`, and stays blocked whatever password comes next.
 */
export const authenticate = defineCall(
  'login/v2/authenticate',
  object({
    loginId: required(64),
    password: required(128),
    loginWith,
    captchaCode: optional(text(16)),
    verifyCaptcha: optional(boolean()),
    captchaId: optional(text(64)),
    ...clientInfo,
  }),
  envelope(object({ userData }), {
    token: optional(string()),
    /** Failed attempts so far (after this one). */
    attemptCount: optional(number()),
    /** A captcha is required on the next attempt. */
    isCaptchaValidate: optional(boolean()),
  }),
  { auth: 'public' },
);

/** A captcha image rendered by the server (`data:image/svg+xml` URL); single use, expires. */
export const captchaImage = defineCall(
  'captcha/image',
  emptyRequest,
  envelope(object({ image: string(), captchaId: string(), expiresInSeconds: number() })),
  { auth: 'public' },
);

/** Failed attempts of a login id, so the screen knows whether to show the captcha. */
export const getCaptcha = defineCall(
  'login/getcaptcha',
  object({ loginId: required(64), loginWith: optional(loginWith) }),
  envelope(object({}), { count: optional(number()), isCaptchaValidate: optional(boolean()) }),
  { auth: 'public' },
);

/** Sends a 6-digit OTP to the registered mobile and e-mail. `otp_regenrate`: another send is allowed. */
export const loginSendOtp = defineCall(
  'login/loginsendotp',
  object({ loginId: required(64), loginWith }),
  otpSentReply({ emailId: string(), mobile: string(), njAcNo: string(), message: string() }),
  { auth: 'public' },
);

/**
 * Forgot password, step 1: an OTP to the registered mobile and e-mail. Answered alike for every id
 * (unknown ones included, contacts fully masked), and also for a blocked account, which this flow unblocks.
 */
export const forgotPasswordSendOtp = defineCall(
  'login/forgotPasswordSendOtp',
  object({ loginId: required(64), loginWith }),
  loginSendOtp.reply,
  { auth: 'public' },
);

/**
 * Forgot password, step 2: the OTP and a new password (the password policy applies). Sets it, lifts a
 * login block, counts failures back to 0 and ends every session of the account.
 */
export const forgotPasswordReset = defineCall(
  'login/forgotPasswordReset',
  object({
    loginId: required(64),
    loginWith,
    otp: required(12),
    newPassword: required(128),
    confirmPassword: required(128),
  }),
  envelope(object({}), { otp_wrongcount: optional(number()), otp_regenrate: optional(ynFlag()) }),
  { auth: 'public' },
);

/**
 * Forgot login id: the PAN and the registered mobile number of an account. When both match one, its
 * login id (the personalised one, else the account number) is sent to the registered mobile and
 * e-mail, never answered on screen; every request is answered alike, matched or not.
 */
export const forgotLoginId = defineCall(
  'login/forgotLoginId',
  object({
    panNo: pattern(size(string(), 10, 10), /^[A-Za-z]{5}\d{4}[A-Za-z]$/),
    mobile: pattern(size(string(), 10, 10), /^\d{10}$/),
  }),
  envelope(object({})),
  { auth: 'public' },
);

/** OTP login. After 3 wrong entries (`otp_wrongcount`) the OTP is dead and a new one must be sent. */
export const loginOtpValidate = defineCall(
  'login/loginotpValidate',
  object({ loginId: required(64), loginWith, otp: required(12), ...clientInfo }),
  envelope(object({ userData }), {
    token: optional(string()),
    otp_wrongcount: optional(number()),
    otp_regenrate: optional(ynFlag()),
  }),
  { auth: 'public' },
);

/** The post-login gates, from the account's state (spec 000 §3 "Activation check response"). */
export const activationFlags = object({
  isPanWithAadharSeeding: ynFlag(),
  panAahaarSeedingHtml: string(),
  isPanWithAadharDeactive: ynFlag(),
  fatcaDeclarationPending: ynFlag(),
  fatcaHtml: string(),
  dpChargesPending: ynFlag(),
  /** Y: the charges may be paid later ("Remind me later"); N with dpChargesPending Y: deactivated. */
  optionalDpChargesPending: ynFlag(),
  dpChargesPendingNote: string(),
  dpChargesURL: string(),
  emailVerified: ynFlag(),
  isReKyc: ynFlag(),
  reKycLink: string(),
  isRekycMandatory: ynFlag(),
  /** Not in the activation list of the spec, but needed by the gate order (§4 step 5). */
  isAskPersonalizedLogin: ynFlag(),
});
export type ActivationFlags = Infer<typeof activationFlags>;

export const checkEwealthAccountActivation = defineCall(
  'login/checkEwealthAccountActivation',
  object({ njAcNo: accountNumber(), reqFrom: required(16) }),
  envelope(activationFlags),
);

/** The FATCA declaration gate's Continue: records the declaration. */
export const checkFatcaDeclaration = defineCall(
  'login/checkFatcaDeclaration',
  object({ njAcNo: accountNumber(), reqFrom: required(16) }),
  envelope(object({ fatcaDeclarationPending: ynFlag() })),
);

/** The PAN-Aadhaar notice's buttons: Already Linked, Link Now, Ask me Later (not when deactivated). */
export const panAadhaarAction = enums(['ALREADY_LINKED', 'LINK_NOW', 'ASK_LATER']);
export const panAadhaarSeeding = defineCall(
  'login/panAadhaarSeeding',
  object({ njAcNo: accountNumber(), action: panAadhaarAction }),
  envelope(object({ isPanWithAadharSeeding: ynFlag(), redirectUrl: optional(string()) })),
);

/** Changes the password; every session of the account ends and a fresh `token` is answered. */
export const changePassword = defineCall(
  'login/changePassword',
  object({ oldPassword: required(128), newPassword: required(128), confirmPassword: required(128) }),
  envelope(object({}), { token: optional(string()) }),
);

/** Chooses the personalised login id (6–30: letters, digits, '.', '_', starting with a letter). */
export const savePersonalizedLoginId = defineCall(
  'login/savePersonalizedLoginId',
  object({ loginId: required(64) }),
  envelope(object({ loginId: string() })),
);

/** E-mail verification: an OTP to the registered address, then its entry. */
export const sendEmailVerificationOtp = defineCall(
  'login/sendEmailVerificationOtp',
  object({ njAcNo: accountNumber() }),
  otpSentReply({ emailId: string() }),
);
export const validateEmailVerificationOtp = defineCall(
  'login/validateEmailVerificationOtp',
  object({ njAcNo: accountNumber(), otp: required(12) }),
  envelope(object({ emailVerified: ynFlag() }), { otp_wrongcount: optional(number()) }),
);

/** Ends the session; the token is refused (401) from then on. Body may be empty. */
export const logout = defineCall('ewaportfoliows/logout', emptyRequest, envelope(object({})));

/**
 * One live session of the investor (ASVS V7.5): the device and browser it was opened from (read from
 * the user agent at login), when it was opened and last used (ISO 8601), and whether it is the caller's.
 */
export const liveSession = object({
  sessionId: string(),
  device: string(),
  browser: string(),
  ip: string(),
  signedInAt: string(),
  lastSeenAt: string(),
  current: ynFlag(),
});
export type LiveSession = Infer<typeof liveSession>;

/** The investor's live sessions, the caller's first, then the most recently used. */
export const getSessions = defineCall(
  'login/getSessions',
  emptyRequest,
  envelope(object({ sessions: array(liveSession) })),
);

/** Ends one other session of the investor; the caller's own (use logout) and anyone else's are refused. */
export const endSession = defineCall(
  'login/endSession',
  object({ sessionId: required(64) }),
  envelope(object({})),
);

/** Ends every session of the investor except the caller's; answers how many ended. */
export const endOtherSessions = defineCall(
  'login/endOtherSessions',
  emptyRequest,
  envelope(object({ ended: number() })),
);

/**
 * A one-time, short-lived code that hands the caller's session to a webview or another page: the
 * address carries `?code=`, never a token (a token in an address reaches logs and history).
 */
export const issueHandoverCode = defineCall(
  'login/issueHandoverCode',
  emptyRequest,
  envelope(object({ code: string(), expiresInSeconds: number() })),
);

/**
 * Exchanges a hand-over code for a session of the same account, opened for the exchanging browser.
 * A code works once: a used, expired or unknown one is refused (`errCode` HANDOVER_USED,
 * HANDOVER_EXPIRED, HANDOVER_INVALID) with a message to show.
 */
export const exchangeHandoverCode = defineCall(
  'login/exchangeHandoverCode',
  object({ code: required(128) }),
  envelope(object({ njAcNo: string() }), { token: optional(string()) }),
  { auth: 'public' },
);

export const loginCalls = {
  authenticate,
  captchaImage,
  getCaptcha,
  loginSendOtp,
  loginOtpValidate,
  forgotPasswordSendOtp,
  forgotPasswordReset,
  forgotLoginId,
  checkEwealthAccountActivation,
  checkFatcaDeclaration,
  panAadhaarSeeding,
  changePassword,
  savePersonalizedLoginId,
  sendEmailVerificationOtp,
  validateEmailVerificationOtp,
  logout,
  getSessions,
  endSession,
  endOtherSessions,
  issueHandoverCode,
  exchangeHandoverCode,
};
