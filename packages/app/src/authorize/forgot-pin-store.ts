import { AUTHORIZE_TEXTS, forgotPinReset, forgotPinSendOtp, newPinProblem } from '@ewa/api/authorize';
import { isYes, replyText } from '@ewa/api/reply';
import { LOGIN_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import { type OtpState, otpRefused, otpSent } from '../stores/otp-state.ts';

export type ForgotPinStep = 'id' | 'reset' | 'done';

/**
 * Forgot PIN (/forgot-pin): the PIN of the mapping authorization login (spec 000 §5). The account
 * number, an OTP to the registered mobile and e-mail, then the OTP with a new 4-digit PIN; success
 * also lifts a block of the mapping login.
 */
export class ForgotPinStore implements OtpState {
  step: ForgotPinStep = 'id';
  njAcNo = '';
  otp = '';
  newPin = '';
  confirmPin = '';
  busy = false;
  error = '';
  info = '';
  otpEndsAt = 0;
  otpIssue = 0;
  otpExpired = false;
  canRegenerate = true;
  /** The server's refusal of a field, until that field is edited. */
  private refused: { field: string; message: string } | null = null;

  constructor(
    private readonly api: ApiPort,
    njAcNo = '',
    private readonly now: () => number = Date.now,
  ) {
    this.njAcNo = njAcNo;
    makeAutoObservable<ForgotPinStore, 'api' | 'now'>(this, { api: false, now: false }, { autoBind: true });
  }

  /** The reason shown under a PIN field, or '' while it is empty or acceptable. */
  pinMessage(field: 'newPin' | 'confirmPin'): string {
    if (this.refused?.field === field) return this.refused.message;
    if (this[field] === '') return '';
    if (field === 'newPin') return newPinProblem(this.newPin) ?? '';
    return this.confirmPin === this.newPin ? '' : AUTHORIZE_TEXTS.pinMismatch;
  }

  setNjAcNo(value: string): void {
    this.njAcNo = value.trim();
  }
  setOtp(value: string): void {
    this.otp = value.trim();
  }
  setPin(field: 'newPin' | 'confirmPin', value: string): void {
    this[field] = value.trim();
    if (this.refused?.field === field) this.refused = null;
  }
  onOtpExpired(): void {
    this.otpExpired = true;
  }

  /** Step 1, and "Resend OTP". */
  readonly sendOtp = flow(function* (this: ForgotPinStore) {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    this.info = '';
    try {
      const reply = yield* awaited(this.api.call(forgotPinSendOtp, { loginId: this.njAcNo }));
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        this.canRegenerate = isYes(reply.otp_regenrate ?? 'Y');
        return;
      }
      this.step = 'reset';
      this.info = replyText(reply, LOGIN_TEXTS.otpSent);
      otpSent(this, reply.data.otpSeconds, reply.data.otp_regenrate, this.now());
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  });

  /** Step 2: the OTP and the new PIN. */
  readonly reset = flow(function* (this: ForgotPinStore) {
    if (this.busy || this.pinMessage('newPin') || this.pinMessage('confirmPin')) return;
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(
        this.api.call(forgotPinReset, {
          loginId: this.njAcNo,
          otp: this.otp,
          newPin: this.newPin,
          confirmPin: this.confirmPin,
        }),
      );
      if (!reply.isSuccess) {
        const text = replyText(reply, GENERIC_FAILURE);
        if (reply.field === 'newPin' || reply.field === 'confirmPin')
          this.refused = { field: reply.field, message: text };
        else this.error = text;
        otpRefused(this, reply);
        return;
      }
      this.step = 'done';
      this.info = replyText(reply, AUTHORIZE_TEXTS.pinReset);
      this.otp = this.newPin = this.confirmPin = '';
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  });
}
