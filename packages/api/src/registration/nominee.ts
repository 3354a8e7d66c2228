/**
 * Account opening, nominees and witnesses (nomineeselection / nomineedetails / witnessdetails; spec 000
 * §5, §9): up to three nominees whose shares add up to 100, a minor nominee's adult guardian with an
 * identity proof of their own, nominees under 100 years, adult witnesses, and a valid demat account
 * when units are held in demat.
 */
import { isPan } from '@ewa/ui/validate';
import { array, type Infer, object, size, string } from 'superstruct';
import { type FieldError, fieldTexts } from '../fields.ts';
import {
  dateOfBirthMessage,
  FieldErrorList,
  isFullName,
  isMinorOn,
  type RegistrationContext,
} from './common.ts';
import { isDematAccount } from './preference.ts';

/** Nominees per account: the limit this portal keeps for mutual funds, as SEBI's nomination form did. */
export const MAX_NOMINEES = 3;
/** Address lines of a witness. */
export const WITNESS_ADDRESS_MAX_LENGTH = 200;
/** Witnesses of a nomination. */
export const MAX_WITNESSES = 2;

export const NOMINEE_RELATIONS = [
  { code: 'SPOUSE', name: 'Spouse' },
  { code: 'SON', name: 'Son' },
  { code: 'DAUGHTER', name: 'Daughter' },
  { code: 'FATHER', name: 'Father' },
  { code: 'MOTHER', name: 'Mother' },
  { code: 'BROTHER', name: 'Brother' },
  { code: 'SISTER', name: 'Sister' },
  { code: 'GRANDSON', name: 'Grandson' },
  { code: 'GRANDDAUGHTER', name: 'Granddaughter' },
  { code: 'OTHER', name: 'Other' },
] as const;

/** A minor nominee's guardian's relation with the nominee. */
export const GUARDIAN_RELATIONS = [
  { code: 'FATHER', name: 'Father' },
  { code: 'MOTHER', name: 'Mother' },
  { code: 'COURT', name: 'Court-appointed guardian' },
  { code: 'OTHER', name: 'Other' },
] as const;

/** Identity proofs a nominee or guardian may give, each with the number's shape. */
export const ID_PROOF_TYPES = [
  { code: 'PAN', name: 'PAN', valid: (v: string) => isPan(v) },
  { code: 'AADHAAR', name: 'Aadhaar (last 4 digits)', valid: (v: string) => /^\d{4}$/.test(v) },
  { code: 'DL', name: 'Driving Licence', valid: (v: string) => /^[A-Z]{2}[0-9A-Z -]{11,16}$/.test(v) },
  { code: 'PASSPORT', name: 'Passport', valid: (v: string) => /^[A-Z][0-9]{7}$/.test(v) },
] as const;

const idNumberKey = (value: string) => value.trim().toUpperCase();
const isIdNumberOf = (type: string) => (value: string) =>
  ID_PROOF_TYPES.find((t) => t.code === type)?.valid(idNumberKey(value)) ?? false;

export const nomineeLabels = {
  name: 'Nominee Name',
  relation: 'Relation with Nominee',
  dob: 'Date of Birth',
  sharePercent: 'Share (%)',
  idType: 'Identity Proof',
  idNumber: 'Identity Proof Number',
  guardianName: 'Guardian Name',
  guardianRelation: 'Guardian Relation',
  guardianDob: 'Guardian Date of Birth',
  guardianIdType: 'Guardian Identity Proof',
  guardianIdNumber: 'Guardian Identity Proof Number',
  witnessName: 'Witness Name',
  witnessAddress: 'Witness Address',
  witnessDob: 'Witness Date of Birth',
} as const;

export const nomineeTexts = {
  tooMany: `You can add at most ${MAX_NOMINEES} nominees.`,
  shareZero: 'Share should be more than 0%.',
  shareWhole: 'Share should be less than 100% when there is more than one nominee.',
  sharesTotal: 'The shares of all nominees should add up to exactly 100%.',
  guardianIdSame: "Guardian's identity proof number should be different from the nominee's.",
  dematAccountNeeded:
    'Please give a valid demat account in Preferences: nominees of demat-held units are added to it.',
  minorPhotoSignature:
    'Photo and signature are needed for a minor nominee. Please upload them with the documents.',
  minorWitness: 'A minor cannot be a witness. Please give a witness aged 18 years or more.',
} as const;

export const nomineeDetail = object({
  name: size(string(), 0, 100),
  relation: size(string(), 0, 15),
  /** DD/MM/YYYY. */
  dob: size(string(), 0, 10),
  /** Percent, up to 2 decimals ('33.33'). */
  sharePercent: size(string(), 0, 6),
  /** Optional for a minor nominee. */
  idType: size(string(), 0, 10),
  idNumber: size(string(), 0, 20),
  /** A minor nominee's guardian; blank for an adult nominee. */
  guardianName: size(string(), 0, 100),
  guardianRelation: size(string(), 0, 15),
  guardianDob: size(string(), 0, 10),
  guardianIdType: size(string(), 0, 10),
  guardianIdNumber: size(string(), 0, 20),
});
export type NomineeDetail = Infer<typeof nomineeDetail>;

/** The nomineedetails step's save payload. */
export const nomineeDetailsPayload = object({
  nominees: size(array(nomineeDetail), 1, MAX_NOMINEES),
});
export type NomineeDetailsPayload = Infer<typeof nomineeDetailsPayload>;

