// The gates' other dead ends made real: the verify-e-mail gate's Continue leads to a send-a-query form
// that stores the query, answers a reference number and mails a copy; re-KYC goes to the KYC agency
// and comes back with the gate gone.
import { expect } from '@playwright/test';
import { openAs, test } from './fixtures.ts';
import {
  expectNoAxeViolations,
  expectPath,
  loginWithPassword,
  PORTAL,
  screenshots,
} from './portal-support.ts';

test.describe.configure({ timeout: 90_000 });

test('e-mail not verified: Continue on the verify-e-mail gate sends a query; its reference comes back and a copy is mailed', {
  tag: '@email-unverified',
}, async ({ investor, page }) => {
  await openAs(page, investor);
  await expectPath(page, '/verifyemail');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/help-and-support/send-query');
  await expect(page.getByRole('heading', { level: 1, name: 'Send a Query' })).toBeVisible();
  await expect(page.getByText('This area is not open yet')).toHaveCount(0);

  const subject = page.getByRole('textbox', { name: 'Subject', exact: true });
  const message = page.getByRole('textbox', { name: 'Message' });
  await page.getByRole('button', { name: 'Send Query' }).click();
  await expect(page.getByText('Subject cannot be empty.', { exact: true })).toBeVisible();
  await expect(page.getByText('Message cannot be empty.', { exact: true })).toBeVisible();
  await expect(subject).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshots(page, 'support-empty-submit');

  await subject.fill('Update my e-mail address');
  await message.fill('My e-mail address has changed to ananya.b@example.in. Please update it in my account.');
  await page.getByRole('button', { name: 'Send Query' }).click();
  const sent = page.getByText(/^Your query has been sent\. Your reference number is (SQ\d{14})\.$/);
  await expect(sent).toBeVisible();
  const referenceNo = /SQ\d{14}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByText('A copy has been mailed to an****@example.in.')).toBeVisible();
  await screenshots(page, 'support-sent');

  const outbox = await (await page.request.get(`${PORTAL}/sandbox/api/outbox?to=${investor.njAcNo}`)).json();
  expect(JSON.stringify(outbox)).toContain(`Your query ${referenceNo}: Update my e-mail address`);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expectPath(page, '/');

  // Help & Support leads to the same form.
  await page.goto(`${PORTAL}/ewa/help-and-support`);
  await page.getByRole('link', { name: 'Send a Query' }).click();
  await expectPath(page, '/help-and-support/send-query');
});

test('re-KYC due: re-KYC at the KYC agency and back; the gate is gone', { tag: '@re-kyc' }, async ({
  investor,
  page,
}) => {
  await openAs(page, investor);
  await expectPath(page, '/rekyc');
  await page.getByRole('link', { name: 'Update KYC now' }).click();
  await expect(page).toHaveURL(`${PORTAL}/sandbox/rekyc?njAcNo=${investor.njAcNo}`);
  await expect(page.getByText('Re-KYC is due (mandatory).')).toBeVisible();
  await page.getByRole('button', { name: 'Complete re-KYC and return to E-Wealth' }).click();
  await expectPath(page, '/');
  await page.evaluate(() => localStorage.clear());
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
});
