type ScreenModule = { default: React.ComponentType };

const list = () => import('./AuthorizeList.tsx');
const acknowledge = () => import('./Acknowledge.tsx');
const twoFactor = () => import('./TwoFactor.tsx');

/** The authorize area's screens by route path (the route table points its rows here). */
export const authorizeScreens: Record<string, () => Promise<ScreenModule>> = {
  '/admin-panel/authorize': list,
  '/transact/authorize/:transactionType': list,
  '/transact/authorize/mars': () => import('./MarsList.tsx'),
  '/transact/authorize/detail': () => import('./AuthorizeDetail.tsx'),
  '/transact/authorize/sbs/achknowledge': acknowledge,
  '/transact/authorize/tsr/achknowledge': acknowledge,
  '/transact/authorize/:type/achknowledge': acknowledge,
  '/transact/authorize/:type/trxnstatus': () => import('./TrxnStatus.tsx'),
  '/transact/authorize/2fa/:request': twoFactor,
  '/transact/authorize/2fa/:request/OTPValidate': twoFactor,
  '/transact/authorize/mapping': () => import('./MappingLogin.tsx'),
  // An authorized purchase waits for its UPI payment on the purchase area's own wait page.
  '/transact/authorize/:type/upi': () => import('../purchase/payment/UpiWait.tsx'),
  '/edis-response': () => import('./EdisResponse.tsx'),
  '/forgot-pin': () => import('./ForgotPin.tsx'),
};

/**
 * Routes a partner's link leads to, open without a signed-in session (spec 001 §2 login redirect
 * rule, §6): the screen sends a visitor to the mapping login or the login page, and a mapping-login
 * session acts from them. Signed-in users meet the usual private-route rules.
 */
export const authorizeLinkRoutes = new Set([
  '/transact/authorize/detail',
  '/transact/authorize/sbs/achknowledge',
  '/transact/authorize/tsr/achknowledge',
  '/transact/authorize/:type/achknowledge',
  '/transact/authorize/:type/trxnstatus',
  '/transact/authorize/:type/upi',
  // Where the bank returns after paying an authorized purchase by net banking.
  '/transact/instaPur-response',
]);
