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
} as const;
