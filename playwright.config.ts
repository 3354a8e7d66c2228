import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

// EWA_E2E_PORT lets two checkouts run their journeys side by side.
const port = process.env.EWA_E2E_PORT ?? '18110';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Each journey makes its own investors (e2e/fixtures.ts), so journeys run side by side and in any
  // order. EWA_E2E_WORKERS changes how many at once (two cores here; more on a bigger machine).
  fullyParallel: true,
  workers: Number(process.env.EWA_E2E_WORKERS ?? 2),
  retries: 0,
  // The journeys share two cores with builds and other suites: a page may take more than 5 s to settle.
  expect: { timeout: 10_000 },
  // A journey also makes its investor and session first: a minute before it counts as stuck.
  timeout: 60_000,
  // The JSON report feeds `pnpm test:timings`; the journey reporter prints the wall time and names the
  // trace and screenshot each failed journey keeps under test-results/.
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/journeys.json' }],
    ['./e2e/support/journey-reporter.ts'],
  ],
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The portal journeys (e2e/portal-*.spec.ts): a freshly built app on a server with a new temporary database.
  webServer: {
    command: 'node packages/app/scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/ewa/meta.json`,
    // A 40 s UPI expiry (sandbox only) lets the purchase journeys see a payment expire.
    // Payouts: the sandbox bank refuses none at random, so a journey sees its redemption paid; nor does
    // the penny drop time out at random (a journey asks for a time-out through its fail-next call).
    env: {
      PORT: port,
      EWA_SANDBOX_UPI_EXPIRY_SECONDS: '40',
      EWA_PAYOUT_FAIL_RATE: '0',
      EWA_PENNY_DROP_FAIL_RATE: '0',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
