// Every story of the built Storybook passes axe: what designers see in the a11y panel, enforced.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { serveStatic } from '../packages/ui/scripts/serve-static.mjs';
import { axeOf } from './support/axe.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(rootDir, 'storybook-static');
const indexFile = join(staticDir, 'index.json');

// Rules about a whole page (landmarks, a first-level heading) say nothing about a component in isolation.
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

function newest(dir: string): number {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) time = Math.max(time, newest(path));
    else time = Math.max(time, statSync(path).mtimeMs);
  }
  return time;
}

/** Builds storybook-static when missing or older than the stories, components or Storybook config. */
function ensureStorybook(): void {
  const sources = Math.max(newest(join(rootDir, 'packages/ui/src')), newest(join(rootDir, '.storybook')));
  if (existsSync(indexFile) && statSync(indexFile).mtimeMs >= sources) return;
  execFileSync(
    process.execPath,
    [
      join(rootDir, 'node_modules/storybook/dist/bin/dispatcher.js'),
      'build',
      '--disable-telemetry',
      '--quiet',
      '-o',
      staticDir,
    ],
    { cwd: rootDir, stdio: 'inherit' },
  );
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

// A trace would record the axe source and a DOM snapshot for every story: slow, and the report says enough.
test.use({ trace: 'off' });

let server: { url: string; close: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ensureStorybook();
  server = await serveStatic(
    staticDir,
    [16110, 16111, 16112, 16113, 16114, 16115, 16116, 16117, 16118, 16119],
  );
});

test.afterAll(async () => {
  await server?.close();
});

/** Renders a story in the already loaded preview, as the Storybook UI does when a story is picked. */
async function switchStory(page: Page, storyId: string): Promise<string | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<string | undefined>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: PreviewChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes: Record<string, (detail: unknown) => string | undefined> = {
          storyRendered: () => undefined,
          storyErrored: (detail) => `the story failed to render: ${JSON.stringify(detail)}`,
          storyThrewException: (detail) => `the story threw: ${JSON.stringify(detail)}`,
          storyMissing: () => 'the story is missing',
        };
        const listeners = Object.entries(outcomes).map(([event, outcome]) => {
          const listener = (detail: unknown) => {
            for (const [name, registered] of listeners) channel.off(name, registered);
            resolve(outcome(detail));
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

interface PreviewChannel {
  on(event: string, listener: (detail: unknown) => void): void;
  off(event: string, listener: (detail: unknown) => void): void;
  emit(event: string, detail: unknown): void;
}

test('every story passes the axe accessibility check', async ({ browser }: { browser: Browser }) => {
  test.setTimeout(180_000);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length, 'storybook-static/index.json lists no stories').toBeGreaterThan(0);

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  let loadedTitle: string | undefined;
  for (const story of stories) {
    let failure: string | undefined;
    if (story.title !== loadedTitle) {
      // A fresh page per component; the addon's own automatic run is turned off so it does not race ours.
      await page.goto(
        `${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`,
      );
      await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { state: 'attached' });
      if (await page.locator('body.sb-show-errordisplay').count()) {
        failure = `the story failed to render: ${await page.locator('#error-message').textContent()}`;
      }
      loadedTitle = story.title;
    } else {
      failure = await switchStory(page, story.id);
    }
    if (failure) {
      problems.push(`${story.id}: ${failure}`);
      loadedTitle = undefined;
      continue;
    }
    // Let Lit finish its first updates before axe reads the shadow roots.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
    const { violations } = await axeOf(page)
      .include('#storybook-root')
      .disableRules(PAGE_LEVEL_RULES)
      .analyze();
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      problems.push(`${story.id}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets}`);
    }
  }
  await context.close();
  expect(problems, `axe found problems in ${problems.length} place(s):\n${problems.join('\n')}`).toEqual([]);
});
