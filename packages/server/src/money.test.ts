import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise, thousandthsToUnits, unitsToThousandths } from './money.ts';

describe('money at the contract edge', () => {
  it('round-trips every paise amount through rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_00 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });

  it('refuses fractions of a paisa and of a thousandth', () => {
    expect(() => rupeesToPaise(10.005)).toThrow(RangeError);
    expect(rupeesToPaise(1234.56)).toBe(123456);
    expect(() => unitsToThousandths(1.0005)).toThrow(RangeError);
    expect(thousandthsToUnits(unitsToThousandths(12.345))).toBe(12.345);
  });
});
