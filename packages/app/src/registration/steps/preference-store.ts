import type { HolderCode } from '@ewa/api/fatca';
import { HOLDING_MODES, type HoldingMode } from '@ewa/api/registration/entry';
import {
  checkPreferenceAnswers,
  loadPreference,
  type PreferenceAnswers,
  savePreference,
} from '@ewa/api/registration/preference-service';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import { StepFormState } from './step-form.ts';

export type HolderPreferenceField = 'annualIncome' | 'netWorth' | 'pep';

/**
 * The preference screen: the holding pattern chosen on the first screen (shown, not asked), each
 * holder's income, net worth and PEP status, and mutual fund mode physical or demat with its account.
 */
export class PreferenceStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadError = '';
  answers: PreferenceAnswers = { holders: [], mfMode: '', depository: '', dematAccountNo: '' };
  readonly form = new StepFormState(() => checkPreferenceAnswers(this.holdingMode, this.answers));

  constructor(
    private readonly api: ApiPort,
    readonly refNo: string,
    readonly holdingMode: HoldingMode,
  ) {
    makeAutoObservable<PreferenceStore, 'api'>(
      this,
      { api: false, refNo: false, holdingMode: false, form: false },
      { autoBind: true },
    );
  }

  get holdingModeName(): string {
    return HOLDING_MODES.find((m) => m.code === this.holdingMode)?.name ?? this.holdingMode;
  }

  readonly load = flow(function* (this: PreferenceStore) {
    try {
      const reply = yield* awaited(this.api.call(loadPreference, { refNo: this.refNo }));
      if (!reply.data) throw new Error('no data');
      this.answers = reply.data.answers;
      this.status = 'ready';
    } catch (error) {
      this.status = 'failed';
      this.loadError = failureText(error);
    }
  });

  setHolder(index: number, field: HolderPreferenceField, value: string): void {
    const row = this.answers.holders[index];
    if (!row) return;
    row[field] = value;
    this.form.touch(`holders.${index}.${field}`);
    this.form.changed(`holders.${index}.${field}`);
  }

  holderAt(index: number): HolderCode | undefined {
    return this.answers.holders[index]?.holder;
  }

  /** Physical clears the demat account; demat asks for it. */
  setMfMode(value: string): void {
    this.answers.mfMode = value;
    if (value !== 'D') {
      this.answers.depository = '';
      this.answers.dematAccountNo = '';
    }
    this.form.touch('mfMode');
    this.form.changed('mfMode');
  }

  setDepository(value: string): void {
    this.answers.depository = value;
    this.form.touch('depository');
    this.form.changed('depository');
  }

  setDematAccount(value: string): void {
    this.answers.dematAccountNo = value.toUpperCase();
    this.form.changed('dematAccountNo');
  }

  readonly save = flow(function* (this: PreferenceStore) {
    return yield* this.form.save(() => this.api.call(savePreference, { refNo: this.refNo, ...this.answers }));
  });
}
