// The login page carries only its own route: the rest of the route table (the signed-in rows and their
// screens' loaders) is fetched when the form is first used, or at once when the first page is another.
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectPath, loginIdField, loginWithPassword, openLogin, PORTAL } from './portal-support.ts';

// What a visitor's browser fetches: the journey's investor starts logged out and logs in by the form.
test.use({ signedIn: false });

const routeTableChunk = /\/ewa\/assets\/route-table-[^/]+\.js$/;

test('the login page fetches the route table only when its form is used, and the login lands home', async ({
  investor,
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (routeTableChunk.test(request.url())) fetched.push(request.url());
  });
  await openLogin(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await loginIdField(page).focus();
  await expect.poll(() => fetched.length).toBe(1);
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
});

test('a first page other than the login page opens with the whole table: a public page and a deep link', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/ewa/terms`);
  await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  // A signed-in page asked for by a visitor: the route rules still send them to the login page.
  await page.goto(`${PORTAL}/ewa/portfolio`);
  await expectPath(page, '/login');
  // And an unknown path still goes where it went before the table was split.
  await page.goto(`${PORTAL}/ewa/no/such/page`);
  await expectPath(page, '/login');
});
