/**
 * Account opening, holders (spec 000 §5, §8, §9; spec 001 §3): who holds the account — tax status,
 * holding mode, each holder's PAN and date of birth (holdersPanDob) — and each holder's mobile and
 * e-mail with their OTPs (loadmobemail / vrfymobemail).
 */
import { isEmail, isIndianMobile, isPan, messages } from '@ewa/ui/validate';
import { array, enums, type Infer, object, size, string } from 'superstruct';
import { ynFlag } from '../core.ts';
import { HOLDER_CODES, type HolderCode } from '../fatca.ts';
import type { FieldError } from '../fields.ts';
import { dateOfBirthMessage, FieldErrorList, type RegistrationContext } from './common.ts';
import { HOLDING_MODES, MINOR_TAX_STATUSES, TAX_STATUSES } from './entry.ts';

/** Whether a tax status is of an account held for a minor by a guardian. */
export const isMinorTaxStatus = (code: string): boolean =>
  (MINOR_TAX_STATUSES as readonly string[]).includes(code);

/** A one-time password sent to a holder's mobile or e-mail has 6 digits. */
export const REGISTRATION_OTP_LENGTH = 6;

export const holdersLabels = {
  taxStatus: 'Tax Status',
  holdingMode: 'Holding Mode',
  pan: 'PAN',
  dob: 'Date of Birth',
  mobile: 'Mobile Number',
  email: 'E-Mail ID',
  familyDeclaration:
    'I declare that the mobile number and e-mail ID given for more than one holder belong to the same family (spouse, dependent children or dependent parents).',
  otp: 'OTP',
} as const;

/** The spec's texts quoted exactly (000 §5), and ours where it names none. */
export const holdersTexts = {
  panInvalid: messages.panInvalid,
  samePan: 'Same PAN cannot be allowed on multiple holders',
  mobileInvalid: messages.mobileInvalid,
  emailInvalid: messages.emailInvalid,
  otpInvalid: messages.otpInvalid,
  minorSingleOnly: "An account for a minor is held singly, in the minor's name, with a guardian.",
  guardianNeeded: "Please enter the guardian's PAN and date of birth.",
  secondHolderNeeded: 'Please enter the second holder for a joint or either-or-survivor account.',
  holdersDoNotMatch: 'The holders entered do not match the holding mode and tax status.',
  contactNeeded: 'Please enter a mobile number or an e-mail ID for this holder.',
  familyDeclarationNeeded:
    'The same mobile number or e-mail ID is given for more than one holder. Please accept the family declaration to continue.',
} as const;

/**
 * What the holders' rules read of the first screen's answer (`panDobRequest` in entry.ts): the form's
 * state, before the struct's enumerations, may still hold blanks.
 */
export interface HoldersPanDobAnswers {
  taxStatus: string;
  holdingMode: string;
  holders: readonly { holder: HolderCode; pan: string; dob: string }[];
}

/** The holder codes a tax status and holding mode call for, in order (T is optional). */
function expectedHolders(
  taxStatus: string,
  holdingMode: string,
): { required: HolderCode[]; optional: HolderCode[] } {
  if (isMinorTaxStatus(taxStatus)) return { required: ['F', 'G'], optional: [] };
  if (holdingMode === 'SI') return { required: ['F'], optional: [] };
  return { required: ['F', 'S'], optional: ['T'] };
}

/**
 * Tax status, holding mode and every holder's PAN and date of birth: a minor (tax status 2 or 20)
 * only as a single holder with an adult guardian, holders 18 to under 100, one PAN per holder.
 */
export function checkHoldersPanDob(
  payload: HoldersPanDobAnswers,
  context: RegistrationContext,
): FieldError[] {
  const list = new FieldErrorList();
  list.oneOf('taxStatus', payload.taxStatus, holdersLabels.taxStatus, TAX_STATUSES);
  list.oneOf('holdingMode', payload.holdingMode, holdersLabels.holdingMode, HOLDING_MODES);
  const minor = isMinorTaxStatus(payload.taxStatus);
  if (minor && payload.holdingMode !== '' && payload.holdingMode !== 'SI')
    list.fail('holdingMode', holdersTexts.minorSingleOnly);

  // Which holders belong is known once the holding mode is (a minor's account is single anyway).
  if (minor || HOLDING_MODES.some((m) => m.code === payload.holdingMode)) {
    const codes = payload.holders.map((h) => h.holder);
    const { required, optional } = expectedHolders(payload.taxStatus, payload.holdingMode);
    const unexpected = codes.some((c) => !required.includes(c) && !optional.includes(c));
    const repeated = new Set(codes).size !== codes.length;
    if (unexpected || repeated) list.fail('holders', holdersTexts.holdersDoNotMatch);
    else if (minor && !codes.includes('G')) list.fail('holders', holdersTexts.guardianNeeded);
    else if (required.includes('S') && !codes.includes('S'))
      list.fail('holders', holdersTexts.secondHolderNeeded);
    else if (!codes.includes('F')) list.fail('holders', holdersTexts.holdersDoNotMatch);
  }

  const seenPans = new Set<string>();
  payload.holders.forEach((h, i) => {
    const pan = h.pan.trim().toUpperCase();
    const panField = `holders.${i}.pan`;
    if (list.required(panField, pan, holdersLabels.pan)) {
      if (!isIndividualPan(pan)) list.fail(panField, holdersTexts.panInvalid);
      else if (seenPans.has(pan)) list.fail(panField, holdersTexts.samePan);
      seenPans.add(pan);
    }
    const role = minor && h.holder === 'F' ? 'minor' : 'adult';
    const dobMessage = dateOfBirthMessage(h.dob, role, context, holdersLabels.dob);
    if (dobMessage) list.fail(`holders.${i}.dob`, dobMessage);
  });
  return list.errors;
}

