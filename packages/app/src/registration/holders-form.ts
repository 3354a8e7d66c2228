import type { HolderCode } from '@ewa/api/fatca';
import type { FieldError } from '@ewa/api/fields';
import {
  type HoldingMode,
  MINOR_TAX_STATUSES,
  type PanDobRequest,
  type TaxStatus,
} from '@ewa/api/registration/entry';
import { checkHoldersPanDob } from '@ewa/api/registration/holders';
import { todayInIndia } from '@ewa/ui/validate';
import { makeAutoObservable } from 'mobx';

export interface HolderInput {
  holder: HolderCode;
  pan: string;
  dob: string;
}

/**
 * The first screen (`holdersPanDob`): holding mode, tax status, and each holder's PAN and date of
 * birth. The holders follow the choices: one for single, two or three for joint, the minor and the
 * guardian for a minor. Kept until the account type is chosen and the application opened.
 */
export class HoldersForm {
  holdingMode: HoldingMode = 'SI';
  taxStatus: TaxStatus = '1';
  holders: HolderInput[] = [{ holder: 'F', pan: '', dob: '' }];
  /** The server's refusals, by field (`holders.1.pan`), shown beside it until it changes. */
  serverErrors: FieldError[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isMinor(): boolean {
    return MINOR_TAX_STATUSES.includes(this.taxStatus);
  }

  setHoldingMode(mode: HoldingMode) {
    this.holdingMode = mode;
    if (mode !== 'SI' && this.isMinor) this.taxStatus = '1';
    this.shapeHolders();
  }

  setTaxStatus(status: TaxStatus) {
    this.taxStatus = status;
    if (this.isMinor) this.holdingMode = 'SI';
    this.shapeHolders();
  }

  /** A third holder on a joint account (at most three). */
  addThirdHolder() {
    if (this.holdingMode !== 'SI' && !this.holders.some((h) => h.holder === 'T'))
      this.holders.push({ holder: 'T', pan: '', dob: '' });
  }

  removeThirdHolder() {
    this.holders = this.holders.filter((h) => h.holder !== 'T');
  }

  private shapeHolders() {
    const codes: HolderCode[] = this.isMinor
      ? ['F', 'G']
      : this.holdingMode === 'SI'
        ? ['F']
        : ['F', 'S', ...(this.holders.some((h) => h.holder === 'T') ? (['T'] as const) : [])];
    this.holders = codes.map(
      (code) => this.holders.find((h) => h.holder === code) ?? { holder: code, pan: '', dob: '' },
    );
    this.serverErrors = [];
  }

  set(index: number, field: 'pan' | 'dob', value: string) {
    const holder = this.holders[index];
    if (!holder) return;
    holder[field] = field === 'pan' ? value.toUpperCase() : value;
    const name = `holders.${index}.${field}`;
    this.serverErrors = this.serverErrors.filter((e) => e.field !== name);
  }

  /** The first screen's rules as the server runs them (contract), on the form as it stands. */
  get ruleErrors(): FieldError[] {
    return checkHoldersPanDob(this.request('EW'), {
      today: todayInIndia(),
      enteredByStaff: this.enteredByStaff,
    });
  }

  /** Partner or centre staff enter the holders (their age message differs). */
  enteredByStaff = false;

  /** A field's message: the server's refusal while it stands, else the rule's ('' when it passes). */
  messageFor(field: string): string {
    return (
      this.serverErrors.find((e) => e.field === field)?.message ??
      this.ruleErrors.find((e) => e.field === field)?.message ??
      ''
    );
  }

  refused(errors: FieldError[]) {
    this.serverErrors = errors;
  }

  request(accountType: PanDobRequest['accountType']): PanDobRequest {
    return {
      accountType,
      holdingMode: this.holdingMode,
      taxStatus: this.taxStatus,
      holders: this.holders.map((h) => ({ ...h })),
    };
  }
}
