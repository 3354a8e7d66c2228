import { forgotLoginId, forgotPasswordReset, forgotPasswordSendOtp, type LoginWith } from '@ewa/api/login';
import type { passwordProblemText } from '@ewa/api/password-policy';
import { isYes, replyText } from '@ewa/api/reply';
import { LOGIN_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import { type OtpState, otpRefused, otpSent } from '../stores/otp-state.ts';

export type ForgotPasswordStep = 'id' | 'reset' | 'done';

/**
 * Forgot password (/forgot-password): the login id, an OTP to the registered mobile and e-mail, then
 * the OTP with a new password under the password policy. Success lifts a login block; the user goes
 * back to the login page. The server decides; the form shows the policy's reason as the user types.
 */
export class ForgotPasswordStore implements OtpState {
  step: ForgotPasswordStep = 'id';
  loginWith: LoginWith = 'ACNO';
  loginId = '';
  otp = '';
  newPassword = '';
  confirmPassword = '';
  busy = false;
  error = '';
  info = '';
  /** When the OTP runs out (ms since epoch), and a counter bumped on every OTP sent. */
  otpEndsAt = 0;
  otpIssue = 0;
  otpExpired = false;
  canRegenerate = true;
  /** The password policy, loaded with its dictionary when the screen opens (kept off the login page). */
  private policy: typeof passwordProblemText | null = null;
  /** The server's reason for refusing the new password, until it is edited. */
  private refusedNewPassword = '';

  constructor(
    private readonly api: ApiPort,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<ForgotPasswordStore, 'api' | 'now'>(
      this,
      { api: false, now: false },
      { autoBind: true },
    );
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
    if (this.refusedNewPassword) return this.refusedNewPassword;
    return this.policy?.(this.newPassword, [this.loginId]) ?? '';
  }

  setLoginWith(loginWith: LoginWith): void {
    this.loginWith = loginWith;
    this.loginId = '';
    this.error = '';
  }
  setLoginId(value: string): void {
    this.loginId = value.trim();
  }
  setOtp(value: string): void {
    this.otp = value.trim();
  }
  setNewPassword(value: string): void {
    this.newPassword = value;
    this.refusedNewPassword = '';
  }
  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }
  onOtpExpired(): void {
    this.otpExpired = true;
  }

  /** Step 1, and "Resend OTP". */
  readonly sendOtp = flow(function* (this: ForgotPasswordStore) {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    this.info = '';
    try {
      const reply = yield* awaited(
        this.api.call(forgotPasswordSendOtp, { loginId: this.loginId, loginWith: this.loginWith }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        this.canRegenerate = isYes(reply.otp_regenrate ?? 'Y');
        return;
      }
      const { data } = reply;
      this.step = 'reset';
      this.info = replyText(reply, LOGIN_TEXTS.otpSent);
      otpSent(this, data.otpSeconds, data.otp_regenrate, this.now());
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  });

  /** Step 2: the OTP and the new password. */
  readonly reset = flow(function* (this: ForgotPasswordStore) {
    if (this.busy) return;
    this.error = '';
    if (this.newPassword !== this.confirmPassword) {
      this.error = LOGIN_TEXTS.passwordsDiffer;
      return;
    }
    if (this.newPasswordProblem) return;
    this.busy = true;
    try {
      const reply = yield* awaited(
        this.api.call(forgotPasswordReset, {
          loginId: this.loginId,
          loginWith: this.loginWith,
          otp: this.otp,
          newPassword: this.newPassword,
          confirmPassword: this.confirmPassword,
        }),
      );
      if (!reply.isSuccess) {
        const text = replyText(reply, GENERIC_FAILURE);
        if (reply.field === 'newPassword') this.refusedNewPassword = text;
        else this.error = text;
        otpRefused(this, reply);
        return;
      }
      this.step = 'done';
      this.info = replyText(reply, '');
      this.otp = this.newPassword = this.confirmPassword = '';
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
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
