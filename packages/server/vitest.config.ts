import { defineConfig } from 'vitest/config';

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
  },
});
