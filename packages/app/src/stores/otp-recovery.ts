import { replyText } from '@ewa/api/reply';
import { LOGIN_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { failureText, GENERIC_FAILURE } from './api.ts';
import { awaited } from './flow.ts';
import { OtpFlow, type OtpRefusal } from './otp-flow.ts';

export type RecoveryStep = 'id' | 'reset' | 'done';

interface RecoveryReply extends OtpRefusal {
  isSuccess: boolean;
  message?: string | undefined;
  displayMessage?: string | undefined;
}

/** The reply of the call sending the OTP. */
export interface RecoveryOtpSent extends RecoveryReply {
  data?: { otpSeconds: number; otp_regenrate: string } | null | undefined;
}

/** The reply of the call setting the new secret: a refusal may name the field it refuses. */
export interface RecoveryReset extends RecoveryReply {
  field?: string | undefined;
}

/**
 * Setting a new secret (the login password, the authorization PIN) with an OTP sent to the registered
 * mobile and e-mail: the id, then the OTP with the new secret, then the server's word. The screen's
 * store makes the calls and checks its secret; this holds the step, the messages and the OTP.
 */
export class OtpRecovery {
  step: RecoveryStep = 'id';
  busy = false;
  error = '';
  info = '';
  readonly otp = new OtpFlow();
  /** The server's refusal of a secret field, until that field is edited. */
  private refusal: { field: string; message: string } | null = null;

  constructor(
    /** The secret's fields whose refusal shows beside them instead of above the form. */
    private readonly secretFields: readonly string[],
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<OtpRecovery, 'secretFields' | 'now'>(
      this,
      { otp: false, secretFields: false, now: false },
      { autoBind: true },
    );
  }

  /** The server's refusal of `field`, or ''. */
  refusalOf(field: string): string {
    return this.refusal?.field === field ? this.refusal.message : '';
  }

  /** `field` was edited: the server's refusal of it no longer stands. */
  edited(field: string): void {
    if (this.refusal?.field === field) this.refusal = null;
  }

  /** What the form says above its button ('' for nothing), from a check of the screen's own. */
  showError(text: string): void {
    this.error = text;
  }

  /** Step 1, and "Resend OTP": `send` asks the server to send the OTP. */
  readonly sendOtp = flow(function* (this: OtpRecovery, send: () => Promise<RecoveryOtpSent>) {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    this.info = '';
    try {
      const reply = yield* awaited(send());
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        this.otp.refused(reply);
        return;
      }
      this.step = 'reset';
      this.info = replyText(reply, LOGIN_TEXTS.otpSent);
      this.otp.sent(reply.data.otpSeconds, reply.data.otp_regenrate, this.now());
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  });

  /**
   * Step 2: `reset` sends the OTP with the new secret; `done` is the closing text when the server
   * gives none. Answers whether the secret was set.
   */
  readonly reset = flow(function* (this: OtpRecovery, reset: () => Promise<RecoveryReset>, done: string) {
    if (this.busy) return false;
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(reset());
      if (!reply.isSuccess) {
        const message = replyText(reply, GENERIC_FAILURE);
        const { field } = reply;
        if (field !== undefined && this.secretFields.includes(field)) this.refusal = { field, message };
        else this.error = message;
        this.otp.refused(reply);
        return false;
      }
      this.step = 'done';
      this.info = replyText(reply, done);
      this.otp.setCode('');
      return true;
    } catch (error) {
      this.error = failureText(error);
      return false;
    } finally {
      this.busy = false;
    }
  });
}
