import { describe, expect, it } from 'vitest';
import { clearQueryToken, readQueryToken, storeQueryToken, X_TOKEN_KEY } from './token.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('x-token', () => {
  it('stores a token from the query string under x-token', () => {
    const storage = memoryStorage();
    expect(storeQueryToken('?ucc=50000001&token=abc.def', storage)).toBe('abc.def');
    expect(storage.items.get(X_TOKEN_KEY)).toBe('abc.def');
    expect(X_TOKEN_KEY).toBe('x-token');
    expect(readQueryToken(storage)).toBe('abc.def');
  });

  it('leaves a stored token alone when the query has none or an empty one', () => {
    const storage = memoryStorage();
    storage.setItem(X_TOKEN_KEY, 'kept');
    expect(storeQueryToken('?ucc=1', storage)).toBeNull();
    expect(storeQueryToken(new URLSearchParams('token='), storage)).toBeNull();
    expect(readQueryToken(storage)).toBe('kept');
  });

  it('is forgotten on logout', () => {
    const storage = memoryStorage();
    storeQueryToken('token=t', storage);
    clearQueryToken(storage);
    expect(readQueryToken(storage)).toBeNull();
  });
});
