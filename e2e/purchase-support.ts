// Shared steps of the purchase journeys (e2e/purchase-*.spec.ts), against the server the root
// Playwright config starts (port 18110, fresh database); EWA_E2E_BASE_URL points them elsewhere.
import { expect as baseExpect, type Page, test } from '@playwright/test';

/** The journeys wait on a payment provider and a busy machine: longer waits than the defaults. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Each purchase journey logs in, fills a cart and pays: up to 90 s. */
export function purchaseJourneyTimeouts(): void {
  test.describe.configure({ timeout: 90_000 });
}

export const PORTAL =
  process.env.EWA_E2E_BASE_URL ?? `http://127.0.0.1:${process.env.EWA_E2E_PORT ?? '18110'}`;
/** Home, signed in as the journey's own investor (its session comes from e2e/fixtures.ts). */
export async function logIn(page: Page): Promise<void> {
  await page.goto(`${PORTAL}/ewa/`);
  await expect(page).toHaveURL(/\/ewa\/?$/);
}

/** Finds a scheme by keyword on the listing and opens its page. */
export async function openScheme(page: Page, keyword: string, schemeName: string): Promise<void> {
  await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
  await page.getByRole('searchbox', { name: 'Search schemes' }).fill(keyword);
  await page.getByRole('link', { name: schemeName, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: schemeName })).toBeVisible();
}

/** Enters an amount and adds the scheme to the cart as a lumpsum. */
export async function addLumpsum(page: Page, amount: string): Promise<void> {
  const field = page
    .getByRole('form', { name: 'Investment' })
    .getByRole('textbox', { name: 'Amount', exact: true });
  await field.fill(amount);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The scheme page stays, and says what was added.
  await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toBeVisible();
}

export async function goToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
}

/** Types a UPI ID and leaves the field so it is verified. */
export async function enterUpiId(page: Page, upiId: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'UPI ID' });
  await field.fill(upiId);
  await field.press('Tab');
}

export const confirmButton = (page: Page) =>
  page.getByRole('button', { name: /^(Confirm|Pay ₹ \d[\d,]*\.\d{2})$/ });

/** Logs in and puts one fund in the cart through the listing and the scheme page. */
export async function cartWithOneFund(page: Page, amount = '5000'): Promise<void> {
  await logIn(page);
  await openScheme(page, 'Aggressive Hybrid', 'Arjuna Aggressive Hybrid Fund');
  await addLumpsum(page, amount);
  await goToCart(page);
}

export async function choosePayMode(page: Page, label: string): Promise<void> {
  await page.getByRole('radio', { name: label, exact: true }).check();
}

/** The sandbox payer app's waiting collect request for a VPA (its JSON twin). */
export async function answerCollect(page: Page, vpa: string, action: 'approve' | 'decline'): Promise<void> {
  let ref = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `${PORTAL}/sandbox/api/upi/requests?vpa=${encodeURIComponent(vpa)}`,
      );
      const body = (await response.json()) as { data?: { pspRef: string; payerVpa: string | null }[] };
      ref = body.data?.find((r) => r.payerVpa === vpa)?.pspRef ?? '';
      return ref;
    })
    .not.toBe('');
  const answer = await page.request.post(`${PORTAL}/sandbox/api/upi/answer`, { data: { ref, action } });
  expect(answer.ok()).toBe(true);
}
