// Account opening, the rules of spec 000 §5 on each screen: one application walked once, each screen
// given its bad values first, each message seen beside its field, then the good values to go on.
import { expect, test } from '@playwright/test';
import { latestOtp, PORTAL } from './portal-support.ts';
import {
  accountTypeStep,
  addressStep,
  expectFieldMessage,
  expectStep,
  fatcaStep,
  fillNominees,
  fillWitness,
  freshMobile,
  holdersStep,
  kycStep,
  mandateStep,
  mobileEmailStep,
  nominationStep,
  personalDetailsStep,
  preferenceStep,
  saveAndNext,
} from './registration-support.ts';

const PRIYA = { pan: 'AKWPI4821K', dob: '14/03/1988', name: 'Priya Ramesh Iyer' };

test('each account-opening rule shows its message beside its field before the good value lets the applicant on', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const mobile = freshMobile();
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

  // Mobile OTP login: a number the spec calls invalid, then a short OTP.
  await page.goto(`${PORTAL}/ewa/tradereg`);
  await textbox('Mobile Number').fill('1234567890');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectFieldMessage(textbox('Mobile Number'), 'Please enter a valid mobile number.');
  await textbox('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await textbox('OTP').fill('12');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectFieldMessage(textbox('OTP'), 'Please enter valid OTP.');
  await textbox('OTP').fill(await latestOtp(page, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();

  // Holders: a malformed PAN.
  await page.getByRole('button', { name: 'Open a New Account' }).click();
  await holdersStep(page, [{ pan: 'ABC1X', dob: PRIYA.dob }]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectFieldMessage(textbox('PAN'), 'Please enter valid PAN');
  await textbox('PAN').fill(PRIYA.pan);
  await page.getByRole('button', { name: 'Next' }).click();
  await accountTypeStep(page);

  // Mobile & E-mail: an e-mail without its domain.
  await expectStep(page, 'Mobile & E-mail');
  await textbox('E-Mail ID').fill('priya.iyer@');
  await page.getByRole('button', { name: 'Verify E-Mail ID' }).click();
  await expectFieldMessage(textbox('E-Mail ID'), 'Entered E-Mail ID is invalid.');
  await mobileEmailStep(page, { email: `priya.${mobile}@example.com` });
  await kycStep(page, PRIYA.name);

  // Personal Details: first, middle and last name together longer than 85 characters.
  await expectStep(page, 'Personal Details');
  await expect(textbox('First Name')).not.toHaveValue('', { timeout: 15_000 });
  await textbox('First Name').fill('P'.repeat(50));
  await textbox('Last Name').fill('I'.repeat(40));
  await saveAndNext(page);
  await expectFieldMessage(
    textbox('First Name'),
    'First, middle and last name together can have at most 85 characters.',
  );
  await textbox('First Name').fill('Priya');
  await textbox('Last Name').fill('Iyer');
  await personalDetailsStep(page);
  await addressStep(page);

  // FATCA: born outside India cannot go on online.
  await expectStep(page, 'FATCA');
  await page
    .getByRole('group', { name: /place of birth other than India/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toContainText(
    'You can not proceed further with Online E-Wealth Account. Please contact NJ Branch or call on :',
  );
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  await fatcaStep(page);
  await preferenceStep(page);

  // Bank Details: a malformed IFSC, account numbers that differ, then a save without the penny drop.
  await expectStep(page, 'Bank Details');
  await page.getByRole('radio', { name: 'Saving', exact: true }).check();
  await textbox('IFSC').fill('HDFC000040');
  await textbox('IFSC').blur();
  await saveAndNext(page);
  await expectFieldMessage(textbox('IFSC'), 'IFSC should be valid.');
  await textbox('IFSC').fill('HDFC0000408');
  await textbox('Bank Account Number').fill('50100234567812');
  await textbox('Confirm Bank Account Number').fill('50100234567813');
  await saveAndNext(page);
  await expectFieldMessage(
    textbox('Confirm Bank Account Number'),
    'Bank Account Number and Confirm Bank Account Number do not match.',
  );
  await textbox('Confirm Bank Account Number').fill('50100234567812');
  await saveAndNext(page);
  // Beside the button, and read with it by screen readers.
  const verifyNeeded = 'Please click Verify Bank to verify your bank account before you continue.';
  await expect(page.locator('#verified-message')).toHaveText(verifyNeeded);
  await expect(page.getByRole('button', { name: 'Verify Bank' })).toHaveAccessibleDescription(verifyNeeded);
  await page.getByRole('button', { name: 'Verify Bank' }).click();
  await expect(page.locator('.bank-names')).toBeVisible({ timeout: 20_000 });
  await saveAndNext(page);

  // Mandate: ₹1,000 is not above the lower limit; an end date before the start.
  await expectStep(page, 'Mandate');
  await page
    .getByRole('group', { name: /Mutual Fund Mandate/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('checkbox', { name: /Until cancelled/ }).uncheck();
  await textbox('Mandate Amount').fill('1000');
  await textbox('End Date').fill('01/01/2020');
  await page.getByRole('radio', { name: 'Net Banking' }).check();
  await saveAndNext(page);
  await expectFieldMessage(textbox('Mandate Amount'), 'Mandate Amount should be more than ₹1,000.');
  await expectFieldMessage(textbox('End Date'), 'End Date should be after Start Date.');
  await page.getByRole('checkbox', { name: /Until cancelled/ }).check();
  await mandateStep(page);
  await nominationStep(page);

  // Nominee Details: a share of 0 and a date of birth over 100 years ago; then a minor nominee whose
  // guardian is under 18 and whose share leaves the total short of 100.
  await expectStep(page, 'Nominee Details');
  const card = page.locator('fieldset.nominee-card').first();
  const nomineeBox = (name: string) => card.getByRole('textbox', { name, exact: true });
  await fillNominees(page, [{ name: 'Anika Iyer', relation: 'Daughter', dob: '01/01/1900', share: '0' }]);
  await saveAndNext(page);
  await expectFieldMessage(nomineeBox('Share (%)'), 'Share should be more than 0%.');
  await expectFieldMessage(nomineeBox('Date of Birth'), 'Date of birth should be less than 100 years.');
  await nomineeBox('Date of Birth').fill('05/05/2015');
  await nomineeBox('Share (%)').fill('60');
  await nomineeBox('Guardian Name').fill('Ramesh Iyer');
  await card.getByRole('combobox', { name: 'Guardian Relation' }).selectOption({ label: 'Father' });
  await nomineeBox('Guardian Date of Birth').fill('01/01/2012');
  await card.getByRole('combobox', { name: 'Guardian Identity Proof' }).selectOption({ label: 'PAN' });
  await nomineeBox('Guardian Identity Proof Number').fill('ABCPI1234F');
  await saveAndNext(page);
  await expectFieldMessage(
    nomineeBox('Guardian Date of Birth'),
    'Date of birth should be greater than 18 years.',
  );
  // The total is judged once each nominee's fields are right.
  await nomineeBox('Guardian Date of Birth').fill('02/05/1958');
  await saveAndNext(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The shares of all nominees should add up to exactly 100%.' }),
  ).toBeVisible();
  await nomineeBox('Share (%)').fill('100');
  await saveAndNext(page);

  // Witness: a minor cannot witness.
  await expectStep(page, 'Witness');
  await fillWitness(page, { name: 'Suresh Kumar', address: '12 Park Street, Chennai', dob: '01/01/2015' });
  await saveAndNext(page);
  await expectFieldMessage(
    textbox('Witness Date of Birth'),
    'A minor cannot be a witness. Please give a witness aged 18 years or more.',
  );
  await textbox('Witness Date of Birth').fill('10/10/1980');
  await saveAndNext(page);
  await expect(page.getByRole('heading', { name: 'Your application is saved', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
});
