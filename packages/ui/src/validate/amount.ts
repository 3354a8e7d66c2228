import { compareDecimal, isMultipleOf, toDecimal } from '../format/decimal.ts';
import { formatAmount } from '../format/inr.ts';
import { parseAmountInput } from '../format/parse.ts';
import { fieldInvalid } from './messages.ts';
import { createValidator, type Validator, type ValidatorOptions } from './validator.ts';

// The amount rules live apart from the text rules, so a page with only text fields loads no decimal maths.

const amountOf = (value: string) => toDecimal(parseAmountInput(value) ?? '');

/** A readable amount ('1,00,000', '₹ 5,000', '250.50'). */
export const amount = (options?: ValidatorOptions): Validator =>
  createValidator(
    {
      name: 'amount',
      flag: 'badInput',
      check: (value) => amountOf(value) !== undefined,
      message: fieldInvalid,
    },
    options,
  );

export interface AmountLimitOptions extends ValidatorOptions {
  /** false words the default message without the rupee sign ('Minimum value is 0.00'), e.g. for a brokerage rate. */
  currency?: boolean;
}

const limitText = (limit: string | number, currency: boolean | undefined) =>
  formatAmount(limit, { currency: currency !== false });
const subject = (currency: boolean | undefined) => (currency === false ? 'value' : 'amount');
const Subject = (currency: boolean | undefined) => (currency === false ? 'Value' : 'Amount');

/** At least `min`: 'Minimum amount is ₹ 5,000.00'. An unreadable amount is left to the `amount` validator. */
export const minAmount = (min: string | number, options?: AmountLimitOptions): Validator =>
  createValidator(
    {
      name: 'minAmount',
      flag: 'rangeUnderflow',
      check: (value) => {
        const entered = amountOf(value);
        const limit = toDecimal(min);
        return !entered || !limit || compareDecimal(entered, limit) >= 0;
      },
      message: `Minimum ${subject(options?.currency)} is ${limitText(min, options?.currency)}`,
    },
    options,
  );

/** At most `max`: 'Maximum amount is ₹ 2,00,000.00'. */
export const maxAmount = (max: string | number, options?: AmountLimitOptions): Validator =>
  createValidator(
    {
      name: 'maxAmount',
      flag: 'rangeOverflow',
      check: (value) => {
        const entered = amountOf(value);
        const limit = toDecimal(max);
        return !entered || !limit || compareDecimal(entered, limit) <= 0;
      },
      message: `Maximum ${subject(options?.currency)} is ${limitText(max, options?.currency)}`,
    },
    options,
  );

export interface MultipleOfOptions extends AmountLimitOptions {
  /** Multiples are counted from this amount (the minimum): from ₹ 150 in steps of ₹ 100, ₹ 250 is valid. */
  from?: string | number;
}

/**
 * The words of the multiple-of rule: 'Amount should be in multiples of ₹ 100.00', or 'Amount should be
 * ₹ 150.00 plus multiples of ₹ 100.00' when `from` is not itself a multiple. The one text of the rule:
 * the contract's refusal (`multipleAboveText`) is this text too, so a form and the server say the same.
 */
export function multipleOfText(step: string | number, options?: MultipleOfOptions): string {
  const unit = toDecimal(step);
  const base = options?.from === undefined ? undefined : toDecimal(options.from);
  const aligned = !unit || !base || isMultipleOf(base, unit);
  return aligned
    ? `${Subject(options?.currency)} should be in multiples of ${limitText(step, options?.currency)}`
    : `${Subject(options?.currency)} should be ${limitText(options?.from ?? 0, options?.currency)} plus multiples of ${limitText(step, options?.currency)}`;
}

/** `from` (zero by default) plus a whole multiple of `step`, worded by `multipleOfText`. */
export const multipleOf = (step: string | number, options?: MultipleOfOptions): Validator => {
  const unit = toDecimal(step);
  const base = options?.from === undefined ? undefined : toDecimal(options.from);
  return createValidator(
    {
      name: 'multipleOf',
      flag: 'stepMismatch',
      check: (value) => {
        const entered = amountOf(value);
        return !entered || !unit || isMultipleOf(entered, unit, base);
      },
      message: multipleOfText(step, options),
    },
    options,
  );
};
