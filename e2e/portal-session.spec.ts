// Session rules: logout and the back button, a 401 in the middle of a session, deep links, x-token.
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectPath, loginWithPassword, PORTAL } from './portal-support.ts';

// A login journey: the investor is its own, and the form logs it in.
test.use({ signedIn: false });

test('after logout the back button stays logged out', async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
  await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
  await expect(page.getByRole('heading', { name: 'Mutual Funds' })).toBeVisible();
  // Logout reloads the page; the router may show /login a moment before, so wait for that reload.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goBack();
  await expectPath(page, '/login');
  await page.goBack();
  await expectPath(page, '/login');
});

test('the back button does not show the login page to a logged-in user', async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
  await page.goBack();
  await expectPath(page, '/');
});

test('a 401 mid-session (session revoked elsewhere) clears the login and opens /login', async ({
  investor,
  page,
}) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
  // A second logout of the same token, as another tab would do, revokes the session on the server.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '""'));
  const revoked = await page.request.post(`${PORTAL}/api/ewaportfoliows/logout`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(revoked.ok()).toBe(true);
  // The next call the app makes (the home greeting) answers 401.
  await page.goto(`${PORTAL}/ewa/dashboard`);
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('is_login'))).toBeNull();
});

test('a deep link survives the login', { tag: '@emf' }, async ({ investor, page }) => {
  // A partner's link for an investor without the authorization module: the login page, then the link.
  const entered = await page.request.post(`${PORTAL}/sandbox/api/partner/transactions`, {
    data: { investor: investor.njAcNo, type: 'SSWP' },
  });
  const { link } = ((await entered.json()) as { data: { link: string } }).data;
  await page.goto(`${PORTAL}${link}`);
  await expectPath(page, '/login');
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, link.replace(/^\/ewa/, ''));
});

test('a route a later release builds shows its page inside the layout', async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
  await page.goto(`${PORTAL}/ewa/notifications`);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('This area is not open yet.')).toBeVisible();
  await page.goto(`${PORTAL}/ewa/not-a-route`);
  await expectPath(page, '/');
});
