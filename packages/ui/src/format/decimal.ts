/**
 * Decimal numbers as digit strings, so rounding a third decimal never meets float artefacts
 * (1.005 → 1.01, where `(1.005).toFixed(2)` gives 1.00).
 */
export interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  whole: string;
  /** Fraction digits, possibly empty. */
  fraction: string;
}

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Plain text of a number without exponent notation (1e21 → '1000000000000000000000'). */
function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * Reads a number or a numeric string ('1234.5', '-0.75', '+12', '.5') into a decimal.
 * Returns undefined for anything that is not a finite number: '', null, NaN, 'abc', Infinity.
 */
export function toDecimal(value: unknown): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = numberText(value);
  } else if (typeof value === 'bigint') {
    text = value.toString();
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  const match = decimalPattern.exec(text);
  if (!match) return undefined;
  const [, sign, wholeDigits = '', fractionDigits = ''] = match;
  if (wholeDigits === '' && fractionDigits === '') return undefined;
  const whole = wholeDigits.replace(/^0+(?=\d)/, '') || '0';
  const decimal = { negative: sign === '-', whole, fraction: fractionDigits };
  return isZero(decimal) ? { ...decimal, negative: false } : decimal;
}

export function isZero(decimal: Decimal): boolean {
  return /^0*$/.test(decimal.whole) && /^0*$/.test(decimal.fraction);
}

/** A decimal's digits as one integer with `places` fraction digits (cut or padded): 12.5 at 2 places → 1250n. */
function scaled(decimal: Decimal, places: number): bigint {
  const fraction = decimal.fraction.slice(0, places).padEnd(places, '0');
  return BigInt(`${decimal.negative ? '-' : ''}${decimal.whole}${fraction}`);
}

/** Rounds half away from zero to `places` fraction digits, padding with zeros (the way cheques and statements round). */
export function roundDecimal(decimal: Decimal, places: number): Decimal {
  const roundUp = (decimal.fraction[places] ?? '0') >= '5';
  const magnitude = scaled({ ...decimal, negative: false }, places) + (roundUp ? 1n : 0n);
  const digits = String(magnitude).padStart(places + 1, '0');
  const point = digits.length - places;
  // Rounded to zero, a negative amount loses its sign.
  return {
    negative: decimal.negative && magnitude > 0n,
    whole: digits.slice(0, point),
    fraction: digits.slice(point),
  };
}

/** Moves the decimal point: shiftDecimal(12345678 , -7) is 1.2345678 (crore), +2 turns rupees into paise. */
export function shiftDecimal(decimal: Decimal, places: number): Decimal {
  const digits = decimal.whole + decimal.fraction;
  const point = decimal.whole.length + places;
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = '0';
    fraction = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    fraction = '';
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  return { negative: decimal.negative, whole: whole.replace(/^0+(?=\d)/, ''), fraction };
}

/** Plain decimal text without grouping ('-1234.50'). */
export function decimalText(decimal: Decimal): string {
  const sign = decimal.negative ? '-' : '';
  return decimal.fraction ? `${sign}${decimal.whole}.${decimal.fraction}` : `${sign}${decimal.whole}`;
}

/** Compares two decimals (-1, 0, 1). */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const places = Math.max(a.fraction.length, b.fraction.length);
  const difference = scaled(a, places) - scaled(b, places);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/** Drops trailing zeros of the fraction ('12.50' → '12.5', '3.00' → '3'). */
export function trimFraction(decimal: Decimal): Decimal {
  return { ...decimal, fraction: decimal.fraction.replace(/0+$/, '') };
}

/**
 * Whether `value` is `base` plus a whole multiple of `step` (all decimals; base zero by default),
 * computed on scaled integers so 2.45 is a multiple of 0.05 (in floats 2.45 % 0.05 is not 0).
 * Every value is a multiple of zero.
 */
export function isMultipleOf(value: Decimal, step: Decimal, base?: Decimal): boolean {
  const places = Math.max(value.fraction.length, step.fraction.length, base?.fraction.length ?? 0);
  const unit = scaled(step, places);
  const offset = base ? scaled(base, places) : 0n;
  return unit === 0n || (scaled(value, places) - offset) % unit === 0n;
}
