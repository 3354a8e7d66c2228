// The partner's link (issue 12; spec 000 §2, §5; spec 001 §2, §4, §6): opened without a session by
// an authorization-module investor it leads to the mapping login (Date of Birth / PIN), then the
// transaction alone; opened again after acting it is spent; an expired link and another investor's
// link say so on the status page.

import {
  answer,
  authorizeJourneyTimeouts,
  enterTransaction,
  expect,
  logInAs,
  PORTAL,
  screenshots,
  TEXTS,
} from './authorize-support.ts';
import { freshInvestor, test } from './fixtures.ts';
import { expectNoAxeViolations } from './portal-support.ts';

authorizeJourneyTimeouts();

test('without a session the link opens the mapping login; its checks; then the transaction alone', {
  tag: '@signed-out',
}, async ({ investor, page }) => {
  const { trxnId, link } = await enterTransaction(page, {
    investor: investor.njAcNo,
    type: 'SIP',
    amount: '3000',
  });
  await page.goto(`${PORTAL}${link}`);
  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/mapping\?d=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping Authorization' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Account Number' })).toHaveValue(investor.njAcNo);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Rajesh Kumar Sharma');
  await expectNoAxeViolations(page);
  await screenshots(page, 'authorize-mapping');
  const secret = page.getByLabel('Date of Birth / PIN');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Enter your Date of Birth/PIN')).toBeVisible();
  await secret.fill('123');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter valid PIN / Date of Birth')).toBeVisible();
  await secret.fill('9999');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The Date of Birth/PIN does not match our records.')).toBeVisible();
  await secret.fill('15081980');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/detail\?d=/);
  await expect(page.getByText(trxnId)).toBeVisible();
  await screenshots(page, 'authorize-detail');
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await expect(page).toHaveURL(/\/transact\/authorize\/sip\/achknowledge\?tid=/);
  await expect(page.getByText('Your transaction has been authorized successfully.')).toBeVisible();
  await screenshots(page, 'authorize-acknowledge');

  // The same link again: spent.
  await page.goto(`${PORTAL}${link}`);
  await expect(page).toHaveURL(/\/transact\/authorize\/detail\/trxnstatus$/);
  await expect(page.getByText('This link has already been used')).toBeVisible();
});

test("a signed-in investor: an expired, another investor's and a changed link say so", async ({
  investor,
  page,
}) => {
  const other = await freshInvestor('pan-aadhaar');
  const expired = await enterTransaction(page, {
    investor: investor.njAcNo,
    type: 'SIP',
    amount: '1000',
    linkExpiresInSeconds: '-1',
  });
  const theirs = await enterTransaction(page, { investor: other.njAcNo, type: 'SIP', amount: '1000' });
  await logInAs(page, investor);
  await page.goto(`${PORTAL}${expired.link}`);
  await expect(page).toHaveURL(/\/transact\/authorize\/detail\/trxnstatus$/);
  await expect(
    page.getByText('This link has expired. Please ask your partner to send a new one.'),
  ).toBeVisible();
  await screenshots(page, 'authorize-link-expired');
  await page.goto(`${PORTAL}${theirs.link}`);
  await expect(page).toHaveURL(/\/transact\/authorize\/detail\/trxnstatus$/);
  await expect(page.getByText('This transaction is not available for your authorization.')).toBeVisible();
  // A link changed by one character does not open.
  const tampered = theirs.link.replace(/d=(.)/, (_m, c: string) => `d=${c === 'A' ? 'B' : 'A'}`);
  await page.goto(`${PORTAL}${tampered}`);
  await expect(page.getByText(/^This link is not valid\./)).toBeVisible();
});

test('the detail page shows a refusal inline: the transaction was acted on meanwhile', async ({
  investor,
  page,
  browser,
}) => {
  const { trxnId, link } = await enterTransaction(page, {
    investor: investor.njAcNo,
    type: 'SWP',
    amount: '1000',
  });
  await logInAs(page, investor);
  await page.goto(`${PORTAL}${link}`);
  await expect(page.getByText(trxnId)).toBeVisible();
  // Meanwhile the investor rejects it in another browser.
  const other = await browser.newContext();
  const second = await other.newPage();
  await logInAs(second, investor);
  await second.goto(`${PORTAL}${link}`);
  await second.getByRole('button', { name: 'Reject', exact: true }).click();
  await answer(second, TEXTS.rejectConfirm, 'Yes');
  await expect(second.getByText(TEXTS.rejected(trxnId))).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This transaction has already been rejected.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/transact\/authorize\/detail\?d=/);
});

test('an investor without the authorization module is sent to the login page and back to the link', {
  tag: ['@signed-out', '@emf'],
}, async ({ investor, page }) => {
  const { trxnId, link } = await enterTransaction(page, { investor: investor.njAcNo, type: 'SSWP' });
  await page.goto(`${PORTAL}${link}`);
  await expect(page).toHaveURL(`${PORTAL}/ewa/login`);
  await page.getByRole('textbox', { name: 'Account Number' }).fill(investor.njAcNo);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/detail\?d=/);
  await expect(page.getByText(trxnId)).toBeVisible();
});
