import { AUTHORIZE_TEXTS, forgotPinReset, forgotPinSendOtp, newPinProblem } from '@ewa/api/authorize';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import { OtpRecovery } from '../stores/otp-recovery.ts';

type PinField = 'newPin' | 'confirmPin';

/**
 * Forgot PIN (/forgot-pin): the PIN of the mapping authorization login (spec 000 §5). The account
 * number, an OTP to the registered mobile and e-mail, then the OTP with a new 4-digit PIN; success
 * also lifts a block of the mapping login.
 */
export class ForgotPinStore {
  njAcNo = '';
  newPin = '';
  confirmPin = '';
  /** The steps, their messages and the OTP. */
  readonly recovery: OtpRecovery;

  constructor(
    private readonly api: ApiPort,
    njAcNo = '',
    now: () => number = Date.now,
  ) {
    this.njAcNo = njAcNo;
    this.recovery = new OtpRecovery(['newPin', 'confirmPin'], now);
    makeAutoObservable<ForgotPinStore, 'api'>(this, { api: false, recovery: false }, { autoBind: true });
  }

  /** The reason shown under a PIN field, or '' while it is empty or acceptable. */
  pinMessage(field: PinField): string {
    const refused = this.recovery.refusalOf(field);
    if (refused) return refused;
    if (this[field] === '') return '';
    if (field === 'newPin') return newPinProblem(this.newPin) ?? '';
    return this.confirmPin === this.newPin ? '' : AUTHORIZE_TEXTS.pinMismatch;
  }

  setNjAcNo(value: string): void {
    this.njAcNo = value.trim();
  }
  setPin(field: PinField, value: string): void {
    this[field] = value.trim();
    this.recovery.edited(field);
  }

  /** Step 1, and "Resend OTP". */
  sendOtp(): Promise<void> {
    return this.recovery.sendOtp(() => this.api.call(forgotPinSendOtp, { loginId: this.njAcNo }));
  }

  /** Step 2: the OTP and the new PIN. */
  readonly reset = flow(function* (this: ForgotPinStore) {
    if (this.recovery.busy || this.pinMessage('newPin') || this.pinMessage('confirmPin')) return;
    const done = yield* awaited(
      this.recovery.reset(
        () =>
          this.api.call(forgotPinReset, {
            loginId: this.njAcNo,
            otp: this.recovery.otp.code,
            newPin: this.newPin,
            confirmPin: this.confirmPin,
          }),
        AUTHORIZE_TEXTS.pinReset,
      ),
    );
    if (done) this.newPin = this.confirmPin = '';
  });
}
