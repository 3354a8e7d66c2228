import { describe, expect, it } from 'vitest';
import { addressWithoutCode, clearQueryToken, handoverCodeOf, readQueryToken, X_TOKEN_KEY } from './token.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('hand-over code in an address', () => {
  it('reads the one-time code, never a token', () => {
    expect(handoverCodeOf('?ucc=50000001&code=abc_DEF-1')).toBe('abc_DEF-1');
    expect(handoverCodeOf(new URLSearchParams('code=%20'))).toBeNull();
    expect(handoverCodeOf('?token=v1.eyJ.sig')).toBeNull();
    // DigiLocker's return to the KYC screen is not a hand-over.
    expect(handoverCodeOf('?code=abc&state=R26112700001.F.xyz')).toBeNull();
  });

  it('removes the code from the address and keeps the rest', () => {
    expect(addressWithoutCode('https://x.in/ewa/dpcharges?code=abc&lang=en#top')).toBe(
      '/ewa/dpcharges?lang=en#top',
    );
    expect(addressWithoutCode('https://x.in/ewa/dpcharges?code=abc')).toBe('/ewa/dpcharges');
  });
});

describe('x-token', () => {
  it('is the key the handed-over session is kept under', () => {
    const storage = memoryStorage();
    storage.setItem(X_TOKEN_KEY, 'kept');
    expect(X_TOKEN_KEY).toBe('x-token');
    expect(readQueryToken(storage)).toBe('kept');
  });

  it('is forgotten on logout', () => {
    const storage = memoryStorage();
    storage.setItem(X_TOKEN_KEY, 't');
    clearQueryToken(storage);
    expect(readQueryToken(storage)).toBeNull();
  });
});
