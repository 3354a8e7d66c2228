// The loan site's plain page (packages/ui/examples/loan-site.html) with the standalone bundle:
// the widgets must work there with no framework, no build step of the site's own, and its brand.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { serveStatic } from '../packages/ui/scripts/serve-static.mjs';

const uiDir = fileURLToPath(new URL('../packages/ui/', import.meta.url));
const bundle = join(uiDir, 'dist/ewa-ui.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!/\.(test|stories)\.ts$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds dist/ewa-ui.js when it is missing or older than a source file (a fresh clone, or edited components). */
function ensureBundle(): void {
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource(join(uiDir, 'src'))) return;
  execFileSync(process.execPath, [join(uiDir, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: uiDir,
    stdio: 'inherit',
  });
}

let server: { url: string; close: () => Promise<void> };
let page: Page;
const pageErrors: string[] = [];

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(60_000);
  ensureBundle();
  server = await serveStatic(uiDir, [16100, 16101, 16102, 16103, 16104, 16105, 16106, 16107, 16108, 16109]);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${server.url}/examples/loan-site.html`);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.close();
});

test('the bundle defines every element the page uses, without errors', async () => {
  const undefinedTags = await page.evaluate(async () => {
    const tags = ['ewa-header', 'ewa-amount-input', 'ewa-amount', 'ewa-upi-id-field', 'ewa-button'];
    await Promise.race([
      Promise.all(tags.map((tag) => customElements.whenDefined(tag))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
    return tags.filter((tag) => !customElements.get(tag));
  });
  expect(undefinedTags).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the loan amount groups in the Indian way while typing and shows the amount in words', async () => {
  const field = page.locator('#loan-amount');
  const input = field.locator('input');
  await input.fill('');
  await input.pressSequentially('150000');
  await expect(input).toHaveValue('1,50,000');
  await expect(field.getByText(/One Lakh Fifty Thousand/)).toBeVisible();
  expect(await field.evaluate((element: HTMLElement & { value: string }) => element.value)).toBe('150000');
  // The page's own script reads the widget's value: the EMI of 1,50,000 over 36 months at 11.5% p.a.
  await expect(page.locator('#emi')).toContainText('4,946.');
});

test('the UPI ID field rejects a malformed id and an unverified one, and accepts a verified one', async () => {
  const field = page.locator('#upi-id');
  const input = field.locator('input');
  // The native button inside ewa-button: what a visitor can actually press.
  const pay = page.locator('#pay').locator('button');

  await input.fill('ananya at okloan');
  await input.blur();
  await expect(field.getByText('Kindly enter valid UPI ID')).toBeVisible();
  await expect(pay).toBeDisabled();

  await input.fill('ananya@okbank');
  await input.blur();
  await expect(field.getByText('Kindly enter valid UPI ID')).toBeVisible();
  await expect(pay).toBeDisabled();
  // Still reachable with the keyboard, but pressing it sends nothing.
  await input.focus();
  await page.keyboard.press('Tab');
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#repay-status')).toHaveText('');

  await input.fill('ananya.iyer@okloan');
  await input.blur();
  await expect(field.getByText('Ananya Iyer')).toBeVisible();
  await expect(field.getByText('Kindly enter valid UPI ID')).toBeHidden();
  await expect(pay).toBeEnabled();
});

test('the loans header offers only logout: no menu, search, login or account opening', async () => {
  const header = page.locator('ewa-header');
  await expect(header.getByRole('button', { name: /logout/i })).toBeVisible();
  const controls = await header.evaluate((element) =>
    [...(element.shadowRoot?.querySelectorAll('a, button, input') ?? [])]
      .filter((control) => control.checkVisibility() && control.getAttribute('part') !== 'logo')
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName),
  );
  expect(controls).toHaveLength(1);
  expect(controls[0]).toMatch(/logout/i);
});

test("the widgets take the loan site's brand from the semantic tokens on :root", async () => {
  const primary = 'rgb(15, 118, 110)';
  const buttonBackground = await page
    .locator('#pay')
    .evaluate(
      (button) => getComputedStyle(button.shadowRoot!.querySelector('[part~="base"]')!).backgroundColor,
    );
  expect(buttonBackground).toBe(primary);
  // The default blue of the portal is not used anywhere the brand applies.
  const probe = await page.evaluate(() => {
    const element = document.createElement('div');
    element.style.color = 'var(--ewa-color-primary)';
    document.body.append(element);
    const color = getComputedStyle(element).color;
    element.remove();
    return color;
  });
  expect(probe).toBe(primary);
});

test("the bundle fetches the NAV chart's drawing from beside itself, only when a chart has points", async () => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('ewa-ui-nav-chart.js')) fetched.push(request.url());
  });
  await page.evaluate(() => {
    const chart = document.createElement('ewa-nav-chart');
    chart.id = 'test-nav-chart';
    document.body.append(chart);
  });
  await page.waitForTimeout(300);
  expect(fetched).toEqual([]);
  const canvases = await page.evaluate(async () => {
    const chart = document.getElementById('test-nav-chart') as HTMLElement & {
      points: { date: string; value: number }[];
      updateComplete: Promise<boolean>;
    };
    chart.points = [
      { date: '2025-11-20', value: 100 },
      { date: '2026-05-20', value: 104.5 },
      { date: '2026-11-20', value: 112 },
    ];
    await chart.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return chart.shadowRoot?.querySelectorAll('canvas').length ?? 0;
  });
  expect(fetched).toEqual([`${server.url}/dist/ewa-ui-nav-chart.js`]);
  expect(canvases).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
  await page.evaluate(() => document.getElementById('test-nav-chart')?.remove());
});
