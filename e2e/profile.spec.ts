// The profile (issue 16; spec 000 §3, §5; spec 001 §2, §6, §7): an investor of its own opens Profile from the home
// tile, reads each section (personal details, banks and mandates, nominees, display photo), uploads a
// photo and sees it in the header at once; a file that is not an image is refused and changes nothing.
// An E-Wealth MF investor reads the spec's unavailability texts where its account cannot go.
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { type Investor, openAs, test } from './fixtures.ts';
import { expectNoAxeViolations, expectPath, latestOtp, PORTAL, screenshots } from './portal-support.ts';

const EMF_PRODUCT =
  'This product is not available for the E-Wealth MF account clients. To opt for the same please contact your wealth partner.';
const EMF_OPTION =
  'This option is not available for the E-Wealth MF account clients. To opt for the same please contact your wealth partner.';

/** A real 48×48 PNG (a blue square), made here so the journey carries no binary file. */
function bluePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const size = 48;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([20, 90, 200]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function logInAs(page: Page, investor: Investor) {
  await openAs(page, investor);
  await expectPath(page, '/');
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test.describe('profile', () => {
  test.setTimeout(120_000);

  test('an investor reads every section and uploads a display photo the header shows at once', async ({
    investor,
    page,
  }) => {
    await logInAs(page, investor);
    await page
      .getByRole('link', { name: /^Profile/ })
      .first()
      .click();
    await expectPath(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

    // Personal details: holders with the PAN masked, date of birth, contact, address, tax and KYC status.
    await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('ABXXXXXX4K')).toBeVisible();
    await expect(main.getByText('ABCPS1234K')).toHaveCount(0);
    await expect(main.getByText('15 Aug 1980').or(main.getByText('15/08/1980')).first()).toBeVisible();
    await expect(main.getByText('Meena Rajesh Sharma')).toBeVisible();
    await expect(main.getByText('rajesh.sharma@example.in')).toBeVisible();
    await expect(main.getByText('Individual')).toBeVisible();
    await expect(main.getByText('KYC Verified').first()).toBeVisible();
    await expect(main.getByText(`12081600${investor.njAcNo}`)).toBeVisible();
    await expect(main.getByText(EMF_PRODUCT)).toHaveCount(0);
    await screenshots(page, 'profile-personal');
    await expectNoAxeViolations(page);

    // Banks and mandates (the deep link's key).
    await openSection(page, 'Bank accounts & mandates');
    await expectPath(page, '/profile/banks-Mandate');
    await expect(main.getByText('Default')).toBeVisible();
    await expect(main.getByText(/^X+\d{4}$/).first()).toBeVisible();
    const mandates = page.getByRole('table', { name: 'Registered mandates' });
    await expect(mandates.getByRole('row')).toHaveCount(3);
    await expect(mandates).toContainText('25,000.00');
    await expect(mandates).toContainText('1,00,000.00');
    await expect(mandates).toContainText('Active');
    await screenshots(page, 'profile-banks');
    await expectNoAxeViolations(page);

    // Nominees: share, the minor's guardian, the nomination rules.
    await openSection(page, 'Nominees');
    const kabir = main.getByRole('listitem').filter({ hasText: 'Kabir Rajesh Sharma' });
    await expect(kabir).toContainText('Minor');
    await expect(kabir).toContainText('40.00%');
    await expect(kabir).toContainText('Meena Rajesh Sharma (Mother)');
    await expect(page.getByRole('heading', { level: 3, name: 'Changing your nominees' })).toBeVisible();
    await screenshots(page, 'profile-nominees');
    await expectNoAxeViolations(page);

    // Display photo: a text file named like a photo is refused and nothing changes.
    await openSection(page, 'Display photo');
    const headerPhoto = page.getByTestId('header-photo');
    const before = await headerPhoto.getAttribute('src');
    const chooser = page.getByLabel('Choose a photo');
    await chooser.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image, only text'),
    });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The file is not a JPEG or PNG image. Please choose a JPEG or PNG photo.',
    );
    await expect(headerPhoto).toHaveAttribute('src', before ?? '');
    // Bytes that start like a PNG but are not one: the server decodes them and refuses.
    const fakePng = Buffer.concat([bluePng().subarray(0, 33), Buffer.alloc(200, 0x41)]);
    await chooser.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: fakePng });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The photo could not be read; the file may be damaged. Please choose another JPEG or PNG photo.',
    );
    await expect(headerPhoto).toHaveAttribute('src', before ?? '');

    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: bluePng() });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByText('Your display photo has been updated.')).toBeVisible();
    await expect(headerPhoto).toHaveAttribute(
      'src',
      /\/api\/profileoperations\/displayPhoto\/dp-[\w-]{43}\.png$/,
    );
    // The header's picture really loads (an image that failed has no natural width).
    await expect
      .poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(48);
    await screenshots(page, 'profile-photo');
    await expectNoAxeViolations(page);

    // The photo stays after a reload: the header reads it from the server.
    await page.reload();
    await expect(page.getByTestId('header-photo')).toHaveAttribute('src', /dp-[\w-]{43}\.png$/);
  });

  test('the EMF investor changes the nominees: a rule refuses a share of 0, the OTP confirms the change', {
    tag: '@emf',
  }, async ({ investor, page }) => {
    await logInAs(page, investor);
    await page.goto(`${PORTAL}/ewa/profile/nominees`);
    await expect(page.getByRole('heading', { level: 2, name: 'Nominees' })).toBeVisible();
    await page.getByRole('button', { name: 'Change nominees' }).click();
    const first = page.locator('fieldset.nominee-card').first();
    await expect(first).toBeVisible();
    // One nominee only: any second or third on record goes.
    for (const which of ['third', 'second'])
      if (await page.getByRole('button', { name: `Remove ${which} nominee` }).isVisible())
        await page.getByRole('button', { name: `Remove ${which} nominee` }).click();
    await first.getByRole('textbox', { name: 'Nominee Name' }).fill('Rani Singh Rathore');
    await first.getByRole('combobox', { name: /Relation with Nominee/ }).selectOption('SPOUSE');
    await first.getByRole('textbox', { name: 'Date of Birth' }).fill('05/06/1975');
    await first.getByRole('textbox', { name: 'Share (%)' }).fill('0');
    await first.getByRole('combobox', { name: /^Identity Proof/ }).selectOption('PAN');
    await first.getByRole('textbox', { name: 'Identity Proof Number' }).fill('CDEPR3456L');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Share should be more than 0%.')).toBeVisible();
    await first.getByRole('textbox', { name: 'Share (%)' }).fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText(
        'Enter the OTP sent to your registered mobile number and e-mail to confirm the change.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'profile-nominee-change-otp');
    await page
      .getByRole('textbox', { name: 'OTP', exact: true })
      .fill(await latestOtp(page, investor.njAcNo));
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByText('Your nominees have been updated.')).toBeVisible();
    const rani = page.getByRole('listitem').filter({ hasText: 'Rani Singh Rathore' });
    await expect(rani).toContainText('100.00%');
    await expect(rani).toContainText('Spouse');
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Rani Singh Rathore' })).toBeVisible();
  });

  test('the bank-mandate deep link opened before login lands on that section after it', {
    tag: '@signed-out',
  }, async ({ investor, page }) => {
    await page.goto(`${PORTAL}/ewa/profile/banks-Mandate`);
    await expectPath(page, '/login');
    await page.getByRole('textbox', { name: /^Account Number/ }).fill(investor.njAcNo);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(page, '/profile/banks-Mandate');
    await expect(page.getByRole('heading', { level: 2, name: 'Bank accounts & mandates' })).toBeVisible();
  });

  test('an unknown section key opens the first section', async ({ investor, page }) => {
    await logInAs(page, investor);
    await page.goto(`${PORTAL}/ewa/profile/no-such-section`);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
  });

  test('the E-Wealth MF investor reads the spec texts where its account cannot go', { tag: '@emf' }, async ({
    investor,
    page,
  }) => {
    await logInAs(page, investor);
    await page.goto(`${PORTAL}/ewa/profile`);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
    await expect(page.getByText(EMF_PRODUCT)).toBeVisible();
    await openSection(page, 'Bank accounts & mandates');
    await expect(page.getByText(EMF_OPTION)).toBeVisible();
    await screenshots(page, 'profile-emf');
    await expectNoAxeViolations(page);
  });
});
