// The fund list and cart on a phone (390 px) and a desktop (1280 px) (issue 15): a sort control and the
// filters behind a button on the phone, an announced "added to cart" note and the cart's count in the
// header; on a desktop the cart's lines and the payment result's table fit their cards.
import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { screenshots } from './portal-support.ts';
import {
  addLumpsum,
  choosePayMode,
  confirmButton,
  expect,
  goToCart,
  logIn,
  openScheme,
  PORTAL,
  purchaseJourneyTimeouts,
} from './purchase-support.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const headerCart = (page: Page) => page.locator('ewa-header').getByRole('link', { name: /^Cart/ });

/** The 1Y returns of the listed rows, in order ('–' for none). */
async function returnsShown(page: Page): Promise<number[]> {
  const cells = await page.locator('.scheme-table tbody td[data-label="1Y Return"]').allTextContents();
  return cells.filter((c) => c !== '–').map((c) => Number.parseFloat(c));
}

/** How many lines the cart's first fund name takes. */
async function cartNameLines(page: Page): Promise<number> {
  const name = page.locator('ewa-cart').locator('[part="scheme-name"]').first();
  await expect(name).toContainText('Arjuna Aggressive Hybrid Fund');
  return name.evaluate((el) => {
    const style = getComputedStyle(el);
    return Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
  });
}

test.describe('the fund list on a phone', () => {
  purchaseJourneyTimeouts();
  test.use({ viewport: PHONE });

  test('filters sit behind a Filters button and a sort control orders the list', async ({ page }) => {
    await logIn(page);
    await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ schemes$/ })).toBeVisible();
    const filters = page.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
    const plan = page.getByRole('combobox', { name: 'Plan' });
    // The first screen shows the search, the button, the sort control and rows, not six dropdowns.
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(plan).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search schemes' })).toBeInViewport();
    await expect(page.locator('.scheme-table tbody tr').first()).toBeInViewport();
    await screenshots(page, 'phone-fund-list');

    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(plan).toBeVisible();
    // Every dropdown fits the phone's width, however long its options.
    for (const name of ['Plan', 'Scheme type', 'Sub type', 'AMC', 'Risk']) {
      const box = (await page.getByRole('combobox', { name, exact: true }).boundingBox())!;
      expect(box.x + box.width, `${name} fits`).toBeLessThanOrEqual(PHONE.width);
    }
    await plan.selectOption('Y');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await screenshots(page, 'phone-fund-list-filters');
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(plan).toBeHidden();

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toBeVisible();
    await sort.selectOption({ label: '1Y return (highest first)' });
    await expect
      .poll(async () => {
        const returns = await returnsShown(page);
        return returns.length > 1 && returns.every((r, i) => i === 0 || returns[i - 1]! >= r);
      })
      .toBe(true);
    for (const meta of await page.locator('.scheme-table tbody .scheme-meta').allTextContents())
      if (meta.includes('·')) expect(meta).toContain('Direct');
    await sort.selectOption({ label: '1Y return (lowest first)' });
    await expect
      .poll(async () => {
        const returns = await returnsShown(page);
        return returns.length > 1 && returns.every((r, i) => i === 0 || returns[i - 1]! <= r);
      })
      .toBe(true);
  });

  test('adding a fund says so on its page, and the header counts the cart and leads to it', async ({
    page,
  }) => {
    await logIn(page);
    await expect(headerCart(page)).toHaveAccessibleName('Cart 0 funds');
    await openScheme(page, 'Aggressive Hybrid', 'Arjuna Aggressive Hybrid Fund');
    await addLumpsum(page, '5000');
    const note = page.getByRole('status').filter({ hasText: 'added to the cart' });
    await expect(note).toHaveText(
      'Arjuna Aggressive Hybrid Fund added to the cart. View cart (1) · Add another scheme',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Arjuna Aggressive Hybrid Fund' }),
    ).toBeVisible();
    await expect(note).toBeInViewport();
    await expect(headerCart(page)).toHaveAccessibleName('Cart 1 fund');
    await expect(headerCart(page)).toBeInViewport();
    await screenshots(page, 'phone-added-to-cart');
    await headerCart(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  });

  test('the scheme page keeps still while it loads: the cart below it is not pushed down', async ({
    page,
    context,
  }) => {
    await logIn(page);
    await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
    const href = await page.locator('.scheme-table tbody th a').first().getAttribute('href');
    const schemePage = await context.newPage();
    // A mid-range phone's speed, where the scheme answers after the first paint.
    const cdp = await context.newCDPSession(schemePage);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await schemePage.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await schemePage.goto(`${PORTAL}${href}`);
    await expect(schemePage.getByRole('form', { name: 'Investment' })).toBeVisible();
    await schemePage.waitForTimeout(1000);
    const shifts = await schemePage.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.05);
  });
});

test.describe('the fund list and cart on a desktop', () => {
  purchaseJourneyTimeouts();
  test.use({ viewport: DESKTOP });

  test('the filters show at once, the columns sort, and a cart line keeps the fund name on one line', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
    await expect(page.getByRole('combobox', { name: 'Plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters( \(\d+\))?$/ })).toBeHidden();
    await expect(page.getByRole('columnheader', { name: /1Y Return/ })).toBeVisible();
    await openScheme(page, 'Aggressive Hybrid', 'Arjuna Aggressive Hybrid Fund');
    await addLumpsum(page, '5000');
    await expect(headerCart(page)).toHaveAccessibleName('Cart 1 fund');
    // Beside the list (a 30rem column) and on the cart page.
    expect(await cartNameLines(page)).toBe(1);
    await screenshots(page, 'desktop-list-cart');
    await goToCart(page);
    expect(await cartNameLines(page)).toBe(1);
    await screenshots(page, 'desktop-cart');
  });

  test('the payment result table stays inside its card', async ({ page }) => {
    await logIn(page);
    await openScheme(page, 'Aggressive Hybrid', 'Arjuna Aggressive Hybrid Fund');
    await addLumpsum(page, '5000');
    await goToCart(page);
    await choosePayMode(page, 'Net Banking');
    await confirmButton(page).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/ewa\/transact\/instaPur-response\?Transaction=Success/);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const [card, box] = await Promise.all([
      page.locator('section.card').filter({ has: table }).boundingBox(),
      table.boundingBox(),
    ]);
    expect(box!.x).toBeGreaterThanOrEqual(card!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
    await screenshots(page, 'desktop-payment-result');
  });

  for (const width of [1280, 1366]) {
    test(`at ${width} px the Reports and Profile menus open inside the window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await logIn(page);
      const header = page.locator('ewa-header');
      for (const name of ['Reports', 'Profile']) {
        const button = header.getByRole('button', { name, exact: true });
        await button.click();
        const panel = header.locator(`#${await button.getAttribute('aria-controls')}`);
        await expect(panel).toBeVisible();
        await expect(panel).toBeInViewport({ ratio: 1 });
        const box = (await panel.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `test-results/portal-screens/desktop-${name}-menu-${width}.png` });
        await button.click();
      }
    });
  }
});
