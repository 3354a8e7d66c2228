type ScreenModule = { default: React.ComponentType };

const listing = () => import('./listing/ListingScreen.tsx');
const nfo = () => import('./listing/NfoListing.tsx');
const scheme = () => import('./scheme/SchemePage.tsx');
const cart = () => import('./cart/CartPage.tsx');

/** The purchase area's screens by route path (the route table points its rows here). */
export const purchaseScreens: Record<string, () => Promise<ScreenModule>> = {
  '/transact/mutual-funds': listing,
  // The menu's purchase entries (Purchase, Lumpsum, UPI, SIP) open the fund list, where each is chosen.
  '/transact/mutual-funds/purchase': listing,
  '/transact/mutual-funds/allFunds/:mode': listing,
  '/transact/mutual-funds/scheme/:schCode': scheme,
  '/transact/mutual-funds/cart': cart,
  '/transact/mutual-funds/upi/:trxnId': () => import('./payment/UpiWait.tsx'),
  '/transact/mutual-funds/order/:trxnId': () => import('./payment/OrderReceipt.tsx'),
  '/transact/nfo': nfo,
  '/transact/nfo/search': nfo,
  '/transact/nfo/purchase': nfo,
  '/transact/nfo/sip': nfo,
  '/transact/nfo/scheme/:schCode': scheme,
  '/transact/nfo/cart': cart,
  '/transact/instaPur-response': () => import('./payment/InstantPaymentResult.tsx'),
};
