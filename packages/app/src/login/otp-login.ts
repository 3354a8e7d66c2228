import { replyText } from '@ewa/api/reply';
import { LOGIN_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { LoginService } from '../stores/login-service.ts';
import type { Destination } from '../stores/navigation.ts';
import { OtpFlow } from '../stores/otp-flow.ts';
import type { LoginStore, OtpLoginStep } from './login-store.ts';

/** Spec 000 §9. */
export const OTP_RESET_DELAY_MS = 4000;

/**
 * OTP login (spec 000 §4): send, count down `otpSeconds`, verify; 4 s after the 3rd wrong OTP, or
 * when the OTP ran out and cannot be regenerated, the form resets to account-number login.
 */
export class OtpLogin implements OtpLoginStep {
  otpSent = false;
  readonly otp = new OtpFlow();
  otpSeconds = 0;
  maskedMobile = '';
  maskedEmail = '';
  /** Set while the form waits the 4 s before resetting to account-number login. */
  resetPending = false;

  private resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly login: LoginStore,
    private readonly service: LoginService,
  ) {
    makeAutoObservable<OtpLogin, 'login' | 'service' | 'resetTimer'>(
      this,
      { login: false, service: false, resetTimer: false, otp: false },
      { autoBind: true },
    );
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
      this.otpSeconds = sent?.otpSeconds ?? 0;
      this.otp.sent(this.otpSeconds, sent?.otp_regenrate ?? reply.otp_regenrate ?? 'Y', Date.now());
      this.maskedMobile = sent?.mobile ?? '';
      this.maskedEmail = sent?.emailId ?? '';
      this.login.setMessages('', LOGIN_TEXTS.otpSent);
    } catch (error) {
      this.login.setMessages(failureText(error));
    } finally {
      this.login.setBusy(false);
    }
  });

  /** The countdown ran out: without regeneration left, the form resets after 4 s. */
  onOtpExpired(): void {
    this.otp.ranOut();
    if (!this.otp.canRegenerate) this.scheduleReset();
  }

  /** Step 2. Answers where the signed-in user goes, or null when the OTP was not accepted. */
  readonly submitOtp = flow(function* (this: OtpLogin) {
    if (this.login.busy || this.resetPending) return null;
    if (!/^\d{6}$/.test(this.otp.code)) {
      this.login.setMessages(LOGIN_TEXTS.otpInvalid);
      return null;
    }
    this.login.setMessages('');
    this.login.setBusy(true);
    try {
      const reply = yield* awaited(
        this.service.validateOtp(this.login.loginId, this.login.loginWith, this.otp.code),
      );
      if (reply.isSuccess && reply.token && reply.data) {
        return yield* awaited(this.login.signIn(reply.token, reply.data.userData));
      }
      // A refusal that does not say whether another OTP may be sent does not end the OTP login.
      this.otp.wrong({ ...reply, otp_regenrate: reply.otp_regenrate ?? 'Y' });
      this.login.setMessages(replyText(reply, LOGIN_TEXTS.otpInvalid));
      if (this.otp.dead || !this.otp.canRegenerate) this.scheduleReset();
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
