import type { RootStore } from '../stores/root.ts';
import { CartStore } from './cart/cart-store.ts';
import { ListingStore } from './listing/listing-store.ts';

/** Which shelf: the fund listing and its cart, or the new fund offers and their own cart. */
export type Shelf = 'funds' | 'nfo';

export interface ShelfStores {
  listing: ListingStore;
  cart: CartStore;
}

const byRoot = new WeakMap<RootStore, Record<Shelf, ShelfStores>>();

/**
 * The purchase area's long-lived stores, made on first use beside the root (like the header's) so
 * the login page never downloads them. Logout reloads the page and clears storage, so the carts go.
 */
export function shelfStores(root: RootStore, shelf: Shelf): ShelfStores {
  let stores = byRoot.get(root);
  if (!stores) {
    stores = {
      funds: { listing: new ListingStore(root.api), cart: new CartStore(root.persistence, 'cart') },
      nfo: { listing: new ListingStore(root.api, true), cart: new CartStore(root.persistence, 'nfoCart') },
    };
    byRoot.set(root, stores);
  }
  return stores[shelf];
}

/** The investor the purchase is for: the logged-in account. */
export function ccodeOf(root: RootStore): string {
  return root.session.fields.njacno ?? '';
}

export const shelfPaths: Record<Shelf, { list: string; cart: string; scheme: (code: string) => string }> = {
  funds: {
    list: '/transact/mutual-funds',
    cart: '/transact/mutual-funds/cart',
    scheme: (code) => `/transact/mutual-funds/scheme/${encodeURIComponent(code)}`,
  },
  nfo: {
    list: '/transact/nfo',
    cart: '/transact/nfo/cart',
    scheme: (code) => `/transact/nfo/scheme/${encodeURIComponent(code)}`,
  },
};

export const upiWaitPath = (trxnId: string) => `/transact/mutual-funds/upi/${encodeURIComponent(trxnId)}`;
export const receiptPath = (trxnId: string) => `/transact/mutual-funds/order/${encodeURIComponent(trxnId)}`;
