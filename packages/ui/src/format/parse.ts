import { decimalText, toDecimal } from './decimal.ts';

/**
 * Reads what a user typed or pasted as an amount into a plain decimal string:
 * '1,00,000' → '100000', '₹ 5,000' → '5000', ' 5000 ' → '5000', 'Rs. 250.50' → '250.50'.
 * Returns '' for blank input and undefined when the text is not a number ('12abc', '1.2.3').
 * Decimals are kept as typed (no rounding), leading zeros are dropped.
 */
export function parseAmountInput(input: string | null | undefined): string | undefined {
  if (input == null) return '';
  const cleaned = input
    .replace(/^\s*(?:₹|INR|Rs\.?)/i, '')
    .replace(/[\s,\u00a0\u202f]/g, '')
    .replace(/[\u2212\u2013]/g, '-');
  if (cleaned === '') return '';
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  const decimal = toDecimal(cleaned.replace(/\.$/, ''));
  return decimal ? decimalText(decimal) : undefined;
}
