import { createHash } from 'node:crypto';
import xirr from 'xirr';
import { changeBp, divideHalfUp } from '../../kernel/money.ts';

/** One cash flow of an investor: money in is negative, money out (or today's value) positive. */
export interface CashFlow {
  /** Paise. */
  amountPaise: number;
  /** ISO date. */
  date: string;
}

/** XIRR is shown once the first investment is this many days old; earlier it says nothing useful. */
export const XIRR_MIN_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The annualised return of dated cash flows (XIRR), percent with 2 decimals, or null when it cannot
 * be told: no flows on both sides, under XIRR_MIN_DAYS of history, or no convergence. Computed by the
 * `xirr` library (Newton's method on the flows' present value), as spreadsheets compute XIRR.
 */
export function xirrPercent(flows: readonly CashFlow[]): number | null {
  const dated = flows.filter((f) => f.amountPaise !== 0);
  if (!dated.some((f) => f.amountPaise < 0) || !dated.some((f) => f.amountPaise > 0)) return null;
  const times = dated.map((f) => Date.parse(`${f.date}T00:00:00Z`));
  if (Math.max(...times) - Math.min(...times) < XIRR_MIN_DAYS * DAY_MS) return null;
  try {
    // A relative tolerance of 1e-6 is far finer than the 0.01 % shown.
    const rate = xirr(
      dated.map((f, i) => ({ amount: f.amountPaise / 100, when: new Date(times[i] as number) })),
      { tolerance: 1e-6 },
    );
    return Number.isFinite(rate) ? Math.round(rate * 10_000) / 100 : null;
  } catch {
    return null;
  }
}

/** Gain over invested, percent with 2 decimals (exact basis points); null when nothing is invested. */
export function gainPercent(investedPaise: number, valuePaise: number): number | null {
  return investedPaise > 0 ? changeBp(investedPaise, valuePaise) / 100 : null;
}

/** Each value's share of the total, percent with 2 decimals (basis points half-up). */
export function sharePercent(valuePaise: number, totalPaise: number): number {
  if (totalPaise <= 0) return 0;
  return divideHalfUp(Math.max(valuePaise, 0) * 10_000, totalPaise) / 100;
}

/**
 * XIRRs already worked out, by what fixes them (the day, the closing value, the flows as text; a
 * digest of them when long): the most recent `size`, so a portfolio read again the same day does not
 * solve them again.
 */
export class XirrMemo {
  readonly #known = new Map<string, number | null>();
  constructor(readonly size: number) {}

  get(inputs: readonly (string | number)[], solve: () => number | null): number | null {
    const joined = inputs.join('\n');
    const key = joined.length <= 4096 ? joined : createHash('sha1').update(joined).digest('base64');
    if (this.#known.has(key)) {
      const known = this.#known.get(key) as number | null;
      // Most recently used last: the oldest is the first to go.
      this.#known.delete(key);
      this.#known.set(key, known);
      return known;
    }
    const rate = solve();
    this.#known.set(key, rate);
    if (this.#known.size > this.size) this.#known.delete(this.#known.keys().next().value as string);
    return rate;
  }
}
