import { isYes, replyText } from '@ewa/api/reply';
import { LOGIN_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { LoginService } from '../stores/login-service.ts';
import type { Destination } from '../stores/navigation.ts';
import { WRONG_OTP_LIMIT } from '../stores/otp-state.ts';
import type { LoginStore, OtpFlow } from './login-store.ts';

/** Spec 000 §9. */
export const OTP_RESET_DELAY_MS = 4000;

/**
 * OTP login (spec 000 §4): send, count down `otpSeconds`, verify; 4 s after the 3rd wrong OTP, or
 * when the OTP ran out and cannot be regenerated, the form resets to account-number login.
 */
export class OtpLogin implements OtpFlow {
  otpSent = false;
  otp = '';
  otpSeconds = 0;
  /** When the OTP runs out (ms since epoch): the countdown counts against it. */
  otpEndsAt = 0;
  /** Bumped on every OTP sent and every wrong one, so the field (and on a send the countdown) restart. */
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
    private readonly login: LoginStore,
    private readonly service: LoginService,
  ) {
    makeAutoObservable<OtpLogin, 'login' | 'service' | 'resetTimer'>(
      this,
      { login: false, service: false, resetTimer: false },
      { autoBind: true },
    );
  }

  setOtp(value: string): void {
    this.otp = value.trim();
  }

  /** The form's submit: send the OTP first, then verify it. Answers where a signed-in user goes. */
  submit(): Promise<Destination | null> {
    return this.otpSent ? this.submitOtp() : this.sendOtp().then(() => null);
  }

  /** Step 1, and "Resend OTP". */
  readonly sendOtp = flow(function* (this: OtpLogin) {
    if (this.login.busy) return;
    this.login.setMessages('');
    this.login.setBusy(true);
    try {
      const reply = yield* awaited(this.service.sendOtp(this.login.loginId, this.login.loginWith));
      if (!reply.isSuccess) {
        this.login.setMessages(replyText(reply, GENERIC_FAILURE));
        return;
      }
      const sent = reply.data;
      this.otpSent = true;
      this.otp = '';
      this.otpExpired = false;
      this.otpWrongCount = 0;
      this.otpSeconds = sent?.otpSeconds ?? 0;
      this.otpEndsAt = Date.now() + this.otpSeconds * 1000;
      this.otpIssue++;
      this.maskedMobile = sent?.mobile ?? '';
      this.maskedEmail = sent?.emailId ?? '';
      this.canRegenerate = isYes(sent?.otp_regenrate ?? reply.otp_regenrate ?? 'Y');
      this.login.setMessages('', LOGIN_TEXTS.otpSent);
    } catch (error) {
      this.login.setMessages(failureText(error));
    } finally {
      this.login.setBusy(false);
    }
  });

  /** The countdown ran out: without regeneration left, the form resets after 4 s. */
  onOtpExpired(): void {
    this.otpExpired = true;
    if (!this.canRegenerate) this.scheduleReset();
  }

  /** Step 2. Answers where the signed-in user goes, or null when the OTP was not accepted. */
  readonly submitOtp = flow(function* (this: OtpLogin) {
    if (this.login.busy || this.resetPending) return null;
    if (!/^\d{6}$/.test(this.otp)) {
      this.login.setMessages(LOGIN_TEXTS.otpInvalid);
      return null;
    }
    this.login.setMessages('');
    this.login.setBusy(true);
    try {
      const reply = yield* awaited(
        this.service.validateOtp(this.login.loginId, this.login.loginWith, this.otp),
      );
      if (reply.isSuccess && reply.token && reply.data) {
        return yield* awaited(this.login.signIn(reply.token, reply.data.userData));
      }
      const canRegenerate = isYes(reply.otp_regenrate ?? 'Y');
      this.otpWrongCount = Math.max(this.otpWrongCount + 1, reply.otp_wrongcount ?? 0);
      this.canRegenerate = canRegenerate;
      this.otp = '';
      this.otpIssue++;
      this.login.setMessages(replyText(reply, LOGIN_TEXTS.otpInvalid));
      if (this.otpWrongCount >= WRONG_OTP_LIMIT || !canRegenerate) this.scheduleReset();
      return null;
    } catch (error) {
      this.login.setMessages(failureText(error) || GENERIC_FAILURE);
      return null;
    } finally {
      this.login.setBusy(false);
    }
  });

  private scheduleReset(): void {
    if (this.resetPending) return;
    this.resetPending = true;
    this.resetTimer = setTimeout(() => {
      this.clearResetTimer();
      this.login.resetToAccountNumberLogin();
    }, OTP_RESET_DELAY_MS);
  }

  private clearResetTimer(): void {
    if (this.resetTimer) clearTimeout(this.resetTimer);
    this.resetTimer = undefined;
    this.resetPending = false;
  }

  /** The step leaves (mode switch, reset, screen gone): no timer may fire afterwards. */
  dispose(): void {
    this.clearResetTimer();
  }
}
