/**
 * Nomination rules the shared nominee rules (nominee.ts, preference.ts) leave to the screens: the
 * nomination choice with the opt-out declaration, and a nominee's address (the first holder's or
 * their own).
 */
import { type Infer, object, size, string } from 'superstruct';
import { ynFlag } from '../core.ts';
import type { FieldError } from '../fields.ts';
import { FieldErrorList } from './common.ts';
import { ADDRESS_LINE_MAX_LENGTH, INDIAN_PINCODE_PATTERN } from './personal.ts';
import { NOMINATION_CHOICES, preferenceLabels, preferenceTexts } from './preference.ts';

/**
 * SEBI asks an investor who does not nominate to declare it in writing; this is the declaration the
 * applicant accepts (our wording of what SEBI's opt-out form says).
 */
export const NOMINATION_OPT_OUT_DECLARATION =
  'I/We confirm that I/We do not wish to nominate anyone for this account. I/We understand that if all holders die, our legal heirs will have to give the documents a court or other competent authority issues before the holdings can be passed to them.';

export const nominationTexts = {
  declarationNeeded: 'Please accept the declaration to go on without a nominee.',
} as const;

export const nominationSelectionPayload = object({
  /** Nominee flag 1, 2 or 3 (spec 001 §3). */
  nominationChoice: size(string(), 0, 1),
  /** Y: the opt-out declaration is accepted (choice 2). */
  optOutDeclared: ynFlag(),
});
export type NominationSelectionPayload = Infer<typeof nominationSelectionPayload>;

/**
 * The choice must be given (spec 000 §5 'nomination preference must be given'); opting out needs the
 * declaration; the demat account's nominees only with units held in demat.
 */
export function checkNominationSelection(
  payload: NominationSelectionPayload,
  context: { mfMode: string },
): FieldError[] {
  const list = new FieldErrorList();
  list.oneOf(
    'nominationChoice',
    payload.nominationChoice,
    preferenceLabels.nominationChoice,
    NOMINATION_CHOICES,
  );
  if (payload.nominationChoice === '2' && payload.optOutDeclared !== 'Y')
    list.fail('optOutDeclared', nominationTexts.declarationNeeded);
  if (payload.nominationChoice === '3' && context.mfMode !== 'D')
    list.fail('nominationChoice', preferenceTexts.nominationFromDematOnly);
  return list.errors;
}

/** Nominee flag 1: nominee details and a witness follow. */
export const nominatesWith = (choice: string) => choice === '1';

export const nomineeAddress = object({
  line1: size(string(), 0, 200),
  line2: size(string(), 0, 200),
  city: size(string(), 0, 60),
  pincode: size(string(), 0, 10),
});
export type NomineeAddress = Infer<typeof nomineeAddress>;

export const nomineeAddressLabels = {
  sameAsFirst: 'Address same as first holder',
  line1: 'Address Line 1',
  line2: 'Address Line 2',
  city: 'City',
  pincode: 'Pincode',
} as const;

const isLine = (v: string) =>
  v.trim().length <= ADDRESS_LINE_MAX_LENGTH && /^[A-Za-z0-9 ,.\-/#&()':;]*$/.test(v.trim());

/** A nominee's own address (when not the first holder's): a first line, a city and an Indian pincode. */
export function checkNomineeAddress(
  sameAsFirst: string,
  address: NomineeAddress,
  prefix: string,
): FieldError[] {
  const list = new FieldErrorList();
  if (sameAsFirst === 'Y') return list.errors;
  const labels = nomineeAddressLabels;
  list.requiredValid(`${prefix}.line1`, address.line1, labels.line1, isLine);
  list.optionalValid(`${prefix}.line2`, address.line2, labels.line2, isLine);
  list.requiredValid(`${prefix}.city`, address.city, labels.city, (v) =>
    /^[A-Za-z][A-Za-z .'-]*$/.test(v.trim()),
  );
  list.requiredValid(`${prefix}.pincode`, address.pincode, labels.pincode, (v) =>
    INDIAN_PINCODE_PATTERN.test(v.trim()),
  );
  return list.errors;
}

export const noAddress: NomineeAddress = { line1: '', line2: '', city: '', pincode: '' };
