import { compareDecimal, isMultipleOf, toDecimal } from '../format/decimal.ts';

/** Brokerage limits of spec 000 §5/§9: 0 to 2.50 in steps of 0.05. */
export const BROKERAGE = { min: '0', max: '2.50', step: '0.05' } as const;

/** Whether a value is filled: not null, and not only spaces. */
export function isFilled(value: unknown): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Numeric or decimal text ('12', '0.05', '.5'), no sign, no grouping. */
export function isDecimalText(value: string | null | undefined): boolean {
  return /^(\d+\.?\d*|\.\d+)$/.test((value ?? '').trim());
}

/** Brokerage: numeric or decimal, a multiple of 0.05, from 0 to 2.50. */
export function isBrokerage(value: string | number | null | undefined): boolean {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!isDecimalText(text)) return false;
  const brokerage = toDecimal(text)!;
  return (
    compareDecimal(brokerage, toDecimal(BROKERAGE.min)!) >= 0 &&
    compareDecimal(brokerage, toDecimal(BROKERAGE.max)!) <= 0 &&
    isMultipleOf(brokerage, toDecimal(BROKERAGE.step)!)
  );
}
