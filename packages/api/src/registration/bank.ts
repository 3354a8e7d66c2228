/**
 * Account opening, bank details (bankdetails; spec 000 §5, §8, §9, spec 001 §3): account type, IFSC
 * and MICR, an account number of 8 to 18 digits typed twice, and the penny-drop verification
 * (verify-bank) before the step is saved; the prompts to re-verify or to switch the holding pattern.
 */
import { isBankAccountNumber, isIfsc, isMicr } from '@ewa/ui/validate';
import { type Infer, object, size, string } from 'superstruct';
import { ynFlag } from '../core.ts';
import type { FieldError } from '../fields.ts';
import { FieldErrorList } from './common.ts';
import { REG_TEXTS } from './entry.ts';

/** Spec 001 §3. */
export const BANK_ACCOUNT_TYPES = [
  { code: 'SB', name: 'Saving' },
  { code: 'CA', name: 'Current' },
  { code: 'OD', name: 'OD' },
  { code: 'CC', name: 'CC' },
] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]['code'];

export const bankLabels = {
  accountType: 'Account Type',
  ifsc: 'IFSC',
  micr: 'MICR',
  accountNumber: 'Bank Account Number',
  confirmAccountNumber: 'Confirm Bank Account Number',
  verified: 'Verify Bank',
} as const;

/** Ours where the spec names none; its same-holding-pattern texts are `REG_TEXTS` (entry.ts). */
export const bankTexts = {
  accountNumbersDiffer: 'Bank Account Number and Confirm Bank Account Number do not match.',
  verifyNeeded: 'Please click Verify Bank to verify your bank account before you continue.',
  /** Prompt when saved bank details were never verified (or changed since). */
  reverifyPrompt: 'Your bank details are not verified. Please verify them again to continue.',
  /** Prompt when a joint or either-or-survivor account has no second holder. */
  secondHolderMissingPrompt:
    'The second holder’s details are not given. Do you want to switch the holding pattern to Single?',
} as const;

/** The bankdetails step's save payload. */
export const bankDetailsPayload = object({
  accountType: size(string(), 0, 2),
  ifsc: size(string(), 0, 11),
  /** Optional: some branches have none; the IFSC look-up fills it when there is one. */
  micr: size(string(), 0, 9),
  accountNumber: size(string(), 0, 18),
  confirmAccountNumber: size(string(), 0, 18),
  /** Y once verify-bank succeeded for exactly these details. */
  verified: ynFlag(),
});
export type BankDetailsPayload = Infer<typeof bankDetailsPayload>;

/** Every bank rule of spec 000 §5; the verified flag is asked for only once the details themselves pass. */
export function checkBankDetails(payload: BankDetailsPayload): FieldError[] {
  const list = new FieldErrorList();
  const labels = bankLabels;
  list.oneOf('accountType', payload.accountType, labels.accountType, BANK_ACCOUNT_TYPES);
  list.requiredValid('ifsc', payload.ifsc, labels.ifsc, isIfsc);
  list.optionalValid('micr', payload.micr, labels.micr, isMicr);
  list.requiredValid('accountNumber', payload.accountNumber, labels.accountNumber, isBankAccountNumber);
  if (list.required('confirmAccountNumber', payload.confirmAccountNumber, labels.confirmAccountNumber))
    if (!list.has('accountNumber') && payload.confirmAccountNumber.trim() !== payload.accountNumber.trim())
      list.fail('confirmAccountNumber', bankTexts.accountNumbersDiffer);
  if (list.errors.length === 0 && payload.verified !== 'Y') list.fail('verified', bankTexts.verifyNeeded);
  return list.errors;
}

/** What the bank step knows when it decides whether to ask the applicant to switch the holding pattern. */
export interface HoldingPatternState {
  holdingMode: string;
  hasSecondHolder: boolean;
  /** The holders already have an E-Wealth account with this holding pattern. */
  samePatternAccountExists: boolean;
}

/** The switch-holding-pattern prompt to show, or '' when none applies (spec 000 §5). */
export function holdingPatternPrompt(state: HoldingPatternState): string {
  if (state.holdingMode !== 'SI' && !state.hasSecondHolder) return bankTexts.secondHolderMissingPrompt;
  if (state.samePatternAccountExists) return REG_TEXTS.samePatternAvailable;
  return '';
}

/** The re-verify prompt when saved details were not verified, or '' (spec 000 §5). */
export const reverifyPrompt = (verified: string): string =>
  verified === 'Y' ? '' : bankTexts.reverifyPrompt;
