// Version check (spec 000 §4, §9): the app reads meta.json at start; a version other than the one
// running clears the caches and hard-reloads the page, at most once in 10 minutes. meta.json is served
// by route interception so the journey can "deploy" new versions; the page's clock is Playwright's, so
// the 10 minutes pass without waiting.
import { expect, type Page, test } from '@playwright/test';
import { openLogin } from './portal-support.ts';

const CACHE = 'ewa-old-assets';

/** Something in Cache Storage for the check to clear, as an older build's assets would be. */
async function fillCache(page: Page): Promise<void> {
  await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    await cache.put('/ewa/assets/old.js', new Response('// an older build'));
  }, CACHE);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('a new deployment clears the caches and reloads once; another within 10 minutes does not', async ({
  page,
}) => {
  // null: the server's own meta.json (the running build's version).
  let deployed: string | null = null;
  let metaReads = 0;
  await page.route('**/ewa/meta.json', async (route) => {
    metaReads += 1;
    if (deployed === null) await route.continue();
    else await route.fulfill({ json: { version: deployed } });
  });
  let pageLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
  });
  /** After the check of the latest load has read meta.json, give a reload the time to start. */
  const settle = async (reads: number) => {
    await expect.poll(() => metaReads).toBe(reads);
    await expect(page.getByRole('heading', { name: 'Login to E-Wealth' })).toBeVisible();
    await page.waitForTimeout(1_500);
  };

  await page.clock.install();
  await openLogin(page);
  await settle(1);
  expect(pageLoads, 'the running version is the deployed one: no reload').toBe(1);
  await fillCache(page);
  expect(await cacheNames(page)).toEqual([CACHE]);

  // A new version is deployed: the next start clears the caches and reloads once by itself.
  deployed = 'next-1';
  await page.reload();
  await expect.poll(() => pageLoads).toBe(3);
  await settle(3);
  expect(pageLoads, 'the reloaded page sees the same new version but does not reload again').toBe(3);
  expect(await cacheNames(page)).toEqual([]);
  const reloadedAt = await page.evaluate(() => Number(localStorage.getItem('version_reloaded_at')));
  expect(reloadedAt).toBeGreaterThan(0);

  // Another deployment 9 minutes later: no reload, the caches are left alone.
  await fillCache(page);
  await page.clock.fastForward('09:00');
  deployed = 'next-2';
  await page.reload();
  await settle(4);
  expect(pageLoads, 'a second new version within 10 minutes does not reload').toBe(4);
  expect(await cacheNames(page)).toEqual([CACHE]);
  expect(await page.evaluate(() => Number(localStorage.getItem('version_reloaded_at')))).toBe(reloadedAt);

  // Once 10 minutes have passed since the reload, a new version reloads again.
  await page.clock.fastForward('01:05');
  await page.reload();
  await expect.poll(() => pageLoads).toBe(6);
  await settle(6);
  expect(pageLoads).toBe(6);
  expect(await cacheNames(page)).toEqual([]);
});
