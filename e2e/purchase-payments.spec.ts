// Other ways to pay (issue 5; spec 001 §2, §4, §5): UPI QR, net banking pay and cancel through
// the sandbox bank, NEFT/RTGS with a used reference, a mandate over its limit, and a double-clicked
// confirm that makes one order.
import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import {
  cartWithOneFund,
  choosePayMode,
  confirmButton,
  expect,
  PORTAL,
  purchaseJourneyTimeouts,
} from './purchase-support.ts';

/** Before leaving for the bank or the QR code the cart says what happens next (not the authorizing text). */
async function confirmGateway(page: Page, next: RegExp): Promise<void> {
  await confirmButton(page).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByText(next)).toBeVisible();
  await expect(page.getByText(/for the authorization/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

const TO_BANK =
  /^You will now go to your bank to pay ₹[\d,]+\.\d{2}\. Your order is placed once the payment is received\. Continue\?/;
const TO_QR =
  /^You will now see a UPI QR code to pay ₹[\d,]+\.\d{2} from your UPI app\. Your order is placed once the payment is received\. Continue\?/;

test.describe('payment modes', () => {
  purchaseJourneyTimeouts();
  test('UPI QR: the wait page shows the QR code; paying its link confirms the order', async ({ page }) => {
    await cartWithOneFund(page);
    await choosePayMode(page, 'UPI QR');
    await confirmGateway(page, TO_QR);
    await expect(page.getByRole('img', { name: 'UPI QR code for this payment' })).toBeVisible();
    // The waiting prompt pulses, unless the user asked for reduced motion.
    const pulse = () =>
      page.locator('.upi-blink').evaluate((el) => getComputedStyle(el, '::before').animationName);
    expect(await pulse()).toBe('upi-blink');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await pulse()).toBe('none');
    await page.emulateMedia({ reducedMotion: null });
    await screenshots(page, 'purchase-upi-qr-wait');
    await expectNoAxeViolations(page);
    const link = (await page.locator('code.upi-link').textContent()) ?? '';
    expect(link).toMatch(/^upi:\/\/pay\?/);
    const paid = await page.request.post(`${PORTAL}/sandbox/api/upi/pay-link`, { data: { link } });
    expect(await paid.json()).toMatchObject({ isSuccess: true });
    // The pushed result may replace the waiting panel before the inquiry is asked for; either brings it.
    await page
      .getByRole('button', { name: 'Authorization Completed' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page.getByText('Your transaction has been successfully submitted.')).toBeVisible({
      timeout: 30_000,
    });
  });

  test('UPI QR on a phone: a tap-to-pay button, and Close warns that leaving does not cancel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await cartWithOneFund(page);
    await choosePayMode(page, 'UPI QR');
    await confirmGateway(page, TO_QR);
    const tap = page.getByRole('link', { name: 'Pay with a UPI app' });
    await expect(tap).toBeVisible();
    expect(await tap.getAttribute('href')).toMatch(/^upi:\/\/pay\?/);
    await expect(page.locator('code.upi-link')).toBeHidden();
    await screenshots(page, 'purchase-upi-qr-phone');

    await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave the payment?' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('ewa-dialog[open]')).toContainText(
      'Leaving this page does not cancel the payment',
    );
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('heading', { name: 'Complete the UPI Payment' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'Complete the UPI Payment' })).toHaveCount(0);
  });

  test('net banking: Pay returns a success receipt, then Insta Cash after 10 s', async ({ page }) => {
    await cartWithOneFund(page);
    await choosePayMode(page, 'Net Banking');
    await confirmGateway(page, TO_BANK);
    // The page's clock from here on is the journey's: the receipt's 10 s pass at once, not in real time.
    await page.clock.install();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/ewa\/transact\/instaPur-response\?Transaction=Success/);
    await expect(page.getByText('Your transaction has been successfully submitted.')).toBeVisible();
    await expect(page.getByText(/Bank reference number: \S+/)).toBeVisible();
    await screenshots(page, 'purchase-netbanking-success');
    await expect(page).toHaveURL(/\/instaPur-response/);
    await page.clock.fastForward('00:10');
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/insta-cash`);
  });

  test('net banking: Cancel returns the failed-payment text', async ({ page }) => {
    await cartWithOneFund(page);
    await choosePayMode(page, 'Net Banking');
    await confirmGateway(page, TO_BANK);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/ewa\/transact\/instaPur-response\?Transaction=Failed/);
    await expect(page.getByText('Your transaction has been failed.')).toBeVisible();
  });

  test('NEFT/RTGS: a used reference is refused before the confirm', async ({ page }) => {
    const reference = `UTR${Date.now()}`.slice(0, 16);
    await cartWithOneFund(page);
    await choosePayMode(page, 'NEFT/RTGS');
    await page.getByRole('textbox', { name: 'NEFT/RTGS reference number' }).fill(reference);
    await page.getByRole('textbox', { name: 'Re-enter reference number' }).fill(reference);
    await confirmButton(page).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
    await expect(page.getByRole('table').getByText('Confirmed')).toBeVisible();

    // The same reference again.
    await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
    await page.getByRole('searchbox', { name: 'Search schemes' }).fill('Large Cap');
    await page.getByRole('link', { name: 'Arjuna Large Cap Fund', exact: true }).first().click();
    await page
      .getByRole('form', { name: 'Investment' })
      .getByRole('textbox', { name: 'Amount', exact: true })
      .fill('2000');
    await page.getByRole('button', { name: 'Invest Now' }).click();
    await choosePayMode(page, 'NEFT/RTGS');
    await page.getByRole('textbox', { name: 'NEFT/RTGS reference number' }).fill(reference);
    await page.getByRole('textbox', { name: 'Re-enter reference number' }).fill(reference);
    await page.getByRole('textbox', { name: 'Re-enter reference number' }).press('Tab');
    await expect(page.getByText('This NEFT/RTGS reference number has already been used.')).toBeVisible();
    await confirmButton(page).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmation' })).toHaveCount(0);
    await expect(
      page.getByText('This NEFT/RTGS reference number has already been used.').first(),
    ).toBeVisible();
  });

  test('a double-clicked confirm makes one order', async ({ page }) => {
    await cartWithOneFund(page, '4000');
    await choosePayMode(page, 'Mandate');
    const confirms: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/purchase/onConfirm')) confirms.push(request.postData() ?? '');
    });
    await confirmButton(page).dblclick();
    await expect(page.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    expect(confirms).toHaveLength(1);
  });
});