export interface NomineeContext extends RegistrationContext {
  /** From the preference step: mutual fund mode, depository and demat account. */
  mfMode: string;
  depository: string;
  dematAccountNo: string;
}

/** A share typed as a percent with up to 2 decimals, in hundredths of a percent; undefined when unreadable. */
export function shareHundredths(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Every nominee rule of spec 000 §5: names, relation, date of birth under 100, identity proof, shares
 * (not 0, under 100 with several nominees, together exactly 100), and for a minor an adult guardian
 * whose identity proof number is not the nominee's.
 */
export function checkNomineeDetails(payload: NomineeDetailsPayload, context: NomineeContext): FieldError[] {
  const list = new FieldErrorList();
  const labels = nomineeLabels;
  if (context.mfMode === 'D' && !isDematAccount(context.depository, context.dematAccountNo))
    list.fail('dematAccountNo', nomineeTexts.dematAccountNeeded);
  if (payload.nominees.length > MAX_NOMINEES) list.fail('nominees', nomineeTexts.tooMany);

  const several = payload.nominees.length > 1;
  let total = 0;
  let sharesValid = true;
  payload.nominees.forEach((n, i) => {
    const at = (name: string) => `nominees.${i}.${name}`;
    list.requiredValid(at('name'), n.name, labels.name, isFullName);
    list.oneOf(at('relation'), n.relation, labels.relation, NOMINEE_RELATIONS);
    const dobMessage = dateOfBirthMessage(n.dob, 'anyone', context, labels.dob);
    if (dobMessage) list.fail(at('dob'), dobMessage);
    const minor = isMinorOn(n.dob, context.today);

    if (list.required(at('sharePercent'), n.sharePercent, labels.sharePercent)) {
      const share = shareHundredths(n.sharePercent);
      if (share === undefined || share > 100_00)
        list.fail(at('sharePercent'), fieldTexts.invalid(labels.sharePercent));
      else if (share === 0) list.fail(at('sharePercent'), nomineeTexts.shareZero);
      else if (several && share >= 100_00) list.fail(at('sharePercent'), nomineeTexts.shareWhole);
      else total += share;
    }
    // The total is judged once every share is acceptable on its own.
    if (list.has(at('sharePercent'))) sharesValid = false;

    if (!minor || n.idType.trim() !== '' || n.idNumber.trim() !== '') {
      list.oneOf(at('idType'), n.idType, labels.idType, ID_PROOF_TYPES);
      if (!list.has(at('idType')))
        list.requiredValid(at('idNumber'), n.idNumber, labels.idNumber, isIdNumberOf(n.idType));
    }
    if (!minor) return;

    list.requiredValid(at('guardianName'), n.guardianName, labels.guardianName, isFullName);
    list.oneOf(at('guardianRelation'), n.guardianRelation, labels.guardianRelation, GUARDIAN_RELATIONS);
    const guardianDobMessage = dateOfBirthMessage(n.guardianDob, 'adult', context, labels.guardianDob);
    if (guardianDobMessage) list.fail(at('guardianDob'), guardianDobMessage);
    list.oneOf(at('guardianIdType'), n.guardianIdType, labels.guardianIdType, ID_PROOF_TYPES);
    if (!list.has(at('guardianIdType')))
      list.requiredValid(
        at('guardianIdNumber'),
        n.guardianIdNumber,
        labels.guardianIdNumber,
        isIdNumberOf(n.guardianIdType),
      );
    if (n.idNumber.trim() !== '' && idNumberKey(n.guardianIdNumber) === idNumberKey(n.idNumber))
      list.fail(at('guardianIdNumber'), nomineeTexts.guardianIdSame);
  });
  if (sharesValid && total !== 100_00) list.fail('nominees', nomineeTexts.sharesTotal);
  return list.errors;
}

/** Whether a nominee is a minor today: the documents step then asks for photo and signature. */
export const needsMinorNomineeUploads = (
  payload: NomineeDetailsPayload,
  context: Pick<NomineeContext, 'today'>,
) => payload.nominees.some((n) => isMinorOn(n.dob, context.today));

export const witness = object({
  name: size(string(), 0, 100),
  address: size(string(), 0, 400),
  /** DD/MM/YYYY. */
  dob: size(string(), 0, 10),
});
export type Witness = Infer<typeof witness>;

/** The witnessdetails step's save payload. */
export const witnessDetailsPayload = object({ witnesses: size(array(witness), 1, MAX_WITNESSES) });
export type WitnessDetailsPayload = Infer<typeof witnessDetailsPayload>;

/** Each witness: a name, an address, and a date of birth of someone aged 18 or more (a minor may not witness). */
export function checkWitnessDetails(
  payload: WitnessDetailsPayload,
  context: RegistrationContext,
): FieldError[] {
  const list = new FieldErrorList();
  const labels = nomineeLabels;
  payload.witnesses.forEach((w, i) => {
    const at = (name: string) => `witnesses.${i}.${name}`;
    list.requiredValid(at('name'), w.name, labels.witnessName, isFullName);
    list.requiredValid(
      at('address'),
      w.address,
      labels.witnessAddress,
      (v) => v.trim().length <= WITNESS_ADDRESS_MAX_LENGTH,
    );
    if (isMinorOn(w.dob, context.today)) list.fail(at('dob'), nomineeTexts.minorWitness);
    else {
      const message = dateOfBirthMessage(w.dob, 'anyone', context, labels.witnessDob);
      if (message) list.fail(at('dob'), message);
    }
  });
  return list.errors;
}
