import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brokeragePaise,
  changeBp,
  divideHalfUp,
  MoneyError,
  rupeesText,
  toPaise,
  toRupees,
  unitsFor,
  valueOfUnits,
} from './money.ts';

describe('paise at the contract edge', () => {
  it('converts rupees to paise exactly, even where binary floats drift', () => {
    expect(toPaise(12.34)).toBe(1234);
    expect(toPaise(0.29)).toBe(29); // 0.29 × 100 = 28.999999999999996
    expect(toPaise(291938796.46)).toBe(29193879646); // × 100 gives 29193879645.999996
  });

  it('refuses a third decimal instead of rounding it away', () => {
    expect(() => toPaise(10.005)).toThrow(MoneyError);
    expect(() => toPaise(Number.NaN)).toThrow(MoneyError);
  });

  it('round-trips every 2-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (paise) => {
        expect(toPaise(toRupees(paise))).toBe(paise);
      }),
    );
  });

  it('writes rupees with two decimals', () => {
    expect(rupeesText(123450)).toBe('1234.50');
    expect(rupeesText(5)).toBe('0.05');
  });
});

describe('rounding rules', () => {
  it('rounds half up on division', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
  });

  it('charges 0.50% or Rs 20 whichever is lower, rounded half-up to the paisa', () => {
    expect(brokeragePaise(100_000, 50, 2000)).toBe(500); // ₹1,000 → ₹5.00
    expect(brokeragePaise(1_000_000, 50, 2000)).toBe(2000); // ₹10,000 → ₹50 capped at ₹20
    expect(brokeragePaise(101, 50, 2000)).toBe(1); // 0.505 paise → 1
    expect(brokeragePaise(99, 50, 2000)).toBe(0); // 0.495 paise → 0
    expect(brokeragePaise(1_000_000, 5, 2000)).toBe(500); // liquid 0.05% of ₹10,000 = ₹5
    expect(brokeragePaise(1_000_000, 0, 2000)).toBe(0);
  });

  it('never charges more than the cap nor more than the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => {
        const fee = brokeragePaise(amount, 50, 2000);
        expect(fee).toBeLessThanOrEqual(2000);
        expect(fee).toBeLessThanOrEqual(Math.floor((amount * 50) / 10_000) + 1);
      }),
    );
  });

  it('truncates units so the allotment never exceeds the money paid', () => {
    // ₹1,000 at NAV 33.3333 → 30.000300... units → 30.000
    expect(unitsFor(100_000, 333_333)).toBe(30_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 10_000, max: 50_000_000 }),
        (paise, nav) => {
          const units = unitsFor(paise, nav);
          expect(valueOfUnits(units, nav)).toBeLessThanOrEqual(paise);
        },
      ),
    );
  });

  it('values units half-up to the paisa', () => {
    expect(valueOfUnits(1_000, 105_555)).toBe(1056); // 1 unit × 10.5555 → ₹10.56
    expect(valueOfUnits(1_000, 105_549)).toBe(1055);
  });

  it('gives returns in basis points both ways', () => {
    expect(changeBp(100_000, 112_345)).toBe(1235);
    expect(changeBp(100_000, 95_000)).toBe(-500);
  });
});
