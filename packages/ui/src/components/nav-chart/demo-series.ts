import type { SeriesPoint } from './ranges.ts';

/**
 * A made-up NAV series for stories and tests: business days from `from` to `to`, starting at `start`
 * and moving by a fixed, repeatable pattern (no randomness, so screenshots and figures do not change).
 */
export function demoSeries(from: string, to: string, start = 10, yearly = 0.12): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  let value = start;
  let n = 0;
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day === 0 || day === 6) continue;
    if (n > 0) value *= 1 + yearly / 252 + 0.006 * Math.sin(n / 7) * Math.cos(n / 31);
    points.push({ date: new Date(t).toISOString().slice(0, 10), value: Math.round(value * 10_000) / 10_000 });
    n++;
  }
  return points;
}
