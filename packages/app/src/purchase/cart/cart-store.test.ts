import { describe, expect, it } from 'vitest';
import { MemoryStore, Persistence } from '../../stores/storage.ts';
import { line } from '../test-support.ts';
import { CartStore, DEFAULT_CART_STATE } from './cart-store.ts';

describe('cart rules', () => {
  it('starts in cart state 2, adds, sums in paise and leaves SWPs out of what is paid', () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    expect(cart.cartState).toBe(DEFAULT_CART_STATE);
    expect(cart.cartState).toBe(2);
    cart.add(line({ totalAmount: 0.1, brokerage: 0.1 }));
    cart.add(line({ schcode: 'B', totalAmount: 0.2, brokerage: 0.2 }));
    cart.add(line({ schcode: 'C', trxnType: 'SWP', totalAmount: 500, brokerage: 0 }));
    expect(cart.total).toBe(0.3);
    expect(cart.totalBrokerage).toBe(0.3);
  });

  it('replaces the same scheme, option, plan and kind; removes any item; edits only the last', () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    cart.add(line({ schcode: 'B' }));
    cart.add(line({ totalAmount: 2000 }));
    expect(cart.items.map((i) => [i.schcode, i.totalAmount])).toEqual([
      ['B', 1000],
      ['ARJ0021', 2000],
    ]);
    expect(cart.updateAmount(0, 5000)).toBe(false);
    expect(cart.updateAmount(1, 2500.5)).toBe(true);
    expect(cart.items[1]?.totalAmount).toBe(2500.5);
    const taken = cart.editLast();
    expect(taken?.schcode).toBe('ARJ0021');
    expect(cart.items).toHaveLength(1);
    cart.remove(0);
    expect(cart.isEmpty).toBe(true);
  });

  it("belongs to the account it was filled for: another account's saved cart is never shown", () => {
    const persistence = new Persistence(new MemoryStore());
    const mine = new CartStore(persistence, 'cart', '50000001');
    mine.add(line());
    expect(new CartStore(persistence, 'cart', '50000001').items).toHaveLength(1);
    const theirs = new CartStore(persistence, 'cart', '50000002');
    expect(theirs.items).toHaveLength(0);
    // Filling the other account's cart replaces the saved one: the first account's is not shown to it either.
    theirs.add(line({ schcode: 'ARJ0001' }));
    expect(new CartStore(persistence, 'cart', '50000001').items).toHaveLength(0);
    expect(new CartStore(persistence, 'cart', '50000002').items.map((i) => i.schcode)).toEqual(['ARJ0001']);
  });

  it('is persisted, and cleared with clear() and logout storage clearing', () => {
    const storage = new MemoryStore();
    const persistence = new Persistence(storage);
    const cart = new CartStore(persistence);
    cart.add(line());
    cart.setAddMore(true);
    const again = new CartStore(persistence);
    expect(again.items).toHaveLength(1);
    expect(again.isAddMore).toBe(true);
    persistence.clearAll();
    expect(new CartStore(persistence).items).toHaveLength(0);
    again.clear();
    expect(storage.getItem('cart')).toBeNull();
  });

  it('keeps one confirmation key per cart content; a change or a renewal makes a new one', () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    const first = cart.confirmationKey();
    expect(cart.confirmationKey()).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    cart.updateAmount(0, 3000);
    const second = cart.confirmationKey();
    expect(second).not.toBe(first);
    cart.renewConfirmation();
    expect(cart.confirmationKey()).not.toBe(second);
  });
});
