import { getPaymentModeWiseBankForUcc } from '@ewa/api/common';
import type { DataOf } from '@ewa/api/core';
import {
  checkPayRefNo,
  getUPICollectionApiStatus,
  onConfirm,
  PAY_MODE,
  type PayMode,
  PURCHASE_TEXTS,
  SEGMENT,
  validateVPA,
} from '@ewa/api/purchase';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiPort, failureText } from '../../stores/api.ts';
import type { Persistence } from '../../stores/storage.ts';
import { type ConfirmReply, saveLastOrder } from '../payment/last-order.ts';
import type { CartStore } from './cart-store.ts';

/** The pay modes with the investor's banks for each, and the registered mandates. */
export type PaymentModes = DataOf<typeof getPaymentModeWiseBankForUcc>;
/** A registered bank account. */
export type BankAccount = PaymentModes['payModes'][number]['banks'][number];

/** Where the portal goes after a confirm. */
export type AfterConfirm =
  | { kind: 'upi-wait'; trxnId: string }
  | { kind: 'bank'; url: string }
  | { kind: 'receipt'; trxnId: string }
  | { kind: 'error'; message: string };

/** Payment choice of the cart and its confirmation (spec 001 §3 cart, confirm payload; §4, §5). */
export class CheckoutStore {
  modes: PaymentModes | null = null;
  paymentMode: PayMode = PAY_MODE.UPI_COLLECT;
  bankAccNo = '';
  payerVirtualAddress = '';
  /** validateVPA's answers by UPI ID: VPAVerifyStatus, its serial number and the payer's name. */
  vpaChecks = new Map<string, { status: string; srNo: string; name: string }>();
  neftrtgsrefno = '';
  neftrtgsrerefno = '';
  neftRefChecked: 'no' | 'checking' | 'available' | 'used' = 'no';
  neftMessage = '';
  mandateNo = '';
  pending = false;
  error = '';
  loadError = '';

  constructor(
    private readonly api: ApiPort,
    private readonly cart: CartStore,
    private readonly persistence: Persistence,
    private readonly ccode: () => string,
  ) {
    makeAutoObservable<CheckoutStore, 'api' | 'cart' | 'persistence' | 'ccode'>(
      this,
      { api: false, cart: false, persistence: false, ccode: false },
      { autoBind: true },
    );
  }

  /** Modes and banks the investor may pay by; a cart of SWPs only pays nothing. */
  get banks(): BankAccount[] {
    return this.modes?.payModes.find((m) => m.paymentMode === this.paymentMode)?.banks ?? [];
  }

  get selectedBank(): BankAccount | undefined {
    return this.banks.find((b) => b.bankAccNo === this.bankAccNo) ?? this.banks[0];
  }

  get vpaSrNo(): string {
    const check = this.vpaChecks.get(this.payerVirtualAddress);
    return check?.status === 'VE' ? check.srNo : '';
  }

  get isUpiVerified(): boolean {
    return this.vpaSrNo !== '';
  }

  /** Whether the confirm button may be pressed (the server checks everything again). */
  get canConfirm(): boolean {
    if (this.pending || this.cart.isEmpty) return false;
    if (this.cart.total === 0) return true;
    switch (this.paymentMode) {
      case PAY_MODE.UPI_COLLECT:
        return this.isUpiVerified;
      case PAY_MODE.NEFT_RTGS:
        return (
          this.neftrtgsrefno !== '' && this.neftrtgsrefno === this.neftrtgsrerefno && this.bankAccNo !== ''
        );
      case PAY_MODE.MANDATE:
        return this.mandateNo !== '';
      case PAY_MODE.NET_BANKING:
        return this.bankAccNo !== '';
      default:
        return true;
    }
  }

  async load(): Promise<void> {
    this.loadError = '';
    try {
      const reply = await this.api.call(getPaymentModeWiseBankForUcc, { ccode: this.ccode() });
      runInAction(() => {
        if (!reply.isSuccess || !reply.data) {
          this.loadError = reply.displayMessage || reply.message || failureText(null);
          return;
        }
        const modes = reply.data;
        this.modes = modes;
        this.pickDefaultBank();
        const approved = modes.mandates.find((m) => m.status === 'APPROVED');
        if (!this.mandateNo && approved) this.mandateNo = approved.njEMandateNo;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = failureText(error);
      });
    }
  }

