// Account opening, a direct client from end to end: one holder found at KRA and CKYC, every screen of
// part 1 answered, the bank account verified by the penny drop, a nominee and a witness, and the
// application saved; a reload on Bank Details resumes there with the answers kept.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';
import {
  addressStep,
  applicantLogin,
  bankStep,
  expectStep,
  fatcaStep,
  freshMobile,
  kycStep,
  mandateStep,
  mobileEmailStep,
  nominationStep,
  nomineeStep,
  openApplication,
  personalDetailsStep,
  preferenceStep,
  witnessStep,
} from './registration-support.ts';

const PRIYA = { pan: 'AKWPI4821K', dob: '14/03/1988', name: 'Priya Ramesh Iyer' };
const PRIYA_BANK = { ifsc: 'HDFC0000408', accountNumber: '50100234567812' };

test('a direct client answers every screen, verifies the bank account and saves the application', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const mobile = freshMobile();
  await applicantLogin(page, mobile);
  const refNo = await openApplication(page, [{ pan: PRIYA.pan, dob: PRIYA.dob }]);

  await mobileEmailStep(page, { email: `priya.${mobile}@example.com` });
  await kycStep(page, PRIYA.name);
  await personalDetailsStep(page);
  await addressStep(page);
  await fatcaStep(page);
  await preferenceStep(page);

  await expectStep(page, 'Bank Details');
  await expectNoAxeViolations(page);
  await bankStep(page, PRIYA_BANK);

  await expectStep(page, 'Mandate');
  // A reload mid-way: the application resumes at the screen reached, with the answers already given.
  await page.reload();
  await expect(page.locator('.registration-wizard__ref strong')).toHaveText(refNo, { timeout: 15_000 });
  await expectStep(page, 'Mandate');
  await expect(page.getByText('XXXXXXXXXX7812')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Account opening steps' })
    .getByRole('button', { name: /^Bank Details/ })
    .click();
  await expectStep(page, 'Bank Details');
  await expect(page.getByRole('textbox', { name: 'IFSC' })).toHaveValue(PRIYA_BANK.ifsc);
  await expect(page.getByRole('textbox', { name: 'Bank Account Number', exact: true })).toHaveValue(
    PRIYA_BANK.accountNumber,
  );
  await screenshots(page, 'registration-bank-resumed');
  await page.getByRole('button', { name: 'Save & Next' }).click();

  await mandateStep(page);
  await nominationStep(page);
  await expectStep(page, 'Nominee Details');
  await expectNoAxeViolations(page);
  await nomineeStep(page, [
    { name: 'Ramesh Iyer', relation: 'Father', dob: '02/05/1958', share: '100', pan: 'ABCPI1234F' },
  ]);
  await witnessStep(page);

  await expect(page.getByRole('heading', { name: 'Your application is saved', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(refNo)).toBeVisible();
  await screenshots(page, 'registration-saved');
});
