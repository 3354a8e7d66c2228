import type { DataOf } from '@ewa/api/core';
import type { onConfirm } from '@ewa/api/purchase';
import type { Persistence } from '../../stores/storage.ts';

/** A confirmation: its transaction, pay mode, payment state and orders. */
export type ConfirmReply = DataOf<typeof onConfirm>;

const LAST_ORDER_KEY = 'purchase.lastOrder';

/** A confirmation and the cart it came from (which cart to empty once it is paid). */
export type SavedOrder = ConfirmReply & { cartKey: 'cart' | 'nfoCart' };

/** Keeps the orders of a confirmation, so a reloaded wait page or receipt can list them. */
export function saveLastOrder(persistence: Persistence, order: SavedOrder): void {
  persistence.write(LAST_ORDER_KEY, order);
}

/** The orders of the last confirmation, when it is this transaction's. */
export function readLastOrder(persistence: Persistence, trxnId: string): SavedOrder | null {
  const saved = persistence.read<SavedOrder>(LAST_ORDER_KEY);
  return saved && saved.trxnId === trxnId ? saved : null;
}
