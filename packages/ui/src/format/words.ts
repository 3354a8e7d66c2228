import { isZero, roundDecimal, toDecimal } from './decimal.ts';

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Spec 001 §5: amounts are written in words up to 10 digits of rupees. */
export const MAX_WORDS_DIGITS = 10;

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  const unit = n % 10;
  return unit ? `${tens[Math.floor(n / 10)]} ${ones[unit]}` : (tens[Math.floor(n / 10)] ?? '');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ones[hundreds]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number below 10^10 in the Indian system: 12345678 → 'One Crore Twenty Three Lakh ...'. */
export function integerInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // Crores above 99 read as hundreds of crores ('Nine Hundred Ninety Nine Crore').
  if (crore) parts.push(`${belowThousand(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in words, cheque style:
 * 12345678.5 → 'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paise Only';
 * 0.5 → 'Fifty Paise Only'; 0 → 'Rupees Zero Only'.
 * Returns '' when there is nothing to write: empty or unreadable input, or more than 10 digits of rupees.
 */
export function amountInWords(value: unknown): string {
  const decimal = toDecimal(value);
  if (!decimal) return '';
  const rounded = roundDecimal(decimal, 2);
  if (rounded.whole.length > MAX_WORDS_DIGITS) return '';
  const rupees = Number(rounded.whole);
  const paise = Number(rounded.fraction);
  const sign = rounded.negative ? 'Minus ' : '';
  if (isZero(rounded)) return 'Rupees Zero Only';
  const paiseText = paise ? `${belowHundred(paise)} Paise` : '';
  if (rupees === 0) return `${sign}${paiseText} Only`;
  const rupeesText = `Rupees ${integerInWords(rupees)}`;
  return paise ? `${sign}${rupeesText} and ${paiseText} Only` : `${sign}${rupeesText} Only`;
}
