/**
 * Amount rules both the server and the app apply, written once. The server is the authority; the app
 * uses the same functions for fast feedback, so the two never disagree.
 */
import { multipleOfText } from '@ewa/ui/validate';

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

/** The refusal for an amount that breaks `isMultipleAbove`: the design system's words for the rule. */
export function multipleAboveText(step: number | string, minimum: number | string = 0): string {
  return multipleOfText(step, { from: minimum });
}
