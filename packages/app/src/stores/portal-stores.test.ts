import { describe, expect, it } from 'vitest';
import { portalStoresOf } from './portal-stores.ts';
import { makeRoot } from './test-support.ts';

describe('header stores per account', () => {
  it('keeps the stores for the same account and drops them when another account signs in', () => {
    const { root } = makeRoot();
    root.session.update({ njacno: '50000001' });
    const first = portalStoresOf(root);
    expect(portalStoresOf(root)).toBe(first);
    root.session.update({ njacno: '50000002' });
    const second = portalStoresOf(root);
    expect(second).not.toBe(first);
    expect(second.menu).not.toBe(first.menu);
    expect(second.investor).not.toBe(first.investor);
  });
});
