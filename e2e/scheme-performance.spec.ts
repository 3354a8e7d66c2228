// The scheme page's performance and facts (issue 16): the NAV chart with its range buttons and the
// return over the range, the table a screen reader reads instead of the drawing, the returns against
// the category average, the facts investors compare funds by and the SIP / lump-sum calculator, at phone
// and desktop width, with no accessibility violation.
import { test } from './fixtures.ts';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import { expect, logIn, openScheme } from './purchase-support.ts';

const FUND = 'Arjuna Large Cap Fund';

for (const width of [390, 1280]) {
  test(`the scheme page shows the NAV chart, returns, facts and calculator at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await logIn(page);
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/SchemePerformance|nav-chart/.test(request.url())) chartCode.push(request.url());
    });
    await openScheme(page, 'Large Cap', FUND);
    if (width < 500) {
      // On a phone the section is below the first screen: its code is not fetched until it nears it.
      await expect(page.getByText('Fund manager')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(chartCode).toEqual([]);
    }

    // The chart loads as its section nears the viewport.
    await page.getByRole('heading', { name: 'Performance' }).scrollIntoViewIfNeeded();
    const chart = page.locator('ewa-nav-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('[part="chart"] canvas').first()).toBeVisible();
    expect(chartCode.some((url) => url.includes('nav-chart-canvas'))).toBe(true);
    const returnText = chart.locator('[part="return"]');
    await expect(returnText).toHaveText(/1 year return\s+[+-]?\d+\.\d{2}%/);
    const oneYear = (await returnText.textContent())?.replace(/\s+/g, ' ').trim();

    // The text alternative: a table named after the plan and the range, in the accessibility tree.
    const summary = page.getByRole('table', { name: `NAV of ${FUND} over 1 year` });
    await expect(summary).toBeAttached();
    await expect(summary.getByRole('row')).toHaveCount(5);
    await expect(summary.getByRole('row', { name: /Return/ })).toContainText(/%$/);

    // A range by pointer, then another by keyboard: the return text and the table follow.
    await page.getByRole('radio', { name: '5 years' }).check();
    await expect(returnText).toHaveText(/5 years return\s+[+-]?\d+\.\d{2}%/);
    await expect(page.getByRole('table', { name: `NAV of ${FUND} over 5 years` })).toBeAttached();
    await page.getByRole('radio', { name: '5 years' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(returnText).toHaveText(/3 years return\s+[+-]?\d+\.\d{2}%/);
    expect((await returnText.textContent())?.replace(/\s+/g, ' ').trim()).not.toBe(oneYear);
    await expect(page.getByRole('radio', { name: '3 years' })).toBeChecked();

    const returns = page.getByRole('table', { name: 'Returns against the Large Cap Fund category average' });
    await expect(returns.getByRole('row')).toHaveCount(4);
    await expect(returns.getByRole('row', { name: /^1 year/ })).toContainText(/\d+\.\d{2}%.*\d+\.\d{2}%/);

    const facts = page.locator('.scheme-facts');
    await expect(facts).toContainText(/Expense ratio\s*\d\.\d{2}% a year/);
    await expect(facts).toContainText(/Fund size \(AUM\)\s*₹[\d,]+\.\d{2} Cr/);
    await expect(facts).toContainText('Lump sum ₹ 1,000.00 · SIP ₹ 500.00');
    await expect(facts).toContainText('Nifty 100 TRI');
    await expect(facts).toContainText(/Launched\s*\d{1,2} [A-Z][a-z]{2} \d{4}/);

    const calculator = page.getByRole('region', { name: 'Returns calculator' });
    // Every field sits inside the card.
    const card = await calculator.boundingBox();
    for (const field of await calculator.getByRole('spinbutton').all()) {
      const box = await field.boundingBox();
      expect(box && card && box.x + box.width <= card.x + card.width + 0.5).toBe(true);
    }
    await calculator.getByRole('spinbutton', { name: 'Amount each month (₹)' }).fill('10000');
    await calculator.getByRole('spinbutton', { name: 'Years' }).fill('10');
    await calculator.getByRole('spinbutton', { name: 'Expected return (% a year)' }).fill('12');
    await expect(calculator).toContainText('Invested₹ 12,00,000.00');
    await expect(calculator).toContainText('Estimated value₹ 23,23,390.76');
    await calculator.getByRole('radio', { name: 'Once' }).check();
    await calculator.getByRole('spinbutton', { name: 'Amount once (₹)' }).fill('100000');
    await calculator.getByRole('spinbutton', { name: 'Years' }).fill('5');
    await calculator.getByRole('spinbutton', { name: 'Expected return (% a year)' }).fill('10');
    await expect(calculator).toContainText('Estimated value₹ 1,61,051.00');
    await calculator.getByRole('spinbutton', { name: 'Years' }).fill('0');
    await expect(calculator).toContainText('Enter whole years from 1 to 40.');

    await expectNoAxeViolations(page);
    if (width === 1280) await screenshots(page, 'scheme-performance');
  });
}

test('a fund alone in its category with years of history is not compared with an average of itself', async ({
  page,
}) => {
  await logIn(page);
  await openScheme(page, 'Aggressive Hybrid', 'Arjuna Aggressive Hybrid Fund');
  await page.getByRole('heading', { name: 'Performance' }).scrollIntoViewIfNeeded();
  const returns = page.getByRole('table', { name: /^Returns against the .* category average$/ });
  const threeYears = returns.getByRole('row', { name: /^3 years/ });
  await expect(threeYears).toContainText(/\d+\.\d{2}%/);
  await expect(threeYears).toContainText('Only fund of its category this old');
});
