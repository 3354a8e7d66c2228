// DP charges by UPI (issue 13; spec 001 §2, §4, §5, §7; spec 000 §2): 'Pay now' on the DP-charges gate
// opens /dpcharges, whose URL calls lead to the bills; a verified UPI ID pays them in the sandbox, and
// the gate is gone at the next login; a declined and an expired payment leave the bills outstanding.
import { expect, type Page } from '@playwright/test';
import { expireUpiRequests, openAs, test } from './fixtures.ts';
import {
  expectNoAxeViolations,
  expectPath,
  loginWithPassword,
  PORTAL,
  screenshots,
} from './portal-support.ts';

const upiField = (page: Page) => page.getByRole('textbox', { name: 'UPI ID' });
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay via UPI' });

test.describe('DP charges by UPI', () => {
  test.setTimeout(120_000);

  test('an investor deactivated for DP charges pays with success@ewapay, logs in again and sees no DP-charges gate', {
    tag: '@dp-charges',
  }, async ({ investor, page }) => {
    await openAs(page, investor);
    await expectPath(page, '/deactivateducc');
    // Deactivated: Pay now opens the payment in the same window, through the two URL calls.
    const urlCall = page.waitForRequest('**/api/DPChargesCollection/getDpChargesUrl');
    const webUrlCall = page.waitForRequest('**/api/mewa/weburlgen/getUrl');
    await page.getByRole('button', { name: 'Pay now' }).click();
    expect((await urlCall).postDataJSON()).toEqual({ name: expect.any(String), userId: investor.njAcNo });
    expect((await webUrlCall).postDataJSON()).toEqual({ projectId: 5, module: 'dpcharges' });
    await expectPath(page, '/dpcharges/pay');
    await expect(page.getByRole('heading', { name: 'Pay DP Charges' })).toBeVisible();
    const table = page.locator('ewa-data-table');
    for (const header of ['Sr No.', 'Transaction ID', 'Bill No.', 'Charges Type', 'Amount'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.locator('ewa-amount').first()).toContainText('743.40');
    await expect(page.getByText(/Seven Hundred Forty.Three.*Only/i)).toBeVisible();
    await expect(payButton(page)).toBeDisabled();

    await upiField(page).fill('');
    await upiField(page).press('Tab');
    await expect(page.getByText('Please provide UPI ID')).toBeVisible();
    await upiField(page).fill('not-a-upi-id');
    await upiField(page).press('Tab');
    await expect(page.getByText('Kindly enter valid UPI ID')).toBeVisible();
    await upiField(page).fill('ravi@okbank');
    await upiField(page).press('Tab');
    await expect(page.getByText('Kindly enter valid UPI ID')).toBeVisible();
    await expect(payButton(page)).toBeDisabled();

    await upiField(page).fill('success@ewapay');
    await upiField(page).press('Tab');
    await expect(payButton(page)).toBeEnabled({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await screenshots(page, 'dpcharges-bills');
    await payButton(page).click();

    await expect(page.getByRole('button', { name: 'Authorization Completed' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await screenshots(page, 'dpcharges-wait');
    await expect(page.getByText('Your DP charges have been paid. Your account is active again.')).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await screenshots(page, 'dpcharges-paid');
    await page.getByRole('button', { name: 'Login again' }).click();
    await expectPath(page, '/login');

    await loginWithPassword(page, investor.njAcNo);
    await expectPath(page, '/');
    await page.goto(`${page.url().replace(/\/ewa.*$/, '')}/ewa/deactivateducc`);
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });

  test('an investor reminded of DP charges declines with failure@ewapay: the bills stay outstanding', {
    tag: '@dp-charges-optional',
  }, async ({ investor, page }) => {
    await openAs(page, investor);
    await expectPath(page, '/deactivateducc');
    // Not deactivated: Pay now opens the payment in a new tab.
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/ewa\/dpcharges\/pay$/);
    await expect(tab.locator('ewa-data-table').getByRole('row')).toHaveCount(2);
    await upiField(tab).fill('failure@ewapay');
    await upiField(tab).press('Tab');
    await expect(payButton(tab)).toBeEnabled({ timeout: 15_000 });
    await payButton(tab).click();
    await expect(tab.getByText('Your UPI Transaction is Expired/Rejected/Failed.')).toBeVisible({
      timeout: 30_000,
    });
    await screenshots(tab, 'dpcharges-declined');
    await tab.getByRole('button', { name: 'Try again' }).click();
    await expect(tab.locator('ewa-data-table').getByRole('row')).toHaveCount(2);
  });

  test('an investor reminded of DP charges lets expire@ewapay run out: the countdown ends in expiry, the bills stay outstanding', {
    tag: '@dp-charges-optional',
  }, async ({ investor, page }) => {
    await openAs(page, investor);
    await expectPath(page, '/deactivateducc');
    // The same page as a new tab would open, in this tab.
    await page.goto(`${page.url().replace(/\/ewa.*$/, '')}/ewa/dpcharges`);
    await expectPath(page, '/dpcharges/pay');
    await expect(page.locator('ewa-data-table').getByRole('row')).toHaveCount(2);
    await upiField(page).fill('expire@ewapay');
    await upiField(page).press('Tab');
    await expect(payButton(page)).toBeEnabled({ timeout: 15_000 });
    await payButton(page).click();
    await expect(page.getByRole('timer')).toBeVisible();
    // The server's clock moves past the collect request's expiry instead of the journey waiting for it.
    await expireUpiRequests('expire@ewapay');
    await expect(page.getByText('Your UPI Transaction is Expired/Rejected/Failed.')).toBeVisible({
      timeout: 30_000,
    });
    await screenshots(page, 'dpcharges-expired');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('ewa-data-table').getByRole('row')).toHaveCount(2);
    await expect(page.locator('ewa-amount').first()).toContainText('472.00');
  });

  test('a mobile webview opens /dpcharges with a hand-over code: its URL calls lead to the bills, the code leaves the address bar', {
    tag: '@dp-charges-optional',
  }, async ({ investor, page, browser }) => {
    await openAs(page, investor);
    await expectPath(page, '/deactivateducc');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '""') as string);
    expect(token).not.toBe('');
    // The app asks for a one-time code and opens the webview with it (never the session token itself).
    const issued = await page.request.post(`${PORTAL}/api/login/issueHandoverCode`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    const { code } = ((await issued.json()) as { data: { code: string } }).data;
    // The app's webview: a fresh browser with nothing stored but the code it is handed.
    const webview = await browser.newContext();
    try {
      const tab = await webview.newPage();
      const urlCall = tab.waitForRequest('**/api/DPChargesCollection/getDpChargesUrl');
      const webUrlCall = tab.waitForRequest('**/api/mewa/weburlgen/getUrl');
      await tab.goto(`${PORTAL}/ewa/dpcharges?code=${encodeURIComponent(code)}`);
      expect((await urlCall).headers().authorization).toMatch(/^Bearer \S+/);
      expect((await webUrlCall).postDataJSON()).toEqual({ projectId: 5, module: 'dpcharges' });
      await expect(tab).toHaveURL(`${PORTAL}/ewa/dpcharges/pay`);
      await expect(tab.locator('ewa-data-table').getByRole('row')).toHaveCount(2);
      await expect(payButton(tab)).toBeDisabled();
    } finally {
      await webview.close();
    }
  });
});
