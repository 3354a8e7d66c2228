import { describe, expect, it } from 'vitest';
import { CalculatorStore, lumpsumProjection, sipProjection } from './calculator-store.ts';

describe('SIP and lump-sum calculator', () => {
  it('projects an SIP with monthly compounding, instalments at the start of the month (hand-checked)', () => {
    // ₹10,000 a month for 10 years at 12%: i = 1%, n = 120: 10,000 × (1.01^120 − 1) / 0.01 × 1.01
    // = 10,000 × 230.03868 × 1.01 ≈ 23,23,390.76
    expect(sipProjection(10_000, 10, 12)).toEqual({
      invested: 1_200_000,
      value: 2_323_390.76,
      gain: 1_123_390.76,
    });
    expect(sipProjection(500, 1, 0)).toEqual({ invested: 6000, value: 6000, gain: 0 });
  });

  it('projects a lump sum compounded yearly (hand-checked)', () => {
    // ₹1,00,000 for 5 years at 10%: 1.1^5 = 1.61051
    expect(lumpsumProjection(100_000, 5, 10)).toEqual({ invested: 100_000, value: 161_051, gain: 61_051 });
  });

  it('shows no projection while a field is out of its limits, with a message saying the limits', () => {
    const calc = new CalculatorStore(5000, 12);
    expect(calc.projection?.invested).toBe(600_000);
    calc.set('years', '2.5');
    expect(calc.messageOf('years')).toBe('Enter whole years from 1 to 40.');
    expect(calc.projection).toBeNull();
    calc.set('years', '3');
    calc.set('amount', '50');
    expect(calc.messageOf('amount')).toBe('Enter an amount from ₹100 to ₹10,00,00,000.');
    calc.set('amount', '1000.555');
    expect(calc.messageOf('amount')).not.toBe('');
    calc.set('amount', '1000.55');
    calc.set('rate', '45');
    expect(calc.messageOf('rate')).toBe('Enter an expected return from 1% to 30% a year.');
    calc.set('rate', '8');
    calc.setMode('lumpsum');
    expect(calc.projection).toEqual(lumpsumProjection(1000.55, 3, 8));
  });
});
