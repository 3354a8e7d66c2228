import { REDEEM_TEXTS } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { switchedAmount } from './allot.ts';
import {
  exitLoadPaise,
  exitLoadRate,
  type FolioRow,
  lockedUnits,
  redemptionFigures,
  remainingLots,
  unitsToRedeem,
} from './redeem-rules.ts';

const EQUITY_EXIT = '1% if redeemed within 1 year from the date of allotment; Nil thereafter.';
const HYBRID_EXIT =
  'Nil for up to 10% of units redeemed within 1 year; 1% on the rest within 1 year; Nil thereafter.';
const LIQUID_EXIT =
  'Graded: 0.0070% on day 1, 0.0065% day 2, 0.0060% day 3, 0.0055% day 4, 0.0050% day 5, 0.0045% day 6; Nil from day 7.';

describe('exit load by the scheme’s exit-load text and the lot’s age', () => {
  it.each([
    // text, days held, units, lot units, value paise, load paise
    [EQUITY_EXIT, 100, 1000, 1000, 1_000_000, 10_000],
    [EQUITY_EXIT, 365, 1000, 1000, 1_000_000, 10_000],
    [EQUITY_EXIT, 366, 1000, 1000, 1_000_000, 0],
    ['0.25% if redeemed within 30 days from allotment; Nil thereafter.', 30, 1000, 1000, 1_000_000, 2_500],
    ['0.25% if redeemed within 30 days from allotment; Nil thereafter.', 31, 1000, 1000, 1_000_000, 0],
    // 10% of the lot is free: 100 of 1000 units; 1% on the other 900 units' value.
    [HYBRID_EXIT, 100, 1000, 1000, 1_000_000, 9_000],
    [HYBRID_EXIT, 100, 100, 1000, 100_000, 0],
    [HYBRID_EXIT, 400, 1000, 1000, 1_000_000, 0],
    [LIQUID_EXIT, 0, 1000, 1000, 100_000_000, 7_000],
    [LIQUID_EXIT, 3, 1000, 1000, 100_000_000, 6_000],
    [LIQUID_EXIT, 7, 1000, 1000, 100_000_000, 0],
    ['Nil', 1, 1000, 1000, 1_000_000, 0],
    ['Nil (units are locked in for 3 years from allotment).', 1, 1000, 1000, 1_000_000, 0],
  ])('%s held %i days: %i units of %i worth %i paise → %i paise', (text, days, units, lot, value, load) => {
    expect(exitLoadPaise(text, days, units, lot, value)).toBe(load);
  });
});

const folio = (over: Partial<FolioRow> = {}): FolioRow => ({
  unitsMilli: 10_000,
  nav: 200_000,
  category: 'Equity',
  exitLoad: EQUITY_EXIT,
  viaMars: false,
  pendingPaise: 0,
  ...over,
});

describe('units to redeem', () => {
  it('takes all, exact units, or the units worth the amount rounded up to the thousandth', () => {
    expect(unitsToRedeem({ ...plan, mode: 'all' }, folio())).toBe(10_000);
    expect(unitsToRedeem({ ...plan, mode: 'units', units: 2.345 }, folio())).toBe(2_345);
    // ₹100 at NAV ₹20 is exactly 5 units; ₹100.01 needs 5.001 (5.0005 rounded up).
    expect(unitsToRedeem({ ...plan, mode: 'amount', amount: 100 }, folio())).toBe(5_000);
    expect(unitsToRedeem({ ...plan, mode: 'amount', amount: 100.01 }, folio())).toBe(5_001);
  });

  it.each([
    [{ mode: 'units', units: 10.001 }, folio(), REDEEM_TEXTS.moreThanHeld('10.000')],
    [{ mode: 'amount', amount: 200.01 }, folio(), REDEEM_TEXTS.moreThanValue('200.00')],
    [{ mode: 'units', units: 10.001 }, folio({ pendingPaise: 5000 }), REDEEM_TEXTS.notYetAllotted('10.000')],
    [{ mode: 'all' }, folio({ unitsMilli: 0 }), REDEEM_TEXTS.nothingToRedeem],
    [{ mode: 'all' }, folio({ unitsMilli: 0, pendingPaise: 100 }), REDEEM_TEXTS.notYetAllotted('0.000')],
    [{ mode: 'units' }, folio(), REDEEM_TEXTS.unitsNeeded],
    [{ mode: 'amount' }, folio(), REDEEM_TEXTS.amountNeeded],
  ] as const)('refuses %o of %o: %s', (request, row, message) => {
    expect(() => unitsToRedeem({ ...plan, ...request }, row)).toThrow(message);
  });
});

const plan = { schCode: 'X', isDirect: true, schOpt: 'G', folioNo: '1' } as const;

