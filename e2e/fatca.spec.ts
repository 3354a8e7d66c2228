// The FATCA form (spec 000 §2, §4, §5): every rule's message, three tax residencies with one removed,
// the success dialog closing its window, and the FATCA gate gone at the next login.
import { expect, type Locator, type Page } from '@playwright/test';
import { openAs, test } from './fixtures.ts';
import {
  expectNoAxeViolations,
  expectPath,
  loginWithPassword,
  PORTAL,
  screenshots,
} from './portal-support.ts';

test.describe.configure({ timeout: 150_000 });

/** A signed FATCA link for an investor, as the sandbox hands it to a tester. */
async function fatcaLink(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`${PORTAL}/sandbox/api/fatca/link?to=${to}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { link: string } }).data.link;
}

const message = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The text field of a design-system element by its label. */
const textField = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function chooseCountry(field: Locator, country: string) {
  await field.fill(country);
  await field.press('Tab');
}

test('an investor at the FATCA gate declares three tax residencies (one removed on the way); the gate is gone at the next login, and the form opens as saved in the webview', {
  tag: '@fatca-gate',
}, async ({ investor, browser, page, context }) => {
  await openAs(page, investor);
  await expectPath(page, '/fatcadeclaration');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'FATCA form of Amit Dinesh Patel' }).click();
  const form = await opened;
  await expect(
    form.getByRole('heading', { level: 1, name: 'FATCA Details for Amit Dinesh Patel' }),
  ).toBeVisible({
    timeout: 15_000,
  });

  // Submit with nothing answered: each required answer says so, and focus goes to the first.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(message(form, 'Place of Birth other than India cannot be empty.')).toBeVisible();
  await expect(message(form, 'Tax Residency other than India cannot be empty.')).toBeVisible();
  await expect(form.getByText('Please provide Place of Birth')).toBeVisible();
  await expect(message(form, 'FATCA Consent should be checked.')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Yes' }).first()).toBeFocused();
  await screenshots(form, 'fatca-empty-submit');

  // Born outside India: country of birth and nationality appear, and are required.
  const bornAbroad = form.getByRole('group', { name: /place of birth other than India/ });
  await expect(form.getByRole('combobox', { name: 'Country of Birth' })).toHaveCount(0);
  await bornAbroad.getByRole('radio', { name: 'Yes' }).check();
  const countryOfBirth = form.getByRole('combobox', { name: 'Country of Birth' });
  const nationality = form.getByRole('combobox', { name: 'Nationality' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(message(form, 'Please provide Nationality Country of Birth')).toBeVisible();
  await expect(message(form, 'Please provide Nationality')).toBeVisible();
  await chooseCountry(countryOfBirth, 'Atlantis');
  await expect(message(form, 'Country of Birth should be valid.')).toBeVisible();
  await chooseCountry(countryOfBirth, 'United States');
  await expect(message(form, 'Country of Birth should be valid.')).toHaveCount(0);
  await chooseCountry(nationality, 'Narnia');
  await expect(message(form, 'Nationality should be valid.')).toBeVisible();
  await chooseCountry(nationality, 'India');

  // Place of birth: letters and spaces, shown in capitals.
  const placeOfBirth = textField(form, 'Place of Birth');
  await placeOfBirth.fill('New York 10001');
  await placeOfBirth.press('Tab');
  await expect(message(form, 'Place of Birth should be valid.')).toBeVisible();
  await placeOfBirth.fill('new york');
  await expect(placeOfBirth).toHaveValue('NEW YORK');
  await expect(message(form, 'Place of Birth should be valid.')).toHaveCount(0);

  // Another tax residency: the first row appears and needs all three fields.
  const taxResident = form.getByRole('group', { name: /tax resident of any country other than India/ });
  await taxResident.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  const row = (n: number) => form.getByRole('group', { name: `Tax residency ${n}`, exact: true });
  await expect(row(1).getByText('Country of Tax Residency cannot be empty.')).toBeVisible();
  await expect(row(1).getByText('Taxpayer ID Number cannot be empty.')).toBeVisible();
  await expect(row(1).getByText('ID Type cannot be empty.')).toBeVisible();
  await screenshots(form, 'fatca-row-messages');

  await chooseCountry(row(1).getByRole('combobox', { name: 'Country of Tax Residency' }), 'United States');
  await textField(row(1), 'Taxpayer ID Number').fill('ab-123');
  await textField(row(1), 'Taxpayer ID Number').press('Tab');
  await expect(row(1).getByText('Taxpayer ID Number should be valid.')).toBeVisible();
  await textField(row(1), 'Taxpayer ID Number').fill('ab123456789');
  await expect(textField(row(1), 'Taxpayer ID Number')).toHaveValue('AB123456789');
  await row(1)
    .getByRole('combobox', { name: 'ID Type' })
    .selectOption({ label: 'Tax Identification Number (TIN)' });
  await expect(row(1).getByRole('combobox', { name: 'ID Type' }).locator('option')).toHaveCount(14);

  // Up to three rows; the first has no Remove.
  await form.getByRole('button', { name: 'Add another country' }).click();
  await chooseCountry(row(2).getByRole('combobox', { name: 'Country of Tax Residency' }), 'United States');
  await expect(row(2).getByText('This country is already given as a tax residency above.')).toBeVisible();
  await chooseCountry(row(2).getByRole('combobox', { name: 'Country of Tax Residency' }), 'United Kingdom');
  await textField(row(2), 'Taxpayer ID Number').fill('QQ123456C');
  await row(2)
    .getByRole('combobox', { name: 'ID Type' })
    .selectOption({ label: 'National Insurance Number' });
  await form.getByRole('button', { name: 'Add another country' }).click();
  await chooseCountry(row(3).getByRole('combobox', { name: 'Country of Tax Residency' }), 'Singapore');
  await textField(row(3), 'Taxpayer ID Number').fill('S1234567D');
  await row(3).getByRole('combobox', { name: 'ID Type' }).selectOption({ label: 'Passport' });
  await expect(form.getByRole('button', { name: 'Add another country' })).toHaveCount(0);
  await expect(row(1).getByRole('button', { name: /Remove/ })).toHaveCount(0);

  // Remove the second: the third moves up with its answers; then a third again.
  await form.getByRole('button', { name: 'Remove tax residency 2' }).click();
  await expect(row(3)).toHaveCount(0);
  await expect(row(2).getByRole('combobox', { name: 'Country of Tax Residency' })).toHaveValue('Singapore');
  await form.getByRole('button', { name: 'Add another country' }).click();
  await chooseCountry(
    row(3).getByRole('combobox', { name: 'Country of Tax Residency' }),
    'United Arab Emirates',
  );
  await textField(row(3), 'Taxpayer ID Number').fill('784198012345678');
  await row(3).getByRole('combobox', { name: 'ID Type' }).selectOption({ label: 'Government ID Card' });

  await form.getByRole('checkbox', { name: /I\/We confirm/ }).check();
  await expectNoAxeViolations(form);
  await screenshots(form, 'fatca-filled');
  const closed = form.waitForEvent('close');
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = form.getByRole('alertdialog', { name: 'FATCA Details' });
  await expect(dialog).toBeVisible();
  // The message is the dialog's slotted content (light DOM), so it is found from the page.
  await expect(
    form.getByText('FATCA declaration has been submitted successfully', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await screenshots(form, 'fatca-submitted');
  await dialog.getByRole('button', { name: 'OK' }).click();
  // OK closes the window the gate opened.
  await closed;

  // The saved declaration is the gate's state too: the next login goes past it.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/');
  await page.evaluate(() => localStorage.clear());
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');

  // The declaration opens as saved; in the mobile webview OK goes to the webview-close address.
  const webview = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36',
    viewport: { width: 390, height: 844 },
  });
  const phone = await webview.newPage();
  await phone.goto(`${PORTAL}${await fatcaLink(phone, investor.njAcNo)}`);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'FATCA Details for Amit Dinesh Patel' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  const countries = phone.getByRole('combobox', { name: 'Country of Tax Residency' });
  await expect(countries).toHaveCount(3);
  await expect(countries.nth(0)).toHaveValue('United States');
  await expect(countries.nth(1)).toHaveValue('Singapore');
  await expect(countries.nth(2)).toHaveValue('United Arab Emirates');
  await expect(textField(phone, 'Place of Birth')).toHaveValue('NEW YORK');

  // No other tax residency: the rows go, and the declaration saves without them.
  await phone
    .getByRole('group', { name: /tax resident of any country other than India/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await expect(countries).toHaveCount(0);
  await phone.getByRole('checkbox', { name: /I\/We confirm/ }).check();
  await phone.getByRole('button', { name: 'Submit' }).click();
  await phone.getByRole('alertdialog', { name: 'FATCA Details' }).getByRole('button', { name: 'OK' }).click();
  await expect(phone).toHaveURL(`${PORTAL}/ewa/webview?action=close`);
  await expect(phone.getByRole('heading', { name: 'All done' })).toBeVisible();
  await webview.close();
});

test('a forged link shows why and no form', { tag: '@fatca-gate' }, async ({ investor, page }) => {
  const link = await fatcaLink(page, investor.njAcNo);
  await page.goto(`${PORTAL}${link.slice(0, -3)}AAA`);
  await expect(
    page.getByText('This FATCA link is not valid or has expired. Please ask for a new link.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});
