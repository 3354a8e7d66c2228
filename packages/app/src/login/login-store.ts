import { makeAutoObservable, runInAction } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import type { RootStore } from '../stores/root.ts';
import { REMEMBERED_LOGIN_KEY } from '../stores/storage.ts';
import type { LoginService, LoginWith, ReplyEnvelope, UserData } from './login-service.ts';

/** Spec 000 §9. */
export const CAPTCHA_FROM_ATTEMPTS = 2;
export const BLOCK_AT_ATTEMPTS = 4;
export const WRONG_OTP_LIMIT = 3;
export const OTP_RESET_DELAY_MS = 4000;

export const OTP_SENT_TEXT = 'OTP has been sent to the mobile number.';
export const INVALID_OTP_TEXT = 'Please enter valid OTP.';

export type LoginMode = 'password' | 'otp';

function serverText(reply: ReplyEnvelope): string {
  return reply.displayMessage || reply.message || GENERIC_FAILURE;
}

/** The login screen's state and flows: password login, captcha, block, OTP login with its reset. */
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

  otpSent = false;
  otp = '';
  otpSeconds = 0;
  /** When the OTP runs out (ms since epoch): the countdown counts against it. */
  otpEndsAt = 0;
  /** Bumped on every OTP sent, so the countdown restarts. */
  otpIssue = 0;
  otpExpired = false;
  maskedMobile = '';
  maskedEmail = '';
  canRegenerate = true;
  otpWrongCount = 0;
  /** Set while the form waits the 4 s before resetting to account-number login. */
  resetPending = false;

  private resetTimer: ReturnType<typeof setTimeout> | undefined;

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
    makeAutoObservable<LoginStore, 'root' | 'service' | 'resetTimer'>(
      this,
      { root: false, service: false, resetTimer: false },
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
  setOtp(value: string): void {
    this.otp = value.trim();
  }

  setMode(mode: LoginMode): void {
    this.clearResetTimer();
    this.mode = mode;
    this.error = '';
    this.info = '';
    this.otpSent = false;
    this.otp = '';
    this.otpWrongCount = 0;
    this.password = '';
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
      if (reply.isSuccess && reply.token && reply.userData) {
        await this.signIn(reply.token, reply.userData);
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

  private async loginFailed(reply: Awaited<ReturnType<LoginService['authenticate']>>): Promise<void> {
    const attempts = reply.attemptCount ?? 0;
    this.error = serverText(reply);
    this.password = '';
    this.captchaCode = '';
    if (attempts >= BLOCK_AT_ATTEMPTS || reply.errCode === 'ucc_block') {
      // Blocked: every field is cleared; the server's message says what to do next.
      this.blocked = true;
      this.loginId = '';
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

  /** OTP login, step 1 (and "Resend OTP"). */
  async sendOtp(): Promise<void> {
    if (this.busy) return;
    this.error = '';
    this.info = '';
    this.busy = true;
    try {
      const reply = await this.service.sendOtp(this.loginId, this.loginWith);
      runInAction(() => {
        if (!reply.isSuccess) {
          this.error = serverText(reply);
          return;
        }
        this.otpSent = true;
        this.otp = '';
        this.otpExpired = false;
        this.otpWrongCount = 0;
        this.otpSeconds = reply.otpSeconds ?? 0;
        this.otpEndsAt = Date.now() + this.otpSeconds * 1000;
        this.otpIssue++;
        this.maskedMobile = reply.mobile ?? '';
        this.maskedEmail = reply.emailId ?? '';
        this.canRegenerate = reply.canRegenerate;
        this.info = OTP_SENT_TEXT;
      });
    } catch {
      runInAction(() => {
        this.error = GENERIC_FAILURE;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** The countdown ran out: without regeneration left, the form resets after 4 s. */
  onOtpExpired(): void {
    this.otpExpired = true;
    if (!this.canRegenerate) this.scheduleReset();
  }

  /** OTP login, step 2. Answers true when the user is signed in. */
  async submitOtp(): Promise<boolean> {
    if (this.busy || this.resetPending) return false;
    if (!/^\d{4,8}$/.test(this.otp)) {
      this.error = INVALID_OTP_TEXT;
      return false;
    }
    this.error = '';
    this.busy = true;
    try {
      const reply = await this.service.validateOtp(this.loginId, this.loginWith, this.otp);
      if (reply.isSuccess && reply.token && reply.userData) {
        await this.signIn(reply.token, reply.userData);
        return true;
      }
      runInAction(() => {
        this.otpWrongCount = Math.max(this.otpWrongCount + 1, reply.otpWrongCount);
        this.canRegenerate = reply.canRegenerate;
        this.otp = '';
        this.info = '';
        this.error = reply.displayMessage || reply.message || INVALID_OTP_TEXT;
        if (this.otpWrongCount >= WRONG_OTP_LIMIT || !reply.canRegenerate) this.scheduleReset();
      });
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

  private scheduleReset(): void {
    if (this.resetPending) return;
    this.resetPending = true;
    this.resetTimer = setTimeout(() => this.resetToAccountNumberLogin(), OTP_RESET_DELAY_MS);
  }

  /** Back to the first form: account-number login, fields empty (spec 000 §4). */
  resetToAccountNumberLogin(): void {
    this.clearResetTimer();
    this.mode = 'password';
    this.loginWith = 'ACNO';
    this.loginId = '';
    this.password = '';
    this.otp = '';
    this.otpSent = false;
    this.otpWrongCount = 0;
    this.otpSeconds = 0;
    this.canRegenerate = true;
    this.info = '';
  }

  private clearResetTimer(): void {
    if (this.resetTimer) clearTimeout(this.resetTimer);
    this.resetTimer = undefined;
    this.resetPending = false;
  }

  /** The screen leaves: no timer may fire afterwards. */
  dispose(): void {
    this.clearResetTimer();
  }

  private async signIn(token: string, user: UserData): Promise<void> {
    const loginId = this.loginId;
    runInAction(() => {
      if (this.rememberMe) this.root.persistence.write(REMEMBERED_LOGIN_KEY, loginId);
      else this.root.persistence.remove(REMEMBERED_LOGIN_KEY);
      this.password = '';
      this.otp = '';
    });
    await this.root.signIn(token, user, this.loginWith);
  }
}
