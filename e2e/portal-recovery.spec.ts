// Recovery journeys: an account blocked by four wrong passwords is unblocked through /ucc-block and
// /forgot-password with the OTP from the sandbox outbox and a new password; /forgot-loginid sends the
// login id to the outbox and never shows it. Each journey has an investor of its own in the recovery
// situation (a personalised login id, every gate clear).
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  expectNoAxeViolations,
  expectPath,
  latestOtp,
  loginIdField,
  loginWithPassword,
  openLogin,
  PORTAL,
  screenshots,
  shownCaptchaText,
  watchCaptchas,
} from './portal-support.ts';

// A login journey: the investor is its own, and the form logs it in.
test.use({ signedIn: false });

// Long journeys on machines shared with builds and other suites.
test.setTimeout(120_000);

test.use({ situation: 'recover' });

async function wrongPassword(page: Page, attempt: number): Promise<void> {
  const captcha = page.getByRole('textbox', { name: 'Captcha', exact: true });
  if (await captcha.isVisible()) {
    await captcha.fill(await shownCaptchaText(page));
  }
  await page
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(`Wrong@${attempt}${attempt}${attempt}${attempt}`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a blocked account sets a new password with the OTP from /forgot-password and logs in with it', async ({
  investor,
  page,
}) => {
  const ACCOUNT = investor.njAcNo;
  const PERSONAL_ID = investor.personalizedLoginId ?? '';
  watchCaptchas(page);
  await openLogin(page);
  await loginIdField(page).fill(ACCOUNT);
  const error = page.getByRole('alert').filter({ hasText: /\S/ });
  for (const attempt of [1, 2, 3, 4]) {
    await wrongPassword(page, attempt);
    await expect(error).toBeVisible();
    if (attempt === 2) await expect(page.getByRole('img', { name: /Captcha/ })).toBeVisible();
  }
  await expect(error).toContainText(/blocked/i);

  // Blocked: the login page offers the way out, /ucc-block explains it.
  await page.getByRole('link', { name: 'Unblock your account' }).click();
  await expectPath(page, '/ucc-block');
  await expect(page.getByRole('heading', { name: 'Account Blocked' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Forgot Password?' }).click();
  await expectPath(page, '/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /^Account Number/ }).fill(ACCOUNT);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP has been sent to the mobile number.')).toBeVisible();
  // Nothing of the number or address is shown.
  await expect(page.getByText('Sent to your registered mobile number and e-mail address.')).toBeVisible();
  await expect(page.getByText(/9811054321|nisha\.kapoor/)).toHaveCount(0);
  await screenshots(page, 'forgot-password-otp');
  await expectNoAxeViolations(page);

  const otp = await latestOtp(page, ACCOUNT);
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(otp);
  // A guessable password is refused under the field before anything is sent.
  const newPassword = page.getByRole('textbox', { name: /^New Password/ });
  await newPassword.fill('Password@1');
  await page.getByRole('textbox', { name: /^Confirm Password/ }).fill('Password@1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText(
      'This password is too common or easy to guess. Try a longer phrase of a few unrelated words.',
    ),
  ).toBeVisible();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');

  const chosen = 'amber lanterns over a quiet river';
  await newPassword.fill(chosen);
  await page.getByRole('textbox', { name: /^Confirm Password/ }).fill(chosen);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Your password has been reset. Please login with your new password.'),
  ).toBeVisible();
  await screenshots(page, 'forgot-password-done');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expectPath(page, '/login');

  // The block is lifted and the new password works (by the personalised id too).
  await loginWithPassword(page, PERSONAL_ID, chosen);
  await expectPath(page, '/');
  await expect(page.getByRole('main').getByText('Nisha Kapoor').first()).toBeVisible();
});

test('forgot login id sends the id to the registered mobile and e-mail and never shows it', async ({
  investor,
  page,
}) => {
  const ACCOUNT = investor.njAcNo;
  const PERSONAL_ID = investor.personalizedLoginId ?? '';
  await openLogin(page);
  await page.getByRole('link', { name: 'Forgot Login ID?' }).click();
  await expectPath(page, '/forgot-loginid');
  await expect(page.getByRole('heading', { name: 'Forgot Login ID' })).toBeVisible();

  // The design system's validators speak first.
  await page.getByRole('textbox', { name: /^PAN/ }).fill('NOPPK45');
  await page.getByRole('textbox', { name: /^Registered Mobile Number/ }).fill('12345');
  await page.getByRole('button', { name: 'Send Login ID' }).click();
  await expect(page.getByText('Please enter valid PAN')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /^PAN/ }).fill('noppk4567y');
  await page.getByRole('textbox', { name: /^Registered Mobile Number/ }).fill('9811054321');
  await page.getByRole('button', { name: 'Send Login ID' }).click();
  const sent =
    'If these details match an E-Wealth account, its login id has been sent to the registered mobile number and e-mail address.';
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
  await expect(page.getByText(PERSONAL_ID)).toHaveCount(0);
  await screenshots(page, 'forgot-loginid-sent');

  await expect
    .poll(async () => (await page.request.get(`${PORTAL}/sandbox/api/outbox?to=${ACCOUNT}`)).text())
    .toContain(`Your E-Wealth login id is ${PERSONAL_ID}.`);

  // Details that match nobody get the same answer, and nothing is sent.
  await page.getByRole('textbox', { name: /^Registered Mobile Number/ }).fill('9811054320');
  await page.getByRole('button', { name: 'Send Login ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
});

test('forgot PIN answers a number without the authorization login like any other and sends it nothing', async ({
  investor,
  page,
}) => {
  const ACCOUNT = investor.njAcNo;
  // This investor has no mapping authorization login: the answer is the same, no OTP goes out, no PIN changes.
  await page.goto(`${PORTAL}/ewa/forgot-pin`);
  await expect(page.getByRole('heading', { name: 'Forgot PIN' })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Account Number/ }).fill(ACCOUNT);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'OTP has been sent to the mobile number.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^New PIN/ })).toBeVisible();
  await screenshots(page, 'forgot-pin-otp');
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill('123456');
  await page.getByRole('textbox', { name: /^New PIN/ }).fill('48a6');
  await page.getByRole('textbox', { name: /^Confirm PIN/ }).fill('4826');
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page.getByText('PIN should be valid.')).toBeVisible();
  await page.getByRole('textbox', { name: /^New PIN/ }).fill('4826');
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter valid OTP.' })).toBeVisible();
  const outbox = await (await page.request.get(`${PORTAL}/sandbox/api/outbox?to=${ACCOUNT}`)).text();
  expect(outbox).not.toContain('PIN reset OTP');
});
