// Every demo investor lands where spec 000 §4 says, and each gate continues to the next.
import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectPath,
  loginWithPassword,
  PORTAL,
  screenshots,
} from './portal-support.ts';

async function gateChecks(page: Page, name: string) {
  // Checked once the gate's own screen has loaded, not while its code is still on the way.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, name);
}

test('50000001, every gate clear, lands home with the first holder greeted', async ({ page }) => {
  await loginWithPassword(page, '50000001');
  await expectPath(page, '/');
  // The first holder's name from profileoperations/getHeaderByUCC.
  await expect(page.getByRole('main').getByText('Rajesh Kumar Sharma').first()).toBeVisible();
  await screenshots(page, 'home');
});

test('the personalised login id logs in too', async ({ page }) => {
  await loginWithPassword(page, 'demo.investor');
  await expectPath(page, '/');
});

test('50000002, PAN-Aadhaar pending: Already Linked thanks the user, then home', async ({ page }) => {
  await loginWithPassword(page, '50000002');
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

test('50000003, FATCA declaration pending: Continue declares and goes on', async ({ page }) => {
  await loginWithPassword(page, '50000003');
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

test('50000004, DP charges mandatory: deactivated text, no way round it', async ({ page }) => {
  await raiseDpBill(page, '50000004', 'mandatory');
  await loginWithPassword(page, '50000004');
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

test('50000005, DP charges optional: Remind me later goes home', async ({ page }) => {
  await raiseDpBill(page, '50000005', 'optional');
  await loginWithPassword(page, '50000005');
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

test('50000006, e-mail not verified: Dear {name}; Continue raises a query', async ({ page }) => {
  await loginWithPassword(page, '50000006');
  await expectPath(page, '/verifyemail');
  await expect(page.getByText(/^Dear \w+/)).toBeVisible();
  await gateChecks(page, 'gate-verify-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/help-and-support/send-query');
  await expect(page.getByRole('heading', { name: 'Send a Query' })).toBeVisible();
});

test('50000006 again: Ask Me Later continues home', async ({ page }) => {
  await loginWithPassword(page, '50000006');
  await expectPath(page, '/verifyemail');
  await page.getByRole('button', { name: 'Ask Me Later' }).click();
  await expectPath(page, '/');
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

test('a gate is cleared with the keyboard alone', async ({ page }) => {
  await loginWithPassword(page, '50000006');
  await expectPath(page, '/verifyemail');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, 'Ask Me Later');
  await page.keyboard.press('Enter');
  await expectPath(page, '/');
});

test('50000007, asked for a personalised login id: choosing one continues home', async ({ page }) => {
  await loginWithPassword(page, '50000007');
  await expectPath(page, '/ask-peronalised');
  await gateChecks(page, 'gate-personalised');
  await page
    .getByRole('textbox', { name: 'Personalised Login ID', exact: true })
    .fill(`investor.${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, '/');
});

test('50000008, password expired: /settings first, then on', async ({ page }) => {
  await loginWithPassword(page, '50000008');
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

test('50000009, EMF account: home, then held out of tradereg', async ({ page }) => {
  await loginWithPassword(page, '50000009');
  await expectPath(page, '/');
  await page.goto(`${PORTAL}/ewa/tradereg`);
  await expectPath(page, '/emftradereg/unauthorised-access');
  await expect(page.getByRole('heading', { name: 'UNAUTHORIZED ACCESS' })).toBeVisible();
  // Logged out: a private page now asks for the login.
  await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
  await expectPath(page, '/login');
});

test('50000010, re-KYC mandatory: the re-KYC page, not home', async ({ page }) => {
  await loginWithPassword(page, '50000010');
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

test('50000011, PAN-Aadhaar deactivated: no Ask me Later; afterwards storage cleared and /login', async ({
  page,
}) => {
  await loginWithPassword(page, '50000011');
  await expectPath(page, '/panAadhaarSeeding');
  await expect(page.getByRole('button', { name: 'Ask me Later' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Already Linked' }).click();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('is_login'))).toBeNull();
});
