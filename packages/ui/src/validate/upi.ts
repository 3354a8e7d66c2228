/** Spec 001 §5 / §9: a UPI ID is at most 200 characters. */
export const UPI_ID_MAX_LENGTH = 200;

/** Word characters, dots or hyphens, then an at sign, then the same (spec 001 §5). */
export const upiIdPattern = /^[\w.-]+@[\w.-]+$/;

/** Whether a UPI ID (virtual payment address) is well-formed: 'ravi.kumar@okicici'. */
export function isUpiId(value: string | null | undefined): boolean {
  const upiId = (value ?? '').trim();
  return upiId.length <= UPI_ID_MAX_LENGTH && upiIdPattern.test(upiId);
}

/** The payer-address status the UPI provider answers for a valid address. */
export const UPI_VERIFIED_STATUS = 'VE';

/** What a host's `verify` function answers: status 'VE' means valid; the payer's name when known. */
export interface UpiVerification {
  status: string;
  name?: string;
}
