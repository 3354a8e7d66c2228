/** Paths the stores and guards name; the full route table is in routes.tsx. All sit under the base /ewa. */
export const paths = {
  home: '/',
  login: '/login',
  settings: '/settings',
  askPersonalised: '/ask-peronalised',
  panAadhaarSeeding: '/panAadhaarSeeding',
  fatcaDeclaration: '/fatcadeclaration',
  deactivatedUcc: '/deactivateducc',
  verifyEmail: '/verifyemail',
  rekyc: '/rekyc',
  sendQuery: '/help-and-support/send-query',
  errorPage: '/transact/errorPage',
  uccBlock: '/ucc-block',
  tradeRegAuthError: '/tradereg/auth-error',
  tradeRegUnauthorised: '/tradereg/unauthorised-access',
  emfTradeRegUnauthorised: '/emftradereg/unauthorised-access',
  rsRedirect: '/transact/capital-market/rs-redirect',
} as const;

/** The app's base path; the router strips it, full page loads need it. */
export const BASE_PATH = '/ewa';

export function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}
