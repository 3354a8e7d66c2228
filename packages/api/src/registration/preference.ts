/**
 * Account opening, preferences (preference; spec 000 §5, spec 001 §3): holding pattern and nomination
 * preference (both required), each holder's income and net-worth band and PEP status, and how mutual
 * fund units are held — physical (statement of account) or demat, with the demat account.
 */
import { array, enums, type Infer, object, size, string } from 'superstruct';
import { DEPOSITORIES, type Depository } from '../evoting.ts';
import { HOLDER_CODES } from '../fatca.ts';
import type { FieldError } from '../fields.ts';
import { FieldErrorList } from './common.ts';
import { HOLDING_MODES } from './entry.ts';

/**
 * Nomination preference (spec 001 §3 nominee flags 1, 2, 3). Units held in demat follow the demat
 * account's nomination, so 3 is open only with mutual fund mode demat.
 */
export const NOMINATION_CHOICES = [
  { code: '1', name: 'I want to add nominee(s)' },
  { code: '2', name: 'I do not wish to nominate' },
  { code: '3', name: 'Same nominee(s) as registered in my demat account' },
] as const;
export type NominationChoice = (typeof NOMINATION_CHOICES)[number]['code'];

/** Gross annual income bands, with the KYC registration agencies' codes. */
export const ANNUAL_INCOME_BANDS = [
  { code: '31', name: 'Below ₹1 lakh' },
  { code: '32', name: '₹1 lakh to ₹5 lakh' },
  { code: '33', name: '₹5 lakh to ₹10 lakh' },
  { code: '34', name: '₹10 lakh to ₹25 lakh' },
  { code: '35', name: '₹25 lakh to ₹1 crore' },
  { code: '36', name: 'Above ₹1 crore' },
] as const;

export const NET_WORTH_BANDS = [
  { code: '1', name: 'Below ₹1 lakh' },
  { code: '2', name: '₹1 lakh to ₹5 lakh' },
  { code: '3', name: '₹5 lakh to ₹10 lakh' },
  { code: '4', name: '₹10 lakh to ₹25 lakh' },
  { code: '5', name: '₹25 lakh to ₹1 crore' },
  { code: '6', name: 'Above ₹1 crore' },
] as const;

/** Politically exposed person (spec 001 §3). */
export const PEP_STATUSES = [
  { code: '1', name: 'Not applicable' },
  { code: '2', name: 'Politically exposed person' },
  { code: '3', name: 'Related to a politically exposed person' },
] as const;

/** Spec 001 §3. */
export const MF_MODES = [
  { code: 'P', name: 'Physical' },
  { code: 'D', name: 'Demat' },
] as const;
export type MfMode = (typeof MF_MODES)[number]['code'];

/** The depositories (spec 001 §3) as choices; the list itself is the e-voting one. */
export const DEPOSITORY_CHOICES: readonly { code: Depository; name: string }[] = DEPOSITORIES.map((code) => ({
  code,
  name: code,
}));

/** A demat account number (DP id and client id together) has 16 characters at either depository. */
export const DEMAT_ACCOUNT_LENGTH = 16;

/** CDSL: 16 digits. NSDL: 'IN' and 14 digits (6 of the DP id, 8 of the client id). */
export function isDematAccount(depository: string, value: string): boolean {
  const account = value.trim().toUpperCase();
  if (depository === 'CDSL') return /^\d{16}$/.test(account);
  if (depository === 'NSDL') return /^IN\d{14}$/.test(account);
  return false;
}

export const preferenceLabels = {
  holdingMode: 'Holding Pattern',
  nominationChoice: 'Nomination Preference',
  annualIncome: 'Annual Income',
  netWorth: 'Net Worth',
  pep: 'Politically Exposed Person',
  mfMode: 'Mutual Fund Mode',
  depository: 'Depository',
  dematAccountNo: 'Demat Account Number',
} as const;

export const preferenceTexts = {
  nominationFromDematOnly:
    'Nominees of your demat account apply only when mutual fund units are held in demat. Please choose another nomination preference.',
} as const;

export const holderPreference = object({
  holder: enums(HOLDER_CODES),
  annualIncome: size(string(), 0, 2),
  /** Optional. */
  netWorth: size(string(), 0, 2),
  pep: size(string(), 0, 1),
});
export type HolderPreference = Infer<typeof holderPreference>;

/** The preference step's save payload. */
export const preferencePayload = object({
  holdingMode: size(string(), 0, 2),
  nominationChoice: size(string(), 0, 1),
  holders: size(array(holderPreference), 1, 4),
  mfMode: size(string(), 0, 1),
  /** With mutual fund mode demat only. */
  depository: size(string(), 0, 4),
  dematAccountNo: size(string(), 0, 20),
});
export type PreferencePayload = Infer<typeof preferencePayload>;

export function checkPreference(payload: PreferencePayload): FieldError[] {
  const list = new FieldErrorList();
  const labels = preferenceLabels;
  list.oneOf('holdingMode', payload.holdingMode, labels.holdingMode, HOLDING_MODES);
  list.oneOf('nominationChoice', payload.nominationChoice, labels.nominationChoice, NOMINATION_CHOICES);
  payload.holders.forEach((h, i) => {
    const at = (name: string) => `holders.${i}.${name}`;
    list.oneOf(at('annualIncome'), h.annualIncome, labels.annualIncome, ANNUAL_INCOME_BANDS);
    list.optionalValid(at('netWorth'), h.netWorth, labels.netWorth, (v) =>
      NET_WORTH_BANDS.some((b) => b.code === v),
    );
    list.oneOf(at('pep'), h.pep, labels.pep, PEP_STATUSES);
  });
  list.oneOf('mfMode', payload.mfMode, labels.mfMode, MF_MODES);
  if (payload.mfMode === 'D') {
    list.oneOf('depository', payload.depository, labels.depository, DEPOSITORY_CHOICES);
    if (!list.has('depository'))
      list.requiredValid('dematAccountNo', payload.dematAccountNo, labels.dematAccountNo, (v) =>
        isDematAccount(payload.depository, v),
      );
  } else if (payload.mfMode === 'P' && payload.nominationChoice === '3') {
    list.fail('nominationChoice', preferenceTexts.nominationFromDematOnly);
  }
  return list.errors;
}
