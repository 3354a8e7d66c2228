import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumArgs, chromiumPath } from '../../chromium.mjs';

export default {
  files: ['src/**/*.test.ts'],
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, tsconfig: '../../tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      // Each test file in its own window: a background tab is hidden and never gets animation frames.
      createPage: ({ context }) => context.newPage({ type: 'window' }),
      launchOptions: {
        executablePath: chromiumPath,
        args: ['--headless=new', ...chromiumArgs],
      },
    }),
  ],
  concurrency: 2,
  testFramework: { config: { timeout: 5000 } },
};
