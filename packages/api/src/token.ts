/** The local-storage key of a token handed to the portal in a query string (spec 000 §7). */
export const X_TOKEN_KEY = 'x-token';

/** The subset of `Storage` the helpers need, so Node tests can pass a Map-backed one. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A mobile webview or a sibling site may open a page with `?token=...` (e.g. `/dpcharges`, `/fatca`);
 * the token is stored under `x-token` for later calls. Answers the stored token, or null when the
 * query has none (an existing stored token is left alone).
 */
export function storeQueryToken(search: string | URLSearchParams, storage: TokenStorage): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const token = params.get('token')?.trim();
  if (!token) return null;
  storage.setItem(X_TOKEN_KEY, token);
  return token;
}

/** The token stored from a query string, if any. */
export function readQueryToken(storage: TokenStorage): string | null {
  return storage.getItem(X_TOKEN_KEY) || null;
}

/** Logout forgets it with the rest of the session. */
export function clearQueryToken(storage: TokenStorage): void {
  storage.removeItem(X_TOKEN_KEY);
}
