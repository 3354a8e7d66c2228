import { isYes } from '@ewa/api/reply';
/** What the header's login-redirect rule looks at (spec 001 §2). */
export interface LoginRedirectInput {
  loggedIn: boolean;
  pathname: string;
  search: string;
  /** ucc_dtl.AuthorizationModule of the stored login. */
  authorizationModule: string | undefined;
  /** Pages anyone may open (public pages, error pages, login itself). */
  isPublicPage: boolean;
}

/**
 * The header sends a visitor to /login, except on authorize pages, for a user of the authorization
 * module who arrived with a query string, and on pages open to everyone.
 */
export function headerSendsToLogin(input: LoginRedirectInput): boolean {
  if (input.loggedIn || input.isPublicPage) return false;
  if (/^\/(transact\/authorize|admin-panel\/authorize)(\/|$)/.test(input.pathname)) return false;
  if (isYes(input.authorizationModule) && input.search.length > 1) return false;
  return true;
}
