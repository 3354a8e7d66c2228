import type { FieldError } from '@ewa/api/fields';
import { type BankDetailsPayload, checkBankDetails, reverifyPrompt } from '@ewa/api/registration/bank';
import { bankExtraTexts } from '@ewa/api/registration/bank-rules-extra';
import {
  type BankVerificationResult,
  fetchBankBranch,
  loadBankDetails,
  type RegBankBranch,
  saveBankDetails,
  verifyBank,
} from '@ewa/api/registration/bank-service';
import type { RegApplication } from '@ewa/api/registration/entry';
import { replyText } from '@ewa/api/reply';
import { isIfsc, isMicr } from '@ewa/ui/validate';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import { refusalOf } from '../registration-store.ts';
import { StepFormState } from './step-form.ts';

type BankField = 'accountType' | 'ifsc' | 'micr' | 'accountNumber' | 'confirmAccountNumber';

const detailsKey = (ifsc: string, accountNumber: string) =>
  `${ifsc.trim().toUpperCase()}|${accountNumber.trim()}`;

/**
 * The bank details screen: the IFSC (or MICR) finds the branch as soon as it is valid, the account
 * number is typed twice, 'Verify Bank' asks for the penny drop once (no second click while the bank
 * answers), and the save is open only for exactly the details the bank verified.
 */
export class BankStore {
  accountType = '';
  ifsc = '';
  micr = '';
  accountNumber = '';
  confirmAccountNumber = '';
  branch: RegBankBranch | null = null;
  /** The IFSC / MICR look-up's refusal, beside its field. */
  lookupMessage: { field: 'ifsc' | 'micr'; message: string } | null = null;
  /** The bank's answer to the last verification. */
  verification: BankVerificationResult | null = null;
  /** The details the bank verified (IFSC|account); the save is open for exactly these. */
  verifiedFor = '';
  verifying = false;
  verifyError = '';
  holderName = '';
  holdingPrompt = '';
  readonly form = new StepFormState(() => this.errors);

  constructor(
    private readonly api: ApiPort,
    private readonly application: RegApplication,
    private readonly onSaved: (app: RegApplication) => void,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  readonly load = flow(function* (this: BankStore) {
    yield* this.form.load(
      () => this.api.call(loadBankDetails, { refNo: this.application.refNo }),
      ({ data }) => {
        if (!data) return;
        this.holderName = data.holderName;
        this.holdingPrompt = data.holdingPrompt;
        this.branch = data.branch;
        if (data.answers) {
          this.accountType = data.answers.accountType;
          this.ifsc = data.answers.ifsc;
          this.micr = data.answers.micr;
          this.accountNumber = data.answers.accountNumber;
          this.confirmAccountNumber = data.answers.confirmAccountNumber;
          if (data.answers.verified === 'Y') this.verifiedFor = this.currentKey;
        }
        this.verification = data.verification;
      },
    );
  });

  get currentKey(): string {
    return detailsKey(this.ifsc, this.accountNumber);
  }

  /** Verified for the details as they stand now. */
  get verified(): 'Y' | 'N' {
    return this.verifiedFor !== '' &&
      this.verifiedFor === this.currentKey &&
      this.verification?.verified === 'Y'
      ? 'Y'
      : 'N';
  }

  /** Spec 000 §5 re-verify prompt: details verified before and changed since. */
  get reverifyMessage(): string {
    return this.verifiedFor !== '' && this.verifiedFor !== this.currentKey ? reverifyPrompt('N') : '';
  }

  get payload(): BankDetailsPayload {
    return {
      accountType: this.accountType,
      ifsc: this.ifsc,
      micr: this.micr,
      accountNumber: this.accountNumber,
      confirmAccountNumber: this.confirmAccountNumber,
      verified: this.verified,
    };
  }

  get errors(): FieldError[] {
    const errors = checkBankDetails(this.payload);
    if (this.lookupMessage && !errors.some((e) => e.field === this.lookupMessage?.field))
      errors.push({ ...this.lookupMessage });
    return errors;
  }

  set(field: BankField, value: string) {
    const text = field === 'ifsc' ? value.toUpperCase().trim() : value.trim();
    this[field] = text;
    this.form.changed(field);
    if (field === 'ifsc') void this.findBranch('ifsc', text);
    if (field === 'micr' && (!this.branch || this.branch.micr !== text)) void this.findBranch('micr', text);
  }

  /** The branch of a valid IFSC (or MICR when no IFSC gives one); an answer for an older value is dropped. */
  private readonly findBranch = flow(function* (this: BankStore, by: 'ifsc' | 'micr', code: string) {
    if (this.lookupMessage?.field === by) this.lookupMessage = null;
    if (by === 'ifsc') this.branch = null;
    if (by === 'ifsc' ? !isIfsc(code) : !isMicr(code) || isIfsc(this.ifsc)) return;
    try {
      const reply = yield* awaited(
        this.api.call(fetchBankBranch, by === 'ifsc' ? { ifsc: code } : { micr: code }),
      );
      if (this[by] !== code || !reply.data) return;
      this.branch = reply.data;
      if (by === 'micr') this.ifsc = reply.data.ifsc;
      if (by === 'ifsc' && reply.data.micr && this.micr === '') this.micr = reply.data.micr;
    } catch (error) {
      if (this[by] !== code) return;
      this.lookupMessage = {
        field: by,
        message:
          refusalOf(error).errors[0]?.message ??
          (by === 'ifsc' ? bankExtraTexts.ifscUnknown : bankExtraTexts.micrUnknown),
      };
    }
  });

  /** The fields verify-bank needs pass their rules. */
  get canVerify(): boolean {
    const fields = ['ifsc', 'accountNumber', 'confirmAccountNumber'];
    return !this.verifying && !this.errors.some((e) => fields.includes(e.field));
  }

  /** 'Verify Bank': one penny drop for these details; clicks while the bank answers are ignored. */
  readonly verify = flow(function* (this: BankStore) {
    if (this.verifying) return;
    for (const field of ['ifsc', 'accountNumber', 'confirmAccountNumber']) this.form.leave(field);
    if (!this.canVerify) return;
    this.verifying = true;
    this.verifyError = '';
    const key = this.currentKey;
    try {
      const reply = yield* awaited(
        this.api.call(verifyBank, {
          refNo: this.application.refNo,
          ifsc: this.ifsc,
          accountNumber: this.accountNumber,
        }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.verifyError = replyText(reply, bankExtraTexts.bankTimeout);
        return;
      }
      this.verification = reply.data;
      this.verifiedFor = reply.data.verified === 'Y' ? key : '';
      if (reply.data.verified !== 'Y') this.verifyError = reply.data.message;
    } catch (error) {
      const refusal = refusalOf(error);
      this.form.serverErrors = refusal.errors;
      this.verifyError = refusal.errors.length > 0 ? '' : refusal.message;
    } finally {
      this.verifying = false;
    }
  });

  readonly save = flow(function* (this: BankStore) {
    const refNo = this.application.refNo;
    return yield* this.form.submit(
      () => this.api.call(saveBankDetails, { refNo, ...this.payload }),
      this.onSaved,
    );
  });
}
