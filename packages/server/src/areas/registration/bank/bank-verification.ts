import type { AppDeps } from '../../../deps.ts';
import { ProviderSlot } from '../../../providers/slot.ts';

export type BankVerificationFailure = 'NO_SUCH_ACCOUNT' | 'ACCOUNT_CLOSED' | 'IFSC_MISMATCH';

/** The bank's word on an account after a penny drop. */
export type BankVerification =
  | { status: 'verified'; nameAtBank: string }
  | { status: 'failed'; reason: BankVerificationFailure };

/** What the applicant is told for each failure. */
export const bankVerificationFailureText: Record<BankVerificationFailure, string> = {
  NO_SUCH_ACCOUNT: 'This account number does not exist at the bank. Please check it.',
  ACCOUNT_CLOSED: 'This bank account is closed. Please give an account that is in use.',
  IFSC_MISMATCH:
    'This account number does not belong to the branch of the IFSC given. Please check the IFSC.',
};

/** The bank did not answer in time: nothing is known, and the same verification may be tried again. */
export class BankVerificationTimeout extends Error {
  readonly retryable = true;
  constructor() {
    super('The bank did not answer in time. Please try again.');
    this.name = 'BankVerificationTimeout';
  }
}

/**
 * Verifies a bank account by crediting ₹1 (a penny drop) and reading the holder's name the bank
 * answers. Asked again for the same account within a minute it answers the first result without
 * crediting again.
 */
export interface BankAccountVerifier {
  verify(account: { ifsc: string; accountNumber: string }): Promise<BankVerification>;
}

export const bankVerifierProviders = new ProviderSlot<BankAccountVerifier>();

/** Without the sandbox no verification service is configured in this build: the bank never answers. */
const unconfigured: BankAccountVerifier = {
  verify: async () => {
    throw new BankVerificationTimeout();
  },
};

export function bankVerifierOf(deps: AppDeps): BankAccountVerifier {
  return bankVerifierProviders.of(deps, () => unconfigured);
}
