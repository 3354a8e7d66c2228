import type { UserData } from '@ewa/api/login';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import type { AuthenticateReply, LoginService, LoginWith } from '../stores/login-service.ts';
import type { RootStore } from '../stores/root.ts';
import { REMEMBERED_LOGIN_KEY } from '../stores/storage.ts';

/** Spec 000 §9. */
export const CAPTCHA_FROM_ATTEMPTS = 2;
export const BLOCK_AT_ATTEMPTS = 4;

export type LoginMode = 'password' | 'otp';

/** What the login store needs of the OTP flow (otp-login.ts). */
export interface OtpFlow {
  readonly otpSent: boolean;
  submit(): Promise<unknown>;
  dispose(): void;
}

export function serverText(reply: { displayMessage?: string; message?: string }): string {
  return reply.displayMessage || reply.message || GENERIC_FAILURE;
}

/** The login screen's state and flows: password login, captcha, block; the OTP flow is otp-login.ts. */
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

  /** The OTP flow while the OTP step is on screen (it loads with that step). */
  otpLogin: OtpFlow | null = null;

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
  attachOtp(flow: OtpFlow | null): void {
    this.otpLogin = flow;
  }

  /** The form's submit: password login, or the OTP step's send / verify. */
  submit(): void {
    if (this.mode === 'password') void this.submitPassword();
    else void this.otpLogin?.submit();
  }

  /** After the login id is entered: the failure count decides whether the captcha is shown. */
  async checkCaptcha(): Promise<void> {
    if (!this.loginId || this.captchaRequired) return;
    try {
      const count = await this.service.captchaCount(this.loginId, this.loginWith);
      if (count >= CAPTCHA_FROM_ATTEMPTS) await this.requireCaptcha();
    } catch {
      // The count is a convenience; the server asks for the captcha anyway when it is needed.
    }
  }

  async refreshCaptcha(): Promise<void> {
    this.captchaCode = '';
    try {
      const captcha = await this.service.captchaImage();
      runInAction(() => {
        this.captchaImage = captcha.image;
        this.captchaId = captcha.captchaId;
      });
    } catch {
      runInAction(() => {
        this.error = GENERIC_FAILURE;
      });
    }
  }

  private async requireCaptcha(): Promise<void> {
    if (this.captchaRequired && this.captchaImage) return;
    this.captchaRequired = true;
    await this.refreshCaptcha();
  }

  /** Password login. Answers true when the user is signed in. */
  async submitPassword(): Promise<boolean> {
    if (this.busy) return false;
    this.error = '';
    this.busy = true;
    try {
      const reply = await this.service.authenticate({
        loginId: this.loginId,
        password: this.password,
        loginWith: this.loginWith,
        captchaCode: this.captchaCode,
        captchaId: this.captchaId,
        verifyCaptcha: this.captchaRequired,
      });
      if (reply.isSuccess && reply.token && reply.data) {
        await this.signIn(reply.token, reply.data.userData);
        return true;
      }
      await this.loginFailed(reply);
      return false;
    } catch (error) {
      runInAction(() => {
        this.error = failureText(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private async loginFailed(reply: AuthenticateReply): Promise<void> {
    const attempts = reply.attemptCount ?? 0;
    this.error = serverText(reply);
    this.captchaCode = '';
    if (attempts >= BLOCK_AT_ATTEMPTS || reply.errCode === 'ucc_block') {
      // Blocked: every field is cleared; the server's message says what to do next.
      this.blocked = true;
      this.loginId = '';
      this.password = '';
      this.captchaRequired = false;
      this.captchaImage = '';
      this.captchaId = '';
      return;
    }
    if (attempts >= CAPTCHA_FROM_ATTEMPTS || reply.isCaptchaValidate) {
      this.captchaRequired = false; // always a fresh image after a failure
      await this.requireCaptcha();
    }
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

  async signIn(token: string, user: UserData): Promise<void> {
    const loginId = this.loginId;
    runInAction(() => {
      if (this.rememberMe) this.root.persistence.write(REMEMBERED_LOGIN_KEY, loginId);
      else this.root.persistence.remove(REMEMBERED_LOGIN_KEY);
      this.password = '';
    });
    await this.root.signIn(token, user, this.loginWith);
  }
}