describe('figures, first in first out', () => {
  const lots = [
    // 4 units at ₹10 and 6 at ₹15; the NAV is now ₹20.
    { navDate: '2025-01-10', unitsMilli: 4_000, amountPaise: 4_000 },
    { navDate: '2026-06-01', unitsMilli: 6_000, amountPaise: 9_000 },
  ];

  it('redeems the oldest lot first: long-term gain, no exit load, 12.5% tax', () => {
    const f = redemptionFigures(folio(), lots, 4_000, '2026-11-26');
    expect(f).toEqual({
      unitsMilli: 4_000,
      grossPaise: 8_000,
      exitLoadPaise: 0,
      costPaise: 4_000,
      shortTermGainPaise: 0,
      longTermGainPaise: 4_000,
      taxPaise: 500,
    });
  });

  it('then the newer lot: short-term gain taxed at 20% and a 1% exit load', () => {
    const f = redemptionFigures(folio(), lots, 7_000, '2026-11-26');
    // 4 units of the first lot, 3 of the second (cost ₹45, value ₹60).
    expect(f.costPaise).toBe(4_000 + 4_500);
    expect(f.longTermGainPaise).toBe(4_000);
    expect(f.shortTermGainPaise).toBe(6_000 - 4_500);
    expect(f.exitLoadPaise).toBe(60);
    expect(f.taxPaise).toBe(500 + 300);
  });

  it('skips units already redeemed, and gives no tax figure for a debt fund', () => {
    const after = remainingLots([
      ...lots,
      { navDate: '2026-07-01', unitsMilli: -5_000, amountPaise: -5_500 },
    ]);
    expect(after).toEqual([{ navDate: '2026-06-01', unitsMilli: 5_000, amountPaise: 7_500 }]);
    const f = redemptionFigures(folio({ category: 'Debt', exitLoad: 'Nil' }), after, 1_000, '2026-11-26');
    expect(f).toMatchObject({ costPaise: 1_500, shortTermGainPaise: 500, taxPaise: null, exitLoadPaise: 0 });
  });
});

describe('lock-in (ELSS, retirement funds)', () => {
  const ELSS = 'Nil (units are locked in for 3 years from allotment).';
  const lots = [
    { navDate: '2023-01-02', unitsMilli: 2_000, amountPaise: 2_000 },
    { navDate: '2025-06-01', unitsMilli: 3_000, amountPaise: 3_000 },
  ];

  it('counts the units allotted less than the lock-in ago', () => {
    expect(lockedUnits(lots, ELSS, '2026-11-26')).toBe(3_000);
    expect(lockedUnits(lots, 'Nil', '2026-11-26')).toBe(0);
    expect(lockedUnits(lots, ELSS, '2028-06-01')).toBe(0);
  });

  it('redeems the units past their lock-in and refuses the rest with the reason', () => {
    const row = folio({ unitsMilli: 5_000, exitLoad: ELSS, lockedUnitsMilli: 3_000 });
    expect(unitsToRedeem({ ...plan, mode: 'units', units: 2 }, row)).toBe(2_000);
    const text = REDEEM_TEXTS.lockedIn(3, '2.000');
    expect(() => unitsToRedeem({ ...plan, mode: 'units', units: 2.001 }, row)).toThrow(text);
    expect(() => unitsToRedeem({ ...plan, mode: 'all' }, row)).toThrow(text);
    expect(() => unitsToRedeem({ ...plan, mode: 'amount', amount: 40.01 }, row)).toThrow(text);
  });
});

describe('a switch keeps its exit-load rate from the quote', () => {
  // 5 units bought 100 days ago, 1% load within a year; a second lot past its load period.
  const young = { navDate: '2026-08-18', unitsMilli: 5_000, amountPaise: 9_000 };
  const old = { navDate: '2025-01-01', unitsMilli: 5_000, amountPaise: 8_000 };
  const today = '2026-11-26';

  it('as parts per billion of the gross, whatever the lots', () => {
    expect(exitLoadRate(folio(), [young], 5_000, today)).toBe(10_000_000);
    // First in, first out: 5 units free of load, then 5 charged 1%: half of 1% of the value.
    expect(exitLoadRate(folio(), [old, young], 10_000, today)).toBe(5_000_000);
    expect(exitLoadRate(folio({ exitLoad: 'Nil' }), [young], 5_000, today)).toBe(0);
  });

  it('charges the day’s value the load the rules charge it, to the paisa, whatever the quote’s value', () => {
    const quoted = redemptionFigures(folio({ nav: 180_980 }), [young], 5_000, today);
    const rate = exitLoadRate(folio({ nav: 180_980 }), [young], 5_000, today);
    // The day's NAV moved from the quote's: every value from ₹90.00 to ₹95.00 pays exactly 1%.
    for (let nav = 180_000; nav <= 190_000; nav += 7) {
      const day = switchedAmount(
        { schCode: 'S', isDirect: true, schOpt: 'G', unitsMilli: 5_000, loadPpb: rate },
        nav,
      );
      const rule = redemptionFigures(folio({ nav }), [young], 5_000, today);
      expect(day.grossPaise).toBe(rule.grossPaise);
      expect(day.exitLoadPaise, `NAV ${nav}, quoted ${quoted.grossPaise}`).toBe(rule.exitLoadPaise);
    }
  });
});
