import { getInstallmentDate } from '@ewa/api/common';
import type { DataOf } from '@ewa/api/core';
import { getBrokerageForDirPlan } from '@ewa/api/purchase';
import { isYes } from '@ewa/api/reply';
import { isMultipleAbove, multipleAboveText } from '@ewa/api/rules';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import type { CartLine, PurchaseKind } from '../cart/cart-store.ts';
import { FIRST_FREQ, type FreqId, freqIdOf, nextMonth } from './frequency.ts';
import { optionNameOf, type PurchaseDetail, type SchemeStore } from './scheme-store.ts';
import { type SwpField, SwpPlanStore } from './swp-plan-store.ts';

export type Brokerage = DataOf<typeof getBrokerageForDirPlan>;

export type EntryMode = 'lumpsum' | 'sip' | 'swp';

/** The SIP plan fields a screen sets one by one. */
export type SipField = 'sipDate' | 'sipStartMonth' | 'sipInstallments';

/**
 * Why an amount cannot be bought, or '' when it can: entered, in rupees and paise, at least the
 * minimum, and the minimum plus whole steps (the contract's rule, which the server applies too).
 */
export function amountRefusal(amount: number, minimum: number, step: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return 'Please enter amount.';
  if (Math.round(amount * 100) / 100 !== amount) return 'Please enter a valid amount.';
  if (amount < minimum) return `Minimum amount is Rs ${minimum}.`;
  if (!isMultipleAbove(amount, minimum, step)) return multipleAboveText(step, minimum);
  return '';
}

/**
 * The lumpsum / SIP / SWP entry of a scheme page and the brokerage of its amount: checked, it
 * becomes a cart line (spec 001 §3, §4).
 */
export class EntryStore {
  mode: EntryMode = 'lumpsum';
  amount = '';
  sipFreqId: FreqId = FIRST_FREQ;
  sipDates: number[] = [];
  sipDate = 0;
  sipStartMonth = '';
  sipInstallments = '12';
  readonly swp: SwpPlanStore;
  brokerage: Brokerage | null = null;
  showBrokerageDetail = false;
  entryError = '';

  constructor(
    private readonly api: ApiPort,
    ccode: () => string,
    private readonly scheme: Pick<SchemeStore, 'key' | 'detail' | 'purchaseState'>,
  ) {
    this.swp = new SwpPlanStore(api, ccode, scheme);
    makeAutoObservable<EntryStore, 'api' | 'scheme'>(
      this,
      { api: false, scheme: false, swp: false },
      { autoBind: true },
    );
  }

  get amountValue(): number {
    const value = Number(this.amount);
    return this.amount.trim() === '' || !Number.isFinite(value) ? Number.NaN : value;
  }

  get minAmount(): number {
    const detail = this.scheme.detail;
    if (!detail) return 0;
    if (this.mode === 'sip') return detail.minSipAmount;
    if (this.mode === 'swp') return this.swp.minAmount;
    return detail.purchaseAmount;
  }

  /** The step above the minimum; an SWP withdraws any whole rupee amount. */
  get multiple(): number {
    const detail = this.scheme.detail;
    if (!detail) return 1;
    return this.mode === 'sip' ? detail.sipMultiple : this.mode === 'swp' ? 1 : detail.purchaseMultiple;
  }

  get canSip(): boolean {
    return isYes(this.scheme.detail?.isSip);
  }

  get canSwp(): boolean {
    return isYes(this.scheme.detail?.swpFlag) && isYes(this.scheme.purchaseState);
  }

  /** The detail came: the scheme's SIP dates and minimum installments, starting next month. */
  start(detail: PurchaseDetail): void {
    this.sipDates = detail.sipDates;
    this.sipDate = detail.sipDates[0] ?? 1;
    this.sipInstallments = String(Math.max(12, detail.minSipInstallments));
    this.sipStartMonth = nextMonth(new Date());
    void this.loadInstallmentDates();
  }

  setMode(mode: EntryMode): void {
    this.mode = mode;
    this.entryError = '';
    if (mode === 'swp' && !this.swp.swp) void this.swp.load();
  }

  setAmount(value: string): void {
    this.amount = value;
    this.entryError = '';
  }

  set<K extends SipField>(key: K, value: this[K]): void {
    this[key] = value;
    this.entryError = '';
  }

  setSwp<K extends SwpField>(key: K, value: SwpPlanStore[K]): void {
    this.entryError = '';
    this.swp.set(key, value);
  }

