import { defineConfig } from 'vitest/config';

// Store tests run in Node without a browser: stores never touch the DOM directly.
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
