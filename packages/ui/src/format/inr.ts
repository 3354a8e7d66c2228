import { type Decimal, roundDecimal, toDecimal } from './decimal.ts';

/** What an empty, missing or unreadable value shows: an en dash, never 'NaN'. */
export const EMPTY_TEXT = '–';
export const RUPEE = '₹';

/** Groups integer digits the Indian way: last three, then pairs ('123456789' → '12,34,56,789'). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${lastThree}`;
}

function groupedDecimal(decimal: Decimal): string {
  const whole = groupIndian(decimal.whole);
  return decimal.fraction ? `${whole}.${decimal.fraction}` : whole;
}

export interface IndianNumberOptions {
  /** Fraction digits (rounded half away from zero). Default 2. */
  decimals?: number;
  /** Text before the digits, e.g. '₹ '. The minus sign goes before it: '-₹ 5.00'. */
  prefix?: string;
}

/** Any number in Indian grouping with fixed decimals: 123456789.5 → '12,34,56,789.50'. */
export function formatIndianNumber(value: unknown, options: IndianNumberOptions = {}): string {
  const decimal = toDecimal(value);
  if (!decimal) return EMPTY_TEXT;
  const rounded = roundDecimal(decimal, options.decimals ?? 2);
  return `${rounded.negative ? '-' : ''}${options.prefix ?? ''}${groupedDecimal(rounded)}`;
}

export interface AmountOptions {
  /** false drops the rupee sign. Default true. */
  currency?: boolean;
}

/** An amount: 2 decimals, Indian grouping, rupee sign: 12345678.5 → '₹ 1,23,45,678.50'. */
export function formatAmount(value: unknown, options: AmountOptions = {}): string {
  const prefix = options.currency === false ? '' : `${RUPEE} `;
  return formatIndianNumber(value, { decimals: 2, prefix });
}

/** Fund units: 3 decimals, Indian grouping, no sign: 1234.5678 → '1,234.568'. */
export function formatUnits(value: unknown): string {
  return formatIndianNumber(value, { decimals: 3 });
}
