import type { RootStore } from '../stores/root.ts';
import { CartStore } from './cart/cart-store.ts';
import { ListingStore } from './listing/listing-store.ts';
import type { Shelf } from './paths.ts';

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

/** The investor the purchase is for: the logged-in account. */
export function ccodeOf(root: RootStore): string {
  return root.session.fields.njacno ?? '';
}
