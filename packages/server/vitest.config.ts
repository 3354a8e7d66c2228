import { defineConfig } from 'vitest/config';

// Vitest's failure summary calls Map.groupBy, which Node 20 lacks: without it a failing test crashes the
// reporter and its assertion message is lost.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file opens its own database; two cores are shared, so keep the pool small.
    maxWorkers: 2,
    // Files of one worker share its embedded database (a schema each, see src/testing/test-app.ts),
    // so the WebAssembly is compiled once per worker, not once per file.
    isolate: false,
    // Opening an embedded database compiles PostgreSQL's WebAssembly: ~2 s on an idle machine, far more
    // when the two cores are busy.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The payment tests wait on real timers (sandbox approval, sweeper ticks) on a shared two-core machine;
    // in CI a test that fails is run once more, and vitest reports it as flaky when the second run passes.
    retry: process.env.CI ? 1 : 0,
  },
});
