import { describe, expect, it } from 'vitest';
import {
  addMonths,
  installmentRange,
  istParts,
  monthLabel,
  navApplicableDate,
  nextBusinessDay,
  previousBusinessDay,
} from './calendar.ts';

const holidays = new Set(['2026-11-24']);

describe('IST business calendar', () => {
  it('reads the IST date, which runs 5:30 ahead of UTC', () => {
    expect(istParts(new Date('2026-11-20T18:29:00Z'))).toEqual({
      date: '2026-11-20',
      minuteOfDay: 23 * 60 + 59,
    });
    expect(istParts(new Date('2026-11-20T18:30:00Z')).date).toBe('2026-11-21');
  });

  it('skips weekends and holidays', () => {
    expect(nextBusinessDay('2026-11-20', holidays)).toBe('2026-11-23'); // Friday → Monday
    expect(nextBusinessDay('2026-11-23', holidays)).toBe('2026-11-25'); // over the Tuesday holiday
    expect(previousBusinessDay('2026-11-23', holidays)).toBe('2026-11-20');
  });
});

describe('NAV applicability from the cut-off', () => {
  it('gives the same day before the cut-off and the next business day from it on', () => {
    // 14:59 IST on Monday 23 Nov 2026 = 09:29 UTC
    expect(navApplicableDate(new Date('2026-11-23T09:29:00Z'), '15:00', holidays)).toBe('2026-11-23');
    expect(navApplicableDate(new Date('2026-11-23T09:30:00Z'), '15:00', holidays)).toBe('2026-11-25');
  });

  it('uses the liquid cut-off of 13:30', () => {
    expect(navApplicableDate(new Date('2026-11-25T07:59:00Z'), '13:30', holidays)).toBe('2026-11-25');
    expect(navApplicableDate(new Date('2026-11-25T08:00:00Z'), '13:30', holidays)).toBe('2026-11-26');
  });

  it('moves weekend and holiday money to the next business day', () => {
    expect(navApplicableDate(new Date('2026-11-22T04:00:00Z'), '15:00', holidays)).toBe('2026-11-23');
    expect(navApplicableDate(new Date('2026-11-24T04:00:00Z'), '15:00', holidays)).toBe('2026-11-25');
  });
});

describe('installments', () => {
  it('spans count − 1 periods', () => {
    expect(installmentRange('2026-12', 5, 12, 1)).toEqual({ startDate: '2026-12-05', endDate: '2027-11-05' });
    expect(installmentRange('2026-12', 28, 4, 3)).toEqual({ startDate: '2026-12-28', endDate: '2027-09-28' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2027-01')).toBe('Jan-2027');
  });
});
