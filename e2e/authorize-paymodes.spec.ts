// Authorizing purchases with each pay mode (issue 12; spec 001 §4, §5): the tester enters a
// purchase on /sandbox/partner, the investor opens the link and authorizes it with UPI
// (success@ewapay) on the purchase area's wait page to the acknowledgement; net banking goes
// through the gateway question to the sandbox bank; UPI QR shows its QR; NEFT/RTGS and mandate go
// straight to the acknowledgement.

import {
  answer,
  authorizeJourneyTimeouts,
  enterTransaction,
  expect,
  logInAs,
  openList,
  PORTAL,
  rowOf,
  screenshots,
  TEXTS,
} from './authorize-support.ts';
import { test } from './fixtures.ts';

authorizeJourneyTimeouts();

test('partner page → link → mapping login → UPI collect with success@ewapay → acknowledgement', {
  tag: '@signed-out',
}, async ({ investor, page }) => {
  await page.goto(`${PORTAL}/sandbox/partner`);
  await page.getByLabel('Investor (account number)').fill(investor.njAcNo);
  await page.getByLabel('Transaction type').selectOption('PIP');
  await page.getByLabel('Amount (Rs)').fill('5000');
  await page.getByLabel('Pay mode (purchases)').selectOption('8');
  await page.getByLabel('Payer UPI ID (mode 8)').fill('success@ewapay');
  await page.getByRole('button', { name: 'Enter the transaction' }).click();
  const link = page.locator('#partner-link');
  const trxnId = (await page.locator('strong').first().textContent()) ?? '';
  await link.click();

  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/mapping\?d=/);
  await page.getByLabel('Date of Birth / PIN').fill('1234');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(trxnId)).toBeVisible();
  await expect(page.getByText('success@ewapay')).toBeVisible();
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');

  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/pip\/upi\?trxnId=EWA\d+&done=/);
  await expect(page.getByRole('heading', { name: 'Complete the UPI Payment' })).toBeVisible();
  await screenshots(page, 'authorize-upi-wait');
  // The sandbox payer approves success@ewapay after about 3 s; the wait page polls every 10 s.
  await expect(page.getByText('Your transaction has been successfully submitted.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/pip\/achknowledge\?tid=/);
  await expect(page.getByText('Your transaction has been authorized successfully.')).toBeVisible();
  await expect(page.getByText(/^Payment EWA\d+: SUCCESS$/)).toBeVisible();
  await screenshots(page, 'authorize-upi-acknowledge');
});

test('net banking asks the gateway question, then the bank page and its return', async ({
  investor,
  page,
}) => {
  const { trxnId } = await enterTransaction(page, {
    investor: investor.njAcNo,
    type: 'PIP',
    amount: '10000',
    payMode: '1',
  });
  await logInAs(page, investor);
  await openList(page, 'pip');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Authorize ${trxnId}` })
    .click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await answer(page, TEXTS.gatewayConfirm, 'Yes');
  await expect(page).toHaveURL(/\/sandbox\/bank\/pay\?msg=/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/ewa\/transact\/instaPur-response\?Transaction=Success/);
});

test('UPI QR asks the gateway question, then shows the QR on the wait page', async ({ investor, page }) => {
  const { trxnId } = await enterTransaction(page, {
    investor: investor.njAcNo,
    type: 'PIP',
    amount: '2000',
    payMode: '3',
  });
  await logInAs(page, investor);
  await openList(page, 'pip');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Authorize ${trxnId}` })
    .click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await answer(page, TEXTS.gatewayConfirm, 'Yes');
  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/pip\/upi\?trxnId=/);
  await expect(page.getByRole('img', { name: 'UPI QR code for this payment' })).toBeVisible();
});

for (const [payMode, label] of [
  ['7', 'NEFT/RTGS'],
  ['2', 'Mandate'],
] as const) {
  test(`${label} (pay mode ${payMode}) goes straight to the acknowledgement`, async ({ investor, page }) => {
    const { trxnId } = await enterTransaction(page, {
      investor: investor.njAcNo,
      type: 'PIP',
      amount: '3000',
      payMode,
    });
    await logInAs(page, investor);
    await openList(page, 'pip');
    await expect(rowOf(page, trxnId)).toContainText(label);
    await rowOf(page, trxnId)
      .getByRole('button', { name: `Authorize ${trxnId}` })
      .click();
    await answer(page, TEXTS.authorizeConfirm, 'Yes');
    await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/pip\/achknowledge\?tid=/);
    await expect(page.getByRole('heading', { name: 'Authorization Acknowledgement' })).toBeVisible();
    await expect(page.getByText(trxnId)).toBeVisible();
    await expect(page.getByText(/^Payment EWA\d+: PENDING$/)).toBeVisible();
  });
}
