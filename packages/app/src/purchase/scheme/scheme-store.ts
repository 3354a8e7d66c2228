import { FREQUENCIES, getInstallmentDate, getSwpStartEndDate } from '@ewa/api/common';
import type { DataOf, RequestOf } from '@ewa/api/core';
import {
  getBrokerageForDirPlan,
  getPurchaseWithSwpDetail,
  getSchemeDetail,
  PURCHASE_TEXTS,
  type SchemeOption,
  validatePurchase,
} from '@ewa/api/purchase';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiPort, failureText } from '../../stores/api.ts';
import type { CartLine, PurchaseKind } from '../cart/cart-store.ts';

export type PurchaseDetail = DataOf<typeof getSchemeDetail>;
export type SwpDetail = DataOf<typeof getPurchaseWithSwpDetail>;
export type Brokerage = DataOf<typeof getBrokerageForDirPlan>;

/** Asks the investor a yes/no question (an ewa-dialog confirm in the app, a script in tests). */
export type Ask = (message: string) => Promise<boolean>;

export interface SchemeKey {
  schCode: string;
  isDirect: 'Y' | 'N';
  schOpt: SchemeOption;
}

/** Spec 001 §4 step 1: the text shown for a validation with a count above 0. */
export function validationText(message: string, isMarsValidation: 'Y' | 'N'): string {
  return isMarsValidation === 'Y' ? `${message} ${PURCHASE_TEXTS.marsConfirm}`.trim() : message;
}

/** Spec 001 §4 step 2: isFresh true gives N, false gives Y. */
export function isPurchasedFlag(isFresh: boolean): 'Y' | 'N' {
  return isFresh ? 'N' : 'Y';
}

export type EntryMode = 'lumpsum' | 'sip' | 'swp';

/** An installment frequency the calendar calls take ('1' monthly … '4' yearly). */
export type FreqId = RequestOf<typeof getInstallmentDate>['freqId'];

const FIRST_FREQ: FreqId = '1';

/** The frequency id of a choice, when it is one the calendar knows. */
export function freqIdOf(value: string): FreqId | undefined {
  return FREQUENCIES.find((frequency) => frequency.freqId === value)?.freqId;
}

/**
 * One scheme's purchase page: the validation flow, the purchase detail, brokerage, and the
 * lumpsum / SIP / SWP entry that becomes a cart line.
 */
export class SchemePurchaseStore {
  key: SchemeKey;
  status: 'idle' | 'validating' | 'blocked' | 'loading' | 'ready' | 'failed' = 'idle';
  /** The validation message that blocked (or was confirmed). */
  message = '';
  detail: PurchaseDetail | null = null;
  /** 'N' for a fresh purchase, 'Y' when a folio exists (isPurchased). */
  purchaseState: 'Y' | 'N' = 'N';
  brokerage: Brokerage | null = null;
  showBrokerageDetail = false;

  mode: EntryMode = 'lumpsum';
  amount = '';
  sipFreqId: FreqId = FIRST_FREQ;
  sipDates: number[] = [];
  sipDate = 0;
  sipStartMonth = '';
  sipInstallments = '12';

  swp: SwpDetail | null = null;
  swpFreqId: FreqId = FIRST_FREQ;
  swpDate = 0;
  swpStartMonth = '';
  swpInstallments = '';
  swpBankAccNo = '';
  swpRange: { startDate: string; endDate: string } | null = null;
  swpError = '';

  entryError = '';
  private request = 0;

  constructor(
    private readonly api: ApiPort,
    private readonly ccode: () => string,
    private readonly ask: Ask,
    key: SchemeKey,
  ) {
    this.key = key;
    makeAutoObservable<SchemePurchaseStore, 'api' | 'ccode' | 'ask' | 'request'>(
      this,
      { api: false, ccode: false, ask: false, request: false },
      { autoBind: true },
    );
  }

  get amountValue(): number {
    const value = Number(this.amount);
    return this.amount.trim() === '' || !Number.isFinite(value) ? Number.NaN : value;
  }

  get minAmount(): number {
    if (!this.detail) return 0;
    if (this.mode === 'sip') return this.detail.minSipAmount;
    if (this.mode === 'swp') return this.swp?.minSwpAmount ?? 0;
    return this.detail.purchaseAmount;
  }

  get multiple(): number {
    if (!this.detail) return 1;
    return this.mode === 'sip'
      ? this.detail.sipMultiple
      : this.mode === 'swp'
        ? 1
        : this.detail.purchaseMultiple;
  }

  get canSip(): boolean {
    return this.detail?.isSip === 'Y';
  }

  get canSwp(): boolean {
    return this.detail?.swpFlag === 'Y' && this.purchaseState === 'Y';
  }

