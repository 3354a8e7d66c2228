// Shared steps of the portal journeys (e2e/portal-*.spec.ts), run against the server the root
// Playwright config starts on port 18110 with a fresh database.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { axeOf } from './support/axe.ts';

export const PORTAL =
  process.env.EWA_E2E_BASE_URL ?? `http://127.0.0.1:${process.env.EWA_E2E_PORT ?? '18110'}`;
/** Demo data (the server's seeded demo investors), not real credentials. */
export const DEMO_PASSWORD = 'Demo@1234';

/** The account number / login id box (the radio buttons share its name). */
export function loginIdField(page: Page) {
  return page.getByRole('textbox', { name: /^(Account Number|Login ID)/ });
}

export async function openLogin(page: Page): Promise<void> {
  await page.goto(`${PORTAL}/ewa/login`);
  await expect(page.getByRole('heading', { name: 'Login to E-Wealth' })).toBeVisible({ timeout: 15_000 });
}

export async function loginWithPassword(
  page: Page,
  loginId: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await openLogin(page);
  if (!/^\d+$/.test(loginId)) await page.getByRole('radio', { name: 'Personalised Login ID' }).check();
  await loginIdField(page).fill(loginId);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The path inside the app, once the page settled on `expected`. */
export async function expectPath(page: Page, expected: string | RegExp): Promise<void> {
  // Home is /ewa or /ewa/ depending on how the router wrote it.
  const target =
    expected === '/' ? /\/ewa\/?$/ : typeof expected === 'string' ? `${PORTAL}/ewa${expected}` : expected;
  // Generous: the machines running these share two cores with builds and other suites.
  await expect(page).toHaveURL(target, { timeout: 15_000 });
}

/** Screenshots at phone and desktop width, kept as test artifacts (test-results/, never committed). */
/**
 * Screenshots are for people to look at: taken on a person's run, and in CI only when EWA_SCREENS=1
 * asks for them (each one lays the page out twice more and encodes two full-page images).
 */
const takeScreenshots =
  process.env.EWA_SCREENS === '1' || (!process.env.CI && process.env.EWA_SCREENS !== '0');

export async function screenshots(page: Page, name: string): Promise<void> {
  if (!takeScreenshots) return;
  mkdirSync('test-results/portal-screens', { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  // From the top: a full-page shot of a scrolled page draws the sticky header where the viewport was.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.screenshot({ path: `test-results/portal-screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeOf(page).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

export async function latestOtp(page: Page, loginId: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `${PORTAL}/sandbox/api/outbox?to=${encodeURIComponent(loginId)}`,
      );
      const text = await response.text();
      code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * The text of the captcha the page shows now, from the sandbox: the page's own (by the id of the last
 * captcha image it was sent), never another journey's. Call `watchCaptchas(page)` before the login.
 */
export async function shownCaptchaText(page: Page): Promise<string> {
  const id = captchaIds.get(page)?.at(-1);
  expect(id, 'the page was sent a captcha image').toBeTruthy();
  const latest = await (
    await page.request.get(`${PORTAL}/sandbox/api/captcha/latest?id=${encodeURIComponent(id ?? '')}`)
  ).json();
  return String(latest.data.text);
}

const captchaIds = new WeakMap<Page, string[]>();

/** Keeps the ids of the captcha images the page is sent (see shownCaptchaText). */
export function watchCaptchas(page: Page): void {
  const ids: string[] = [];
  captchaIds.set(page, ids);
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/captcha/image')) return;
    const body = (await response.json().catch(() => null)) as { data?: { captchaId?: string } } | null;
    if (body?.data?.captchaId) ids.push(body.data.captchaId);
  });
}
