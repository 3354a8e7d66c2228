import type { ValuePoint } from './value-series.ts';

/**
 * A made-up portfolio for stories and tests: a monthly SIP of `sip` rupees from `from` to `to`, on
 * business days, growing by a fixed, repeatable pattern (no randomness, so screenshots do not change).
 */
export function demoValues(from: string, to: string, sip = 10_000, yearly = 0.12): ValuePoint[] {
  const points: ValuePoint[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  let value = 0;
  let invested = 0;
  let month = '';
  let n = 0;
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const day = new Date(t).getUTCDay();
    if (day === 0 || day === 6) continue;
    value *= 1 + yearly / 252 + 0.007 * Math.sin(n / 6) * Math.cos(n / 29);
    if (date.slice(0, 7) !== month) {
      month = date.slice(0, 7);
      value += sip;
      invested += sip;
    }
    points.push({ date, value: Math.round(value * 100) / 100, invested });
    n++;
  }
  return points;
}
