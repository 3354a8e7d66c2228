import {
  type AuthListEntry,
  getAuthTrxDetailFromTar,
  onAuthorize,
  onValidateAuthTransaction,
  type TwoFactorRequest,
} from '@ewa/api/authorize';
import type { ReplyOf } from '@ewa/api/core';
import { replyText } from '@ewa/api/rules';
import { LOGIN_TEXTS, TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { afterAuthorized } from './action-flow.ts';
import { authorizePaths, newActionKey, type Outcome, stay } from './outcome.ts';

type Flow<R> = Generator<unknown, R, never>;

/** What the OTP step shows about the OTP just sent (handed from the first step). */
export interface OtpSent {
  mobile: string;
  emailId: string;
  otpSeconds: number;
  canRegenerate: boolean;
  message: string;
}

/**
 * The two-factor OTP of an EMF stop request (spec 001 §4): `/transact/authorize/2fa/{request}`
 * shows the request and sends the OTP after the validate call; `/OTPValidate` takes the OTP (the
 * login OTP's rules on the server) and authorizes.
 */
export class TwoFactorStore {
  entry: AuthListEntry | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error = '';
  info = '';
  otp = '';
  sent: OtpSent | null = null;
  /** When the OTP runs out (ms since the epoch), for the countdown. */
  otpEndsAt = 0;
  otpIssue = 0;
  wrongCount = 0;
  expired = false;
  busy = false;

  constructor(
    private readonly api: ApiPort,
    readonly request: TwoFactorRequest,
    readonly reference: string,
    sent: OtpSent | null = null,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<TwoFactorStore, 'api' | 'now'>(this, { api: false, now: false }, { autoBind: true });
    if (sent) this.applySent(sent);
  }

  private applySent(sent: OtpSent): void {
    this.sent = sent;
    this.info = sent.message;
    this.otp = '';
    this.wrongCount = 0;
    this.expired = false;
    this.otpEndsAt = this.now() + sent.otpSeconds * 1000;
    this.otpIssue++;
  }

  setOtp(value: string): void {
    this.otp = value.trim();
  }

  *load(): Flow<Outcome> {
    this.status = 'loading';
    try {
      const reply: ReplyOf<typeof getAuthTrxDetailFromTar> = yield this.api.call(getAuthTrxDetailFromTar, {
        encryptedData: this.reference,
        reqFrom: 'web',
      });
      if (!reply.isSuccess || !reply.data) {
        this.status = 'failed';
        return {
          kind: 'go',
          path: authorizePaths.status('detail'),
          state: { status: 'fail', message: replyText(reply, TECHNICAL_PROBLEM_TEXT) },
          replace: true,
        };
      }
      this.entry = reply.data;
      this.status = 'ready';
    } catch (error) {
      this.error = failureText(error);
      this.status = 'failed';
    }
    return stay;
  }

  /** The validate call, which also sends the OTP; then the OTP step (or a fresh OTP on it). */
  *sendOtp(): Flow<Outcome> {
    if (this.busy) return stay;
    this.busy = true;
    this.error = '';
    try {
      const reply: ReplyOf<typeof onValidateAuthTransaction> = yield this.api.call(
        onValidateAuthTransaction,
        {
          reqFrom: 'web',
          encryptedData: this.reference,
        },
      );
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        return stay;
      }
      const sent: OtpSent = {
        mobile: reply.data.mobile,
        emailId: reply.data.emailId,
        otpSeconds: reply.data.otpSeconds,
        canRegenerate: reply.data.otp_regenrate === 'Y',
        message: reply.data.message,
      };
      this.applySent(sent);
      return { kind: 'go', path: authorizePaths.otpValidate(this.request, this.reference), state: { sent } };
    } catch (error) {
      this.error = failureText(error);
      return stay;
    } finally {
      this.busy = false;
    }
  }

  /** The OTP step's Submit: authorizes with the OTP; the acknowledge page shows the spec's text. */
  *submit(): Flow<Outcome> {
    if (this.busy) return stay;
    if (!/^\d{6}$/.test(this.otp)) {
      this.error = LOGIN_TEXTS.otpInvalid;
      return stay;
    }
    this.busy = true;
    this.error = '';
    try {
      const reply: ReplyOf<typeof onAuthorize> = yield this.api.call(
        onAuthorize,
        { reqFrom: 'web', encryptedData: this.reference, otp: this.otp },
        { idempotencyKey: newActionKey() },
      );
      if (!reply.isSuccess || !reply.data || !this.entry) {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        this.wrongCount = reply.otp_wrongcount ?? this.wrongCount;
        if (this.sent && reply.otp_regenrate)
          this.sent = { ...this.sent, canRegenerate: reply.otp_regenrate === 'Y' };
        this.otp = '';
        this.otpIssue++;
        return stay;
      }
      return afterAuthorized(this.entry, reply.data);
    } catch (error) {
      this.error = failureText(error);
      return stay;
    } finally {
      this.busy = false;
    }
  }

  onOtpExpired(): void {
    this.expired = true;
  }
}
