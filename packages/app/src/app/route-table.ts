import { authorizeLinkRoutes, authorizeScreens } from '../authorize/screens.ts';
import { pageScreen } from '../public/screens.ts';
import { purchaseScreens } from '../purchase/screens.ts';
import { loginRoute } from './login-route.ts';
import { type Access, opensScreenOf } from './route-rules.ts';

type ScreenModule = { default: React.ComponentType };

/**
 * One row per route of both spec documents (paths relative to /ewa). The entry carries only the login
 * page's row (login-route.ts); this module, with every other row, loads apart (route-loader.ts).
 * A row without `screen` shows the in-layout "not open yet" page under its title until the issue that
 * builds it adds the screen.
 * `chrome`: `portal` = the signed-in header and footer, `plain` = the public header (login, gates).
 */
export interface RouteEntry {
  path: string;
  access: Access;
  title: string;
  chrome?: 'portal' | 'plain';
  screen?: () => Promise<ScreenModule>;
}

const gate = {
  panAadhaar: () => import('../gates/PanAadhaarSeeding.tsx'),
  fatca: () => import('../gates/FatcaDeclaration.tsx'),
  dpCharges: () => import('../gates/DeactivatedUcc.tsx'),
  rekyc: () => import('../gates/Rekyc.tsx'),
  personalised: () => import('../gates/AskPersonalised.tsx'),
  email: () => import('../gates/VerifyEmail.tsx'),
};

/** Screens of the FATCA, e-voting and support areas, and the mobile webview's closing page. */
const areaScreens: Record<string, () => Promise<ScreenModule>> = {
  '/fatca': () => import('../fatca/FatcaScreen.tsx'),
  '/dpcharges': () => import('../dpcharges/DpChargesScreen.tsx'),
  '/dpcharges/pay': () => import('../dpcharges/DpChargesPayScreen.tsx'),
  '/webview': () => import('../webview/WebviewClose.tsx'),
  '/setting': () => import('../settings/SettingsScreen.tsx'),
  '/evoting': () => import('../evoting/EVotingScreen.tsx'),
  '/help-and-support': () => import('../support/HelpAndSupport.tsx'),
  '/help-and-support/send-query': () => import('../support/SendQueryScreen.tsx'),
  '/portfolio': () => import('../portfolio/PortfolioScreen.tsx'),
  '/profile': () => import('../profile/ProfileScreen.tsx'),
  '/profile/:key': () => import('../profile/ProfileScreen.tsx'),
  '/profile/:key/:subkey': () => import('../profile/ProfileScreen.tsx'),
  '/transact/mutual-funds/portfolio/redeem': () => import('../portfolio/RedeemScreen.tsx'),
  '/transact/mutual-funds/portfolio/switch': () => import('../portfolio/RedeemScreen.tsx'),
  '/transact/insta-cash': () => import('../portfolio/InstaCashScreen.tsx'),
  '/report': () => import('../reports/ReportsScreen.tsx'),
  '/tradereg/*': () => import('../registration/RegistrationScreen.tsx'),
  '/emftradereg/*': () => import('../registration/RegistrationScreen.tsx'),
  '/register': () => import('../registration/OpenAccount.tsx'),
  '/register/:id': () => import('../registration/OpenAccount.tsx'),
  '/account': () => import('../registration/OpenAccount.tsx'),
  '/account/:id': () => import('../registration/OpenAccount.tsx'),
  '/report/net-worth': () => import('../reports/ReportsScreen.tsx'),
  '/report/transactions': () => import('../reports/ReportsScreen.tsx'),
  '/transact/mutual-funds/systematic': () => import('../systematic/SystematicScreen.tsx'),
  '/transact/mutual-funds/systematic/stop-sip': () => import('../systematic/SystematicScreen.tsx'),
  '/transact/mutual-funds/systematic/top-up': () => import('../systematic/SystematicScreen.tsx'),
  '/transact/mutual-funds/systematic/swp': () => import('../systematic/RegisterPlanScreen.tsx'),
  '/transact/mutual-funds/systematic/stp': () => import('../systematic/RegisterPlanScreen.tsx'),
};

