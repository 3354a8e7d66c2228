import type { RootStore } from '../stores/root.ts';
import { CartStore } from './cart/cart-store.ts';
import { ListingStore } from './listing/listing-store.ts';

/** Which shelf: the fund listing and its cart, or the new fund offers and their own cart. */
export type Shelf = 'funds' | 'nfo';

export interface ShelfStores {
  listing: ListingStore;
  cart: CartStore;
}

/** The purchase area's long-lived stores: each shelf's listing and cart. */
export type PurchaseStores = Record<Shelf, ShelfStores>;

declare module '../stores/root.ts' {
  interface RootStore {
    /**
     * The purchase area's stores, made by `shelfStores` when a purchase screen first loads, so the
     * login page never downloads them. Logout reloads the page and clears storage, so the carts go.
     */
    purchase?: PurchaseStores;
  }
}

/** One shelf's listing and cart, made with the first purchase screen and kept on the root. */
export function shelfStores(root: RootStore, shelf: Shelf): ShelfStores {
  root.purchase ??= {
    funds: { listing: new ListingStore(root.api), cart: new CartStore(root.persistence, 'cart') },
    nfo: { listing: new ListingStore(root.api, true), cart: new CartStore(root.persistence, 'nfoCart') },
  };
  return root.purchase[shelf];
}

/** The shelf a purchase page belongs to, by its address. */
export function shelfOf(pathname: string): Shelf {
  return pathname.startsWith('/transact/nfo') ? 'nfo' : 'funds';
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
