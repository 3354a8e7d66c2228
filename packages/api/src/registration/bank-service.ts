/**
 * BankDetailService (spec 001 §7) for the bankdetails screen: the saved bank details (or none), the
 * branch of an IFSC or MICR as it is typed, the penny-drop verification, and the save.
 */
import { array, boolean, enums, type Infer, nullable, object, optional, size, string } from 'superstruct';
import { defineCall, envelope, ynFlag } from '../core.ts';
import { bankDetailsPayload } from './bank.ts';
import { REG_API, regRefNo, stepKey, stepSaved } from './entry.ts';

/** A bank branch as the screen shows it under the IFSC. */
export const regBankBranch = object({
  ifsc: string(),
  /** '' when the branch clears no cheques. */
  micr: string(),
  bankName: string(),
  branch: string(),
  address: string(),
  city: string(),
  /** How the bank lets an e-mandate be authorised; empty when it offers none. */
  emandateModes: array(enums(['NET', 'DEBIT'])),
});
export type RegBankBranch = Infer<typeof regBankBranch>;

/**
 * What the bank answered for the account: whether it is verified and whether the name the bank keeps
 * for it is the first holder's. The name at the bank itself is never answered: anyone may type any
 * account number, and the reply must not tell them who holds it.
 */
export const bankVerificationResult = object({
  verified: ynFlag(),
  /** The first holder's name, as the application knows it. */
  holderName: string(),
  /** The name at the bank is the first holder's (false when not verified). */
  namesMatch: boolean(),
  /** Why it is not verified, or a note on the names. */
  message: string(),
});
export type BankVerificationResult = Infer<typeof bankVerificationResult>;

/** BankDetailService/loadBankDetails: the saved answers with their branch and verification, and the prompts. */
export const loadBankDetails = defineCall(
  `${REG_API}/BankDetailService/loadBankDetails`,
  object({ refNo: regRefNo() }),
  envelope(
    object({
      answers: nullable(bankDetailsPayload),
      branch: nullable(regBankBranch),
      verification: nullable(bankVerificationResult),
      holderName: string(),
      /** The switch-holding-pattern prompt (spec 000 §5), or ''. */
      holdingPrompt: string(),
    }),
  ),
  { auth: 'public' },
);

/** BankDetailService/fetchBankBranch: the branch of an IFSC (or of a MICR); a refusal names the field. */
export const fetchBankBranch = defineCall(
  `${REG_API}/BankDetailService/fetchBankBranch`,
  object({ ifsc: optional(size(string(), 0, 11)), micr: optional(size(string(), 0, 9)) }),
  envelope(regBankBranch),
  { auth: 'public' },
);

/**
 * BankDetailService/verifyBank: credits ₹1 to the account and answers whether the name at the bank is
 * the first holder's. Asked again for the same details it answers the verification already made,
 * without crediting again. Past the application's hourly cap of credits: 429.
 */
export const verifyBank = defineCall(
  `${REG_API}/BankDetailService/verifyBank`,
  object({ refNo: regRefNo(), ifsc: size(string(), 0, 11), accountNumber: size(string(), 0, 18) }),
  envelope(bankVerificationResult),
  { auth: 'public' },
);

/** BankDetailService/saveBankDetails: saved only once verified for exactly these details. */
export const saveBankDetails = defineCall(
  `${REG_API}/BankDetailService/saveBankDetails`,
  object({ ...stepKey, ...bankDetailsPayload.schema }),
  stepSaved,
  { auth: 'public' },
);
