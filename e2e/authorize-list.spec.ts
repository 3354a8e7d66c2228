// Authorizing from the pending list (issue 12; spec 001 §2, §4, §5): the dashboard's count leads
// to a table with named Authorize and Reject buttons per row, reachable by keyboard, the T&C
// question in a dialog that traps focus and returns it, reject to the status page, and the
// confirmation branches answered with the server: missing payment details, POA without eDIS,
// redemption with eDIS at the depository, SUCC_WITH_MARS and the bulk switch's CONFIRMATIOM.

import {
  answer,
  authorizeJourneyTimeouts,
  dialog,
  dialogMessage,
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
import { expectNoAxeViolations } from './portal-support.ts';

authorizeJourneyTimeouts();

test('the dashboard count opens the list; every row has named actions; keyboard and screen reader', async ({
  investor,
  page,
}) => {
  await logInAs(page, investor);
  const count = page.getByTestId('pending-count');
  await expect(count).toHaveText(/^[1-9]\d*$/);
  const pending = Number(await count.textContent());
  await page.getByRole('link', { name: 'Authorize Transactions' }).click();
  await expect(page).toHaveURL(`${PORTAL}/ewa/admin-panel/authorize`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  // The header row plus one row per pending transaction, as many as the count said.
  await expect(rows).toHaveCount(pending + 1);
  const first = rows.nth(1);
  const ref = ((await first.getByRole('rowheader').getByRole('link').textContent()) ?? '')
    .replace('Details of ', '')
    .trim();
  await expect(first.getByRole('button', { name: `Authorize ${ref}` })).toBeVisible();
  await expect(first.getByRole('button', { name: `Reject ${ref}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'authorize-list');

  // Keyboard: focus the first Authorize button, open the T&C question, Escape returns focus.
  const authorize = first.getByRole('button', { name: `Authorize ${ref}` });
  await authorize.focus();
  await page.keyboard.press('Enter');
  await expect(dialogMessage(page)).toContainText(TEXTS.authorizeConfirm);
  await expect(dialog(page).getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Yes' })).toBeFocused();
  // The page behind the modal dialog is inert: Tab leaves it alone and comes back to the dialog.
  await page.keyboard.press('Tab');
  await expect(authorize).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(authorize).toBeFocused();

  await page.getByRole('combobox', { name: 'Transaction type' }).selectOption('RED');
  await expect(page).toHaveURL(`${PORTAL}/ewa/transact/authorize/red`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authorize Redemption Transactions' }),
  ).toBeVisible();
  const redemptions = page.getByRole('table').getByRole('row');
  await expect(redemptions.nth(1)).toContainText('Redemption');
  // Only the header row is not a redemption.
  await expect(redemptions.filter({ hasNotText: 'Redemption' })).toHaveCount(1);
});

test('reject asks, then the status page gives the Ref. No; the row is gone', async ({ investor, page }) => {
  const { trxnId } = await enterTransaction(page, { investor: investor.njAcNo, type: 'SIP', amount: '1500' });
  await logInAs(page, investor);
  await openList(page, 'sip');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Reject ${trxnId}` })
    .click();
  await answer(page, TEXTS.rejectConfirm, 'Yes');
  await expect(page).toHaveURL(`${PORTAL}/ewa/transact/authorize/sip/trxnstatus`);
  await expect(page.getByText(TEXTS.rejected(trxnId))).toBeVisible();
  await screenshots(page, 'authorize-rejected');
  await openList(page, 'sip');
  await expect(rowOf(page, trxnId)).toHaveCount(0);
});

test('a purchase without payment details says so and goes to the purchase page', async ({
  investor,
  page,
}) => {
  const { trxnId } = await enterTransaction(page, { investor: investor.njAcNo, type: 'PIP', amount: '2500' });
  await logInAs(page, investor);
  await openList(page, 'pip');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Authorize ${trxnId}` })
    .click();
  await answer(page, TEXTS.paymentDetailMissing, 'OK');
  await expect(page).toHaveURL(`${PORTAL}/ewa/transact/mutual-funds`);
});

test('a redemption with eDIS: the questions, the depository page, back to the acknowledgement', async ({
  investor,
  page,
}) => {
  const { trxnId } = await enterTransaction(page, {
    investor: investor.njAcNo,
    type: 'RED',
    amount: '1000',
    poa: true,
    edis: true,
  });
  await logInAs(page, investor);
  await openList(page, 'red');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Authorize ${trxnId}` })
    .click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await answer(page, /eDIS/, 'Yes');
  await answer(page, TEXTS.redemptionConfirm, 'Yes');
  await expect(page.getByRole('heading', { name: 'Depository eDIS (sandbox)' })).toBeVisible();
  await expect(page.getByText(trxnId)).toBeVisible();
  await page.getByRole('button', { name: 'Authorize the debit' }).click();
  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/red\/achknowledge\?tid=.+&edis=SUCCESS/);
  await expect(page.getByText('Your transaction has been authorized successfully.')).toBeVisible();
  await expect(
    page.getByText('The depository has recorded your eDIS authorization of the units.'),
  ).toBeVisible();
  await screenshots(page, 'authorize-acknowledge-edis');
});

test('SUCC_WITH_MARS asks the server question; yes authorizes', async ({ investor, page }) => {
  const { trxnId } = await enterTransaction(page, {
    investor: investor.njAcNo,
    type: 'SIP',
    amount: '1000',
    marsOverlap: true,
  });
  await logInAs(page, investor);
  await openList(page, 'sip');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Authorize ${trxnId}` })
    .click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await answer(page, 'Are you sure you want to proceed?', 'Yes');
  await expect(page).toHaveURL(/\/transact\/authorize\/sip\/achknowledge\?tid=/);
  await expect(page.getByRole('heading', { name: 'Authorization Acknowledgement' })).toBeVisible();
  await expect(page.getByText(trxnId)).toBeVisible();
});

test('a bulk switch answers CONFIRMATIOM: no leaves it pending, yes authorizes', async ({
  investor,
  page,
}) => {
  const { trxnId } = await enterTransaction(page, { investor: investor.njAcNo, type: 'BSWI' });
  await logInAs(page, investor);
  await openList(page, 'bswi');
  const authorize = rowOf(page, trxnId).getByRole('button', { name: `Authorize ${trxnId}` });
  await authorize.click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await answer(page, /options shown/, 'No');
  await expect(rowOf(page, trxnId)).toHaveCount(1);
  await authorize.click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await answer(page, /options shown/, 'Yes');
  await expect(page).toHaveURL(/\/transact\/authorize\/bswi\/achknowledge\?tid=/);
});
