/**
 * Account opening, personal details and address per holder (personaldetails, addresscomfirmation;
 * spec 000 §5, §9, spec 001 §3): name parts within 85 characters, parents' or spouse's name, gender,
 * marital status, occupation, an optional Aadhaar, and the permanent and correspondence addresses.
 */
import { isAadhaar, messages } from '@ewa/ui/validate';
import { enums, type Infer, object, optional, size, string } from 'superstruct';
import { ynFlag } from '../core.ts';
import { HOLDER_CODES, INDIA_COUNTRY_ID } from '../fatca.ts';
import { type FieldError, fieldTexts } from '../fields.ts';
import { FieldErrorList, isFullName, isPersonName, NAME_MAX_LENGTH } from './common.ts';

/** Spec 001 §3. */
export const GENDERS = [
  { code: 'M', name: 'Male' },
  { code: 'F', name: 'Female' },
  { code: 'T', name: 'Transgender' },
] as const;

/** Spec 001 §3. */
export const MARITAL_STATUSES = [
  { code: 'U', name: 'Unmarried' },
  { code: 'M', name: 'Married' },
  { code: 'O', name: 'Other' },
] as const;

/** Occupations, with the KYC registration agencies' codes. */
export const OCCUPATIONS = [
  { code: '01', name: 'Private Sector Service' },
  { code: '02', name: 'Public Sector Service' },
  { code: '03', name: 'Business' },
  { code: '04', name: 'Professional' },
  { code: '05', name: 'Agriculturist' },
  { code: '06', name: 'Retired' },
  { code: '07', name: 'Housewife' },
  { code: '08', name: 'Student' },
  { code: '09', name: 'Forex Dealer' },
  { code: '10', name: 'Government Service' },
  { code: '99', name: 'Others' },
] as const;

/** Whose name the second parent field carries. */
export const FATHER_SPOUSE_FLAGS = [
  { code: 'F', name: "Father's Name" },
  { code: 'S', name: "Spouse's Name" },
] as const;

/** The guardian's relation with the minor (spec 001 §3: F/M). */
export const RELATIONS_WITH_MINOR = [
  { code: 'F', name: 'Father' },
  { code: 'M', name: 'Mother' },
] as const;

/** A line of an address, as the central KYC registry keeps it. */
export const ADDRESS_LINE_MAX_LENGTH = 55;
export const INDIAN_PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** A foreign postal code: letters, digits, a space or a hyphen. */
export const FOREIGN_POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
const ADDRESS_LINE_PATTERN = /^[A-Za-z0-9 ,.\-/#&()':;]*$/;

export const personalLabels = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  fatherSpouseFlag: "Father's / Spouse's Name",
  fatherSpouseName: "Father's / Spouse's Name",
  motherName: "Mother's Name",
  gender: 'Gender',
  maritalStatus: 'Marital Status',
  occupation: 'Occupation',
  aadhaar: 'Aadhaar Number',
  relationWithMinor: 'Relation with Minor',
  line1: 'Address Line 1',
  line2: 'Address Line 2',
  line3: 'Address Line 3',
  pincode: 'Pincode',
  country: 'Country',
  state: 'State',
  city: 'City',
  correspondenceSameAsPermanent: 'Correspondence address same as permanent address',
} as const;

export const personalTexts = {
  aadhaarInvalid: messages.aadhaarInvalid,
  nameTooLong: `First, middle and last name together can have at most ${NAME_MAX_LENGTH} characters.`,
} as const;

const name = () => size(string(), 0, 100);

/** The personaldetails step's save payload for one holder. */
export const personalDetailsPayload = object({
  holder: enums(HOLDER_CODES),
  firstName: name(),
  middleName: name(),
  lastName: name(),
  fatherSpouseFlag: size(string(), 0, 1),
  fatherSpouseName: name(),
  motherName: name(),
  gender: size(string(), 0, 1),
  maritalStatus: size(string(), 0, 1),
  occupation: size(string(), 0, 2),
  /** Optional; 12 digits, spaces as on the card allowed. */
  aadhaar: size(string(), 0, 14),
  /** The guardian's only (holder G). */
  relationWithMinor: optional(size(string(), 0, 1)),
});
export type PersonalDetailsPayload = Infer<typeof personalDetailsPayload>;

