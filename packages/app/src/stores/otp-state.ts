import { isYes } from '@ewa/api/reply';

/** Wrong OTPs after which an OTP is dead and a new one must be sent (spec 000 §5). */
export const WRONG_OTP_LIMIT = 3;

/** The OTP part of a screen's store: the code typed, its countdown, and whether another may be sent. */
export interface OtpState {
  otp: string;
  /** When the OTP runs out (ms since epoch). */
  otpEndsAt: number;
  /** Bumped on every OTP sent and every wrong one: the boxes clear. */
  otpIssue: number;
  otpExpired: boolean;
  canRegenerate: boolean;
}

/** A new OTP was sent, valid for `seconds`: the boxes clear and the countdown starts again. Call in an action. */
export function otpSent(state: OtpState, seconds: number, regenerate: string, now: number): void {
  state.otp = '';
  state.otpEndsAt = now + seconds * 1000;
  state.otpIssue++;
  state.otpExpired = false;
  state.canRegenerate = isYes(regenerate);
}

/**
 * A reply refusing an OTP (or a send): whether another may be asked for; a wrong OTP clears the boxes,
 * and at the limit the OTP is dead. Call in an action.
 */
export function otpRefused(
  state: OtpState,
  reply: { otp_regenrate?: string | undefined; otp_wrongcount?: number | undefined },
): void {
  if (reply.otp_regenrate !== undefined) state.canRegenerate = isYes(reply.otp_regenrate);
  if (reply.otp_wrongcount !== undefined) {
    state.otp = '';
    state.otpIssue++;
    if (reply.otp_wrongcount >= WRONG_OTP_LIMIT) state.otpExpired = true;
  }
}
