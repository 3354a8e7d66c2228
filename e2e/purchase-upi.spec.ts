// Buying funds by UPI (issue 5; spec 001 §2–§4, §8): find two funds, add both to the cart, pay by
// UPI collect in the sandbox and see the orders confirmed; a declined payment; the wait page's
// reload resumes the same payment.
import { loadAllowance, test } from './fixtures.ts';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import {
  addLumpsum,
  answerCollect,
  cartWithOneFund,
  enterUpiId,
  expect,
  goToCart,
  logIn,
  openScheme,
  purchaseJourneyTimeouts,
} from './purchase-support.ts';

test.describe('purchase by UPI', () => {
  purchaseJourneyTimeouts();
  test('two funds in the cart, paid by success@ewapay: the orders are confirmed', async ({
    page,
    investor,
  }) => {
    await logIn(page);
    await openScheme(page, 'Aggressive Hybrid', 'Arjuna Aggressive Hybrid Fund');
    await expect(page.getByText('Latest NAV')).toBeVisible();
    await addLumpsum(page, '5000');
    await openScheme(page, 'Dividend Yield', 'Arjuna Dividend Yield Fund - Series 2');
    await addLumpsum(page, '2500');
    await goToCart(page);
    await expect(page.locator('ewa-cart')).toContainText('Arjuna Aggressive Hybrid Fund');
    await expect(page.locator('ewa-cart')).toContainText('Arjuna Dividend Yield Fund - Series 2');
    // Whose cart it is.
    await expect(page.getByText(`For Rajesh Kumar Sharma · Account ${investor.njAcNo}`)).toBeVisible();

    // The pay button names the amount and waits for a UPI ID; the verification does not move it.
    const pay = page.getByRole('button', { name: 'Pay ₹ 7,500.00' });
    await expect(pay).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'UPI ID' })).toBeChecked();
    const before = await pay.boundingBox();
    // Tab from the UPI ID lands on the pay button even while the ID is being verified.
    await enterUpiId(page, 'success@ewapay');
    await expect(pay).toBeFocused();
    await expect(page.getByText('Verified: Success')).toBeVisible();
    await expect(pay).toBeEnabled();
    expect((await pay.boundingBox())?.y).toBe(before?.y);
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
    // The page now says what happened, and where to go next.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete the UPI Payment' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Payment successful/);
    const orders = page.getByRole('table');
    await expect(orders.getByRole('row')).toHaveCount(3);
    await expect(orders.getByText('Confirmed')).toHaveCount(2);
    await expect(page.getByText('Your payment is received.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invest more' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'purchase-upi-success');
    await page.getByRole('button', { name: 'Go to portfolio' }).click();
    await expect(page).toHaveURL(/\/ewa\/portfolio$/);
  });

  test('one click pays: a UPI ID typed and Pay pressed at once is verified and paid', async ({ page }) => {
    await cartWithOneFund(page, '5000');
    const field = page.getByRole('textbox', { name: 'UPI ID' });
    await field.fill('success@ewapay');
    // No waiting for the field to be left: the well-formed ID makes Pay ready, the click verifies it.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/purchase/validateVPA')) checks.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Pay ₹ 5,000.00' }).click();
    await expect(page).toHaveURL(/\/transact\/mutual-funds\/upi\//);
    await expect(page.getByText('Your transaction has been successfully submitted.')).toBeVisible({
      timeout: 30_000,
    });
    expect(checks).toHaveLength(1);
  });

  test('the result shows within 2 s of the payer approving, not at the next 10 s poll', async ({ page }) => {
    await cartWithOneFund(page, '5000');
    await page.getByRole('textbox', { name: 'UPI ID' }).fill('pushed@ewapay');
    await page.getByRole('button', { name: 'Pay ₹ 5,000.00' }).click();
    await expect(page.getByRole('heading', { name: 'Complete the UPI Payment' })).toBeVisible();
    await answerCollect(page, 'pushed@ewapay', 'approve');
    const approvedAt = Date.now();
    await expect(page.getByText('Your transaction has been successfully submitted.')).toBeVisible({
      timeout: 12_000,
    });
    const shownAfterMs = Date.now() - approvedAt;
    test.info().annotations.push({ type: 'result shown after (ms)', description: String(shownAfterMs) });
    // 2 s on a machine at rest; a machine running other suites beside this one is slower, not wrong.
    expect(shownAfterMs).toBeLessThan(2_000 * loadAllowance());
  });

  test('one click with a UPI ID the bank does not know says so and stays on the cart', async ({ page }) => {
    await cartWithOneFund(page, '5000');
    await page.getByRole('textbox', { name: 'UPI ID' }).fill('unknown.payer@nobank');
    await page.getByRole('button', { name: 'Pay ₹ 5,000.00' }).click();
    await expect(page.getByText('Kindly enter valid UPI ID').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  });
});