  /** Validation first (count > 0 blocks; the MARS flag asks), then the detail (spec 001 §4). */
  async open(): Promise<void> {
    const request = ++this.request;
    this.status = 'validating';
    this.message = '';
    try {
      const check = await this.api.call(validatePurchase, { ccode: this.ccode(), ...this.key });
      if (request !== this.request) return;
      if (!check.isSuccess || !check.data) {
        runInAction(() => {
          this.status = 'failed';
          this.message = check.displayMessage || check.message || failureText(null);
        });
        return;
      }
      const { validationCnt, message, isMarsValidation } = check.data;
      if (validationCnt > 0) {
        const text = validationText(message, isMarsValidation);
        runInAction(() => {
          this.message = text;
        });
        const goOn = isMarsValidation === 'Y' && (await this.ask(text));
        if (request !== this.request) return;
        if (!goOn) {
          runInAction(() => {
            this.status = 'blocked';
          });
          return;
        }
      }
      await this.loadDetail(request);
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.status = 'failed';
        this.message = failureText(error);
      });
    }
  }

  private async loadDetail(request: number): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
    });
    const reply = await this.api.call(getSchemeDetail, { ...this.key, ccode: this.ccode() });
    if (request !== this.request) return;
    if (!reply.isSuccess || !reply.data) {
      runInAction(() => {
        this.status = 'failed';
        this.message = reply.displayMessage || reply.message || failureText(null);
      });
      return;
    }
    const detail = reply.data;
    runInAction(() => {
      this.detail = detail;
      this.purchaseState = isPurchasedFlag(detail.folioNo === '');
      this.sipDates = detail.sipDates;
      this.sipDate = detail.sipDates[0] ?? 1;
      this.sipInstallments = String(Math.max(12, detail.minSipInstallments));
      this.sipStartMonth = nextMonth(new Date());
      this.status = 'ready';
    });
    void this.loadInstallmentDates();
  }

  setMode(mode: EntryMode): void {
    this.mode = mode;
    this.entryError = '';
    if (mode === 'swp' && !this.swp) void this.loadSwp();
  }

  setAmount(value: string): void {
    this.amount = value;
    this.entryError = '';
  }

  set<
    K extends
      | 'sipDate'
      | 'sipStartMonth'
      | 'sipInstallments'
      | 'swpDate'
      | 'swpStartMonth'
      | 'swpInstallments'
      | 'swpBankAccNo',
  >(key: K, value: this[K]): void {
    this[key] = value;
    this.entryError = '';
    if (key.startsWith('swp')) void this.loadSwpRange();
  }

  setSipFrequency(value: string): void {
    const freqId = freqIdOf(value);
    if (!freqId) return;
    this.sipFreqId = freqId;
    void this.loadInstallmentDates();
  }

  setSwpFrequency(value: string): void {
    const freqId = freqIdOf(value);
    if (!freqId) return;
    this.swpFreqId = freqId;
    void this.loadSwpRange();
  }

  /** SIP dates of the frequency (common/getInstallmentDate), kept to the scheme's own dates. */
  async loadInstallmentDates(): Promise<void> {
    try {
      const reply = await this.api.call(getInstallmentDate, { freqId: this.sipFreqId });
      if (!reply.isSuccess || !reply.data) return;
      const offered = reply.data.installmentDate;
      runInAction(() => {
        const own = this.detail?.sipDates ?? offered;
        const dates = offered.filter((day) => own.includes(day));
        this.sipDates = dates.length ? dates : own;
        if (!this.sipDates.includes(this.sipDate)) this.sipDate = this.sipDates[0] ?? 1;
      });
    } catch {
      // The scheme's own dates stay offered.
    }
  }

  /** Shows the brokerage detail of a 'Link' display type for the amount entered. */
  async toggleBrokerageDetail(): Promise<void> {
    this.showBrokerageDetail = !this.showBrokerageDetail;
    if (this.showBrokerageDetail) await this.loadBrokerage();
  }

  async loadBrokerage(): Promise<Brokerage | null> {
    const amount =
      Number.isFinite(this.amountValue) && this.amountValue > 0 ? this.amountValue : this.minAmount;
    try {
      const reply = await this.api.call(getBrokerageForDirPlan, {
        schCode: this.key.schCode,
        purAmount: amount,
      });
      if (!reply.isSuccess || !reply.data) return null;
      const data = reply.data;
      runInAction(() => {
        this.brokerage = data;
      });
      return data;
    } catch {
      return null;
    }
  }

  async loadSwp(): Promise<void> {
    this.swpError = '';
    try {
      const reply = await this.api.call(getPurchaseWithSwpDetail, {
        ...this.key,
        ccode: this.ccode(),
        isPurchased: this.purchaseState,
        folioNo: this.detail?.folioNo ?? '',
      });
      runInAction(() => {
        if (!reply.isSuccess || !reply.data) {
          this.swpError = reply.displayMessage || reply.message || failureText(null);
          return;
        }
        const swp = reply.data;
        this.swp = swp;
        this.swpFreqId = freqIdOf(swp.frequencyList[0]?.freqId ?? '') ?? FIRST_FREQ;
        this.swpDate = swp.installmentDate[0] ?? 1;
        this.swpStartMonth = swp.startMonth[0]?.value ?? '';
        this.swpInstallments = String(swp.installmentRangeMin);
        this.swpBankAccNo =
          swp.bankListSwp.find((b) => b.isDefault === 'Y')?.bankAccNo ?? swp.bankListSwp[0]?.bankAccNo ?? '';
      });
      await this.loadSwpRange();
    } catch (error) {
      runInAction(() => {
        this.swpError = failureText(error);
      });
    }
  }

  /** First and last SWP installment (common/getSwpStartEndDate). */
  async loadSwpRange(): Promise<void> {
    const total = Number(this.swpInstallments);
    if (!this.swp || !this.swpStartMonth || !Number.isInteger(total) || total < 1 || !this.swpDate) {
      this.swpRange = null;
      return;
    }
    try {
      const reply = await this.api.call(getSwpStartEndDate, {
        freqId: this.swpFreqId,
        installmentDate: this.swpDate,
        startMonth: this.swpStartMonth,
        totalNoOfInst: total,
      });
      runInAction(() => {
        this.swpRange =
          reply.isSuccess && reply.data
            ? { startDate: reply.data.startDate, endDate: reply.data.endDate }
            : null;
      });
    } catch {
      runInAction(() => {
        this.swpRange = null;
      });
    }
  }

  /** The entry checked and turned into a cart line; null (with entryError) when it is not valid. */
  async toCartLine(): Promise<CartLine | null> {
    const detail = this.detail;
    if (!detail) return null;
    const amount = this.amountValue;
    const min = this.minAmount;
    if (!Number.isFinite(amount) || amount <= 0) {
      this.entryError = 'Please enter amount.';
      return null;
    }
    if (Math.round(amount * 100) / 100 !== amount) {
      this.entryError = 'Please enter a valid amount.';
      return null;
    }
    if (amount < min) {
      this.entryError = `Minimum amount is Rs ${min}.`;
      return null;
    }
    const multiple = this.multiple;
    if (multiple > 0 && Math.round((amount - min) * 100) % Math.round(multiple * 100) !== 0) {
      this.entryError = `Amount must be in multiples of Rs ${multiple}.`;
      return null;
    }
    const nfo = detail.isNfo === 'Y';
    let trxnType: PurchaseKind = nfo ? 'NPIP' : 'PIP';
    const line: CartLine = {
      schcode: detail.schCode,
      schName: detail.schName,
      selectedDivOption: this.key.schOpt,
      optionName: optionNameOf(detail, this.key.schOpt),
      isDirect: this.key.isDirect,
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
      const swp = this.swp;
      const installments = Number(this.swpInstallments);
      if (!swp) return null;
      if (
        !Number.isInteger(installments) ||
        installments < swp.installmentRangeMin ||
        installments > swp.installmentRangeMax
      ) {
        this.entryError = `Installments must be between ${swp.installmentRangeMin} and ${swp.installmentRangeMax}.`;
        return null;
      }
      trxnType = 'SWP';
      line.swp = {
        freqId: this.swpFreqId,
        installmentDate: this.swpDate,
        startMonth: this.swpStartMonth,
        noOfInstallments: installments,
      };
    }
    line.trxnType = trxnType;
    if (trxnType !== 'SWP' && this.key.isDirect === 'Y') {
      const brokerage = await this.loadBrokerage();
      line.brokerage = brokerage?.brokAmount ?? 0;
    }
    return line;
  }

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
      void this.loadSwp();
    } else this.mode = 'lumpsum';
  }

  dispose(): void {
    this.request++;
  }
}

/** The name of a scheme option as the detail gives it ('Growth'), else its code. */
export function optionNameOf(detail: PurchaseDetail, schOpt: SchemeOption): string {
  return detail.options.find((o) => o.schOpt === schOpt)?.optName ?? schOpt;
}

/** `YYYY-MM` of the month after `now`: the first SIP installment month offered. */
export function nextMonth(now: Date): string {
  const year = now.getMonth() === 11 ? now.getFullYear() + 1 : now.getFullYear();
  const month = ((now.getMonth() + 1) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}
