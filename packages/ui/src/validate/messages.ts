import type { MessageContext } from './validator.ts';

// The spec's user-facing texts (spec 000 §5, spec 001 §5), quoted exactly. One export each, so a
// field bundles only the texts it shows; `messages` gathers them for hosts.

type LabelContext = Pick<MessageContext, 'label'>;

export const fieldEmpty = ({ label }: LabelContext) => `${label || 'This field'} cannot be empty.`;
export const fieldInvalid = ({ label }: LabelContext) => `${label || 'This field'} should be valid.`;
export const fieldUnchecked = ({ label }: LabelContext) => `${label || 'This field'} should be checked.`;
export const upiIdEmpty = 'Please provide UPI ID';
export const upiIdInvalid = 'Kindly enter valid UPI ID';
export const otpInvalid = 'Please enter valid OTP.';
export const panInvalid = 'Please enter valid PAN';
export const aadhaarInvalid = 'Please enter valid Aadhaar';
export const mobileInvalid = 'Please enter a valid mobile number.';
/** The other wording spec 000 §5 uses for a mobile number. */
export const mobileInvalidAlternative = 'Kindly provide valid Mobile No.';
export const emailInvalid = 'Entered E-Mail ID is invalid.';
/** A date of birth after today. */
export const dobFuture = ({ label }: LabelContext) => `${label || 'Date of birth'} cannot be a future date.`;
/** Under the minimum age: 'Date of birth should be greater than 18 years.' (spec 000 §5). */
export const dobYoungest = (years: number) => `Date of birth should be greater than ${years} years.`;
/** Under the minimum age when partner or centre staff enter the holder (spec 000 §5: 'equal to or greater than 18 years'). */
export const dobYoungestStaff = (years: number) =>
  `Date of birth should be equal to or greater than ${years} years.`;
/** A minor who is not under the age: 'Entered date should be less than 18 years' (spec 000 §5). */
export const dobLessThan = (years: number) => `Entered date should be less than ${years} years`;
/** At or over the maximum age of 100 (spec 000 §9). */
export const dobOldest = (years: number) => `Date of birth should be less than ${years} years.`;

export const messages = {
  empty: fieldEmpty,
  invalid: fieldInvalid,
  unchecked: fieldUnchecked,
  upiIdEmpty,
  upiIdInvalid,
  otpInvalid,
  panInvalid,
  aadhaarInvalid,
  mobileInvalid,
  mobileInvalidAlternative,
  emailInvalid,
  dobFuture,
  /** 'Date of birth should be greater than 18 years.' */
  dobAdult: dobYoungest(18),
  /** 'Date of birth should be equal to or greater than 18 years.' */
  dobAdultStaff: dobYoungestStaff(18),
  /** 'Entered date should be less than 18 years' */
  dobMinor: dobLessThan(18),
  /** 'Date of birth should be less than 100 years.' */
  dobMaximum: dobOldest(100),
} as const;
