/** One day of a portfolio's (or a holding's) value and the net amount invested up to it, in rupees. */
export interface ValuePoint {
  /** YYYY-MM-DD */
  date: string;
  value: number;
  invested: number;
}

/** The periods of a value chart, as Indian fund apps offer them for a portfolio. */
export const VALUE_RANGES = ['1M', '6M', '1Y', '3Y', 'ALL'] as const;
export type ValueRange = (typeof VALUE_RANGES)[number];

export const VALUE_RANGE_NAMES: Record<ValueRange, string> = {
  '1M': '1 month',
  '6M': '6 months',
  '1Y': '1 year',
  '3Y': '3 years',
  ALL: 'since the first investment',
};

export function isValueRange(value: unknown): value is ValueRange {
  return (VALUE_RANGES as readonly unknown[]).includes(value);
}

/** Where a series ends: the last value, the net invested and the gain (value less invested), in rupees. */
export function latestFigures(points: readonly ValuePoint[]) {
  const last = points.at(-1);
  if (!last) return undefined;
  const gain = Math.round((last.value - last.invested) * 100) / 100;
  return {
    date: last.date,
    value: last.value,
    invested: last.invested,
    gain,
    /** Gain over invested, percent; undefined when nothing (or less than nothing) is invested. */
    gainPercent: last.invested > 0 ? (gain / last.invested) * 100 : undefined,
  };
}

/**
 * At most `count` points spread evenly over the series, the first and the last always among them: the
 * rows of the table a screen reader reads instead of the drawing.
 */
export function samplePoints<T>(points: readonly T[], count: number): T[] {
  if (points.length <= count) return [...points];
  const picked: T[] = [];
  for (let i = 0; i < count; i++)
    picked.push(points[Math.round((i * (points.length - 1)) / (count - 1))] as T);
  return picked;
}
