import { matchRoutes } from 'react-router-dom';
import type { GatesStore } from '../stores/gates.ts';
import { isUnder, paths } from '../stores/paths.ts';
import { RS_ALLOWED_PATHS, type SessionStore } from '../stores/session.ts';

/**
 * Who may open a route:
 * - `public`: anyone; `guestOnly`: the login page (a signed-in user is sent on);
 * - `gate`: a post-login gate screen; `settings`: the password change (also while forced);
 * - `private`: a signed-in user who has cleared the pending screens (transact routes and the like);
 * - `authorizeLink`: the pages a partner's authorization link leads to: open to a visitor (the screen
 *   offers the mapping login or the login page, spec 001 §2, §6), `private` for a signed-in user.
 */
export type Access = 'public' | 'guestOnly' | 'gate' | 'settings' | 'private' | 'authorizeLink';

export type Decision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; rememberDeepLink?: boolean }
  /** The account type may not be here: log out, then show the unauthorised-access page. */
  | { kind: 'logout'; to: string }
  /** Forget everything stored and start again at /login (RS marker, deactivated account). */
  | { kind: 'clearAndLogin' };

const EXEMPT_FROM_ACCOUNT_RULE = [
  paths.tradeRegUnauthorised,
  paths.emfTradeRegUnauthorised,
  paths.tradeRegAuthError,
] as string[];

/** The one place the route rules of spec 000 §2, §4, §6 and spec 001 §4 are decided. */
export function decide(access: Access, pathname: string, session: SessionStore, gates: GatesStore): Decision {
  const f = session.fields;

  if (f.direct_login === 'RS' && !RS_ALLOWED_PATHS.some((allowed) => isUnder(pathname, allowed))) {
    return { kind: 'clearAndLogin' };
  }

  if (f.is_login && !EXEMPT_FROM_ACCOUNT_RULE.includes(pathname)) {
    if (session.isEmfAccount && isUnder(pathname, '/tradereg')) {
      return { kind: 'logout', to: paths.emfTradeRegUnauthorised };
    }
    if (!session.isEmfAccount && isUnder(pathname, '/emftradereg')) {
      return { kind: 'logout', to: paths.tradeRegUnauthorised };
    }
  }

  if (access === 'authorizeLink') {
    if (!f.is_login) return { kind: 'allow' };
    return decide('private', pathname, session, gates);
  }

  switch (access) {
    case 'public':
      return { kind: 'allow' };
    case 'guestOnly':
      // The back-button rule: a signed-in user never sees the login page again, unless a password change is forced.
      if (!f.is_login || session.mustChangePassword) return { kind: 'allow' };
      return { kind: 'redirect', to: gates.destination };
    case 'settings':
      if (!f.is_login) return { kind: 'redirect', to: paths.login };
      if (session.mustChangePassword || session.isLoggedIn) return { kind: 'allow' };
      return { kind: 'redirect', to: gates.destination };
    case 'gate': {
      if (!f.is_login) return { kind: 'redirect', to: paths.login };
      const destination = gates.destination;
      // A gate already done is not shown again (the back button lands on the next step instead).
      return destination === pathname ? { kind: 'allow' } : { kind: 'redirect', to: destination };
    }
    case 'private': {
      if (!f.is_login) return { kind: 'redirect', to: paths.login, rememberDeepLink: true };
      if (session.mustChangePassword) return { kind: 'redirect', to: paths.settings };
      if (!session.isLoggedIn) return { kind: 'redirect', to: gates.destination };
      // A deactivated PAN-Aadhaar account cannot go past its notice.
      if (gates.isPanAadhaarDeactivated && gates.pending.includes('panAadhaar')) {
        return { kind: 'redirect', to: paths.panAadhaarSeeding };
      }
      return { kind: 'allow' };
    }
  }
}

/** A path outside the route table: home when logged in, else the login page. */
export function unknownPathTarget(session: SessionStore): string {
  return session.isLoggedIn ? paths.home : paths.login;
}

/**
 * Whether an in-app address opens a real screen: the route it resolves to (ranked as the router ranks
 * them) has one. Addresses outside the app open; unknown paths and rows still without a screen do not.
 */
export function opensScreenOf(address: string, routes: { path: string; screen: boolean }[]): boolean {
  if (/^[a-z][a-z\d+.-]*:/i.test(address) || address.startsWith('//')) return true;
  const path = address.split(/[?#]/)[0] || '/';
  return matchRoutes(routes, path)?.at(-1)?.route.screen ?? false;
}
