import { ApiError } from '@ewa/api/client';
import { MONEY_DOOR, type RequestOf } from '@ewa/api/core';
import {
  getUPICollectionApiStatus,
  onConfirm,
  PAY_MODE,
  type PayMode,
  PURCHASE_TEXTS,
  SEGMENT,
} from '@ewa/api/purchase';
import { replyText } from '@ewa/api/reply';
import { messages } from '@ewa/ui/validate';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import type { Destination } from '../../stores/navigation.ts';
import { RequestKey } from '../../stores/request-key.ts';
import type { Persistence } from '../../stores/storage.ts';
import { receiptPath, upiWaitPath } from '../paths.ts';
import { type ConfirmReply, saveLastOrder } from '../payment/last-order.ts';
import type { CartStore } from './cart-store.ts';
import { INVALID_NEFT_REF_TEXT, PaymentChoiceStore } from './payment-choice-store.ts';

/**
 * purchase/onConfirm's request for a cart paid by `mode` (spec 001 §3 confirm payload): the items,
 * their total and what the mode needs.
 */
export function confirmRequest(
  cart: Pick<CartStore, 'items' | 'total'>,
  choice: Pick<
    PaymentChoiceStore,
    'neftrtgsrefno' | 'neftrtgsrerefno' | 'mandateNo' | 'selectedBank' | 'payerVirtualAddress' | 'vpaSrNo'
  >,
  mode: PayMode,
  ccode: string,
): RequestOf<typeof onConfirm> {
  const bank = choice.selectedBank;
  const neft = mode === PAY_MODE.NEFT_RTGS && cart.total > 0;
  return {
    ccode,
    items: cart.items.map((item) => ({
      schcode: item.schcode,
      selectedDivOption: item.selectedDivOption,
      isDirect: item.isDirect,
      totalAmount: item.totalAmount,
      trxnType: item.trxnType,
      ...(item.folioNo ? { folioNo: item.folioNo } : {}),
      ...(item.sip ? { sip: item.sip } : {}),
      ...(item.swp ? { swp: item.swp } : {}),
    })),
    total: cart.total,
    paymentMode: mode,
    ...(neft
      ? {
          neftrtgsamount: cart.total,
          neftrtgsrefno: choice.neftrtgsrefno,
          neftrtgsrerefno: choice.neftrtgsrerefno,
        }
      : {}),
    ...(mode === PAY_MODE.MANDATE ? { mandateNo: choice.mandateNo } : {}),
    ...(bank && (mode === PAY_MODE.NET_BANKING || neft)
      ? { bankCode: bank.bankCode, bankAccNo: bank.bankAccNo, bankType: bank.bankType }
      : {}),
    ...(mode === PAY_MODE.UPI_COLLECT
      ? { payerVirtualAddress: choice.payerVirtualAddress, VPAVerifyDtlSrNo: choice.vpaSrNo }
      : {}),
    isPIPConfirm: 'Y',
    browser: browserName(),
    os: osName(),
  };
}

/**
 * The cart's confirmation (spec 001 §4): the payment choice, then purchase/onConfirm with the cart's
 * confirmation id, then what the pay mode does next. It answers where the investor goes.
 */
export class CheckoutStore {
  readonly choice: PaymentChoiceStore;
  pending = false;
  error = '';
  /** The key of the collect request asked for the order just confirmed. */
  private readonly keys = new RequestKey();

  constructor(
    private readonly api: ApiPort,
    private readonly cart: CartStore,
    private readonly persistence: Persistence,
    private readonly ccode: () => string,
  ) {
    this.choice = new PaymentChoiceStore(api, ccode, () => this.clearError());
    makeAutoObservable<CheckoutStore, 'api' | 'cart' | 'persistence' | 'ccode' | 'keys'>(
      this,
      { api: false, cart: false, persistence: false, ccode: false, choice: false, keys: false },
      { autoBind: true },
    );
  }

