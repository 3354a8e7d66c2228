/**
 * Business days and NAV applicability, in India Standard Time (UTC+05:30, no daylight saving).
 * Dates are ISO `YYYY-MM-DD` strings; weekends and market holidays are not business days.
 */

const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar date and minute of day of an instant. */
export function istParts(at: Date): { date: string; minuteOfDay: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

export function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: string, holidays: ReadonlySet<string>): string {
  let d = addDays(date, 1);
  while (!isBusinessDay(d, holidays)) d = addDays(d, 1);
  return d;
}

/** The last business day strictly before `date`. */
export function previousBusinessDay(date: string, holidays: ReadonlySet<string>): string {
  let d = addDays(date, -1);
  while (!isBusinessDay(d, holidays)) d = addDays(d, -1);
  return d;
}

/** 'HH:MM' → minutes after midnight. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The day whose NAV applies to money available at `at`: that day when it is a business day and
 * `at` is before the scheme's cut-off, otherwise the next business day.
 */
export function navApplicableDate(at: Date, cutOffTime: string, holidays: ReadonlySet<string>): string {
  const { date, minuteOfDay } = istParts(at);
  if (isBusinessDay(date, holidays) && minuteOfDay < minutesOf(cutOffTime)) return date;
  return nextBusinessDay(date, holidays);
}

/** `YYYY-MM` plus `months`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-12` → 'Dec-2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]}-${y}`;
}

/** First and last installment dates of `count` installments on `day`, every `everyMonths` months. */
export function installmentRange(
  startMonth: string,
  day: number,
  count: number,
  everyMonths: number,
): { startDate: string; endDate: string } {
  const dd = String(day).padStart(2, '0');
  return {
    startDate: `${startMonth}-${dd}`,
    endDate: `${addMonths(startMonth, (count - 1) * everyMonths)}-${dd}`,
  };
}

/** A day in India as year, month and day: the contract's rules count ages and dates on it. */
export function indiaDayOf(at: Date): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = istParts(at).date.split('-').map(Number);
  return { year, month, day };
}
