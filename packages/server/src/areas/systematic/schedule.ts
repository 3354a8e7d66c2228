import { FREQUENCIES } from '@ewa/api';
import { addMonths, isBusinessDay, nextBusinessDay } from '../../kernel/schemes/calendar.ts';

/**
 * When a plan's instalments fall, in the server's fund calendar: on the instalment date of every
 * period from the start month (the month's last day when it is shorter), moved to the next business
 * day when that is a weekend or a market holiday. Pure functions of the plan and the holidays.
 */
export interface Schedule {
  freqId: string;
  installmentDate: number;
  /** `YYYY-MM` of the first instalment. */
  startMonth: string;
  installments: number;
}

export const monthsOf = (freqId: string): number => FREQUENCIES.find((f) => f.freqId === freqId)?.months ?? 1;
export const frequencyName = (freqId: string): string =>
  FREQUENCIES.find((f) => f.freqId === freqId)?.freqName ?? 'Monthly';

function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The nominal date of `day` in `month`, clamped to the month's last day. */
export function nominalDate(month: string, day: number): string {
  return `${month}-${String(Math.min(day, daysInMonth(month))).padStart(2, '0')}`;
}

/** The debit date of an instalment: its nominal date, or the next business day after it. */
export function debitDate(month: string, day: number, holidays: ReadonlySet<string>): string {
  const nominal = nominalDate(month, day);
  return isBusinessDay(nominal, holidays) ? nominal : nextBusinessDay(nominal, holidays);
}

/** The debit date of instalment `n` (1 = the first). */
export function installmentDebitDate(plan: Schedule, n: number, holidays: ReadonlySet<string>): string {
  return debitDate(
    addMonths(plan.startMonth, (n - 1) * monthsOf(plan.freqId)),
    plan.installmentDate,
    holidays,
  );
}

export interface Progress {
  /** Instalments whose debit date passed (before the stop, for a stopped plan). */
  done: number;
  left: number;
  /** The next instalment due, when the plan runs. */
  next: { n: number; date: string } | null;
  firstDate: string;
  lastDate: string;
}

/**
 * How far a plan has run on `today`: instalments debited before today are done; the next one is the
 * first on or after today. A stopped plan stops counting on its stop day and has no next debit.
 */
export function progressOf(
  plan: Schedule,
  today: string,
  holidays: ReadonlySet<string>,
  stoppedOn: string | null = null,
): Progress {
  const cutoff = stoppedOn && stoppedOn < today ? stoppedOn : today;
  let done = 0;
  while (done < plan.installments && installmentDebitDate(plan, done + 1, holidays) < cutoff) done++;
  const running = stoppedOn === null && done < plan.installments;
  return {
    done,
    left: stoppedOn === null ? plan.installments - done : 0,
    next: running ? { n: done + 1, date: installmentDebitDate(plan, done + 1, holidays) } : null,
    firstDate: installmentDebitDate(plan, 1, holidays),
    lastDate: installmentDebitDate(plan, plan.installments, holidays),
  };
}

/** The debits of a running plan from `from` to `to` (both included), with their instalment numbers. */
export function debitsBetween(
  plan: Schedule,
  from: string,
  to: string,
  holidays: ReadonlySet<string>,
): { n: number; date: string }[] {
  const out: { n: number; date: string }[] = [];
  for (let n = 1; n <= plan.installments; n++) {
    const date = installmentDebitDate(plan, n, holidays);
    if (date > to) break;
    if (date >= from) out.push({ n, date });
  }
  return out;
}

/** The amount of instalment `n`: the registered amount plus every top-up that started by then. */
export function amountOfInstallment(
  basePaise: number,
  topUps: readonly { amountPaise: number; fromInstallment: number }[],
  n: number,
): number {
  return topUps.filter((t) => t.fromInstallment <= n).reduce((sum, t) => sum + t.amountPaise, basePaise);
}
