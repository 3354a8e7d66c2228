// How the portal reaches the browser (issue 15): compressed, cached by content hash, and a tab opened
// before a release recovers by itself when a screen's chunk is gone.
import { expect, test } from '@playwright/test';
import { openLogin, PORTAL } from './portal-support.ts';

test('scripts arrive compressed and hashed assets are kept for a year', async ({ page }) => {
  const assets: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/ewa/assets/') && response.url().endsWith('.js'))
      assets.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        cache: response.headers()['cache-control'],
      });
  });
  await openLogin(page);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
  // The entry and the framework chunk (every asset over 1 KB has compressed copies; tiny ones go as they are).
  const large = assets.filter((a) => /\/(index|framework)-[^/]+\.js$/.test(a.url));
  expect(large).toHaveLength(2);
  for (const asset of large) expect(asset.encoding, asset.url).toMatch(/^(br|gzip)$/);
  const missing = await page.request.get(`${PORTAL}/ewa/assets/anything.js`);
  expect(missing.status()).toBe(404);
});

test('a screen whose chunk is gone after a release reloads the page once and then opens', async ({
  page,
}) => {
  await openLogin(page);
  // The About screen's chunk is gone (404) until the page is loaded again, as an old build's chunk
  // is after a release: the tab must reload to be served the new build.
  let reloaded = false;
  let refused = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') reloaded = true;
  });
  await page.route(/\/ewa\/assets\/About-[^/]+\.js$/, (route) => {
    if (reloaded) return route.continue();
    refused++;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  // A mark on the running page: a reload leaves a fresh page without it.
  await page.evaluate(() => {
    (window as { beforeRelease?: boolean }).beforeRelease = true;
    history.pushState({}, '', '/ewa/about');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible({ timeout: 15_000 });
  expect(refused).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { beforeRelease?: boolean }).beforeRelease)).toBeUndefined();
  await expect(page.getByText('not open yet')).toHaveCount(0);
});
