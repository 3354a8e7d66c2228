// Form feedback is the portal's own: an empty field submitted shows its inline message (linked to the
// field, announced, the first invalid field focused) and the browser's validation bubble never shows.
// The bubble cannot be seen from the page, so the journeys check what decides it: the form opts out of
// the browser's interactive validation (noValidate), and the submit reaches the app, which checks the
// fields itself and sends nothing to the server.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { loginIdField, loginWithPassword, openLogin, PORTAL } from './portal-support.ts';

// A login journey: the investor is its own, and the form logs it in.
test.use({ signedIn: false });

test.describe.configure({ timeout: 60_000 });

/** Counts submit events that reach the document (the browser's own validation stops them before). */
async function countSubmits(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { submits: number };
    counter.submits = 0;
    document.addEventListener('submit', () => counter.submits++, true);
  });
  return () => page.evaluate(() => (window as unknown as { submits: number }).submits);
}

/** A field's inline message: shown, announced with it (aria-describedby) and flagged with aria-invalid. */
async function expectInlineError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(field.page().getByText(message, { exact: true })).toBeVisible();
}

test('login: an empty submit shows only the inline messages and focuses the first empty field', async ({
  investor,
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/login/')) calls.push(request.url());
  });
  await openLogin(page);
  const form = page.locator('form').filter({ has: loginIdField(page) });
  expect(await form.evaluate((el: HTMLFormElement) => el.noValidate)).toBe(true);
  const submits = await countSubmits(page);

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(submits).toBe(1);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expectInlineError(loginIdField(page), 'Account Number cannot be empty.');
  await expectInlineError(password, 'Password cannot be empty.');
  await expect(loginIdField(page)).toBeFocused();

  // With the id filled in, the next submit lands on the password.
  await loginIdField(page).fill(investor.njAcNo);
  await page.keyboard.press('Enter');
  await expect.poll(submits).toBe(2);
  await expect(password).toBeFocused();
  await expectInlineError(password, 'Password cannot be empty.');
  await expect(loginIdField(page)).toHaveAttribute('aria-invalid', 'false');
  expect(calls.filter((url) => url.includes('authenticate'))).toEqual([]);

  // Once both are filled the form goes to the server as before.
  await password.fill('Demo@1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
});

test('change password: an empty submit shows only the inline messages', async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
  await page.goto(`${PORTAL}/ewa/settings`);
  const old = page.getByRole('textbox', { name: 'Old Password', exact: true });
  await expect(old).toBeVisible({ timeout: 15_000 });
  const form = page.locator('form').filter({ has: old });
  expect(await form.evaluate((el: HTMLFormElement) => el.noValidate)).toBe(true);
  const submits = await countSubmits(page);

  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect.poll(submits).toBe(1);
  await expectInlineError(old, 'Old Password cannot be empty.');
  await expectInlineError(
    page.getByRole('textbox', { name: 'New Password', exact: true }),
    'New Password cannot be empty.',
  );
  await expect(old).toBeFocused();
  await expect(page).toHaveURL(/\/settings$/);
});
