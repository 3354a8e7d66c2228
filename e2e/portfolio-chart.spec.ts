// The home page's recent orders and the portfolio's value chart (issue 16): an investor of its own buys a fund by UPI,
// finds the order on the home page with its tracker (placed → paid → units allotted, the step it is at
// announced, not told by colour), then sees the portfolio's value against the amount invested, picks
// another period, and opens the fund's own value chart — at a phone's width and a desktop's.
import type { Page } from '@playwright/test';
import { allotOrdersNow, test } from './fixtures.ts';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import { logInAndBuy } from './portfolio-support.ts';
import { expect, PORTAL, purchaseJourneyTimeouts } from './purchase-support.ts';

const FUND = 'Arjuna Aggressive Hybrid Fund';
/** A demo holding bought months ago (demo data). */
const HELD = 'Everest Banking and PSU Fund – Direct Growth';

async function noSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('value chart and order tracker', () => {
  purchaseJourneyTimeouts();
  test('an investor sees the order tracker at home and the value chart on the portfolio', async ({
    page,
    investor,
  }) => {
    await logInAndBuy(page, 'Aggressive Hybrid', FUND);
    // Its units, whatever the day: the order's NAV day may be a night or a weekend away.
    await allotOrdersNow(investor);

    // The portfolio: the value over time against the amount invested, drawn and told in words.
    await page.goto(`${PORTAL}/ewa/portfolio`);
    const section = page.getByRole('region', { name: 'Value over time' });
    await expect(section).toBeVisible();
    const chart = section.locator('ewa-value-chart');
    await expect(chart.locator('[part="figures"]')).toContainText(/Value on .*₹ [\d,]+\.\d{2}/);
    await expect(chart.locator('[part="figures"]')).toContainText(/Invested\s*₹ [\d,]+\.\d{2}/);
    await expect(chart.locator('[part="chart"] canvas').first()).toBeVisible();
    await expect(chart.locator('[part="legend"]')).toContainText('Portfolio value');
    await expect(chart.getByRole('table')).toContainText('over 1 year');
    await chart.getByRole('radio', { name: '1 month' }).check({ force: true });
    await expect(chart.getByRole('table')).toContainText('over 1 month');
    await expect(chart).toHaveAttribute('range', '1M');

    // The fund's own value chart opens under it.
    const holdings = page.getByRole('region', { name: "Each holding's value" });
    const item = holdings.getByRole('listitem').filter({ hasText: FUND });
    await item.getByRole('button', { name: `Show value chart of ${FUND}` }).click();
    const toggle = item.getByRole('button', { name: `Hide value chart of ${FUND}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const own = item.locator('ewa-value-chart');
    await expect(own.locator('[part="legend"]')).toContainText(FUND);
    await expect(own.locator('[part="figures"]')).toContainText(/Invested\s*₹ 5,000\.00/);
    // Bought today: one day of value, no line yet.
    await expect(own).toContainText('The chart starts from');
    // A fund held for months draws its line.
    const held = holdings.getByRole('listitem').filter({ hasText: HELD });
    await held.getByRole('button', { name: `Show value chart of ${HELD}` }).click();
    const heldChart = held.locator('ewa-value-chart');
    await expect(heldChart.locator('[part="chart"] canvas').first()).toBeVisible();
    await expect(heldChart.getByRole('table')).toContainText(`${HELD} value and amount invested over 1 year`);
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(chart.locator('[part="chart"] canvas').first()).toBeVisible();
      await noSideways(page);
    }
    await screenshots(page, 'portfolio-chart');

    // Home: the order with its tracker, the portfolio's read having allotted its units.
    await page.goto(`${PORTAL}/ewa/`);
    const orders = page.getByRole('region', { name: 'Recent orders' });
    const order = orders.getByTestId('recent-order').filter({ hasText: FUND }).first();
    await expect(order).toContainText('Purchase');
    await expect(order).toContainText('₹ 5,000.00');
    const steps = order.getByRole('list', { name: new RegExp(FUND) }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Order placed: Done');
    await expect(steps.nth(1)).toContainText('Payment received: Done');
    await expect(steps.nth(2)).toContainText('Units allotted: Done');
    await expect(steps.nth(2)).toContainText(/units at NAV ₹ [\d.]+/);
    await expect(order).toContainText('Completed: Units allotted');
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(steps.nth(2)).toBeVisible();
      await noSideways(page);
    }
    await screenshots(page, 'home-orders');
  });
});
