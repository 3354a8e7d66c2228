/** One day's value of a series: a NAV, a price. */
export interface SeriesPoint {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

/** The periods an investor compares a fund over, as Indian fund platforms offer them. */
export const NAV_RANGES = ['1M', '6M', '1Y', '3Y', '5Y', 'ALL'] as const;
export type NavRange = (typeof NAV_RANGES)[number];

export const RANGE_NAMES: Record<NavRange, string> = {
  '1M': '1 month',
  '6M': '6 months',
  '1Y': '1 year',
  '3Y': '3 years',
  '5Y': '5 years',
  ALL: 'since launch',
};

const MONTHS: Record<Exclude<NavRange, 'ALL'>, number> = { '1M': 1, '6M': 6, '1Y': 12, '3Y': 36, '5Y': 60 };

export function isNavRange(value: unknown): value is NavRange {
  return (NAV_RANGES as readonly unknown[]).includes(value);
}

/**
 * The first day a range covers, counted back from `last` in calendar months (a month from 31 March is
 * 28 or 29 February); undefined for 'ALL'.
 */
export function rangeStart(last: string, range: NavRange): string | undefined {
  if (range === 'ALL') return undefined;
  const [y, m, d] = last.split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) - MONTHS[range];
  const year = Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * The points a range shows, oldest first: from the last value on or before its first day (a holiday or
 * weekend starts on the day before, as returns are reckoned) to the last point. Points must be in date order.
 */
export function pointsInRange(points: readonly SeriesPoint[], range: NavRange): SeriesPoint[] {
  const last = points.at(-1);
  if (!last) return [];
  const start = rangeStart(last.date, range);
  if (!start) return [...points];
  let from = 0;
  for (let i = 0; i < points.length; i++) {
    if (points[i]!.date <= start) from = i;
    else break;
  }
  return points.slice(from);
}

/** The change from a range's first point to its last, in percent; undefined with fewer than two points. */
export function rangeReturn(points: readonly SeriesPoint[]): number | undefined {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2 || first.value <= 0) return undefined;
  return ((last.value - first.value) / first.value) * 100;
}

/** Whether the series reaches back to a range's first day (a fund launched 2 years ago has no 3Y). */
export function rangeCovered(points: readonly SeriesPoint[], range: NavRange): boolean {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return false;
  const start = rangeStart(last.date, range);
  return start === undefined || first.date <= start;
}
