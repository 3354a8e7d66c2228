import type { UserData } from '@ewa/api/login';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable, observableRef } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { AuthenticateReply, LoginService, LoginWith } from '../stores/login-service.ts';
import type { Destination } from '../stores/navigation.ts';
import type { RootStore } from '../stores/root.ts';
import { REMEMBERED_LOGIN_KEY } from '../stores/storage.ts';

/** Spec 000 §9. */
export const CAPTCHA_FROM_ATTEMPTS = 2;
export const BLOCK_AT_ATTEMPTS = 4;

export type LoginMode = 'password' | 'otp';

/** What the login store needs of the OTP step (otp-login.ts). */
export interface OtpLoginStep {
  readonly otpSent: boolean;
  /** Sends the OTP, or verifies it: answers where a signed-in user goes, or null. */
  submit(): Promise<Destination | null>;
  dispose(): void;
}

/** The login screen's state and flows: password login, captcha, block; the OTP step is otp-login.ts. */
export class LoginStore {
  loginWith: LoginWith = 'ACNO';
  mode: LoginMode = 'password';
  loginId = '';
  password = '';
  captchaCode = '';
  rememberMe = false;

  captchaRequired = false;
  captchaImage = '';
  captchaId = '';
  blocked = false;
  busy = false;
  error = '';
  info = '';

  /** The OTP step while it is on screen (it loads with that step). */
  otpLogin: OtpLoginStep | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly service: LoginService,
  ) {
    const remembered = root.persistence.read<string>(REMEMBERED_LOGIN_KEY);
    if (remembered) {
      this.loginId = remembered;
      this.rememberMe = true;
      this.loginWith = /^\d+$/.test(remembered) ? 'ACNO' : 'LOGINID';
    }
    makeAutoObservable<LoginStore, 'root' | 'service'>(
      this,
      { root: false, service: false, otpLogin: observableRef },
      { autoBind: true },
    );
  }

  get loginIdLabel(): string {
    return this.loginWith === 'ACNO' ? 'Account Number' : 'Login ID';
  }

  setLoginWith(loginWith: LoginWith): void {
    this.loginWith = loginWith;
    this.loginId = '';
    this.error = '';
    this.captchaRequired = false;
  }
  setLoginId(value: string): void {
    this.loginId = value.trim();
    if (this.loginId) this.blocked = false;
  }
  setPassword(value: string): void {
    this.password = value;
  }
  setCaptchaCode(value: string): void {
    this.captchaCode = value.trim();
  }
  setRememberMe(value: boolean): void {
    this.rememberMe = value;
  }
  setMode(mode: LoginMode): void {
    this.mode = mode;
    this.error = '';
    this.info = '';
    this.password = '';
  }

  setMessages(error: string, info = ''): void {
    this.error = error;
    this.info = info;
  }

  setBusy(busy: boolean): void {
    this.busy = busy;
  }

  /** The OTP step registers its flow (or null when it leaves). */
  attachOtp(step: OtpLoginStep | null): void {
    this.otpLogin = step;
  }

  /** The form's submit: password login, or the OTP step's send / verify. Answers where to go, or null. */
  submit(): Promise<Destination | null> {
    if (this.mode === 'password') return this.submitPassword();
    return this.otpLogin?.submit() ?? Promise.resolve(null);
  }

  /** After the login id is entered: the failure count decides whether the captcha is shown. */
  readonly checkCaptcha = flow(function* (this: LoginStore) {
    if (!this.loginId || this.captchaRequired) return;
    try {
      const count = yield* awaited(this.service.captchaCount(this.loginId, this.loginWith));
      if (count >= CAPTCHA_FROM_ATTEMPTS) yield* awaited(this.requireCaptcha());
    } catch {
      // The count is a convenience; the server asks for the captcha anyway when it is needed.
    }
  });

  readonly refreshCaptcha = flow(function* (this: LoginStore) {
    this.captchaCode = '';
    try {
      const captcha = yield* awaited(this.service.captchaImage());
      this.captchaImage = captcha.image;
      this.captchaId = captcha.captchaId;
    } catch {
      this.error = GENERIC_FAILURE;
    }
  });

  private requireCaptcha(): Promise<void> {
    if (this.captchaRequired && this.captchaImage) return Promise.resolve();
    this.captchaRequired = true;
    return this.refreshCaptcha();
  }

  /** Password login. Answers where the signed-in user goes, or null when the login failed. */
  readonly submitPassword = flow(function* (this: LoginStore) {
    if (this.busy) return null;
    this.error = '';
    this.busy = true;
    try {
      const reply = yield* awaited(
        this.service.authenticate({
          loginId: this.loginId,
          password: this.password,
          loginWith: this.loginWith,
          captchaCode: this.captchaCode,
          captchaId: this.captchaId,
          verifyCaptcha: this.captchaRequired,
        }),
      );
      if (reply.isSuccess && reply.token && reply.data) {
        return yield* awaited(this.signIn(reply.token, reply.data.userData));
      }
      yield* awaited(this.loginFailed(reply));
      return null;
    } catch (error) {
      this.error = failureText(error);
      return null;
    } finally {
      this.busy = false;
    }
  });

  private loginFailed(reply: AuthenticateReply): Promise<void> {
    const attempts = reply.attemptCount ?? 0;
    this.error = replyText(reply, GENERIC_FAILURE);
    this.captchaCode = '';
    if (attempts >= BLOCK_AT_ATTEMPTS || reply.errCode === 'ucc_block') {
      // Blocked: every field is cleared; the server's message says what to do next.
      this.blocked = true;
      this.loginId = '';
      this.password = '';
      this.captchaRequired = false;
      this.captchaImage = '';
      this.captchaId = '';
      return Promise.resolve();
    }
    if (attempts >= CAPTCHA_FROM_ATTEMPTS || reply.isCaptchaValidate) {
      this.captchaRequired = false; // always a fresh image after a failure
      return this.requireCaptcha();
    }
    return Promise.resolve();
  }

  /** Back to the first form: account-number login, fields empty (spec 000 §4). */
  resetToAccountNumberLogin(): void {
    this.mode = 'password';
    this.loginWith = 'ACNO';
    this.loginId = '';
    this.password = '';
    this.info = '';
  }

  /** The screen leaves: no timer may fire afterwards. */
  dispose(): void {
    this.otpLogin?.dispose();
  }

  /** A login succeeded: remember the id if asked, then the root signs in and answers where to go. */
  signIn(token: string, user: UserData): Promise<Destination> {
    if (this.rememberMe) this.root.persistence.write(REMEMBERED_LOGIN_KEY, this.loginId);
    else this.root.persistence.remove(REMEMBERED_LOGIN_KEY);
    this.password = '';
    return this.root.signIn(token, user, this.loginWith);
  }
}