/** A person's PAN: well-formed, and the fourth letter says an individual (P). */
export function isIndividualPan(value: string): boolean {
  return isPan(value) && value.trim().toUpperCase()[3] === 'P';
}

export const holderContact = object({
  holder: enums(HOLDER_CODES),
  mobile: size(string(), 0, 20),
  email: size(string(), 0, 100),
});
export type HolderContact = Infer<typeof holderContact>;

/** The loadmobemail step's save payload: each holder's mobile and e-mail, and the family declaration. */
export const holderContactsPayload = object({
  holders: size(array(holderContact), 1, 4),
  familyDeclaration: ynFlag(),
});
export type HolderContactsPayload = Infer<typeof holderContactsPayload>;

const mobileKey = (value: string) => value.replace(/\D/g, '').slice(-10);
const emailKey = (value: string) => value.trim().toLowerCase();

/** Whether two holders give the same mobile or e-mail: the form then shows the family declaration. */
export function sharesContact(holders: readonly HolderContact[]): boolean {
  const shared = (keys: string[]) => {
    const filled = keys.filter((k) => k !== '');
    return new Set(filled).size !== filled.length;
  };
  return shared(holders.map((h) => mobileKey(h.mobile))) || shared(holders.map((h) => emailKey(h.email)));
}

/**
 * Mobile and e-mail per holder: the first applicant gives both (the OTPs and statements go there),
 * every other holder at least one; a contact shared between holders needs the family declaration.
 */
export function checkHolderContacts(payload: HolderContactsPayload): FieldError[] {
  const list = new FieldErrorList();
  payload.holders.forEach((h, i) => {
    const at = (name: string) => `holders.${i}.${name}`;
    if (h.holder === 'F') {
      list.requiredValid(
        at('mobile'),
        h.mobile,
        holdersLabels.mobile,
        isIndianMobile,
        holdersTexts.mobileInvalid,
      );
      list.requiredValid(at('email'), h.email, holdersLabels.email, isEmail, holdersTexts.emailInvalid);
      return;
    }
    if (h.mobile.trim() === '' && h.email.trim() === '') list.fail(at('mobile'), holdersTexts.contactNeeded);
    list.optionalValid(
      at('mobile'),
      h.mobile,
      holdersLabels.mobile,
      isIndianMobile,
      holdersTexts.mobileInvalid,
    );
    list.optionalValid(at('email'), h.email, holdersLabels.email, isEmail, holdersTexts.emailInvalid);
  });
  if (sharesContact(payload.holders) && payload.familyDeclaration !== 'Y')
    list.fail('familyDeclaration', holdersTexts.familyDeclarationNeeded);
  return list.errors;
}

/** The vrfymobemail step: the OTPs a holder typed, for the contacts given. */
export const holderContactOtpPayload = object({
  holder: enums(HOLDER_CODES),
  mobileOtp: size(string(), 0, 10),
  emailOtp: size(string(), 0, 10),
});
export type HolderContactOtpPayload = Infer<typeof holderContactOtpPayload>;

const isOtp = (value: string) => new RegExp(`^\\d{${REGISTRATION_OTP_LENGTH}}$`).test(value.trim());

/** 'Please enter valid OTP.' for each OTP that is asked (the holder's contact was given) and not 6 digits. */
export function checkHolderContactOtp(
  payload: HolderContactOtpPayload,
  asked: { mobile: boolean; email: boolean },
): FieldError[] {
  const list = new FieldErrorList();
  if (asked.mobile && !isOtp(payload.mobileOtp)) list.fail('mobileOtp', holdersTexts.otpInvalid);
  if (asked.email && !isOtp(payload.emailOtp)) list.fail('emailOtp', holdersTexts.otpInvalid);
  return list.errors;
}
