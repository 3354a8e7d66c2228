import {
  isAadhaar,
  isBankAccountNumber,
  isEmail,
  isGstin,
  isIfsc,
  isIndianMobile,
  isMicr,
  isPan,
  isTaxPayerId,
} from './identity.ts';
import {
  aadhaarInvalid,
  emailInvalid,
  fieldEmpty,
  fieldInvalid,
  mobileInvalid,
  otpInvalid,
  panInvalid,
  upiIdEmpty,
  upiIdInvalid,
} from './messages.ts';
import { isBrokerage } from './numbers.ts';
import { isUpiId, UPI_ID_MAX_LENGTH } from './upi.ts';
import { createValidator, type Validator, type ValidatorOptions } from './validator.ts';

/** Filled in: '<label> cannot be empty.' */
export const required = (options?: ValidatorOptions): Validator =>
  createValidator(
    {
      name: 'required',
      flag: 'valueMissing',
      checksEmpty: true,
      check: (value) => value.trim() !== '',
      message: fieldEmpty,
    },
    options,
  );

/** Matches a pattern (the whole value): '<label> should be valid.' */
export const pattern = (regex: RegExp | string, options?: ValidatorOptions): Validator => {
  const source = typeof regex === 'string' ? regex : regex.source;
  const whole = new RegExp(`^(?:${source})$`, typeof regex === 'string' ? 'u' : regex.flags);
  return createValidator(
    {
      name: 'pattern',
      flag: 'patternMismatch',
      check: (value) => whole.test(value),
      message: fieldInvalid,
    },
    options,
  );
};

export const minLength = (length: number, options?: ValidatorOptions): Validator =>
  createValidator(
    {
      name: 'minLength',
      flag: 'tooShort',
      check: (value) => value.length >= length,
      message: fieldInvalid,
    },
    options,
  );

export const maxLength = (length: number, options?: ValidatorOptions): Validator =>
  createValidator(
    {
      name: 'maxLength',
      flag: 'tooLong',
      check: (value) => value.length <= length,
      message: fieldInvalid,
    },
    options,
  );

/** A well-formed UPI ID, at most 200 characters: 'Kindly enter valid UPI ID'. */
export const upiId = (options?: ValidatorOptions): Validator =>
  createValidator({ name: 'upiId', flag: 'patternMismatch', check: isUpiId, message: upiIdInvalid }, options);

/** The UPI field's own 'required': 'Please provide UPI ID'. */
export const upiIdRequired = (options?: ValidatorOptions): Validator =>
  required({ message: upiIdEmpty, ...options });

export { UPI_ID_MAX_LENGTH };

export const pan = (options?: ValidatorOptions): Validator =>
  createValidator({ name: 'pan', flag: 'patternMismatch', check: isPan, message: panInvalid }, options);

export const aadhaar = (options?: ValidatorOptions): Validator =>
  createValidator(
    { name: 'aadhaar', flag: 'patternMismatch', check: isAadhaar, message: aadhaarInvalid },
    options,
  );

export const indianMobile = (options?: ValidatorOptions): Validator =>
  createValidator(
    { name: 'indianMobile', flag: 'patternMismatch', check: isIndianMobile, message: mobileInvalid },
    options,
  );

export const ifsc = (options?: ValidatorOptions): Validator =>
  createValidator({ name: 'ifsc', flag: 'patternMismatch', check: isIfsc, message: fieldInvalid }, options);

export const micr = (options?: ValidatorOptions): Validator =>
  createValidator({ name: 'micr', flag: 'patternMismatch', check: isMicr, message: fieldInvalid }, options);

export const gstin = (options?: ValidatorOptions): Validator =>
  createValidator({ name: 'gstin', flag: 'patternMismatch', check: isGstin, message: fieldInvalid }, options);

export const taxPayerId = (options?: ValidatorOptions): Validator =>
  createValidator(
    { name: 'taxPayerId', flag: 'patternMismatch', check: isTaxPayerId, message: fieldInvalid },
    options,
  );

export const bankAccountNumber = (options?: ValidatorOptions): Validator =>
  createValidator(
    {
      name: 'bankAccountNumber',
      flag: 'patternMismatch',
      check: isBankAccountNumber,
      message: fieldInvalid,
    },
    options,
  );

/** 'Entered E-Mail ID is invalid.' */
export const email = (options?: ValidatorOptions): Validator =>
  createValidator({ name: 'email', flag: 'typeMismatch', check: isEmail, message: emailInvalid }, options);

export const brokerage = (options?: ValidatorOptions): Validator =>
  createValidator(
    { name: 'brokerage', flag: 'patternMismatch', check: isBrokerage, message: fieldInvalid },
    options,
  );

/** A one-time password of `length` digits: 'Please enter valid OTP.' */
export const otp = (length = 6, options?: ValidatorOptions): Validator =>
  createValidator(
    {
      name: 'otp',
      flag: 'patternMismatch',
      check: (value) => new RegExp(`^\\d{${length}}$`).test(value),
      message: otpInvalid,
    },
    options,
  );

/**
 * An async check (e.g. the server's verification). `check` gets an AbortSignal that is aborted when the
 * value changes before it answers; the field ignores a stale answer either way.
 */
export const asyncCheck = (
  name: string,
  check: (value: string, options: { signal?: AbortSignal }) => Promise<boolean>,
  options: ValidatorOptions & { message: NonNullable<ValidatorOptions['message']> },
): Validator => createValidator({ name, async: true, check, message: options.message }, options);
