import { isYes } from '@ewa/api/reply';
import { makeAutoObservable } from 'mobx';

/** Wrong OTPs after which an OTP is dead and a new one must be sent (spec 000 §5). */
export const WRONG_OTP_LIMIT = 3;

/** What a reply refusing an OTP (or a send) says about it. */
export interface OtpRefusal {
  otp_regenrate?: string | undefined;
  otp_wrongcount?: number | undefined;
}

/**
 * One OTP of a screen: the code typed, its countdown, the wrong ones, and whether another may be
 * sent. Every screen that asks for an OTP holds one (`readonly otp = new OtpFlow()`) and shows it
 * with `ui/OtpEntry.tsx`.
 */
export class OtpFlow {
  code = '';
  /** When the OTP runs out (ms since epoch): the countdown counts against it. */
  endsAt = 0;
  /** Bumped on every OTP sent and every wrong one: the boxes (and on a send the countdown) restart. */
  issue = 0;
  /** The countdown ran out, or the OTP died of wrong entries: it cannot be used. */
  expired = false;
  canRegenerate = true;
  /** Wrong entries of this OTP. */
  wrongCount = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** As many wrong entries as the OTP takes. */
  get dead(): boolean {
    return this.wrongCount >= WRONG_OTP_LIMIT;
  }

  /** 'Resend OTP' shows: the OTP ran out and another may be sent. */
  get canResend(): boolean {
    return this.expired && this.canRegenerate;
  }

  setCode(value: string): void {
    this.code = value.trim();
  }

  /** A new OTP was sent, valid for `seconds`: the boxes clear and the countdown starts again. */
  sent(seconds: number, regenerate: string, now: number): void {
    this.code = '';
    this.endsAt = now + seconds * 1000;
    this.issue++;
    this.expired = false;
    this.wrongCount = 0;
    this.canRegenerate = isYes(regenerate);
  }

  /** The countdown ran out. */
  ranOut(): void {
    this.expired = true;
  }

  /**
   * A reply refusing an OTP (or a send): whether another may be asked for; a wrong OTP clears the
   * boxes, and at the limit the OTP is dead.
   */
  refused(reply: OtpRefusal): void {
    if (reply.otp_regenrate !== undefined) this.canRegenerate = isYes(reply.otp_regenrate);
    if (reply.otp_wrongcount === undefined) return;
    this.wrongCount = reply.otp_wrongcount;
    this.retype();
    if (this.dead) this.expired = true;
  }

  /**
   * A submit that carried only the OTP was refused: it counts as a wrong one even when the reply does
   * not count it, and the boxes clear. What a dead OTP does is the screen's (`dead`).
   */
  wrong(reply: OtpRefusal): void {
    if (reply.otp_regenrate !== undefined) this.canRegenerate = isYes(reply.otp_regenrate);
    this.wrongCount = Math.max(this.wrongCount + 1, reply.otp_wrongcount ?? 0);
    this.retype();
  }

  /** The code was not taken: empty boxes for another try. */
  retype(): void {
    this.code = '';
    this.issue++;
  }
}
