// An investor in each demo situation lands where spec 000 §4 says, and each gate continues to the next.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  expectNoAxeViolations,
  expectPath,
  loginWithPassword,
  PORTAL,
  screenshots,
} from './portal-support.ts';

// A login journey: the investor is its own, and the form logs it in.
test.use({ signedIn: false });

async function gateChecks(page: Page, name: string) {
  // Checked once the gate's own screen has loaded, not while its code is still on the way.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, name);
}

test('every gate clear: lands home with the first holder greeted', async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
  // The first holder's name from profileoperations/getHeaderByUCC.
  await expect(page.getByRole('main').getByText('Rajesh Kumar Sharma').first()).toBeVisible();
  await screenshots(page, 'home');
});

test('the personalised login id logs in too', async ({ investor, page }) => {
  await loginWithPassword(page, investor.personalizedLoginId ?? '');
  await expectPath(page, '/');
});

test('PAN-Aadhaar pending: Already Linked thanks the user, then home', { tag: '@pan-aadhaar' }, async ({
  investor,
  page,
}) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/panAadhaarSeeding');
  await expect(page.getByRole('button', { name: 'Ask me Later' })).toBeVisible();
  await gateChecks(page, 'gate-pan-aadhaar');
  await page.getByRole('button', { name: 'Already Linked' }).click();
  await expect(
    page.getByText(
      'Thank you for your update. You will be notified through SMS once any/all Holder(s) PAN and Aadhaar linking is verified.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/');
});

test('FATCA declaration pending: Continue declares and goes on', { tag: '@fatca-gate' }, async ({
  investor,
  page,
}) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/fatcadeclaration');
  // Not logged in until declared: home sends back to the pending screen.
  await page.goto(`${PORTAL}/ewa/`);
  await expectPath(page, '/fatcadeclaration');
  await gateChecks(page, 'gate-fatca');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/');
});

/** The depository raises a bill (sandbox), so the gate is there whatever other journeys paid before. */
async function raiseDpBill(page: Page, investor: string, mode: 'mandatory' | 'optional') {
  const res = await page.request.post(`${PORTAL}/sandbox/api/dpcharges/bills`, { data: { investor, mode } });
  expect(res.status()).toBe(200);
}

test('DP charges mandatory: deactivated text, no way round it', { tag: '@dp-charges' }, async ({
  investor,
  page,
}) => {
  await raiseDpBill(page, investor.njAcNo, 'mandatory');
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/deactivateducc');
  await expect(
    page.getByText('Your Account has been temporarily deactivated due to outstanding DP Charges.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remind me later' })).toHaveCount(0);
  await gateChecks(page, 'gate-dp-mandatory');
  await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
  await expectPath(page, '/deactivateducc');
});

test('DP charges optional: Remind me later goes home', { tag: '@dp-charges-optional' }, async ({
  investor,
  page,
}) => {
  await raiseDpBill(page, investor.njAcNo, 'optional');
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/deactivateducc');
  await expect(page.getByText('Your Account has been temporarily deactivated', { exact: false })).toHaveCount(
    0,
  );
  await gateChecks(page, 'gate-dp-optional');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await (await popup).close();
  await expectPath(page, '/deactivateducc');
  await page.getByRole('button', { name: 'Remind me later' }).click();
  await expectPath(page, '/');
});

test('e-mail not verified: Dear {name}; Continue raises a query', { tag: '@email-unverified' }, async ({
  investor,
  page,
}) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/verifyemail');
  await expect(page.getByText(/^Dear \w+/)).toBeVisible();
  await gateChecks(page, 'gate-verify-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/help-and-support/send-query');
  await expect(page.getByRole('heading', { name: 'Send a Query' })).toBeVisible();
});

/**
 * Presses Tab until the focused control reads `name` (a control inside a shadow root, such as
 * ewa-button's inner button, reads as its host's text); fails after 30 presses.
 */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      let active = document.activeElement;
      let text = '';
      while (active) {
        text = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() || text;
        active = active.shadowRoot?.activeElement ?? null;
      }
      return text;
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('a gate is cleared with the keyboard alone', { tag: '@email-unverified' }, async ({
  investor,
  page,
}) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/verifyemail');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, 'Ask Me Later');
  await page.keyboard.press('Enter');
  await expectPath(page, '/');
});

test('asked for a personalised login id: choosing one continues home', { tag: '@ask-login-id' }, async ({
  investor,
  page,
}) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/ask-peronalised');
  await gateChecks(page, 'gate-personalised');
  await page
    .getByRole('textbox', { name: 'Personalised Login ID', exact: true })
    .fill(`investor.${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, '/');
});

test('password expired: /settings first, then on', { tag: '@password-expired' }, async ({
  investor,
  page,
}) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/settings');
  await page.goto(`${PORTAL}/ewa/`);
  await expectPath(page, '/settings');
  await gateChecks(page, 'settings-forced');
  await page.getByRole('textbox', { name: 'Old Password', exact: true }).fill('Demo@1234');
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Fresh@5678');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Fresh@5679');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New Password and Confirm Password should be same.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Fresh@5678');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).not.toHaveURL(/\/settings$/);
});

test('EMF account: home, then held out of tradereg', { tag: '@emf' }, async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/');
  await page.goto(`${PORTAL}/ewa/tradereg`);
  await expectPath(page, '/emftradereg/unauthorised-access');
  await expect(page.getByRole('heading', { name: 'UNAUTHORIZED ACCESS' })).toBeVisible();
  // Logged out: a private page now asks for the login.
  await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
  await expectPath(page, '/login');
});

test('re-KYC mandatory: the re-KYC page, not home', { tag: '@re-kyc' }, async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/rekyc');
  await expect(page.getByRole('button', { name: 'Ask me Later' })).toHaveCount(0);
  await gateChecks(page, 'gate-rekyc');
  await page.goto(`${PORTAL}/ewa/`);
  await expectPath(page, '/rekyc');
  // The frame of a signed-in investor: a way out, never the visitors' Login / OPEN account.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /login|open account/i })).toHaveCount(0);
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('PAN-Aadhaar deactivated: no Ask me Later; afterwards storage cleared and /login', {
  tag: '@deactivated',
}, async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo);
  await expectPath(page, '/panAadhaarSeeding');
  await expect(page.getByRole('button', { name: 'Ask me Later' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Already Linked' }).click();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('is_login'))).toBeNull();
});
