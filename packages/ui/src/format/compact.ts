import {
  compareDecimal,
  type Decimal,
  roundDecimal,
  shiftDecimal,
  toDecimal,
  trimFraction,
} from './decimal.ts';
import { EMPTY_TEXT, groupIndian, RUPEE } from './inr.ts';

export interface CompactOptions {
  /** true puts the rupee sign first ('₹ 1.2 Cr'). Default false. */
  currency?: boolean;
  /** Most fraction digits kept (trailing zeros dropped). Default 2. */
  maxDecimals?: number;
}

const LAKH = toDecimal('100000')!;
const CRORE = toDecimal('10000000')!;

function magnitude(decimal: Decimal): Decimal {
  return { ...decimal, negative: false };
}

function text(decimal: Decimal): string {
  const whole = groupIndian(decimal.whole);
  return decimal.fraction ? `${whole}.${decimal.fraction}` : whole;
}

/**
 * Short form in crore and lakh: 12000000 → '1.2 Cr', 1200000 → '12 L', 950 → '950'.
 * Never 'K Cr': a thousand crore and more stays in crore with grouping ('1,234.5 Cr').
 */
export function formatCompact(value: unknown, options: CompactOptions = {}): string {
  const decimal = toDecimal(value);
  if (!decimal) return EMPTY_TEXT;
  const places = options.maxDecimals ?? 2;
  const size = magnitude(decimal);
  let scaled: Decimal;
  let unit = '';
  const inUnit = (shift: number) => trimFraction(roundDecimal(shiftDecimal(size, shift), places));
  if (compareDecimal(size, CRORE) >= 0) {
    scaled = inUnit(-7);
    unit = ' Cr';
  } else if (compareDecimal(size, LAKH) >= 0) {
    scaled = inUnit(-5);
    unit = ' L';
    // 99.999 L rounds to 100 L, which reads better as 1 Cr.
    if (scaled.whole.length > 2) {
      scaled = inUnit(-7);
      unit = ' Cr';
    }
  } else {
    scaled = trimFraction(roundDecimal(size, places));
    if (compareDecimal(scaled, LAKH) >= 0) {
      scaled = inUnit(-5);
      unit = ' L';
    }
  }
  const negative = decimal.negative && !/^0*$/.test(scaled.whole + scaled.fraction);
  const prefix = options.currency ? `${RUPEE} ` : '';
  return `${negative ? '-' : ''}${prefix}${text(scaled)}${unit}`;
}