/** The first, middle and last name together, as the 85-character limit counts them. */
export const nameLength = (
  p: Pick<PersonalDetailsPayload, 'firstName' | 'middleName' | 'lastName'>,
): number => p.firstName.trim().length + p.middleName.trim().length + p.lastName.trim().length;

/** One holder's personal details; the guardian also names the relation with the minor. */
export function checkPersonalDetails(payload: PersonalDetailsPayload): FieldError[] {
  const list = new FieldErrorList();
  const labels = personalLabels;
  list.requiredValid('firstName', payload.firstName, labels.firstName, isPersonName);
  list.optionalValid('middleName', payload.middleName, labels.middleName, isPersonName);
  list.optionalValid('lastName', payload.lastName, labels.lastName, isPersonName);
  if (nameLength(payload) > NAME_MAX_LENGTH) list.fail('firstName', personalTexts.nameTooLong);
  list.oneOf('fatherSpouseFlag', payload.fatherSpouseFlag, labels.fatherSpouseFlag, FATHER_SPOUSE_FLAGS);
  list.requiredValid('fatherSpouseName', payload.fatherSpouseName, labels.fatherSpouseName, isFullName);
  list.requiredValid('motherName', payload.motherName, labels.motherName, isFullName);
  list.oneOf('gender', payload.gender, labels.gender, GENDERS);
  list.oneOf('maritalStatus', payload.maritalStatus, labels.maritalStatus, MARITAL_STATUSES);
  list.oneOf('occupation', payload.occupation, labels.occupation, OCCUPATIONS);
  list.optionalValid('aadhaar', payload.aadhaar, labels.aadhaar, isAadhaar, personalTexts.aadhaarInvalid);
  if (payload.holder === 'G')
    list.oneOf(
      'relationWithMinor',
      payload.relationWithMinor ?? '',
      labels.relationWithMinor,
      RELATIONS_WITH_MINOR,
    );
  return list.errors;
}

export const address = object({
  line1: size(string(), 0, 200),
  line2: size(string(), 0, 200),
  line3: size(string(), 0, 200),
  pincode: size(string(), 0, 10),
  /** Country, state and city codes from CountryStateCityService/fetchCntryStateCity. */
  country: size(string(), 0, 10),
  state: size(string(), 0, 10),
  city: size(string(), 0, 10),
});
export type Address = Infer<typeof address>;

/** The addresscomfirmation step's save payload for one holder. */
export const addressPayload = object({
  holder: enums(HOLDER_CODES),
  permanent: address,
  correspondenceSameAsPermanent: ynFlag(),
  /** Checked only when it differs from the permanent address. */
  correspondence: optional(address),
});
export type AddressPayload = Infer<typeof addressPayload>;

const isAddressLine = (value: string) =>
  value.trim().length <= ADDRESS_LINE_MAX_LENGTH && ADDRESS_LINE_PATTERN.test(value.trim());

function checkAddressFields(list: FieldErrorList, prefix: string, a: Address) {
  const at = (field: string) => `${prefix}.${field}`;
  const labels = personalLabels;
  list.requiredValid(at('line1'), a.line1, labels.line1, isAddressLine);
  list.optionalValid(at('line2'), a.line2, labels.line2, isAddressLine);
  list.optionalValid(at('line3'), a.line3, labels.line3, isAddressLine);
  list.required(at('country'), a.country, labels.country);
  const pincode = a.country === INDIA_COUNTRY_ID ? INDIAN_PINCODE_PATTERN : FOREIGN_POSTCODE_PATTERN;
  list.requiredValid(at('pincode'), a.pincode, labels.pincode, (v) => pincode.test(v.trim()));
  list.required(at('state'), a.state, labels.state);
  list.required(at('city'), a.city, labels.city);
}

/**
 * Permanent address, and the correspondence address when it differs: the first line, country, state,
 * city and pincode (6 digits in India) are required; lines hold at most 55 ordinary characters.
 * Whether the codes exist in the country/state/city lists is the server's look-up.
 */
export function checkAddress(payload: AddressPayload): FieldError[] {
  const list = new FieldErrorList();
  checkAddressFields(list, 'permanent', payload.permanent);
  if (payload.correspondenceSameAsPermanent === 'N') {
    const c = payload.correspondence;
    if (c) checkAddressFields(list, 'correspondence', c);
    else list.fail('correspondence.line1', fieldTexts.empty(personalLabels.line1));
  }
  return list.errors;
}
