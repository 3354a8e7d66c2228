import { execFile, execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';
import type { Plugin } from 'vite';

const uiDir = join(dirname(fileURLToPath(import.meta.url)), '../packages/ui');
const analyzer = [
  join(uiDir, 'node_modules/@custom-elements-manifest/analyzer/cem.js'),
  'analyze',
  '--config',
  'custom-elements-manifest.config.mjs',
  '--quiet',
];

// The docs pages and controls come from the custom elements manifest: make it fresh before the
// stories are read, so `storybook dev` and `storybook build` never show a stale or missing manifest.
execFileSync(process.execPath, analyzer, { cwd: uiDir, stdio: 'inherit' });

/** In `storybook dev`, re-analyze when a component's source changes; the preview reloads with the new docs. */
function customElementsManifest(): Plugin {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    name: 'ewa-custom-elements-manifest',
    apply: 'serve',
    handleHotUpdate({ file }) {
      const componentSource = /packages\/ui\/src\/components\/.+(?<!\.stories|\.test|\.styles)\.ts$/;
      if (!componentSource.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => execFile(process.execPath, analyzer, { cwd: uiDir }), 300);
    },
  };
}

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A design system's catalogue, not a first-run project: no onboarding widgets.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), customElementsManifest()],
    // Storybook's own docs renderer and axe are large chunks by nature; only ours are worth a warning.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1200 },
  }),
};

export default config;
