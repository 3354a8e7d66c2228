import { forgotLoginId, forgotPasswordReset, forgotPasswordSendOtp, type LoginWith } from '@ewa/api/login';
import type { passwordProblemText } from '@ewa/api/password-policy';
import { replyText } from '@ewa/api/reply';
import { LOGIN_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import { OtpRecovery } from '../stores/otp-recovery.ts';

/**
 * Forgot password (/forgot-password): the login id, an OTP to the registered mobile and e-mail, then
 * the OTP with a new password under the password policy. Success lifts a login block; the user goes
 * back to the login page. The server decides; the form shows the policy's reason as the user types.
 */
export class ForgotPasswordStore {
  loginWith: LoginWith = 'ACNO';
  loginId = '';
  newPassword = '';
  confirmPassword = '';
  /** The steps, their messages and the OTP. */
  readonly recovery: OtpRecovery;
  /** The password policy, loaded with its dictionary when the screen opens (kept off the login page). */
  private policy: typeof passwordProblemText | null = null;

  constructor(
    private readonly api: ApiPort,
    now: () => number = Date.now,
  ) {
    this.recovery = new OtpRecovery(['newPassword'], now);
    makeAutoObservable<ForgotPasswordStore, 'api'>(this, { api: false, recovery: false }, { autoBind: true });
  }

  get loginIdLabel(): string {
    return this.loginWith === 'ACNO' ? 'Account Number' : 'Login ID';
  }

  /** Loads the password policy (a dynamic import: the dictionary is large). Idempotent. */
  readonly loadPolicy = flow(function* (this: ForgotPasswordStore) {
    if (this.policy) return;
    const module: typeof import('@ewa/api/password-policy') = yield import('@ewa/api/password-policy');
    this.policy = module.passwordProblemText;
  });

  /** Why the new password may not be set (shown under the field), or '' when it may or is still empty. */
  get newPasswordProblem(): string {
    if (this.newPassword === '') return '';
    return this.recovery.refusalOf('newPassword') || (this.policy?.(this.newPassword, [this.loginId]) ?? '');
  }

  setLoginWith(loginWith: LoginWith): void {
    this.loginWith = loginWith;
    this.loginId = '';
    this.recovery.showError('');
  }
  setLoginId(value: string): void {
    this.loginId = value.trim();
  }
  setNewPassword(value: string): void {
    this.newPassword = value;
    this.recovery.edited('newPassword');
  }
  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }

  /** Step 1, and "Resend OTP". */
  sendOtp(): Promise<void> {
    return this.recovery.sendOtp(() =>
      this.api.call(forgotPasswordSendOtp, { loginId: this.loginId, loginWith: this.loginWith }),
    );
  }

  /** Step 2: the OTP and the new password. */
  readonly reset = flow(function* (this: ForgotPasswordStore) {
    if (this.recovery.busy) return;
    if (this.newPassword !== this.confirmPassword) {
      this.recovery.showError(LOGIN_TEXTS.passwordsDiffer);
      return;
    }
    this.recovery.showError('');
    if (this.newPasswordProblem) return;
    const done = yield* awaited(
      this.recovery.reset(
        () =>
          this.api.call(forgotPasswordReset, {
            loginId: this.loginId,
            loginWith: this.loginWith,
            otp: this.recovery.otp.code,
            newPassword: this.newPassword,
            confirmPassword: this.confirmPassword,
          }),
        '',
      ),
    );
    if (done) this.newPassword = this.confirmPassword = '';
  });
}

/**
 * Forgot login id (/forgot-loginid): the PAN and the registered mobile number; the server sends the
 * login id to the registered mobile and e-mail and answers alike whether or not they matched, so the
 * screen shows only that answer, never an id.
 */
export class ForgotLoginIdStore {
  panNo = '';
  mobile = '';
  busy = false;
  error = '';
  sent = '';

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<ForgotLoginIdStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  setPanNo(value: string): void {
    this.panNo = value.trim().toUpperCase();
  }
  setMobile(value: string): void {
    this.mobile = value.trim();
  }

  readonly send = flow(function* (this: ForgotLoginIdStore) {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    this.sent = '';
    try {
      const reply = yield* awaited(
        this.api.call(forgotLoginId, {
          panNo: this.panNo,
          // The field accepts '+91 98…' or '098…' as people write it; the registered number is its last 10 digits.
          mobile: this.mobile.replace(/\D/g, '').slice(-10),
        }),
      );
      if (reply.isSuccess) this.sent = replyText(reply, '');
      else this.error = replyText(reply, GENERIC_FAILURE);
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  });
}
