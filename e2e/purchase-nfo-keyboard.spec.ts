// New fund offers keep their own cart (spec 000 §3), and the purchase works by keyboard alone.
import { test } from './fixtures.ts';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import { expect, logIn, PORTAL, purchaseJourneyTimeouts } from './purchase-support.ts';

test.describe('NFO and keyboard', () => {
  purchaseJourneyTimeouts();
  test('an NFO goes to the NFO cart, not the mutual-fund cart', async ({ page }) => {
    await logIn(page);
    await page.goto(`${PORTAL}/ewa/transact/nfo`);
    await expect(page.getByRole('heading', { level: 1, name: 'New Fund Offers' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'purchase-nfo-listing');
    const first = page.getByRole('table').getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page
      .getByRole('form', { name: 'Investment' })
      .getByRole('textbox', { name: 'Amount', exact: true })
      .fill('5000');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toBeVisible();
    await expect(page.locator('ewa-cart')).toContainText(name);
    await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
    await expect(page.locator('ewa-cart')).toContainText('Your cart is empty.');
  });

  test('keyboard alone: search, open a scheme, enter an amount and add it with Enter', async ({ page }) => {
    await logIn(page);
    await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
    await page.getByRole('searchbox', { name: 'Search schemes' }).focus();
    await page.keyboard.type('Large Cap');
    const link = page.getByRole('link', { name: 'Arjuna Large Cap Fund', exact: true }).first();
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Arjuna Large Cap Fund' })).toBeVisible();
    // Tab from the investment type to the amount, type it, Enter submits the form.
    await page.getByRole('radio', { name: 'Lumpsum' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('2000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toBeVisible();
    await expect(page.locator('ewa-cart')).toContainText('Arjuna Large Cap Fund');
    await page.getByRole('button', { name: 'Proceed to Pay' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  });
});
