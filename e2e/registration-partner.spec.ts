// Account opening by a partner: a terminated partner is refused with the spec's text; an active one
// signs in with the OTP sent to the partner's registered mobile, sees the staff wording of the age rule,
// and opens a joint account whose two holders prove their contacts and confirm their KYC records, and
// walks it on to the saved application (an any-one mandate for the joint account, two nominees).
import { expect, test } from '@playwright/test';
import { latestOtp, PORTAL, screenshots } from './portal-support.ts';
import {
  accountTypeStep,
  addressStep,
  bankStep,
  fatcaStep,
  freshMobile,
  holdersStep,
  kycStep,
  mandateStep,
  mobileEmailStep,
  nominationStep,
  nomineeStep,
  personalDetailsStep,
  preferenceStep,
  witnessStep,
} from './registration-support.ts';

const PARTNER = { code: 'P10311', mobile: '9823012311', name: 'Growmore Investments' };
const PRIYA = { pan: 'AKWPI4821K', dob: '14/03/1988', name: 'Priya Ramesh Iyer' };
const RAHUL = { pan: 'BQRPD7315L', dob: '02/11/1985', name: 'Rahul Anil Deshmukh' };

test('a partner opens a joint account for two KYC-registered holders; a terminated partner cannot', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${PORTAL}/ewa/tradereg/partner/registration`);
  await expect(page.getByRole('heading', { name: 'Open an E-Wealth Account: Partner' })).toBeVisible({
    timeout: 15_000,
  });
  const code = page.getByRole('textbox', { name: 'Partner Code' });
  await code.fill('P10999');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByText('Selected Partner is in Terminated Status. He/She cannot open New E-Wealth Account.'),
  ).toBeVisible();

  await code.fill(PARTNER.code);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(new RegExp(`of ${PARTNER.name} \\(\\s*${PARTNER.code}\\)`))).toBeVisible();
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(await latestOtp(page, PARTNER.mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();

  // Staff entering a holder are told the rule in the staff's words.
  await page.getByRole('button', { name: 'Open a New Account' }).click();
  // Staff give the first holder's mobile first: the application's OTPs go there.
  const firstMobile = freshMobile();
  await expect(page.getByRole('heading', { name: "First Holder's Mobile Number" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(firstMobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await holdersStep(page, [PRIYA, { pan: RAHUL.pan, dob: '01/01/2015' }], { mode: 'Joint' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Date of birth should be equal to or greater than 18 years.')).toBeVisible();
  await screenshots(page, 'registration-partner-holders');
  await page
    .locator('fieldset.registration-holder')
    .nth(1)
    .getByRole('textbox', { name: 'Date of Birth' })
    .fill(RAHUL.dob);
  await page.getByRole('button', { name: 'Next' }).click();
  await accountTypeStep(page);

  const steps = page.getByRole('navigation', { name: 'Account opening steps' });
  const refNo = (await page.locator('.registration-wizard__ref strong').textContent()) ?? '';
  await expect(steps).toContainText('KYC (First holder)');
  await expect(steps).toContainText('FATCA (Second holder)');
  await mobileEmailStep(page, { mobile: firstMobile, email: `priya.${Date.now()}@example.com` });
  await expect(
    page.getByRole('heading', { name: 'Mobile & E-mail (Second holder)', level: 1 }),
  ).toBeVisible();
  await mobileEmailStep(page, { mobile: freshMobile(), email: `rahul.${Date.now()}@example.com` });
  await kycStep(page, PRIYA.name);
  await expect(page.getByRole('heading', { name: 'KYC (Second holder)', level: 1 })).toBeVisible();
  await kycStep(page, RAHUL.name);
  await personalDetailsStep(page);
  await personalDetailsStep(page, {
    fatherSpouseName: 'Anil Deshmukh',
    motherName: 'Sunita Deshmukh',
    gender: 'Male',
  });
  await addressStep(page);
  await addressStep(page);
  await fatcaStep(page, 'CHENNAI');
  await fatcaStep(page, 'PUNE');
  await preferenceStep(page, 2);
  await bankStep(page, { ifsc: 'HDFC0000408', accountNumber: '50100234567812' });
  await mandateStep(page, '25000', 'AnyOne');
  await nominationStep(page);
  await nomineeStep(page, [
    { name: 'Ramesh Iyer', relation: 'Father', dob: '02/05/1958', share: '60', pan: 'ABCPI1234F' },
    { name: 'Anil Deshmukh', relation: 'Other', dob: '11/07/1955', share: '40', pan: 'ABCPD5678G' },
  ]);
  await witnessStep(page);
  await expect(page.getByRole('heading', { name: 'Your application is saved', level: 1 })).toBeVisible({
    timeout: 15_000,
  });

  // The partner sends the application to the client, who proves the first holder's mobile and sees it.
  await page.getByRole('button', { name: 'Your applications' }).click();
  await page.getByRole('button', { name: `Send to client application ${refNo}` }).click();
  const link = await page.getByRole('textbox', { name: 'Link for the client' }).inputValue();
  expect(link).toContain('/ewa/tradereg/client/continue?key=');
  const client = await page.context().browser()?.newContext();
  if (!client) throw new Error('no second context');
  const phone = await client.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(link);
  await expect(
    phone.getByText(`OTP has been sent to the mobile number XXXXXX${firstMobile.slice(-4)}.`),
  ).toBeVisible({ timeout: 15_000 });
  await phone.getByRole('textbox', { name: 'OTP', exact: true }).fill(await latestOtp(phone, firstMobile));
  await phone.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(phone.getByRole('heading', { name: 'Your application is saved', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(phone.getByRole('status').filter({ hasText: `Reference No. ${refNo}` })).toBeVisible();
  // The client's own list holds it too.
  await phone.getByRole('button', { name: 'Your applications' }).click();
  await expect(phone.getByText(`Reference No. ${refNo}`)).toBeVisible();
  // The link was for once.
  await phone.goto(link);
  await expect(phone.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await client.close();
});
