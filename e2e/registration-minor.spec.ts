// Account opening for a minor: the tax status 'On behalf of minor' asks for the minor and a guardian;
// the minor's date of birth must be under 18 and the guardian's an adult's; the application opens with
// both of them in its steps.
import { expect, test } from '@playwright/test';
import { screenshots } from './portal-support.ts';
import { accountTypeStep, applicantLogin, freshMobile, holdersStep } from './registration-support.ts';

test('a guardian opens an account for a minor, the two dates of birth checked each against its rule', async ({
  page,
}) => {
  const mobile = freshMobile();
  await applicantLogin(page, mobile);
  await page.getByRole('button', { name: 'Open a New Account' }).click();
  const minorPan = `MNRPA${mobile.slice(-4)}K`;
  const guardian = { pan: 'AKWPI4821K', dob: '14/03/1988' };
  // An adult's date for the minor, a child's for the guardian: each refused beside its field.
  await holdersStep(
    page,
    [
      { pan: minorPan, dob: '01/01/1990' },
      { pan: guardian.pan, dob: '01/01/2015' },
    ],
    {
      taxStatus: 'On behalf of minor',
    },
  );
  const groups = page.locator('fieldset.registration-holder');
  await expect(groups.nth(0).locator('legend')).toHaveText('Minor');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(groups.nth(0).getByText('Entered date should be less than 18 years')).toBeVisible();
  await expect(groups.nth(1).getByText('Date of birth should be greater than 18 years.')).toBeVisible();
  await screenshots(page, 'registration-minor-holders');

  await groups.nth(0).getByRole('textbox', { name: 'Date of Birth' }).fill('20/06/2015');
  await groups.nth(1).getByRole('textbox', { name: 'Date of Birth' }).fill(guardian.dob);
  await page.getByRole('button', { name: 'Next' }).click();
  await accountTypeStep(page);

  const steps = page.getByRole('navigation', { name: 'Account opening steps' });
  await expect(steps).toContainText('Mobile & E-mail (Minor)');
  await expect(steps).toContainText('Mobile & E-mail (Guardian)');
  await expect(steps).toContainText('KYC (Guardian)');
  await expect(page.getByRole('heading', { name: /^Mobile & E-mail/, level: 1 })).toBeVisible();
});
