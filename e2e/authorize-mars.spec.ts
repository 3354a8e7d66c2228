// MARS (ready portfolio) authorization (issue 12; spec 001 §4, §7, §8): the MARS list with its
// count, Authorize obtains a token serial and posts a form to the MARS page (sandbox), which shows
// what it received and returns to the portal, where the status check says it was authorized.

import {
  authorizeJourneyTimeouts,
  enterTransaction,
  expect,
  logInAs,
  PORTAL,
  screenshots,
} from './authorize-support.ts';
import { test } from './fixtures.ts';
import { expectNoAxeViolations } from './portal-support.ts';

authorizeJourneyTimeouts();

test('a MARS transaction is authorized on the MARS page and its status checked on return', async ({
  investor,
  page,
}) => {
  const { trxnId } = await enterTransaction(page, {
    investor: investor.njAcNo,
    type: 'PIP',
    amount: '25000',
    isMars: true,
  });
  await logInAs(page, investor);
  await page.goto(`${PORTAL}/ewa/admin-panel/authorize`);
  await page.getByRole('link', { name: 'Ready portfolio (MARS) transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MARS Transactions' })).toBeVisible();
  await expect(page.getByTestId('mars-count')).toContainText('waiting for your authorization');
  const row = page.getByRole('row').filter({ hasText: trxnId });
  await expectNoAxeViolations(page);
  await screenshots(page, 'authorize-mars');
  await row.getByRole('button', { name: `Check status of ${trxnId}` }).click();
  await expect(row).toContainText('Your MARS transaction is pending for authorization.');
  await row.getByRole('button', { name: `Authorize ${trxnId}` }).click();
  await expect(page.getByRole('heading', { name: 'MARS authorization (sandbox)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: trxnId }).first()).toBeVisible();
  await expect(page.getByText('serialNo')).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`/ewa/transact/authorize/mars\\?trxnId=${trxnId}`));
  await expect(page.getByText(`${trxnId}: Your MARS transaction has been authorized.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: trxnId })).toHaveCount(0);
});

test('a MARS token that cannot be issued shows the spec text', async ({ investor, page }) => {
  await logInAs(page, investor);
  await page.goto(`${PORTAL}/ewa/transact/authorize/mars`);
  await page.route('**/api/ewamarsws/api/rest/ewaMarsRedirection/insertEwaMarsToken', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page
    .getByRole('button', { name: /^Authorize / })
    .first()
    .click();
  await expect(page.getByText('Opps!Something went wrong.Please try again!!')).toBeVisible();
});
