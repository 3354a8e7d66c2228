import { ApiError } from '@ewa/api/client';
import { replyText } from '@ewa/api/reply';
import { runInAction } from 'mobx';
import { GENERIC_FAILURE } from '../stores/api.ts';
import { type OtpState, otpRefused } from '../stores/otp-state.ts';

/** The part of an OTP screen's store a call writes: whether it is waiting, the refusal shown, the OTP. */
export interface OtpCallState extends OtpState {
  busy: boolean;
  error: string;
}

type OtpReply = { otp_wrongcount?: number; otp_regenrate?: string };

/**
 * Runs a call of an OTP screen: an `isSuccess: false` answer shows its text; a failed call goes to
 * `failed` (which writes what the screen shows); either counts a wrong OTP. Answers the successful reply only.
 */
export async function runOtpCall<T extends { isSuccess: boolean; message?: string; displayMessage?: string }>(
  state: OtpCallState,
  work: () => Promise<T>,
  failed: (error: unknown) => void,
): Promise<T | undefined> {
  runInAction(() => {
    state.busy = true;
    state.error = '';
  });
  try {
    const reply = await work();
    if (reply.isSuccess) return reply;
    runInAction(() => {
      state.error = replyText(reply, GENERIC_FAILURE);
      otpRefused(state, reply as OtpReply);
    });
    return undefined;
  } catch (error) {
    runInAction(() => {
      failed(error);
      if (error instanceof ApiError) otpRefused(state, error.reply as OtpReply);
    });
    return undefined;
  } finally {
    runInAction(() => {
      state.busy = false;
    });
  }
}
