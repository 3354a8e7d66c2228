import type { DataOf, ReplyOf, RequestOf } from '@ewa/api/core';
import type { authenticate, captchaImage, LoginWith, loginOtpValidate, loginSendOtp } from '@ewa/api/login';

export type { LoginWith };

/** What the login form sends; the device fields are added by the service (login-api.ts). */
export type AuthenticateInput = Pick<
  RequestOf<typeof authenticate>,
  'loginId' | 'password' | 'loginWith' | 'captchaCode' | 'captchaId'
> & { verifyCaptcha: boolean };

export type AuthenticateReply = ReplyOf<typeof authenticate>;
export type OtpSentReply = ReplyOf<typeof loginSendOtp>;
export type OtpValidatedReply = ReplyOf<typeof loginOtpValidate>;

/**
 * The login area's calls as the login store needs them. `createLoginService` (login-api.ts)
 * implements it over the contract, loaded with the first call; store tests script it.
 */
export interface LoginService {
  authenticate(input: AuthenticateInput): Promise<AuthenticateReply>;
  /** The failed-attempt count of a login id (login/getcaptcha). */
  captchaCount(loginId: string, loginWith: LoginWith): Promise<number>;
  /** A fresh captcha: its image URL (a data URL) and its id. */
  captchaImage(): Promise<Pick<DataOf<typeof captchaImage>, 'image' | 'captchaId'>>;
  sendOtp(loginId: string, loginWith: LoginWith): Promise<OtpSentReply>;
  validateOtp(loginId: string, loginWith: LoginWith, otp: string): Promise<OtpValidatedReply>;
  /** Fetches what the login calls need, so the first submit does not wait for it. */
  prepare?(): void;
}
