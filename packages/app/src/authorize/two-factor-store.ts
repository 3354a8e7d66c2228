import {
  type AuthListEntry,
  getAuthTrxDetailFromTar,
  onAuthorize,
  onValidateAuthTransaction,
  type TwoFactorRequest,
} from '@ewa/api/authorize';
import { replyText } from '@ewa/api/reply';
import { LOGIN_TEXTS, TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';
import { OtpFlow } from '../stores/otp-flow.ts';
import { RequestKey } from '../stores/request-key.ts';
import { afterAuthorized } from './action-flow.ts';
import { authorizePaths } from './paths.ts';

/** What the OTP step shows about the OTP just sent (handed from the first step). */
export interface OtpSent {
  mobile: string;
  emailId: string;
  otpSeconds: number;
  /** Whether another OTP may be sent (the server's Y / N). */
  otp_regenrate: string;
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
  readonly otp = new OtpFlow();
  sent: OtpSent | null = null;
  busy = false;
  /** One key per request: a retry of the same OTP answer is answered, not repeated. */
  private readonly keys = new RequestKey();

  constructor(
    private readonly api: ApiPort,
    readonly request: TwoFactorRequest,
    readonly reference: string,
    sent: OtpSent | null = null,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<TwoFactorStore, 'api' | 'now' | 'keys'>(
      this,
      { api: false, now: false, keys: false, otp: false },
      { autoBind: true },
    );
    if (sent) this.applySent(sent);
  }

  private applySent(sent: OtpSent): void {
    this.sent = sent;
    this.info = sent.message;
    this.otp.sent(sent.otpSeconds, sent.otp_regenrate, this.now());
  }

  readonly load = flow(function* (this: TwoFactorStore) {
    this.status = 'loading';
    try {
      const reply = yield* awaited(
        this.api.call(getAuthTrxDetailFromTar, { encryptedData: this.reference, reqFrom: 'web' }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.status = 'failed';
        const failed: Destination = {
          to: authorizePaths.status('detail'),
          state: { status: 'fail', message: replyText(reply, TECHNICAL_PROBLEM_TEXT) },
          replace: true,
        };
        return failed;
      }
      this.entry = reply.data;
      this.status = 'ready';
    } catch (error) {
      this.error = failureText(error);
      this.status = 'failed';
    }
    return null;
  });

  /** The validate call, which also sends the OTP; then the OTP step (or a fresh OTP on it). */
  readonly sendOtp = flow(function* (this: TwoFactorStore) {
    if (this.busy) return null;
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(
        this.api.call(onValidateAuthTransaction, { reqFrom: 'web', encryptedData: this.reference }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        return null;
      }
      const sent: OtpSent = {
        mobile: reply.data.mobile,
        emailId: reply.data.emailId,
        otpSeconds: reply.data.otpSeconds,
        otp_regenrate: reply.data.otp_regenrate,
        message: reply.data.message,
      };
      this.applySent(sent);
      const next: Destination = {
        to: authorizePaths.otpValidate(this.request, this.reference),
        state: { sent },
      };
      return next;
    } catch (error) {
      this.error = failureText(error);
      return null;
    } finally {
      this.busy = false;
    }
  });

  /** The OTP step's Submit: authorizes with the OTP; the acknowledge page shows the spec's text. */
  readonly submit = flow(function* (this: TwoFactorStore) {
    if (this.busy) return null;
    if (!/^\d{6}$/.test(this.otp.code)) {
      this.error = LOGIN_TEXTS.otpInvalid;
      return null;
    }
    this.busy = true;
    this.error = '';
    try {
      const body = { reqFrom: 'web', encryptedData: this.reference, otp: this.otp.code };
      const reply = yield* awaited(
        this.api.call(onAuthorize, body, { idempotencyKey: this.keys.of(onAuthorize, body) }),
      );
      if (!reply.isSuccess || !reply.data || !this.entry) {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        this.otp.wrong(reply);
        return null;
      }
      return afterAuthorized(this.entry, reply.data);
    } catch (error) {
      this.error = failureText(error);
      return null;
    } finally {
      this.busy = false;
    }
  });
}
