// UPI outcomes (issue 5; spec 001 §2, §4, §8): a declined collect request, an expired one (the
// server's clock moved past its expiry), a status inquiry that fails (the technical-problem text), and a
// reload of the wait page that resumes the same payment.
import type { Page } from '@playwright/test';
import { expireUpiRequests, test } from './fixtures.ts';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import {
  answerCollect,
  cartWithOneFund,
  confirmButton,
  enterUpiId,
  expect,
  purchaseJourneyTimeouts,
} from './purchase-support.ts';

/** A cart with one fund, paid by UPI collect from `vpa` once the ID is verified. */
async function payByUpiId(page: Page, vpa: string, amount?: string): Promise<void> {
  await cartWithOneFund(page, amount);
  await enterUpiId(page, vpa);
  await expect(confirmButton(page)).toBeEnabled();
  await confirmButton(page).click();
}

test.describe('UPI outcomes', () => {
  purchaseJourneyTimeouts();
  test('failure@ewapay declines: the spec failure text, the orders cancelled, the cart kept', async ({
    page,
  }) => {
    await payByUpiId(page, 'failure@ewapay');
    await expect(page.getByText('Your UPI Transaction is Expired/Rejected/Failed.')).toBeVisible({
      timeout: 40_000,
    });
    await expect(page.getByRole('table').getByText('Cancelled')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('ewa-cart')).toContainText('Arjuna Aggressive Hybrid Fund');
  });

  test('expire@ewapay never answers: the payment expires with the failure text', async ({ page }) => {
    await payByUpiId(page, 'expire@ewapay');
    await expect(page.getByRole('timer')).toBeVisible();
    // The server's clock moves past the collect request's expiry instead of the journey waiting for it.
    await expireUpiRequests('expire@ewapay');
    await expect(page.getByText('Your UPI Transaction is Expired/Rejected/Failed.')).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a status inquiry the network drops shows the technical-problem text and ends the wait', async ({
    page,
  }) => {
    await payByUpiId(page, 'unsure@ewapay', '4000');
    await expect(page.getByRole('button', { name: 'Authorization Completed' })).toBeVisible();
    let inquiries = 0;
    await page.route('**/callTranStatusInqUPIService', (route) => {
      inquiries += 1;
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Authorization Completed' }).click();
    await expect(
      page.getByText(
        'There is some technical problem. Your transaction will be processed if we receive funds from your registered bank account.',
      ),
    ).toBeVisible();
    expect(inquiries, 'the client retries a status read once, then gives up').toBe(2);
    await expect(page.getByRole('button', { name: 'Authorization Completed' })).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'purchase-upi-technical');
  });

  test('reloading the wait page resumes the same payment, which the payer then approves', async ({
    page,
  }) => {
    await payByUpiId(page, 'reload@ewapay', '3000');
    await expect(page).toHaveURL(/\/transact\/mutual-funds\/upi\/[A-Za-z0-9_-]+$/);
    const address = page.url();
    await expect(page.getByText('Please do not refresh this page')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(address);
    await expect(page.getByText('₹ 3,000.00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Authorization Completed' })).toBeVisible();
    await answerCollect(page, 'reload@ewapay', 'approve');
    // The manual inquiry brings the answer without waiting for the next poll (unless the pushed result
    // has already replaced the waiting panel).
    await page
      .getByRole('button', { name: 'Authorization Completed' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page.getByText('Your transaction has been successfully submitted.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('table').getByText('Confirmed')).toBeVisible();
  });
});
