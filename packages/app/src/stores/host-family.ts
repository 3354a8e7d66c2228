/** The sites that share this app: the main portal, the capital-loan brand and the loans brand. */
export type HostFamily = 'main' | 'capital' | 'loans';

export function hostFamily(hostname: string): HostFamily {
  const host = hostname.toLowerCase();
  if (/(^|\.)(njcapital|capital)\b/.test(host)) return 'capital';
  if (/(^|\.)(njfspl|loans?)\b/.test(host)) return 'loans';
  return 'main';
}

/**
 * Where the logo leads (spec 000 §2): the loan home on the capital-loan host, the loans page on the
 * loans host, otherwise / when logged in and /login when not; null (inert) in the authorization module.
 */
export function logoTarget(
  family: HostFamily,
  loggedIn: boolean,
  inAuthorizationModule: boolean,
): string | null {
  if (inAuthorizationModule) return null;
  if (family === 'capital') return '/transact/loan';
  if (family === 'loans') return '/transact/loan/njfspl/loans';
  return loggedIn ? '/' : '/login';
}
