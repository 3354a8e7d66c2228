// Redeem and switch from the portfolio (issue 16): an investor of its own buys a fund no other journey buys, finds it
// in the portfolio, is refused an over-redemption with its message, redeems part of it by amount after
// seeing the exit load and tax, then switches the rest to another scheme of the same fund house.
import type { Page } from '@playwright/test';
import { allotOrdersNow, test } from './fixtures.ts';
import { expectNoAxeViolations } from './portal-support.ts';
import { logInAndBuy } from './portfolio-support.ts';
import { expect, PORTAL, purchaseJourneyTimeouts } from './purchase-support.ts';

const FUND = 'Lotus Flexi Cap Fund';
const TARGET = 'Lotus Value Fund';

/** The holding's row of the portfolio's holdings table. */
const holdingRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: /holdings, sortable/ })
    .getByRole('row')
    .filter({ has: page.getByText(new RegExp(`^${name} – `)) });

async function unitsOf(page: Page, name: string): Promise<number> {
  const text =
    (await holdingRow(page, name).getByRole('cell').nth(3).locator('[part="value"]').textContent()) ?? '';
  return Number(text.trim().replaceAll(',', ''));
}

async function openPortfolio(page: Page): Promise<void> {
  await page.goto(`${PORTAL}/ewa/portfolio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
}

test.describe('portfolio redeem and switch', () => {
  purchaseJourneyTimeouts();
  test.describe.configure({ timeout: 150_000 });

  test('buy, redeem part, switch the rest; an over-redemption is refused', async ({ page, investor }) => {
    await logInAndBuy(page, 'Flexi Cap', FUND);
    // Its units, whatever the day: the order's NAV day may be a night or a weekend away.
    await allotOrdersNow(investor);

    await openPortfolio(page);
    await expect(holdingRow(page, FUND)).toHaveCount(1);
    await expect(holdingRow(page, FUND)).not.toContainText('Allotment pending');
    const bought = await unitsOf(page, FUND);
    expect(bought).toBeGreaterThan(0);

    await expect(page.getByRole('link', { name: new RegExp(`^Redeem ${FUND} – `) })).toBeVisible();
    // The menu's Redeem entry (no holding named) lists the holdings to choose from.
    await page.goto(`${PORTAL}/ewa/transact/mutual-funds/portfolio/redeem`);
    await expect(page.getByRole('heading', { name: 'Choose a holding to redeem' })).toBeVisible();
    // Redeem: more units than held is refused with its message, and nothing is placed.
    await page.getByRole('link', { name: new RegExp(`^Redeem ${FUND} – `) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Redeem' })).toBeVisible();
    await page.getByRole('radio', { name: 'Units', exact: true }).check();
    await page.getByRole('textbox', { name: 'Units' }).fill(String(Math.ceil(bought) + 10));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `You can redeem at most ${bought.toFixed(3)} units from this folio.` }),
    ).toBeVisible();

    // Part of it by amount: the quote shows the exit load and the tax before confirming.
    await page.getByRole('radio', { name: 'Amount', exact: true }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await page.getByRole('button', { name: 'Continue' }).click();
    const quote = page.getByTestId('redeem-quote');
    await expect(quote).toBeVisible();
    await expect(page.getByTestId('redeem-exit-load')).toContainText('₹');
    await expect(page.getByTestId('redeem-tax')).toContainText('₹');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Redemption placed' })).toBeVisible();
    await expect(page.getByTestId('redeem-message')).toHaveText(
      'Your redemption request has been placed. The amount is paid at the NAV of the day shown.',
    );
    await expect(page.getByTestId('redeem-order-no')).toHaveText(/^RD\d{17}$/);
    await page.getByRole('button', { name: 'Go to portfolio' }).click();
    await expect(page).toHaveURL(/\/ewa\/portfolio$/);
    await expect.poll(() => unitsOf(page, FUND)).toBeLessThan(bought);
    const left = await unitsOf(page, FUND);

    // Switch the rest to another scheme of the same fund house.
    await page.getByRole('link', { name: new RegExp(`^Switch ${FUND} – `) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Switch' })).toBeVisible();
    const target = page.getByRole('combobox', { name: 'Switch to' });
    const options = await target.locator('option').allTextContents();
    expect(options.slice(1).every((o) => o.startsWith('Lotus '))).toBe(true);
    await target.selectOption({ label: `${TARGET} – Direct Growth` });
    await page.getByRole('radio', { name: 'All units', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('redeem-quote')).toContainText(left.toFixed(3));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Switch placed' })).toBeVisible();
    await expect(page.getByTestId('redeem-message')).toHaveText(
      'Your switch request has been placed. Units of the new scheme are allotted at the NAV of the day shown.',
    );
    // The new scheme's units come on the switch's NAV day.
    await allotOrdersNow(investor);
    await page.getByRole('button', { name: 'Go to portfolio' }).click();

    await expect(holdingRow(page, TARGET)).toHaveCount(1);
    await expect(holdingRow(page, FUND)).toHaveCount(0);
  });
});
