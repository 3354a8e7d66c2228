/**
 * Amount rules both the server and the app apply, written once. The server is the authority; the app
 * uses the same functions for fast feedback, so the two never disagree.
 */

/** Whole paise of a rupee amount with at most two decimals (a number or a decimal string), or undefined. */
function paiseOf(rupees: number | string): bigint | undefined {
  const text =
    typeof rupees === 'number' ? (Number.isFinite(rupees) ? rupees.toFixed(2) : '') : rupees.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
}

/**
 * An amount is valid when it is the minimum plus a whole number of steps: with a minimum of ₹150 and
 * steps of ₹100, ₹250 is valid and ₹200 is not. A step of zero allows any amount. Exact in paise.
 */
export function isMultipleAbove(
  amount: number | string,
  minimum: number | string,
  step: number | string,
): boolean {
  const [entered, floor, unit] = [paiseOf(amount), paiseOf(minimum), paiseOf(step)];
  if (entered === undefined || floor === undefined || unit === undefined) return false;
  return unit === 0n || (entered - floor) % unit === 0n;
}

const rupeesText = (rupees: number | string) => {
  const paise = paiseOf(rupees) ?? 0n;
  return paise % 100n === 0n ? String(paise / 100n) : (Number(paise) / 100).toFixed(2);
};

/** The refusal for an amount that breaks `isMultipleAbove`. */
export function multipleAboveText(step: number | string, minimum: number | string = 0): string {
  const floor = paiseOf(minimum) ?? 0n;
  const unit = paiseOf(step) ?? 0n;
  return unit === 0n || floor % unit === 0n
    ? `Amount must be in multiples of Rs ${rupeesText(step)}.`
    : `Amount must be Rs ${rupeesText(minimum)} plus a multiple of Rs ${rupeesText(step)}.`;
}
