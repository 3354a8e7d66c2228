import { describe, expect, it } from 'vitest';
import { amountRefusal } from './entry-store.ts';

describe('the amount of an entry', () => {
  it.each([
    [Number.NaN, 1000, 1, 'Please enter amount.'],
    [0, 1000, 1, 'Please enter amount.'],
    [1000.555, 1000, 1, 'Please enter a valid amount.'],
    [999, 1000, 1, 'Minimum amount is Rs 1000.'],
    [1000, 1000, 100, ''],
    [1500, 1000, 100, ''],
    [1550, 1000, 100, 'Amount should be in multiples of ₹ 100.00'],
    // The minimum plus whole steps: with ₹150 and steps of ₹100, ₹250 is valid and ₹200 is not.
    [250, 150, 100, ''],
    [200, 150, 100, 'Amount should be ₹ 150.00 plus multiples of ₹ 100.00'],
    [1234.5, 1000, 0, ''],
  ])('₹%s with minimum ₹%s in steps of ₹%s: %j', (amount, minimum, step, refusal) => {
    expect(amountRefusal(amount, minimum, step)).toBe(refusal);
  });
});
