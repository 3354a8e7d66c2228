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
  // Every test page ends with a focusable button (see src/form/test-tab-stop.ts).
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><body><script type="module" src="/src/form/test-tab-stop.ts"></script><script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 5000 } },
};
