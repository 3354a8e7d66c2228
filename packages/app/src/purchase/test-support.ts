import type { CartLine } from './cart/cart-store.ts';

/** A lumpsum cart line of a direct-plan growth option; `over` changes fields. */
export const line = (over: Partial<CartLine> = {}): CartLine => ({
  schcode: 'ARJ0021',
  schName: 'Arjuna Aggressive Hybrid Fund',
  selectedDivOption: 'G',
  optionName: 'Growth',
  isDirect: 'Y',
  totalAmount: 1000,
  trxnType: 'PIP',
  brokerage: 5,
  ...over,
});
