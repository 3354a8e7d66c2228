/** One part of a whole: an asset class, a fund house, a sector. */
export interface AllocationPart {
  label: string;
  value: number;
}

/**
 * Each part's share in percent with `places` decimals, adding up to exactly 100 (largest remainders get
 * the leftover steps, as fund factsheets do). Parts that are not positive numbers count as nothing.
 */
export function sharesOf(parts: readonly AllocationPart[], places = 1): number[] {
  const values = parts.map((p) => (Number.isFinite(p.value) && p.value > 0 ? p.value : 0));
  const total = values.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return values.map(() => 0);
  const steps = 100 * 10 ** places;
  const exact = values.map((v) => (v / total) * steps);
  const floors = exact.map(Math.floor);
  let left = steps - floors.reduce((sum, v) => sum + v, 0);
  const byRemainder = exact
    .map((v, i) => ({ i, rest: v - Math.floor(v) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    if (values[i]! > 0) {
      floors[i]! += 1;
      left--;
    }
  }
  return floors.map((f) => f / 10 ** places);
}
