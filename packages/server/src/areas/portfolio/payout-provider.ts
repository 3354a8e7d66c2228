import type { AppDeps } from '../../deps.ts';
import { ProviderSlot } from '../../providers/slot.ts';

/** One credit to an investor's bank account, as the paying bank takes it. */
export interface PayoutInstruction {
  /** Unique per attempt: the bank pays a reference once, however often it is sent. */
  payoutRef: string;
  payMode: 'NEFT' | 'IMPS';
  amountPaise: number;
  accNo: string;
  ifsc: string;
  /** Shown on the investor's statement. */
  narration: string;
}

/** The bank's word on a payout reference. */
export type PayoutAnswer =
  | { status: 'PROCESSING' }
  | { status: 'PAID'; bankRef: string; creditDate: string }
  | { status: 'FAILED'; reason: string };

/**
 * The bank that pays redemption amounts out (NEFT, IMPS). `send` is idempotent by `payoutRef`: sent
 * again, it answers the state of the first instruction and never pays twice, so a payout whose answer
 * was lost (a timeout, a crash) is sent again under the same reference.
 */
export interface BankPayoutProvider {
  send(instruction: PayoutInstruction, now: Date): Promise<PayoutAnswer>;
}

export const bankPayoutProviders = new ProviderSlot<BankPayoutProvider | undefined>();

/** The app's payout bank; none outside the sandbox in this build (payouts wait, priced, until one is). */
export function bankPayoutOf(deps: AppDeps): BankPayoutProvider | undefined {
  return bankPayoutProviders.of(deps, () => undefined);
}