  setMode(mode: PayMode): void {
    this.paymentMode = mode;
    this.error = '';
    this.pickDefaultBank();
  }

  setBank(accNo: string): void {
    this.bankAccNo = accNo;
  }

  setMandate(mandateNo: string): void {
    this.mandateNo = mandateNo;
    this.error = '';
  }

  /** The UPI ID typed; it counts as verified only once validateVPA said VE for this very ID. */
  setUpiId(value: string): void {
    this.payerVirtualAddress = value.trim();
  }

  /** The UPI field's verify function: purchase/validateVPA (status VE is valid). */
  async verifyUpiId(upiId: string): Promise<{ status: string; name?: string }> {
    const reply = await this.api.call(validateVPA, {
      njAcNo: this.ccode(),
      payerVirtualAddress: upiId,
      segment: SEGMENT,
    });
    const data = reply.isSuccess ? reply.data : null;
    runInAction(() => {
      this.vpaChecks.set(upiId, {
        status: data?.VPAVerifyStatus ?? 'NVE',
        srNo: data?.VPAVerifyStatus === 'VE' ? data.VPAVerifyDtlsrNo : '',
        name: data?.payerName ?? '',
      });
    });
    return data ? { status: data.VPAVerifyStatus, name: data.payerName } : { status: 'NVE' };
  }

  setNeftRef(which: 'neftrtgsrefno' | 'neftrtgsrerefno', value: string): void {
    this[which] = value.trim().toUpperCase();
    this.neftRefChecked = 'no';
    this.neftMessage = '';
    this.error = '';
  }

  /** purchase/checkPayRefNo: a used reference is refused before the confirm. */
  async checkNeftRef(): Promise<boolean> {
    const ref = this.neftrtgsrefno;
    if (!/^[A-Za-z0-9]{6,22}$/.test(ref)) {
      this.neftRefChecked = 'used';
      this.neftMessage = 'Please enter a valid NEFT/RTGS reference number.';
      return false;
    }
    if (ref !== this.neftrtgsrerefno) {
      this.neftMessage = 'The NEFT/RTGS reference numbers do not match.';
      return false;
    }
    this.neftRefChecked = 'checking';
    try {
      const reply = await this.api.call(checkPayRefNo, { neftrtgsrefno: ref });
      const available = reply.isSuccess && reply.data?.isPayRefNoAvailable === true;
      runInAction(() => {
        this.neftRefChecked = available ? 'available' : 'used';
        this.neftMessage = available
          ? ''
          : reply.data?.message || reply.displayMessage || reply.message || '';
      });
      return available;
    } catch (error) {
      runInAction(() => {
        this.neftRefChecked = 'no';
        this.neftMessage = failureText(error);
      });
      return false;
    }
  }

