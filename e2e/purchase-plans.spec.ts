// SIP and SWP registration (issue 5; spec 001 §2, §3): a SIP with its date and installments paid
// by mandate, and an SWP on a held scheme that pays nothing now.
import { test } from './fixtures.ts';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import {
  choosePayMode,
  confirmButton,
  expect,
  goToCart,
  logIn,
  openScheme,
  purchaseJourneyTimeouts,
} from './purchase-support.ts';

test.describe('systematic plans', () => {
  purchaseJourneyTimeouts();
  test('SIP: amount, date, start month and installments; registered with the first installment', async ({
    page,
  }) => {
    await logIn(page);
    await openScheme(page, 'Aggressive Hybrid', 'Arjuna Aggressive Hybrid Fund');
    await page.getByRole('radio', { name: 'SIP' }).check();
    await page
      .getByRole('form', { name: 'Investment' })
      .getByRole('textbox', { name: 'Installment amount' })
      .fill('1000');
    await expect(page.getByRole('combobox', { name: 'SIP date' })).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Installments' }).fill('24');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await goToCart(page);
    await expect(page.locator('ewa-cart')).toContainText('SIP');
    await choosePayMode(page, 'Mandate');
    await confirmButton(page).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('SIP');
  });

  test('SWP: installment range, start month, frequency, bank and date on a held scheme', async ({ page }) => {
    await logIn(page);
    await openScheme(page, 'Large Cap', 'Arjuna Large Cap Fund');
    await expect(page.getByText('1234567/89')).toBeVisible();
    await page.getByRole('radio', { name: 'SWP' }).check();
    await expect(page.getByRole('combobox', { name: 'Installment date' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bank account' })).toBeVisible();
    await page
      .getByRole('form', { name: 'Investment' })
      .getByRole('textbox', { name: 'Withdrawal amount' })
      .fill('1000');
    await expect(
      page.getByText(/First installment \d{1,2} [A-Z][a-z]{2} \d{4}, last \d{1,2} [A-Z][a-z]{2} \d{4}/),
    ).toBeVisible();
    await screenshots(page, 'purchase-swp-entry');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await goToCart(page);
    await expect(page.getByText('Nothing is paid now: the cart registers SWPs only.')).toBeVisible();
    await confirmButton(page).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
    await expect(page.getByRole('table').getByText('Registered')).toBeVisible();
  });

  test('a scheme held through MARS asks first; Yes opens the purchase, No keeps it closed', async ({
    page,
  }) => {
    await logIn(page);
    await openScheme(page, 'Overnight', 'Banyan Overnight Fund');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Are you sure you want to proceed?')).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('form', { name: 'Investment' })).toHaveCount(0);
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('form', { name: 'Investment' })).toBeVisible();
    await expect(page.getByText('Latest NAV')).toBeVisible();
  });
});
