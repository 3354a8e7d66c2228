// Live sessions in Settings (end one other session) and the one-time hand-over code of a link.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  expectPath,
  loginWithPassword,
  PORTAL,
  screenshots,
} from './portal-support.ts';

// A login journey: the investor is its own, and the form logs it in.
test.use({ signedIn: false });

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';

/** A password login through the API, as another device would make it; answers its token. */
async function loginElsewhere(page: Page, njAcNo: string, userAgent: string): Promise<string> {
  const res = await page.request.post(`${PORTAL}/api/login/v2/authenticate`, {
    headers: { 'user-agent': userAgent },
    data: { loginId: njAcNo, password: DEMO_PASSWORD, loginWith: 'ACNO', loginMode: 'WEB' },
  });
  const token = (await res.json()).token;
  expect(typeof token).toBe('string');
  return token;
}

const activationStatus = async (page: Page, token: string, njAcNo: string) =>
  (
    await page.request.post(`${PORTAL}/api/login/checkEwealthAccountActivation`, {
      headers: { authorization: `Bearer ${token}` },
      data: { njAcNo, reqFrom: 'WEB' },
    })
  ).status();

test('Settings lists the live sessions and ends another one, which stops working at once', async ({
  investor,
  page,
}) => {
  const phone = await loginElsewhere(page, investor.njAcNo, android);
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
  await page.goto(`${PORTAL}/ewa/setting`);
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Active sessions' });
  await expect(list.getByRole('listitem').first()).toContainText('This device');
  const phoneItem = list.getByRole('listitem').filter({ hasText: 'Mobile, Android 14' }).first();
  await expect(phoneItem).toContainText('Chrome 124');
  await expect(phoneItem).toContainText('Last seen');
  expect(await activationStatus(page, phone, investor.njAcNo)).toBe(200);
  await expectNoAxeViolations(page);
  await screenshots(page, 'settings-sessions');

  await phoneItem.getByRole('button', { name: /End session on Mobile, Android 14/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The session has been ended.' })).toBeVisible();
  expect(await activationStatus(page, phone, investor.njAcNo)).toBe(401);
  // This browser's own session goes on.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('This device');
});

test('a link hands a session over with a one-time code that leaves the address bar', async ({
  investor,
  page,
}) => {
  const app = await loginElsewhere(page, investor.njAcNo, android);
  const issued = await page.request.post(`${PORTAL}/api/login/issueHandoverCode`, {
    headers: { authorization: `Bearer ${app}` },
    data: {},
  });
  const { code } = (await issued.json()).data;
  const link = `${PORTAL}/ewa/webview?action=close&code=${code}`;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible();
  await expect(page).toHaveURL(`${PORTAL}/ewa/webview?action=close`);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('x-token') ?? '""'));
  expect(kept).not.toBe('');
  expect(kept).not.toBe(app);
  expect(await activationStatus(page, kept, investor.njAcNo)).toBe(200);

  // The same link a second time (history, a forwarded message): refused with a clear message.
  const other = await page.context().browser()?.newContext();
  const second = await other?.newPage();
  if (!second) throw new Error('no second page');
  await second.goto(link);
  await expect(second.getByRole('alert')).toHaveText(
    'This link has already been used. Please open it again from the E-Wealth app.',
  );
  await expect(second).toHaveURL(`${PORTAL}/ewa/webview?action=close`);
  expect(await second.evaluate(() => localStorage.getItem('x-token'))).toBeNull();
  await other?.close();
});
