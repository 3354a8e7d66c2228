/** The local-storage key of a token handed to the portal in a query string (spec 000 §7). */
export const X_TOKEN_KEY = 'x-token';

/** The subset of `Storage` the helpers need, so Node tests can pass a Map-backed one. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A mobile webview or a sibling site opens a page (e.g. `/dpcharges`) with `?code=...`: a one-time,
 * short-lived hand-over code (`login/issueHandoverCode`), never a session token, since an address
 * reaches server logs, history and whoever the link is forwarded to. The app exchanges the code by POST
 * (`login/exchangeHandoverCode`) and keeps the session it gets under `x-token` (spec 000 §6–7).
 * Answers the code, or null when the query has none.
 */
export function handoverCodeOf(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  // A `code` with a `state` is a provider's authorization return (DigiLocker's), read by its own screen.
  if (params.has('state')) return null;
  return params.get('code')?.trim() || null;
}

/** The address without its hand-over code (the rest of the query and the hash kept), to replace it. */
export function addressWithoutCode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The token stored from a query string, if any. */
export function readQueryToken(storage: TokenStorage): string | null {
  return storage.getItem(X_TOKEN_KEY) || null;
}

/** Logout forgets it with the rest of the session. */
export function clearQueryToken(storage: TokenStorage): void {
  storage.removeItem(X_TOKEN_KEY);
}
