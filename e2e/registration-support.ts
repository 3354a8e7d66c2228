// Shared steps of the account-opening journeys (e2e/registration-*.spec.ts).
import { expect, type Page } from '@playwright/test';
import { latestOtp, PORTAL } from './portal-support.ts';

let mobiles = 0;
/** A mobile number of its own per journey (run + counter), so journeys never see each other's applications. */
export function freshMobile(): string {
  mobiles += 1;
  const run = Number(String(Date.now()).slice(-5));
  return `9${String((run * 10 + mobiles) % 1_000_000_000).padStart(9, '0')}`;
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
  options: { mode?: 'Single' | 'Joint' | 'Either or Survivor'; taxStatus?: string } = {},
): Promise<string> {
  await page.getByRole('button', { name: 'Open a New Account' }).click();
  await expect(page.getByRole('heading', { name: 'Who will hold the account?' })).toBeVisible();
  if (options.taxStatus) await page.getByRole('radio', { name: options.taxStatus, exact: true }).check();
  await page.getByRole('radio', { name: options.mode ?? 'Single', exact: true }).check();
  if (holders.length === 3) await page.getByRole('button', { name: 'Add a third holder' }).click();
  const groups = page.locator('fieldset.registration-holder');
  for (const [i, holder] of holders.entries()) {
    await groups.nth(i).getByRole('textbox', { name: 'PAN' }).fill(holder.pan);
    await groups.nth(i).getByRole('textbox', { name: 'Date of Birth' }).fill(holder.dob);
  }
  await page.getByRole('button', { name: 'Next' }).click();
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
