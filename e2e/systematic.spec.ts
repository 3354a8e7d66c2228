// Systematic plans (issue 16): an investor of its own sees its SIPs with their next debit dates (and the home page's
// upcoming SIP debits), stops one and registers an SWP; the EMF investor's stop goes on to the
// authorization area's two-factor OTP page, whose OTP is read from the sandbox outbox.

import { authorizeJourneyTimeouts, expect, logInAs, PORTAL, screenshots } from './authorize-support.ts';
import { test } from './fixtures.ts';
import { expectNoAxeViolations, latestOtp } from './portal-support.ts';

authorizeJourneyTimeouts();

const SYSTEMATIC = `${PORTAL}/ewa/transact/mutual-funds/systematic`;
const planCard = (page: import('@playwright/test').Page, scheme: RegExp) =>
  page.getByRole('article', { name: scheme });

test('an investor sees its SIPs with next debits and stops one', async ({ investor, page }) => {
  await logInAs(page, investor);
  const upcoming = page.getByRole('region', { name: 'Upcoming SIP debits' });
  await expect(upcoming.getByRole('row').nth(1)).toBeVisible();
  await expect(upcoming.getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(SYSTEMATIC);
  await expect(page.getByRole('heading', { level: 1, name: 'Systematic Plans' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^SIP \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  const ganga = planCard(page, /Ganga Conservative Hybrid Fund/);
  await expect(ganga.getByText('Next debit')).toBeVisible();
  await expect(ganga.locator('.systematic__next')).toHaveText(
    /\d{2}[/-]\w{2,3}[/-]\d{4}|\d{1,2} \w{3} \d{4}/,
  );
  await expect(ganga.getByText('Active')).toBeVisible();
  await screenshots(page, 'systematic-list');
  await expectNoAxeViolations(page);

  await ganga.getByRole('button', { name: 'Stop SIP' }).click();
  // The keyboard lands in the form, and goes back to the plan when it closes.
  await expect(ganga.getByLabel('Reason for stopping')).toBeFocused();
  await ganga.getByRole('button', { name: 'Confirm stop' }).click();
  await expect(ganga.getByRole('alert')).toHaveText('Please select the reason for stopping.');
  await ganga.getByLabel('Reason for stopping').selectOption({ label: 'Goal achieved' });
  await screenshots(page, 'systematic-stop');
  await expectNoAxeViolations(page);
  await ganga.getByRole('button', { name: 'Confirm stop' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'SIP Stop Request Sent successfully.' }),
  ).toBeVisible();
  await expect(ganga.locator('.systematic__status')).toHaveText('Stopped');
  await expect(ganga.locator('.systematic__next')).toHaveText('–');
  await expect(ganga.getByRole('heading', { level: 2 })).toBeFocused();

  // Top up another SIP from its next instalment.
  const arjuna = planCard(page, /Arjuna Large Cap Fund/);
  await arjuna.getByRole('button', { name: 'Top up' }).click();
  await arjuna.getByRole('textbox', { name: 'Increase the instalment by' }).fill('1000');
  await arjuna.getByRole('button', { name: 'Confirm top-up' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your SIP top-up has been registered.' }),
  ).toBeVisible();
  await expect(arjuna.locator('.systematic__next')).toContainText('6,000.00');

  // The other kinds are one press away.
  await page.getByRole('button', { name: /^SWP \(\d+\)$/ }).click();
  await expect(page.getByRole('article').first()).toContainText('SWP amount');
});

test('an investor registers an SWP from a held fund', async ({ investor, page }) => {
  await logInAs(page, investor);
  await page.goto(`${SYSTEMATIC}/swp`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Systematic Withdrawal Plan (SWP)' }),
  ).toBeVisible();
  await page
    .getByRole('link', { name: /Start an SWP from Arjuna/ })
    .first()
    .click();
  await expect(page.getByRole('radio', { name: /1234567\/89/ })).toBeChecked();
  await page.getByRole('button', { name: 'Register SWP' }).click();
  await expect(page.getByText('Please enter the SWP amount.')).toBeVisible();
  await page.getByRole('textbox', { name: 'SWP amount per instalment' }).fill('1');
  await page.getByRole('button', { name: 'Register SWP' }).click();
  await expect(page.getByText(/The minimum SWP amount for this scheme is/)).toBeVisible();
  await page.getByRole('textbox', { name: 'SWP amount per instalment' }).fill('2000');
  await page.getByLabel('Instalment date').selectOption('10');
  await screenshots(page, 'systematic-swp');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Register SWP' }).click();
  await expect(page.getByRole('heading', { name: 'Your SWP has been registered.' })).toBeVisible();
  await page.getByRole('link', { name: 'View your SWPs' }).click();
  await expect(page.getByRole('button', { name: /^SWP \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(planCard(page, /Arjuna/).first()).toBeVisible();
});

test('the EMF investor stops a SIP with the OTP from the outbox', { tag: '@emf' }, async ({
  investor,
  page,
}) => {
  await logInAs(page, investor);
  await page.goto(SYSTEMATIC);
  const konark = planCard(page, /Konark Small Cap Fund/);
  await expect(konark.getByText('Active')).toBeVisible();
  await konark.getByRole('button', { name: 'Stop SIP' }).click();
  await konark.getByLabel('Reason for stopping').selectOption({ label: 'Financial constraints' });
  await konark.getByRole('button', { name: 'Confirm stop' }).click();
  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/2fa\/stopsip\?d=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop SIP: Verify OTP' })).toBeVisible();
  await expect(page.getByText(/Konark Small Cap Fund/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/2fa\/stopsip\/OTPValidate\?d=/);
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestOtp(page, investor.njAcNo));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/transact\/authorize\/ssip\/achknowledge\?tid=/);
  await expect(page.getByText('SIP Stop Request Sent successfully.')).toBeVisible();

  await page.goto(SYSTEMATIC);
  await expect(konark.locator('.systematic__status')).toHaveText('Stopped');
});
