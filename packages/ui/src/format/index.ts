export { type CompactOptions, formatCompact } from './compact.ts';
export { formatDate, formatDateTime } from './date.ts';
export {
  compareDecimal,
  type Decimal,
  decimalText,
  isMultipleOf,
  roundDecimal,
  shiftDecimal,
  toDecimal,
} from './decimal.ts';
export {
  type AmountOptions,
  EMPTY_TEXT,
  formatAmount,
  formatIndianNumber,
  formatUnits,
  groupIndian,
  type IndianNumberOptions,
  RUPEE,
} from './inr.ts';
export { parseAmountInput } from './parse.ts';
export { formatPercent } from './percent.ts';
export { amountInWords, integerInWords, MAX_WORDS_DIGITS } from './words.ts';
