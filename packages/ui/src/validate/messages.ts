import type { MessageContext } from './validator.ts';

/** The spec's user-facing texts (spec 000 §5, spec 001 §5), quoted exactly. */
export const messages = {
  empty: ({ label }: Pick<MessageContext, 'label'>) => `${label || 'This field'} cannot be empty.`,
  invalid: ({ label }: Pick<MessageContext, 'label'>) => `${label || 'This field'} should be valid.`,
  unchecked: ({ label }: Pick<MessageContext, 'label'>) => `${label || 'This field'} should be checked.`,
  upiIdEmpty: 'Please provide UPI ID',
  upiIdInvalid: 'Kindly enter valid UPI ID',
  otpInvalid: 'Please enter valid OTP.',
  panInvalid: 'Please enter valid PAN',
  aadhaarInvalid: 'Please enter valid Aadhaar',
  mobileInvalid: 'Please enter a valid mobile number.',
  /** The other wording spec 000 §5 uses for a mobile number. */
  mobileInvalidAlternative: 'Kindly provide valid Mobile No.',
  emailInvalid: 'Entered E-Mail ID is invalid.',
} as const;
