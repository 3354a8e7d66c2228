import {
  type AccodeDetail,
  ALL_INVESTORS_LABEL,
  ALL_INVESTORS_VALUE,
  DEFAULT_INVESTOR_DELAY_MS,
  getAccodeandUcc,
} from '@ewa/api/investor';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from './api.ts';
import { awaited } from './flow.ts';

export interface InvestorChoice {
  value: string;
  label: string;
}

/**
 * The investor selector (spec 001 §2): the family's accounts with 'All Investors' for ALL; the
 * server's selected account becomes the choice 2 seconds after the list loads, unless the user chose first.
 */
export class InvestorStore {
  choices: InvestorChoice[] = [];
  /** '' until the default is applied or the user chooses. */
  selected = '';
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  private defaultTimer: ReturnType<typeof setTimeout> | undefined;
  private chosenByUser = false;

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<InvestorStore, 'api' | 'defaultTimer' | 'chosenByUser'>(
      this,
      { api: false, defaultTimer: false, chosenByUser: false },
      { autoBind: true },
    );
  }

  get selectedLabel(): string {
    return this.choices.find((choice) => choice.value === this.selected)?.label ?? '';
  }

  /** The one account selected, or null for all of them (or none yet). */
  get selectedAccount(): string | null {
    return this.selected && this.selected !== ALL_INVESTORS_VALUE ? this.selected : null;
  }

  readonly load = flow(function* (this: InvestorStore) {
    if (this.status === 'loading' || this.status === 'ready') return;
    this.status = 'loading';
    try {
      const reply = yield* awaited(this.api.call(getAccodeandUcc, {}));
      const data = reply.isSuccess ? reply.data?.data : undefined;
      if (!data) throw new Error('no investors');
      this.choices = data.ACCODEDETAIL.map((item: AccodeDetail) => ({
        value: item.VALUE,
        label: item.VALUE === ALL_INVESTORS_VALUE ? ALL_INVESTORS_LABEL : item.NAME,
      }));
      this.status = 'ready';
      const preferred = data.SELECTED_ACCODE || ALL_INVESTORS_VALUE;
      clearTimeout(this.defaultTimer);
      this.defaultTimer = setTimeout(() => this.applyDefault(preferred), DEFAULT_INVESTOR_DELAY_MS);
    } catch {
      this.status = 'failed';
    }
  });

  private applyDefault(value: string): void {
    if (this.chosenByUser) return;
    const known = this.choices.some((choice) => choice.value === value);
    this.selected = known ? value : (this.choices[0]?.value ?? '');
  }

  select(value: string): void {
    if (!this.choices.some((choice) => choice.value === value)) return;
    this.chosenByUser = true;
    this.selected = value;
  }

  dispose(): void {
    clearTimeout(this.defaultTimer);
  }
}
