import type { RequestOf } from '@ewa/api/core';
import type { onConfirm } from '@ewa/api/purchase';
import { makeAutoObservable } from 'mobx';
import { randomKey } from '../../stores/request-key.ts';
import type { Persistence } from '../../stores/storage.ts';

/** Adds rupee amounts in whole paise, so 0.1 + 0.2 is 0.3 (money is never summed as floats). */
export function sumRupees(values: readonly number[]): number {
  return values.reduce((paise, value) => paise + Math.round(value * 100), 0) / 100;
}

/** A cart item as the confirm sends it (spec 001 §3). */
type ConfirmItem = RequestOf<typeof onConfirm>['items'][number];

export type PurchaseKind = NonNullable<ConfirmItem['trxnType']>;

/** A SIP's or SWP's installments: frequency, day, first month, count. */
export type InstallmentPlan = NonNullable<ConfirmItem['sip']>;

/** A cart item with what the cart shows: the scheme's and option's names and the brokerage. */
export type CartLine = ConfirmItem & {
  trxnType: PurchaseKind;
  schName: string;
  optionName: string;
  brokerage: number;
};

/** An SWP withdraws from a holding: it is registered with the cart but nothing is paid for it. */
export function isPayable(line: Pick<CartLine, 'trxnType'>): boolean {
  return line.trxnType !== 'SWP';
}

interface SavedCart {
  /** The account the cart was filled for; a cart of another account is never shown. */
  owner?: string;
  items: CartLine[];
  cartState: number;
  isAddMore: boolean;
  confirmationId: string;
}

/** Default cart state of the spec (000 §3, §4). */
export const DEFAULT_CART_STATE = 2;

/**
 * The purchase cart (spec 000 §3–§4; one for purchases, a separate one for new fund offers). It is
 * persisted (logout clears storage). The confirmation id is made once per cart content, so a
 * repeated or double-clicked confirm makes one order; any change to the items makes a new one.
 */
export class CartStore {
  items: CartLine[] = [];
  cartState = DEFAULT_CART_STATE;
  isAddMore = false;
  private confirmationId = '';

  constructor(
    private readonly persistence: Persistence,
    readonly storageKey: 'cart' | 'nfoCart' = 'cart',
    /** The account the cart is filled for (the signed-in investor). */
    readonly owner = '',
  ) {
    const saved = persistence.read<SavedCart>(storageKey);
    if (saved && Array.isArray(saved.items) && (saved.owner ?? '') === owner) {
      this.items = saved.items;
      this.cartState = saved.cartState ?? DEFAULT_CART_STATE;
      this.isAddMore = saved.isAddMore ?? false;
      this.confirmationId = saved.confirmationId ?? '';
    }
    makeAutoObservable<CartStore, 'persistence' | 'save'>(
      this,
      { persistence: false, storageKey: false, owner: false, save: false },
      { autoBind: true },
    );
  }

  /** What is paid now: lumpsum amounts and first SIP installments; SWP withdrawals are not. */
  get total(): number {
    return sumRupees(this.items.filter(isPayable).map((item) => item.totalAmount));
  }

  get totalBrokerage(): number {
    return sumRupees(this.items.filter(isPayable).map((item) => item.brokerage));
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  get lastItem(): CartLine | undefined {
    return this.items[this.items.length - 1];
  }

  /** Adds a scheme; the same scheme, option, plan and kind replaces its earlier line. */
  add(line: CartLine): void {
    const same = (item: CartLine) =>
      item.schcode === line.schcode &&
      item.selectedDivOption === line.selectedDivOption &&
      item.isDirect === line.isDirect &&
      item.trxnType === line.trxnType;
    this.items = [...this.items.filter((item) => !same(item)), line];
    this.isAddMore = false;
    this.changed();
  }

  remove(index: number): void {
    if (index < 0 || index >= this.items.length) return;
    this.items = this.items.filter((_, i) => i !== index);
    this.changed();
  }

  /** Only the last item can be edited (spec 000 §4). */
  updateAmount(index: number, amount: number, brokerage?: number): boolean {
    if (index !== this.items.length - 1 || !Number.isFinite(amount) || amount <= 0) return false;
    const rounded = Math.round(amount * 100) / 100;
    this.items = this.items.map((item, i) =>
      i === index ? { ...item, totalAmount: rounded, brokerage: brokerage ?? item.brokerage } : item,
    );
    this.changed();
    return true;
  }

  /** Takes the last item out for editing on its scheme page; it goes back in with add(). */
  editLast(): CartLine | undefined {
    const last = this.lastItem;
    if (!last) return undefined;
    this.items = this.items.slice(0, -1);
    this.changed();
    return last;
  }

  setAddMore(value: boolean): void {
    this.isAddMore = value;
    this.save();
  }

  setCartState(state: number): void {
    this.cartState = state;
    this.save();
  }

  clear(): void {
    this.items = [];
    this.cartState = DEFAULT_CART_STATE;
    this.isAddMore = false;
    this.confirmationId = '';
    this.persistence.remove(this.storageKey);
  }

  /**
   * The Idempotency-Key this cart content is confirmed under: the same for every repeat of the same
   * confirm, kept with the cart so a reload retries under it too (the cart is the reviewed request).
   */
  confirmationKey(): string {
    if (!this.confirmationId) {
      this.confirmationId = randomKey();
      this.save();
    }
    return this.confirmationId;
  }

  /** After a payment failed or expired the same cart may be confirmed again, as a new order. */
  renewConfirmation(): void {
    this.confirmationId = '';
    this.save();
  }

  private changed(): void {
    this.confirmationId = '';
    this.save();
  }

  private save(): void {
    this.persistence.write(this.storageKey, {
      owner: this.owner,
      items: this.items,
      cartState: this.cartState,
      isAddMore: this.isAddMore,
      confirmationId: this.confirmationId,
    } satisfies SavedCart);
  }
}
