// Account opening, the way in: the applicant's mobile OTP, the first screen's rules shown beside their
// fields, the application opened with a reference number, and found again after a reload and a new login.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectPath, PORTAL, screenshots } from './portal-support.ts';
import { applicantLogin, freshMobile, openApplication } from './registration-support.ts';

test('a direct client proves a mobile, sees each first-screen rule beside its field, and opens an application that a reload resumes', async ({
  page,
}) => {
  const mobile = freshMobile();
  await page.goto(`${PORTAL}/ewa/register`);
  await expectPath(page, '/tradereg/createlogin/generate-otp');
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('1234567890');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid mobile number.')).toBeVisible();
  await screenshots(page, 'registration-mobile');

  await applicantLogin(page, mobile);
  await expect(page.getByText('You have no application in progress.')).toBeVisible();
  await page.getByRole('button', { name: 'Open a New Account' }).click();

  // Joint holders with one PAN twice, a bad PAN, a minor as first holder of a joint account.
  await page.getByRole('radio', { name: 'Joint', exact: true }).check();
  const groups = page.locator('fieldset.registration-holder');
  await groups.nth(0).getByRole('textbox', { name: 'PAN' }).fill('ABCPX1234Q');
  await groups.nth(0).getByRole('textbox', { name: 'Date of Birth' }).fill('01/01/2015');
  await groups.nth(1).getByRole('textbox', { name: 'PAN' }).fill('abcpx1234q');
  await groups.nth(1).getByRole('textbox', { name: 'Date of Birth' }).fill('01/01/1990');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Same PAN cannot be allowed on multiple holders')).toBeVisible();
  await expect(page.getByText('Date of birth should be greater than 18 years.')).toBeVisible();
  await groups.nth(1).getByRole('textbox', { name: 'PAN' }).fill('ABC1X');
  await groups.nth(1).getByRole('textbox', { name: 'PAN' }).blur();
  await expect(page.getByText('Please enter valid PAN')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'registration-holders-errors');

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  const suffix = mobile.slice(-4);
  const refNo = await openApplication(page, [{ pan: `ZQXPA${suffix}K`, dob: '15/08/1990' }]);
  await expect(page.getByRole('heading', { name: 'Mobile & E-mail', level: 1 })).toBeVisible();
  await screenshots(page, 'registration-first-step');

  await page.reload();
  await expect(page.locator('.registration-wizard__ref strong')).toHaveText(refNo);
  await expect(page.getByRole('heading', { name: 'Mobile & E-mail', level: 1 })).toBeVisible();

  // Another device: a new OTP login lists the application; Continue resumes at its step.
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('no second context');
  const second = await other.newPage();
  await applicantLogin(second, mobile);
  await expect(second.getByText(`Reference No. ${refNo}`)).toBeVisible();
  await second.getByRole('button', { name: `Continue application ${refNo}` }).click();
  await expect(second.getByRole('heading', { name: 'Mobile & E-mail', level: 1 })).toBeVisible();
  await other.close();

  // The same holders again while that one is open: the spec's text and the way back to it.
  await page.goto(`${PORTAL}/ewa/tradereg/createlogin/search-login`);
  await openApplicationExpectingRefusal(page, `ZQXPA${suffix}K`);
  await expect(page.getByText('Same holding pattern is already avaialble.')).toBeVisible();
  await page.getByRole('button', { name: `Continue application ${refNo}` }).click();
  await expect(page.locator('.registration-wizard__ref strong')).toHaveText(refNo);
});

async function openApplicationExpectingRefusal(page: import('@playwright/test').Page, pan: string) {
  await page.getByRole('button', { name: 'Open a New Account' }).click();
  await page.getByRole('radio', { name: 'Single', exact: true }).check();
  const group = page.locator('fieldset.registration-holder').first();
  await group.getByRole('textbox', { name: 'PAN' }).fill(pan);
  await group.getByRole('textbox', { name: 'Date of Birth' }).fill('15/08/1990');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Open Application' }).click();
}
