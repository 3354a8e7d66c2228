import type { RootStore } from '../stores/root.ts';
import { CartStore } from './cart/cart-store.ts';
import { ListingStore } from './listing/listing-store.ts';
import type { Shelf } from './paths.ts';

export interface ShelfStores {
  listing: ListingStore;
  cart: CartStore;
}

/** The purchase area's long-lived stores: each shelf's listing and cart, for one account. */
export type PurchaseStores = Record<Shelf, ShelfStores> & { readonly account: string };

declare module '../stores/root.ts' {
  interface RootStore {
    /**
     * The purchase area's stores, made by `shelfStores` when a purchase screen first loads, so the
     * login page never downloads them. Logout reloads the page and clears storage, so the carts go.
     */
    purchase?: PurchaseStores;
  }
}

/**
 * One shelf's listing and cart, made with the first purchase screen and kept on the root. The carts
 * belong to the signed-in account: after a login as another account (a 401 re-login happens without
 * a page load) that account gets its own, and a cart saved for someone else is never shown.
 */
export function shelfStores(root: RootStore, shelf: Shelf): ShelfStores {
  const account = ccodeOf(root);
  if (root.purchase?.account !== account) {
    root.purchase = {
      account,
      funds: { listing: new ListingStore(root.api), cart: new CartStore(root.persistence, 'cart', account) },
      nfo: {
        listing: new ListingStore(root.api, true),
        cart: new CartStore(root.persistence, 'nfoCart', account),
      },
    };
  }
  return root.purchase[shelf];
}

/** The investor the purchase is for: the logged-in account. */
export function ccodeOf(root: RootStore): string {
  return root.session.fields.njacno ?? '';
}
