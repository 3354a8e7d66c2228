import { decimalText, isZero, roundDecimal, toDecimal } from './decimal.ts';
import { EMPTY_TEXT } from './inr.ts';

/**
 * A return in percent with its sign and two decimals ('+12.34%', '-0.50%', '0.00%'), rounded half away
 * from zero on the digits, not on a float. `signed: false` leaves out the plus (a share: '42.50%').
 * Anything not a number gives '–'.
 */
export function formatPercent(value: unknown, options: { signed?: boolean; places?: number } = {}): string {
  const decimal = toDecimal(value);
  if (!decimal) return EMPTY_TEXT;
  const rounded = roundDecimal(decimal, options.places ?? 2);
  const plus = options.signed !== false && !rounded.negative && !isZero(rounded) ? '+' : '';
  return `${plus}${decimalText(rounded)}%`;
}
