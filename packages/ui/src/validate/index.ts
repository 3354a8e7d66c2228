export {
  type AmountLimitOptions,
  amount,
  type MultipleOfOptions,
  maxAmount,
  minAmount,
  multipleOf,
} from './amount.ts';
export {
  gstinCheckCharacter,
  hasValidVerhoeff,
  isAadhaar,
  isBankAccountNumber,
  isEmail,
  isGstin,
  isIfsc,
  isIndianMobile,
  isMicr,
  isPan,
  isTaxPayerId,
  verhoeffCheckDigit,
} from './identity.ts';
export { messages } from './messages.ts';
export { BROKERAGE, isBrokerage, isDecimalText, isFilled } from './numbers.ts';
export {
  isUpiId,
  UPI_ID_MAX_LENGTH,
  UPI_VERIFIED_STATUS,
  type UpiVerification,
  upiIdPattern,
} from './upi.ts';
export {
  type CheckOptions,
  createValidator,
  firstAsyncFailure,
  firstSyncFailure,
  type MessageContext,
  type MessageSource,
  type ValidationFailure,
  type Validator,
  type ValidatorOptions,
  type ValidityFlag,
} from './validator.ts';
export {
  aadhaar,
  asyncCheck,
  bankAccountNumber,
  brokerage,
  email,
  gstin,
  ifsc,
  indianMobile,
  maxLength,
  micr,
  minLength,
  otp,
  pan,
  pattern,
  required,
  taxPayerId,
  upiId,
  upiIdRequired,
} from './validators.ts';
