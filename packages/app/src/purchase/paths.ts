/** Which shelf: the fund listing and its cart, or the new fund offers and their own cart. */
export type Shelf = 'funds' | 'nfo';

/** The shelf a purchase page belongs to, by its address. */
export function shelfOf(pathname: string): Shelf {
  return pathname.startsWith('/transact/nfo') ? 'nfo' : 'funds';
}

/** Each shelf's pages. */
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

/** The UPI wait page of a payment: a reload resumes it. */
export const upiWaitPath = (trxnId: string) => `/transact/mutual-funds/upi/${encodeURIComponent(trxnId)}`;
/** The acknowledgement of a confirmed cart. */
export const receiptPath = (trxnId: string) => `/transact/mutual-funds/order/${encodeURIComponent(trxnId)}`;
