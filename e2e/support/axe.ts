// axe-core, as @axe-core/playwright ships it, for every axe check of the journeys and stories.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const axeCoreFile = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
  'axe-core',
);

/** The script, evaluated once per page load: a second check of the same page reuses it. */
export const axeSource = `if (!window.axe) { ${readFileSync(axeCoreFile.replace(/axe\.js$/, 'axe.min.js'), 'utf8')} }`;

/**
 * An axe check of `page` in the page itself (our pages have no cross-origin frames, so the builder's
 * extra page for joining frame results is not needed), reporting violations only.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource }).setLegacyMode().options({ resultTypes: ['violations'] });
}
