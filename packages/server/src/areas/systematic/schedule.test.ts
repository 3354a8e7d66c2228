import { describe, expect, it } from 'vitest';
import {
  amountOfInstallment,
  debitDate,
  debitsBetween,
  installmentDebitDate,
  progressOf,
} from './schedule.ts';

const none = new Set<string>();
/** 2027-03-01 (Monday) a market holiday in these tests. */
const holidays = new Set(['2027-03-01', '2026-12-25']);

describe('debit dates in the fund calendar', () => {
  it('keeps a business day as it is', () => {
    expect(debitDate('2026-12', 10, none)).toBe('2026-12-10');
  });

  it('moves a weekend to the next business day, across the month end', () => {
    // 28 Feb 2027 is a Sunday: the next business day is Monday 1 March.
    expect(debitDate('2027-02', 28, none)).toBe('2027-03-01');
    // ... and when that Monday is a holiday, Tuesday 2 March.
    expect(debitDate('2027-02', 28, holidays)).toBe('2027-03-02');
  });

  it('moves a holiday to the next business day', () => {
    expect(debitDate('2026-12', 25, holidays)).toBe('2026-12-28');
  });

  it('clamps a day the month lacks to its last day, across the year end', () => {
    expect(debitDate('2027-02', 31, none)).toBe('2027-03-01');
    expect(
      installmentDebitDate(
        { freqId: '1', installmentDate: 31, startMonth: '2026-11', installments: 3 },
        2,
        none,
      ),
    ).toBe('2026-12-31');
    expect(
      installmentDebitDate(
        { freqId: '1', installmentDate: 31, startMonth: '2026-11', installments: 3 },
        3,
        none,
      ),
    ).toBe(
      '2027-02-01', // 31 Jan 2027 is a Sunday
    );
  });

  it('steps a quarterly plan three months at a time', () => {
    const plan = { freqId: '2', installmentDate: 5, startMonth: '2026-11', installments: 4 };
    expect([1, 2, 3, 4].map((n) => installmentDebitDate(plan, n, none))).toEqual([
      '2026-11-05',
      '2027-02-05',
      '2027-05-05',
      '2027-08-05',
    ]);
  });
});

describe('progress of a plan', () => {
  const sip = { freqId: '1', installmentDate: 28, startMonth: '2026-10', installments: 6 };

  it('counts instalments debited before today and names the next one', () => {
    // Debits: 28 Oct (Wed), 30 Nov (28th is a Saturday), 28 Dec, 28 Jan, 1 Mar (28 Feb is a Sunday), 29 Mar (28th Sunday).
    const p = progressOf(sip, '2027-02-10', none);
    expect(p).toMatchObject({ done: 4, left: 2, next: { n: 5, date: '2027-03-01' } });
    expect(p.firstDate).toBe('2026-10-28');
    expect(p.lastDate).toBe('2027-03-29');
  });

  it('a debit due today is still the next one', () => {
    expect(progressOf(sip, '2026-11-30', none).next).toEqual({ n: 2, date: '2026-11-30' });
  });

  it('a month-end debit moved by a holiday moves the next date with it', () => {
    expect(progressOf(sip, '2027-03-01', holidays).next).toEqual({ n: 5, date: '2027-03-02' });
  });

  it('a stopped plan stops counting on its stop day and has no next debit', () => {
    const p = progressOf(sip, '2027-02-10', none, '2026-12-01');
    expect(p).toMatchObject({ done: 2, left: 0, next: null });
  });

  it('a plan past its last instalment has none left', () => {
    expect(progressOf(sip, '2027-06-01', none)).toMatchObject({ done: 6, left: 0, next: null });
  });

  it('lists the debits of a window', () => {
    expect(debitsBetween(sip, '2026-11-15', '2027-01-10', none)).toEqual([
      { n: 2, date: '2026-11-30' },
      { n: 3, date: '2026-12-28' },
    ]);
  });
});

describe('top-ups', () => {
  it('raise the instalments from theirs on', () => {
    const topUps = [
      { amountPaise: 50_000, fromInstallment: 3 },
      { amountPaise: 20_000, fromInstallment: 5 },
    ];
    expect([1, 2, 3, 4, 5].map((n) => amountOfInstallment(500_000, topUps, n))).toEqual([
      500_000, 500_000, 550_000, 550_000, 570_000,
    ]);
  });
});
