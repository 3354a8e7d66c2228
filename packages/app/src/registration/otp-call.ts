import { ApiError } from '@ewa/api/client';
import { replyText } from '@ewa/api/reply';
import { GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { OtpFlow, OtpRefusal } from '../stores/otp-flow.ts';

/** The part of an OTP screen's store a call writes: whether it is waiting, the refusal shown, the OTP. */
export interface OtpCallState {
  busy: boolean;
  error: string;
  readonly otp: OtpFlow;
}

/** A reply of an OTP screen's call: a refused OTP or send carries its counters. */
interface OtpCallReply extends OtpRefusal {
  isSuccess: boolean;
  message?: string | undefined;
  displayMessage?: string | undefined;
}

/**
 * Runs a call of an OTP screen inside the store's `flow` (`yield* otpCall(this, () => …, failed)`): an
 * `isSuccess: false` answer shows its text; a failed call goes to `failed` (which writes what the screen
 * shows); either counts a wrong OTP. Answers the successful reply only.
 */
export function* otpCall<T extends OtpCallReply>(
  state: OtpCallState,
  work: () => Promise<T>,
  failed: (error: unknown) => void,
): Generator<Promise<T>, T | undefined, T> {
  state.busy = true;
  state.error = '';
  try {
    const reply = yield* awaited(work());
    if (reply.isSuccess) return reply;
    state.error = replyText(reply, GENERIC_FAILURE);
    state.otp.refused(reply);
    return undefined;
  } catch (error) {
    failed(error);
    if (error instanceof ApiError) state.otp.refused(error.reply);
    return undefined;
  } finally {
    state.busy = false;
  }
}
