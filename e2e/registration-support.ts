// Shared steps of the account-opening journeys (e2e/registration-*.spec.ts).
import { expect, type Page } from '@playwright/test';
import { latestOtp, PORTAL } from './portal-support.ts';

let mobiles = 0;
/**
 * A mobile number of its own per journey (worker, run and counter), so journeys never see each other's
 * applications, side by side either.
 */
export function freshMobile(): string {
  mobiles += 1;
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  const run = Number(String(Date.now()).slice(-5));
  return `9${worker}${String((run * 100 + mobiles) % 100_000_000).padStart(8, '0')}`;
}

/** `createlogin/generate-otp` → `verify-otp` → `search-login` for a mobile. */
export async function applicantLogin(page: Page, mobile: string, root = '/tradereg'): Promise<void> {
  await page.goto(`${PORTAL}/ewa${root}`);
  await expect(page.getByRole('heading', { name: 'Open an E-Wealth Account' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByText(`OTP has been sent to the mobile number XXXXXX${mobile.slice(-4)}.`),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(await latestOtp(page, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
}

export interface HolderEntry {
  pan: string;
  dob: string;
}

/** The first screen for the holders given (single unless `mode`), then the account type; opens the application. */
export async function openApplication(
  page: Page,
  holders: HolderEntry[],
  options: HoldersOptions = {},
): Promise<string> {
  await page.getByRole('button', { name: 'Open a New Account' }).click();
  await holdersStep(page, holders, options);
  await page.getByRole('button', { name: 'Next' }).click();
  return accountTypeStep(page);
}

export interface HoldersOptions {
  mode?: 'Single' | 'Joint' | 'Either or Survivor';
  taxStatus?: string;
}

/** The holders screen filled in (not yet sent on): tax status, holding mode, each PAN and date of birth. */
export async function holdersStep(
  page: Page,
  holders: HolderEntry[],
  options: HoldersOptions = {},
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Who will hold the account?' })).toBeVisible();
  if (options.taxStatus) await page.getByRole('radio', { name: options.taxStatus, exact: true }).check();
  if (options.mode || !options.taxStatus)
    await page.getByRole('radio', { name: options.mode ?? 'Single', exact: true }).check();
  if (holders.length === 3) await page.getByRole('button', { name: 'Add a third holder' }).click();
  const groups = page.locator('fieldset.registration-holder');
  for (const [i, holder] of holders.entries()) {
    await groups.nth(i).getByRole('textbox', { name: 'PAN' }).fill(holder.pan);
    await groups.nth(i).getByRole('textbox', { name: 'Date of Birth' }).fill(holder.dob);
  }
}

/** The account type screen: the application opened, its reference number returned. */
export async function accountTypeStep(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Which account do you want to open?' })).toBeVisible();
  await page.getByRole('button', { name: 'Open Application' }).click();
  const ref = page.locator('.registration-wizard__ref strong');
  await expect(ref).toHaveText(/^R\d+$/, { timeout: 15_000 });
  return (await ref.textContent()) ?? '';
}

/** The Mobile & E-mail screen of a holder: the e-mail proved by its OTP (and the mobile, when one is typed). */
export async function mobileEmailStep(
  page: Page,
  contact: { email: string; mobile?: string },
): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Mobile & E-mail/, level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  if (contact.mobile) {
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill(contact.mobile);
    await page.getByRole('button', { name: 'Verify Mobile Number' }).click();
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(await latestOtp(page, contact.mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Mobile Number verified')).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'E-Mail ID' }).fill(contact.email);
  await page.getByRole('button', { name: 'Verify E-Mail ID' }).click();
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(await latestOtp(page, contact.email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('E-Mail ID verified')).toBeVisible();
  await page.getByRole('button', { name: 'Save & Next' }).click();
}

/** The KYC screen when the PAN is found at KRA or CKYC: the record confirmed. */
export async function kycStep(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /^KYC/, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('checkbox', { name: 'I confirm that these KYC details are mine.' }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
}

/** A step's heading (the stepper's label, a holder's name may follow it). */
export async function expectStep(page: Page, label: string): Promise<void> {
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(label)}`), level: 1 }),
  ).toBeVisible({
    timeout: 15_000,
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function saveAndNext(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save & Next' }).click();
}

/** Personal Details, prefilled from the KYC record: the choices KYC does not hold, then saved. */
export async function personalDetailsStep(
  page: Page,
  answers: { fatherSpouseName?: string; motherName?: string; gender?: string; occupation?: string } = {},
): Promise<void> {
  await expectStep(page, 'Personal Details');
  await expect(page.getByRole('textbox', { name: 'First Name' })).not.toHaveValue('', { timeout: 15_000 });
  await page.getByRole('radio', { name: "Father's Name" }).check();
  await page
    .getByRole('textbox', { name: "Father's / Spouse's Name" })
    .fill(answers.fatherSpouseName ?? 'Ramesh Iyer');
  await page.getByRole('textbox', { name: "Mother's Name" }).fill(answers.motherName ?? 'Lakshmi Iyer');
  await page.getByRole('radio', { name: answers.gender ?? 'Female', exact: true }).check();
  await page.getByRole('radio', { name: 'Unmarried', exact: true }).check();
  await page
    .getByRole('combobox', { name: 'Occupation' })
    .selectOption({ label: answers.occupation ?? 'Professional' });
  await saveAndNext(page);
}

/** Address, prefilled from the KYC record: confirmed as it is, correspondence the same. */
export async function addressStep(page: Page): Promise<void> {
  await expectStep(page, 'Address');
  await expect(page.getByRole('textbox', { name: 'Address Line 1' })).not.toHaveValue('', {
    timeout: 15_000,
  });
  await page.getByRole('radio', { name: 'Same as permanent address' }).check();
  await saveAndNext(page);
}

/** FATCA: born in India, a tax resident of India only, consent given. */
export async function fatcaStep(page: Page, placeOfBirth = 'CHENNAI'): Promise<void> {
  await expectStep(page, 'FATCA');
  const born = page.getByRole('group', { name: /place of birth other than India/ });
  await born.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('textbox', { name: /Place of Birth/i }).fill(placeOfBirth);
  const resident = page.getByRole('group', { name: /tax resident of any country other than India/ });
  await resident.getByRole('radio', { name: 'No' }).check();
  await page.locator('#reg-fatca-consent').check();
  await saveAndNext(page);
}

/** Preferences: each holder's income and PEP status, physical mutual fund mode. */
export async function preferenceStep(page: Page, holders = 1): Promise<void> {
  await expectStep(page, 'Preferences');
  for (let i = 0; i < holders; i += 1) {
    const group = page.locator('fieldset.registration-holder').nth(i);
    await group
      .getByRole('combobox', { name: 'Annual Income' })
      .selectOption({ label: '₹5 lakh to ₹10 lakh' });
    await group.getByRole('radio', { name: 'Not applicable' }).check();
  }
  await page.getByRole('radio', { name: 'Physical', exact: true }).check();
  await saveAndNext(page);
}

/** Bank Details: the account typed twice and verified by the penny drop; saved unless told not to. */
export async function bankStep(
  page: Page,
  account: { ifsc: string; accountNumber: string },
  options: { save?: boolean } = {},
): Promise<void> {
  await expectStep(page, 'Bank Details');
  await page.getByRole('radio', { name: 'Saving', exact: true }).check();
  await page.getByRole('textbox', { name: 'IFSC' }).fill(account.ifsc);
  await page.getByRole('textbox', { name: 'IFSC' }).blur();
  await expect(page.locator('.bank-branch')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Bank Account Number', exact: true }).fill(account.accountNumber);
  await page.getByRole('textbox', { name: 'Confirm Bank Account Number' }).fill(account.accountNumber);
  await page.getByRole('button', { name: 'Verify Bank' }).click();
  await expect(page.locator('.bank-names')).toBeVisible({ timeout: 20_000 });
  if (options.save !== false) await saveAndNext(page);
}

/** Mandate: a mutual fund e-mandate from today until cancelled, by net banking. */
export async function mandateStep(
  page: Page,
  amount = '25000',
  jointHolding?: 'Joint' | 'AnyOne',
): Promise<void> {
  await expectStep(page, 'Mandate');
  await page
    .getByRole('group', { name: /Mutual Fund Mandate/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('textbox', { name: 'Mandate Amount' }).fill(amount);
  await page.getByRole('radio', { name: 'Net Banking' }).check();
  if (jointHolding)
    await page
      .getByRole('group', { name: /Mandate Holding Mode/ })
      .getByRole('radio', { name: jointHolding, exact: true })
      .check();
  await saveAndNext(page);
}

/** Nomination: the applicant nominates (the nominees and the witness follow). */
export async function nominationStep(page: Page): Promise<void> {
  await expectStep(page, 'Nomination');
  await page.getByRole('radio', { name: 'I want to add nominee(s)' }).check();
  await saveAndNext(page);
}

export interface NomineeEntry {
  name: string;
  relation: string;
  dob: string;
  share: string;
  pan?: string;
}

/** Nominee Details: the nominees given (adults, identified by PAN), each living with the first holder. */
export async function nomineeStep(page: Page, nominees: NomineeEntry[]): Promise<void> {
  await expectStep(page, 'Nominee Details');
  await fillNominees(page, nominees);
  await saveAndNext(page);
}

export async function fillNominees(page: Page, nominees: NomineeEntry[]): Promise<void> {
  for (const [i, nominee] of nominees.entries()) {
    if (i > 0 && (await page.locator('fieldset.nominee-card').count()) <= i)
      await page.getByRole('button', { name: 'Add another nominee' }).click();
    const card = page.locator('fieldset.nominee-card').nth(i);
    await card.getByRole('textbox', { name: 'Nominee Name' }).fill(nominee.name);
    await card
      .getByRole('combobox', { name: 'Relation with Nominee' })
      .selectOption({ label: nominee.relation });
    await card.getByRole('textbox', { name: 'Date of Birth' }).fill(nominee.dob);
    await card.getByRole('textbox', { name: 'Share (%)' }).fill(nominee.share);
    if (nominee.pan) {
      await card
        .getByRole('combobox', { name: 'Identity Proof', exact: true })
        .selectOption({ label: 'PAN' });
      await card.getByRole('textbox', { name: 'Identity Proof Number', exact: true }).fill(nominee.pan);
    }
  }
}

/** Witness: an adult's name, address and date of birth; saved. */
export async function witnessStep(
  page: Page,
  witness = { name: 'Suresh Kumar', address: '12 Park Street, Chennai', dob: '10/10/1980' },
): Promise<void> {
  await expectStep(page, 'Witness');
  await fillWitness(page, witness);
  await saveAndNext(page);
}

export async function fillWitness(
  page: Page,
  witness: { name: string; address: string; dob: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Witness Name' }).fill(witness.name);
  await page.getByRole('textbox', { name: 'Witness Address' }).fill(witness.address);
  await page.getByRole('textbox', { name: 'Witness Date of Birth' }).fill(witness.dob);
}

/** A rule's message shown beside its field: the control's accessible description carries it. */
export async function expectFieldMessage(
  field: import('@playwright/test').Locator,
  message: string,
): Promise<void> {
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}
