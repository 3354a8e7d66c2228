import type { UccDetail } from '../stores/session.ts';

/** How the user identifies: account number or personalised login id. */
export type LoginWith = 'ACNO' | 'LOGINID';

export interface ReplyEnvelope {
  isSuccess: boolean;
  message?: string;
  displayMessage?: string;
  errCode?: string;
}

/** userData of the login and OTP-validate replies (spec 000 §3). */
export interface UserData {
  loginId?: string;
  njAcNo: string;
  isAskPersonalizedLogin?: string;
  chnagePassWord?: string;
  isPasswordExpired?: string;
  ucc_dtl?: UccDetail | null;
  accType?: string;
  isFromForgotPassword?: string;
}

export interface AuthenticateInput {
  loginId: string;
  password: string;
  loginWith: LoginWith;
  captchaCode: string;
  /** Which captcha image the code answers. */
  captchaId: string;
  verifyCaptcha: boolean;
}

export interface AuthenticateReply extends ReplyEnvelope {
  token?: string;
  userData?: UserData;
  attemptCount?: number;
  isCaptchaValidate?: boolean;
}

export interface OtpSent extends ReplyEnvelope {
  emailId?: string;
  mobile?: string;
  otpSeconds?: number;
  njAcNo?: string;
  /** Whether another OTP may be generated after this one. */
  canRegenerate: boolean;
}

export interface OtpValidated extends ReplyEnvelope {
  token?: string;
  userData?: UserData;
  canRegenerate: boolean;
  otpWrongCount: number;
}

/**
 * The login area's calls as the login store needs them. `apiLoginService` implements it over the
 * contract; store tests script it.
 */
export interface LoginService {
  authenticate(input: AuthenticateInput): Promise<AuthenticateReply>;
  /** The failed-attempt count of a login id (login/getcaptcha). */
  captchaCount(loginId: string, loginWith: LoginWith): Promise<number>;
  /** A fresh captcha: its image URL (a data URL) and its id. */
  captchaImage(): Promise<{ image: string; captchaId: string }>;
  sendOtp(loginId: string, loginWith: LoginWith): Promise<OtpSent>;
  validateOtp(loginId: string, loginWith: LoginWith, otp: string): Promise<OtpValidated>;
  /** Fetches what the login calls need, so the first submit does not wait for it. */
  prepare?(): void;
}