  setSipFrequency(value: string): void {
    const freqId = freqIdOf(value);
    if (!freqId) return;
    this.sipFreqId = freqId;
    void this.loadInstallmentDates();
  }

  /** SIP dates of the frequency (common/getInstallmentDate), kept to the scheme's own dates. */
  readonly loadInstallmentDates = flow(function* (this: EntryStore) {
    try {
      const reply = yield* awaited(this.api.call(getInstallmentDate, { freqId: this.sipFreqId }));
      if (!reply.isSuccess || !reply.data) return;
      const offered = reply.data.installmentDate;
      const own = this.scheme.detail?.sipDates ?? offered;
      const dates = offered.filter((day) => own.includes(day));
      this.sipDates = dates.length ? dates : own;
      if (!this.sipDates.includes(this.sipDate)) this.sipDate = this.sipDates[0] ?? 1;
    } catch {
      // The scheme's own dates stay offered.
    }
  });

  /** Shows the brokerage detail of a 'Link' display type for the amount entered. */
  toggleBrokerageDetail(): void {
    this.showBrokerageDetail = !this.showBrokerageDetail;
    if (this.showBrokerageDetail) void this.loadBrokerage();
  }

  /** The brokerage of the amount entered (of the minimum while none is). */
  readonly loadBrokerage = flow(function* (this: EntryStore) {
    const amount =
      Number.isFinite(this.amountValue) && this.amountValue > 0 ? this.amountValue : this.minAmount;
    try {
      const reply = yield* awaited(
        this.api.call(getBrokerageForDirPlan, { schCode: this.scheme.key.schCode, purAmount: amount }),
      );
      if (!reply.isSuccess || !reply.data) return null;
      this.brokerage = reply.data;
      return reply.data;
    } catch {
      return null;
    }
  });

  /** The entry checked and turned into a cart line; null (with entryError) when it is not valid. */
  readonly toCartLine = flow(function* (this: EntryStore) {
    const detail = this.scheme.detail;
    if (!detail) return null;
    const amount = this.amountValue;
    this.entryError = amountRefusal(amount, this.minAmount, this.multiple);
    if (this.entryError) return null;
    const { key } = this.scheme;
    const nfo = isYes(detail.isNfo);
    let trxnType: PurchaseKind = nfo ? 'NPIP' : 'PIP';
    const line: CartLine = {
      schcode: detail.schCode,
      schName: detail.schName,
      selectedDivOption: key.schOpt,
      optionName: optionNameOf(detail, key.schOpt),
      isDirect: key.isDirect,
      totalAmount: amount,
      trxnType,
      brokerage: 0,
      ...(detail.folioNo ? { folioNo: detail.folioNo } : {}),
    };
    if (this.mode === 'sip') {
      const installments = Number(this.sipInstallments);
      if (!Number.isInteger(installments) || installments < detail.minSipInstallments) {
        this.entryError = `A SIP needs at least ${detail.minSipInstallments} installments.`;
        return null;
      }
      trxnType = nfo ? 'NSIP' : 'SIP';
      line.sip = {
        freqId: this.sipFreqId,
        installmentDate: this.sipDate,
        startMonth: this.sipStartMonth,
        noOfInstallments: installments,
      };
    }
    if (this.mode === 'swp') {
      const swp = this.swp.plan();
      if (!swp) return null;
      if ('error' in swp) {
        this.entryError = swp.error;
        return null;
      }
      trxnType = 'SWP';
      line.swp = swp.plan;
    }
    line.trxnType = trxnType;
    if (trxnType !== 'SWP' && isYes(key.isDirect)) {
      const brokerage = yield* awaited(this.loadBrokerage());
      line.brokerage = brokerage?.brokAmount ?? 0;
    }
    return line;
  });

  /** Puts a line taken back from the cart into the entry (edit the last item). */
  editLine(line: CartLine): void {
    this.amount = String(line.totalAmount);
    if (line.sip) {
      this.mode = 'sip';
      this.sipFreqId = freqIdOf(line.sip.freqId) ?? FIRST_FREQ;
      this.sipDate = line.sip.installmentDate;
      this.sipStartMonth = line.sip.startMonth;
      this.sipInstallments = String(line.sip.noOfInstallments);
    } else if (line.swp) {
      this.mode = 'swp';
      void this.swp.load();
    } else this.mode = 'lumpsum';
  }
}
