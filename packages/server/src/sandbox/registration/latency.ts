/** How long a sandbox provider takes to answer: a range in milliseconds, drawn uniformly. */
export interface Latency {
  minMs: number;
  maxMs: number;
}

/** Reads `300-1200` (a range) or `0` (no wait) from the environment; the default when unset or unreadable. */
export function latencyFrom(value: string | undefined, fallback: Latency): Latency {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(value ?? '');
  if (!match) return fallback;
  const minMs = Number(match[1]);
  const maxMs = Number(match[2] ?? match[1]);
  return maxMs >= minMs ? { minMs, maxMs } : fallback;
}

/** Waits a drawn time of the range, as a real provider's answer would take. */
export function waitFor(latency: Latency, random: () => number): Promise<void> {
  const ms = latency.minMs + Math.floor(random() * (latency.maxMs - latency.minMs + 1));
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
