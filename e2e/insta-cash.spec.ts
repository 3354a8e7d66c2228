// Insta cash and redemption payouts (issue 16): an investor of its own takes insta cash from its liquid fund and sees
// it credited by IMPS, is refused an amount over today's instant limit with the limit named, and sees a
// normal redemption move from placed to paid once the sandbox bank has paid it.
import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectNoAxeViolations } from './portal-support.ts';
import { expect, logIn, PORTAL, purchaseJourneyTimeouts } from './purchase-support.ts';

const LIQUID = 'Everest Liquid Fund';

async function openInstaCash(page: Page): Promise<void> {
  await page.goto(`${PORTAL}/ewa/transact/insta-cash`);
  await expect(page.getByRole('heading', { level: 1, name: 'Insta Cash' })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(LIQUID) })).toBeChecked();
}

test.describe('insta cash and payouts', () => {
  purchaseJourneyTimeouts();
  test.describe.configure({ timeout: 150_000 });

  test('insta cash is credited at once; over the limit is refused', async ({ page }) => {
    await logIn(page);
    await openInstaCash(page);
    await expect(page.getByTestId('insta-limit')).toContainText('50,000.00');
    await expect(page.getByTestId('insta-bank')).toContainText(/X+\d{4}/);
    await expectNoAxeViolations(page);

    // Over today's instant limit, without choosing a normal redemption for the rest: refused.
    await page.getByRole('textbox', { name: 'Amount' }).fill('60000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('insta-error')).toHaveText(
      'You can redeem at most ₹ 50,000.00 instantly from this scheme today. Choose to redeem the rest as a normal redemption, or lower the amount.',
    );
    await expect(page.getByRole('checkbox', { name: /redeem the remaining/ })).toBeVisible();

    await page.getByRole('textbox', { name: 'Amount' }).fill('20000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('insta-review')).toContainText('20,000.00');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Insta cash credited' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('insta-message')).toContainText('has been credited to');
    await expect(page.getByTestId('payout-status-text')).toHaveText('Paid to your bank account');
    await expect(page.getByTestId('payout-bank-ref')).toHaveText(/^IMPS\d{12}$/);
    await expectNoAxeViolations(page);

    // Today's limit now has the insta cash taken off it.
    await page.getByRole('button', { name: 'Take more insta cash' }).click();
    await expect(page.getByTestId('insta-limit')).toContainText('30,000.00');
    await page.getByRole('textbox', { name: 'Amount' }).fill('30000.01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('insta-error')).toContainText('at most ₹ 30,000.00 instantly');
  });

  test('a redemption shows paid once the sandbox bank pays it', async ({ page }) => {
    await logIn(page);
    await page.goto(`${PORTAL}/ewa/transact/mutual-funds/portfolio/redeem?schCode=EVR0015&plan=D&opt=G`);
    await expect(page.getByRole('heading', { level: 1, name: 'Redeem' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('redeem-quote')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Redemption placed' })).toBeVisible();
    const orderNo = (await page.getByTestId('redeem-order-no').textContent()) ?? '';
    const status = page.getByTestId('payout-status');
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'PAID', { timeout: 60_000 });
    await expect(page.getByTestId('payout-credit-date')).not.toBeEmpty();
    await expect(page.getByTestId('payout-bank-ref')).toHaveText(/^N\d{12}$/);

    await page.getByRole('button', { name: 'Go to portfolio' }).click();
    const row = page.getByTestId('portfolio-redemptions').getByRole('row').filter({ hasText: orderNo });
    await expect(row).toContainText('Paid to your bank account');
  });
});
