import { describe, expect, it } from 'vitest';
import { makeRoot } from '../stores/test-support.ts';
import { shelfOf } from './paths.ts';
import { shelfStores } from './purchase-stores.ts';

describe('the purchase area on the root store', () => {
  it('makes each shelf its listing and cart once and keeps them on the root', () => {
    const { root } = makeRoot();
    expect(root.purchase).toBeUndefined();
    const funds = shelfStores(root, 'funds');
    expect(root.purchase?.funds).toBe(funds);
    expect(shelfStores(root, 'funds')).toBe(funds);
    const nfo = shelfStores(root, 'nfo');
    expect(nfo.cart).not.toBe(funds.cart);
    expect([funds.cart.storageKey, nfo.cart.storageKey]).toEqual(['cart', 'nfoCart']);
    expect(nfo.listing.nfoOnly).toBe(true);
  });

  it('tells the shelf by the address', () => {
    expect(shelfOf('/transact/nfo/cart')).toBe('nfo');
    expect(shelfOf('/transact/mutual-funds/scheme/ARJ0021')).toBe('funds');
  });
});
