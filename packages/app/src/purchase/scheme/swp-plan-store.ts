import { getSwpStartEndDate } from '@ewa/api/common';
import type { DataOf } from '@ewa/api/core';
import { getPurchaseWithSwpDetail } from '@ewa/api/purchase';
import { isYes, replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import type { InstallmentPlan } from '../cart/cart-store.ts';
import { FIRST_FREQ, type FreqId, freqIdOf } from './frequency.ts';
import type { SchemeStore } from './scheme-store.ts';

export type SwpDetail = DataOf<typeof getPurchaseWithSwpDetail>;

/** The SWP plan fields a screen sets one by one. */
export type SwpField = 'swpDate' | 'swpStartMonth' | 'swpInstallments' | 'swpBankAccNo';

/**
 * An SWP of a held scheme (spec 001 §3 'SWP detail'): what the scheme allows, the plan being
 * entered, and its first and last installment as the calendar gives them.
 */
export class SwpPlanStore {
  swp: SwpDetail | null = null;
  swpFreqId: FreqId = FIRST_FREQ;
  swpDate = 0;
  swpStartMonth = '';
  swpInstallments = '';
  swpBankAccNo = '';
  swpRange: { startDate: string; endDate: string } | null = null;
  swpError = '';

  constructor(
    private readonly api: ApiPort,
    private readonly ccode: () => string,
    private readonly scheme: Pick<SchemeStore, 'key' | 'detail' | 'purchaseState'>,
  ) {
    makeAutoObservable<SwpPlanStore, 'api' | 'ccode' | 'scheme'>(
      this,
      { api: false, ccode: false, scheme: false },
      { autoBind: true },
    );
  }

  get minAmount(): number {
    return this.swp?.minSwpAmount ?? 0;
  }

  set<K extends SwpField>(key: K, value: this[K]): void {
    this[key] = value;
    void this.loadRange();
  }

  setFrequency(value: string): void {
    const freqId = freqIdOf(value);
    if (!freqId) return;
    this.swpFreqId = freqId;
    void this.loadRange();
  }

  /** purchase/getPurchaseWithSwpDetail, then the installment range of the default plan. */
  readonly load = flow(function* (this: SwpPlanStore) {
    this.swpError = '';
    const { key, detail, purchaseState } = this.scheme;
    try {
      const reply = yield* awaited(
        this.api.call(getPurchaseWithSwpDetail, {
          ...key,
          ccode: this.ccode(),
          isPurchased: purchaseState,
          folioNo: detail?.folioNo ?? '',
        }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.swpError = replyText(reply, GENERIC_FAILURE);
        return;
      }
      const swp = reply.data;
      this.swp = swp;
      this.swpFreqId = freqIdOf(swp.frequencyList[0]?.freqId ?? '') ?? FIRST_FREQ;
      this.swpDate = swp.installmentDate[0] ?? 1;
      this.swpStartMonth = swp.startMonth[0]?.value ?? '';
      this.swpInstallments = String(swp.installmentRangeMin);
      this.swpBankAccNo =
        swp.bankListSwp.find((b) => isYes(b.isDefault))?.bankAccNo ?? swp.bankListSwp[0]?.bankAccNo ?? '';
      yield* awaited(this.loadRange());
    } catch (error) {
      this.swpError = failureText(error);
    }
  });

  /** First and last SWP installment (common/getSwpStartEndDate). */
  readonly loadRange = flow(function* (this: SwpPlanStore) {
    const total = Number(this.swpInstallments);
    if (!this.swp || !this.swpStartMonth || !Number.isInteger(total) || total < 1 || !this.swpDate) {
      this.swpRange = null;
      return;
    }
    try {
      const reply = yield* awaited(
        this.api.call(getSwpStartEndDate, {
          freqId: this.swpFreqId,
          installmentDate: this.swpDate,
          startMonth: this.swpStartMonth,
          totalNoOfInst: total,
        }),
      );
      this.swpRange =
        reply.isSuccess && reply.data
          ? { startDate: reply.data.startDate, endDate: reply.data.endDate }
          : null;
    } catch {
      this.swpRange = null;
    }
  });

  /** The plan entered, or the refusal of its installment count; undefined before the detail came. */
  plan(): { plan: InstallmentPlan } | { error: string } | undefined {
    const swp = this.swp;
    if (!swp) return undefined;
    const installments = Number(this.swpInstallments);
    if (
      !Number.isInteger(installments) ||
      installments < swp.installmentRangeMin ||
      installments > swp.installmentRangeMax
    ) {
      return {
        error: `Installments must be between ${swp.installmentRangeMin} and ${swp.installmentRangeMax}.`,
      };
    }
    return {
      plan: {
        freqId: this.swpFreqId,
        installmentDate: this.swpDate,
        startMonth: this.swpStartMonth,
        noOfInstallments: installments,
      },
    };
  }
}