  /** Whether the confirm button may be pressed; a cart of SWPs only pays nothing. */
  get canConfirm(): boolean {
    if (this.pending || this.cart.isEmpty) return false;
    return this.cart.total === 0 || this.choice.isComplete;
  }

  clearError(): void {
    this.error = '';
  }

  /**
   * purchase/onConfirm under the cart's Idempotency-Key (`cart.confirmationKey()`): a double
   * click or a retry answers the first order. While one is pending a second is not sent at all.
   * Answers the next page (the UPI wait page, the receipt, the bank's page), or null with `error` set.
   */
  readonly confirm = flow(function* (this: CheckoutStore) {
    if (this.pending) return null;
    this.pending = true;
    this.error = '';
    try {
      const { choice, cart } = this;
      const mode = cart.total === 0 ? PAY_MODE.NEFT_RTGS : choice.paymentMode;
      if (mode === PAY_MODE.NEFT_RTGS && cart.total > 0 && !(yield* awaited(choice.checkNeftRef()))) {
        return this.fail(choice.neftMessage || INVALID_NEFT_REF_TEXT);
      }
      // A well-formed UPI ID not verified yet is verified on the click: one click pays.
      if (mode === PAY_MODE.UPI_COLLECT && !(yield* awaited(choice.ensureUpiVerified()))) {
        return this.fail(messages.upiIdInvalid);
      }
      const key = cart.confirmationKey();
      const reply = yield* awaited(
        this.api.call(onConfirm, confirmRequest(cart, choice, mode, this.ccode()), {
          idempotencyKey: key,
        }),
      );
      if (!reply.isSuccess || !reply.data) return this.fail(replyText(reply, GENERIC_FAILURE));
      saveLastOrder(this.persistence, { ...reply.data, cartKey: cart.storageKey });
      return yield* awaited(this.afterConfirm(reply.data));
    } catch (error) {
      // The server keeps a confirmation id for the cart it was first sent with: the next try is new.
      if (error instanceof ApiError && error.reply.errCode === MONEY_DOOR.keyReusedCode)
        this.cart.renewConfirmation();
      return this.fail(failureText(error));
    } finally {
      this.pending = false;
    }
  });

  /** Spec 001 §4 by pay mode: UPI collect asks for the collection, then the wait page. */
  private readonly afterConfirm = flow(function* (this: CheckoutStore, order: ConfirmReply) {
    const receipt: Destination = { to: receiptPath(order.trxnId) };
    if (order.PAY_STATUS !== 'PENDING') {
      this.cart.clear();
      return receipt;
    }
    switch (order.paymentMode) {
      case PAY_MODE.NET_BANKING:
        if (!order.netBankingUrl) return this.fail(GENERIC_FAILURE);
        return { href: order.netBankingUrl };
      case PAY_MODE.UPI_QR:
        return { to: upiWaitPath(order.trxnId) };
      case PAY_MODE.UPI_COLLECT: {
        const bank = this.choice.selectedBank;
        const collect: RequestOf<typeof getUPICollectionApiStatus> = {
          trxnid: order.trxnId,
          payerVirtualAddress: this.choice.payerVirtualAddress,
          VPAVerifyDtlSrNo: this.choice.vpaSrNo,
          segment: SEGMENT,
          ...(bank ? { payBankAccNo: bank.bankAccNo, payBankIfsc: bank.bankIfscCode } : {}),
        };
        const collection = yield* awaited(
          this.api.call(getUPICollectionApiStatus, collect, {
            idempotencyKey: this.keys.of(getUPICollectionApiStatus, collect),
          }),
        );
        if (collection.isSuccess && collection.data?.collectionApiStatus === 'SUCCESS') {
          return { to: upiWaitPath(order.trxnId) };
        }
        // The orders of a refused collection are cancelled by the server; the cart may try again.
        this.cart.renewConfirmation();
        return this.fail(
          collection.data?.collectionApiStatusDes || replyText(collection, PURCHASE_TEXTS.upiFailed),
        );
      }
      default:
        this.cart.clear();
        return receipt;
    }
  });

  private fail(message: string): null {
    this.error = message;
    return null;
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
