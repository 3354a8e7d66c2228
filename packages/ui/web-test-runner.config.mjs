import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

// The system Chromium (Debian's package); no test tool downloads a browser of its own.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default {
  files: ['src/**/*.test.ts'],
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, tsconfig: '../../tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      // Each test file in its own window: a background tab is hidden and never gets animation frames.
      createPage: ({ context }) => context.newPage({ type: 'window' }),
      launchOptions: {
        executablePath,
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
      },
    }),
  ],
  concurrency: 2,
  testFramework: { config: { timeout: 5000 } },
};