export const routeTable: RouteEntry[] = [
  // Login and the post-login gates (spec 000 §2, §4)
  loginRoute,
  {
    path: '/settings',
    access: 'settings',
    title: 'Change Password',
    screen: () => import('../settings/ChangePassword.tsx'),
  },
  {
    path: '/panAadhaarSeeding',
    access: 'gate',
    title: 'PAN-Aadhaar Linking',
    chrome: 'plain',
    screen: gate.panAadhaar,
  },
  {
    path: '/fatcadeclaration',
    access: 'gate',
    title: 'FATCA Declaration',
    chrome: 'plain',
    screen: gate.fatca,
  },
  {
    path: '/deactivateducc',
    access: 'gate',
    title: 'Pending DP Charges',
    chrome: 'plain',
    screen: gate.dpCharges,
  },
  { path: '/rekyc', access: 'gate', title: 'Re-KYC', chrome: 'plain', screen: gate.rekyc },
  {
    path: '/ask-peronalised',
    access: 'gate',
    title: 'Personalised Login ID',
    chrome: 'plain',
    screen: gate.personalised,
  },
  { path: '/verifyemail', access: 'gate', title: 'Verify E-mail', chrome: 'plain', screen: gate.email },

  // Home
  { path: '/', access: 'private', title: 'Home', screen: pageScreen('/') },
  { path: '/dashboard', access: 'private', title: 'Dashboard', screen: pageScreen('/dashboard') },

  // Errors and access pages
  {
    path: '/transact/errorPage',
    access: 'public',
    title: 'Error',
    screen: () => import('../errors/ErrorPage.tsx'),
  },
  {
    path: '/tradereg/auth-error',
    access: 'public',
    title: 'Session Expired',
    screen: () => import('../errors/AuthError.tsx'),
  },
  {
    path: '/tradereg/unauthorised-access',
    access: 'public',
    title: 'Unauthorised Access',
    screen: () => import('../errors/UnauthorisedAccess.tsx'),
  },
  {
    path: '/emftradereg/unauthorised-access',
    access: 'public',
    title: 'Unauthorised Access',
    screen: () => import('../errors/UnauthorisedAccess.tsx'),
  },
  { path: '/tradereg/process-complete', access: 'public', title: 'Process Complete' },
  // Recovery of a forgotten or blocked login (spec 000 §2); /ucc-block and the login page link here.
  {
    path: '/forgot-password',
    access: 'public',
    title: 'Forgot Password',
    chrome: 'plain',
    screen: () => import('../login/ForgotPassword.tsx'),
  },
  {
    path: '/forgot-loginid',
    access: 'public',
    title: 'Forgot Login ID',
    chrome: 'plain',
    screen: () => import('../login/ForgotLoginId.tsx'),
  },
  {
    path: '/ucc-block',
    access: 'public',
    title: 'Account Blocked',
    chrome: 'plain',
    screen: () => import('../errors/UccBlock.tsx'),
  },

  // Public pages and external callbacks
  ...(
    [
      ['/about', 'About Us'],
      ['/terms', 'Terms and Conditions'],
      ['/disclaimer', 'Disclaimer'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/404', 'Page Not Found'],
      ['/no-results-found', 'No Results Found'],
      ['/forgot-pin', 'Forgot PIN'],
      ['/mfcentral-auth', 'MF Central Authorisation'],
      ['/edis-response', 'eDIS Response'],
      ['/esign-response', 'E-Sign Response'],
      ['/acc-map-unmap', 'Account Mapping'],
      ['/transact/authorize/mapping', 'Mapping Authorization'],
      ['/pdesk/login', 'Partner Desk Login'],
      ['/banks-mandate-auth', 'Bank Mandate Authorisation'],
      ['/epay-now-res', 'Payment Response'],
      ['/esign-bankmandate-response', 'Bank Mandate E-Sign Response'],
      ['/mandate-response', 'Mandate Response'],
      ['/mandate-auth-details', 'Mandate Authorisation Details'],
      ['/emandateReq', 'E-Mandate Request'],
      ['/njcloanlogin', 'Loan Login'],
      ['/njfsplloanlogin', 'Loan Login'],
      ['/transact/capital-market/rs-redirect', 'Capital Market'],
      ['/register', 'Open an E-Wealth Account'],
      ['/register/:id', 'Open an E-Wealth Account'],
      ['/account', 'Open an E-Wealth Account'],
      ['/account/:id', 'Open an E-Wealth Account'],
      ['/account-success', 'Account Opened'],
      ['/bank-processing', 'Bank Processing'],
      ['/tradereg/*', 'E-Wealth Account Registration'],
      ['/emftradereg/*', 'E-Wealth MF Account Registration'],
      ['/fatca', 'FATCA Details'],
      ['/dpcharges', 'DP Charges'],
      ['/dpcharges/pay', 'DP Charges'],
      ['/drfesigncapture', 'E-Sign'],
      ['/ddpiesigncapture', 'DDPI E-Sign'],
      ['/nomiesigncapture', 'Nominee E-Sign'],
      ['/webview', 'E-Wealth'],
      ['/bse', 'BSE'],
      ['/nse', 'NSE'],
      ['/nsdl', 'NSDL'],
      ['/cdsl', 'CDSL'],
    ] as const
  ).map(
    ([path, title]): RouteEntry => ({
      path,
      title,
      access: 'public',
      screen: authorizeScreens[path] ?? areaScreens[path] ?? pageScreen(path),
    }),
  ),

  // Signed-in areas other issues build (spec 000 §2, spec 001 §2)
  ...(
    [
      ['/portfolio', 'Portfolio'],
      ['/createneed', 'Create Need'],
      ['/viewneed', 'View Need'],
      ['/changePwdPin/2fa', 'Change Password / PIN'],
      ['/notifications', 'Notifications'],
      ['/report', 'Reports'],
      ['/report/net-worth', 'Reports'],
      ['/report/transactions', 'Reports'],
      ['/report/dp-cm-reports', 'DP / CM Reports'],
      ['/goals', 'Goals'],
      ['/banner', 'Offers'],
      ['/help-me-invest', 'Help Me Invest'],
      ['/help-and-support', 'Help & Support'],
      ['/help-and-support/send-query', 'Send a Query'],
      // A request reference serves only the investor it was made for: signed in first.
      ['/evoting', 'E-Voting'],
      ['/help-and-support/*', 'Help & Support'],
      ['/profile', 'Profile'],
      ['/profile/:key', 'Profile'],
      ['/profile/:key/:subkey', 'Profile'],
      ['/setting', 'Settings'],
      ['/contact', 'My Wealth Partner'],
      ['/marsBanner', 'Ready Portfolios'],
      ['/ewaToMarsRedirection', 'Ready Portfolios'],
      ['/marsFamilyNeed', 'Ready Portfolios'],
      ['/mfTranSlip', 'Transaction Slip'],
      ['/mapping-unmapping', 'Mapping / Unmapping'],
      ['/prodlogin', 'Product Login'],
      ['/admin-panel/authorize', 'Authorize Transactions'],
      ['/transact/mutual-funds', 'Mutual Funds'],
      ['/transact/mutual-funds/purchase', 'Mutual Funds'],
      ['/transact/mutual-funds/allFunds/:mode', 'Mutual Funds'],
      ['/transact/mutual-funds/portfolio/redeem', 'Redeem'],
      ['/transact/mutual-funds/portfolio/switch', 'Switch'],
      ['/transact/mutual-funds/systematic', 'Systematic Plans'],
      ['/transact/mutual-funds/systematic/stop-sip', 'Stop SIP'],
      ['/transact/mutual-funds/systematic/top-up', 'Top Up SIP'],
      ['/transact/mutual-funds/systematic/swp', 'SWP'],
      ['/transact/mutual-funds/systematic/stp', 'STP'],
      ['/transact/insta-cash', 'Insta Cash'],
      ['/transact/mutual-funds/scheme/:schCode', 'Mutual Funds'],
      ['/transact/mutual-funds/cart', 'Cart'],
      ['/transact/mutual-funds/upi/:trxnId', 'Complete the UPI Payment'],
      ['/transact/mutual-funds/order/:trxnId', 'Order Confirmation'],
      ['/transact/nfo', 'New Fund Offers'],
      ['/transact/nfo/search', 'New Fund Offers'],
      ['/transact/nfo/purchase', 'New Fund Offers'],
      ['/transact/nfo/sip', 'New Fund Offers'],
      ['/transact/nfo/scheme/:schCode', 'New Fund Offers'],
      ['/transact/nfo/cart', 'Cart'],
      ['/transact/nfo/dp-cm-reports', 'DP / CM Reports'],
      ['/transact/instaPur-response', 'Instant Payment Result'],
      ['/transact/banner/banner', 'Offer'],
      ['/transact/banner/prodlogin', 'Product Login'],
      ['/transact/loan', 'Loans'],
      ['/transact/loan/processloan', 'Loans'],
      ['/transact/loan/njfspl/loans', 'Loans'],
      ['/transact/authorize/detail', 'Authorization Detail'],
      ['/transact/authorize/mars', 'MARS Transactions'],
      ['/transact/authorize/sbs/achknowledge', 'Authorization Acknowledgement'],
      ['/transact/authorize/tsr/achknowledge', 'Authorization Acknowledgement'],
      ['/transact/authorize/2fa/:request', 'Verify OTP'],
      ['/transact/authorize/2fa/:request/OTPValidate', 'Verify OTP'],
      ['/transact/authorize/:transactionType', 'Authorize Transactions'],
      ['/transact/authorize/:type/trxnstatus', 'Transaction Status'],
      ['/transact/authorize/:type/achknowledge', 'Authorization Acknowledgement'],
      ['/transact/authorize/:type/upi', 'Complete the UPI Payment'],
      // Any other transact route (up to five id segments).
      ['/transact/:a/:b?/:c?/:d?/:e?', 'Transact'],
    ] as const
  ).map(
    ([path, title]): RouteEntry => ({
      path,
      title,
      access: authorizeLinkRoutes.has(path) ? 'authorizeLink' : 'private',
      screen: purchaseScreens[path] ?? authorizeScreens[path] ?? areaScreens[path] ?? pageScreen(path),
    }),
  ),
];

const routeObjects = routeTable.map((entry) => ({ path: entry.path, screen: Boolean(entry.screen) }));

/** Whether an in-app address opens a real screen of this table (see `opensScreenOf`). */
export const opensScreen = (address: string): boolean => opensScreenOf(address, routeObjects);