  /**
   * purchase/onConfirm with the cart's confirmation id (sent as the idempotency key too): a double
   * click or a retry answers the first order. While one is pending a second is not sent at all.
   */
  async confirm(): Promise<AfterConfirm> {
    if (this.pending) return { kind: 'error', message: '' };
    this.pending = true;
    this.error = '';
    try {
      const mode = this.cart.total === 0 ? PAY_MODE.NEFT_RTGS : this.paymentMode;
      if (mode === PAY_MODE.NEFT_RTGS && this.cart.total > 0 && !(await this.checkNeftRef())) {
        return this.fail(this.neftMessage || 'Please enter a valid NEFT/RTGS reference number.');
      }
      const key = this.cart.confirmationKey();
      const bank = this.selectedBank;
      const upi = mode === PAY_MODE.UPI_COLLECT;
      const neft = mode === PAY_MODE.NEFT_RTGS && this.cart.total > 0;
      const reply = await this.api.call(
        onConfirm,
        {
          ccode: this.ccode(),
          items: this.cart.items.map((item) => ({
            schcode: item.schcode,
            selectedDivOption: item.selectedDivOption,
            isDirect: item.isDirect,
            totalAmount: item.totalAmount,
            trxnType: item.trxnType,
            ...(item.folioNo ? { folioNo: item.folioNo } : {}),
            ...(item.sip ? { sip: item.sip } : {}),
            ...(item.swp ? { swp: item.swp } : {}),
          })),
          total: this.cart.total,
          paymentMode: mode,
          ...(neft
            ? {
                neftrtgsamount: this.cart.total,
                neftrtgsrefno: this.neftrtgsrefno,
                neftrtgsrerefno: this.neftrtgsrerefno,
              }
            : {}),
          ...(mode === PAY_MODE.MANDATE ? { mandateNo: this.mandateNo } : {}),
          ...(bank && (mode === PAY_MODE.NET_BANKING || neft)
            ? { bankCode: bank.bankCode, bankAccNo: bank.bankAccNo, bankType: bank.bankType }
            : {}),
          ...(upi ? { payerVirtualAddress: this.payerVirtualAddress, VPAVerifyDtlSrNo: this.vpaSrNo } : {}),
          isPIPConfirm: 'Y',
          browser: browserName(),
          os: osName(),
          cartConfirmationId: key,
        },
        { idempotencyKey: key },
      );
      if (!reply.isSuccess || !reply.data) {
        return this.fail(reply.displayMessage || reply.message || failureText(null));
      }
      const order = reply.data;
      saveLastOrder(this.persistence, { ...order, cartKey: this.cart.storageKey });
      return await this.afterConfirm(order);
    } catch (error) {
      return this.fail(failureText(error));
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  /** Spec 001 §4 by pay mode: UPI collect asks for the collection, then the wait page. */
  private async afterConfirm(order: ConfirmReply): Promise<AfterConfirm> {
    if (order.PAY_STATUS !== 'PENDING') {
      this.cart.clear();
      return { kind: 'receipt', trxnId: order.trxnId };
    }
    switch (order.paymentMode) {
      case PAY_MODE.NET_BANKING:
        if (!order.netBankingUrl) return this.fail(failureText(null));
        return { kind: 'bank', url: order.netBankingUrl };
      case PAY_MODE.UPI_QR:
        return { kind: 'upi-wait', trxnId: order.trxnId };
      case PAY_MODE.UPI_COLLECT: {
        const collection = await this.api.call(getUPICollectionApiStatus, {
          trxnid: order.trxnId,
          payerVirtualAddress: this.payerVirtualAddress,
          VPAVerifyDtlSrNo: this.vpaSrNo,
          segment: SEGMENT,
          ...(this.selectedBank
            ? { payBankAccNo: this.selectedBank.bankAccNo, payBankIfsc: this.selectedBank.bankIfscCode }
            : {}),
        });
        if (collection.isSuccess && collection.data?.collectionApiStatus === 'SUCCESS') {
          return { kind: 'upi-wait', trxnId: order.trxnId };
        }
        // The orders of a refused collection are cancelled by the server; the cart may try again.
        this.cart.renewConfirmation();
        return this.fail(
          collection.data?.collectionApiStatusDes ||
            collection.displayMessage ||
            collection.message ||
            PURCHASE_TEXTS.upiFailed,
        );
      }
      default:
        this.cart.clear();
        return { kind: 'receipt', trxnId: order.trxnId };
    }
  }

  private fail(message: string): AfterConfirm {
    runInAction(() => {
      this.error = message;
    });
    return { kind: 'error', message };
  }

  private pickDefaultBank(): void {
    const banks = this.banks;
    if (!banks.some((b) => b.bankAccNo === this.bankAccNo)) {
      this.bankAccNo = banks.find((b) => b.isDefault === 'Y')?.bankAccNo ?? banks[0]?.bankAccNo ?? '';
    }
  }
}

function browserName(): string {
  const agent = globalThis.navigator?.userAgent ?? '';
  return (/(Edg|Chrome|Firefox|Safari)\/[\d.]+/.exec(agent)?.[0] ?? 'unknown').slice(0, 100);
}

function osName(): string {
  const agent = globalThis.navigator?.userAgent ?? '';
  return (/\(([^)]+)\)/.exec(agent)?.[1] ?? 'unknown').slice(0, 100);
}
