// Moving to another page of the portal starts at its top with focus on its heading, as a full page load
// would (issue 15), at phone and desktop width.
import { expect } from '@playwright/test';
import { openAs, test } from './fixtures.ts';
import { expectPath } from './portal-support.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a route change scrolls to the top and focuses the heading (${viewport.width} px)`, async ({
    investor,
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openAs(page, investor);
    await expectPath(page, '/');
    await page.goto(page.url().replace(/\/ewa\/?$/, '/ewa/transact/mutual-funds'));
    const first = page.getByRole('link', { name: /Fund|Scheme|Plan/ }).first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    // Far down the list, then into a scheme: the scheme page opens at its top, its heading focused.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const links = page.locator('.scheme-table tbody a');
    await links.last().click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused({ timeout: 15_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
