// Login journeys: password, captcha from the 2nd failure, block at the 4th, OTP from the sandbox outbox,
// keyboard only, and the screen's accessibility at phone and desktop width.
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  DEMO_PASSWORD,
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

test('the login page is accessible and looks right at 390 and 1280 px', async ({ page }) => {
  await openLogin(page);
  await expectNoAxeViolations(page);
  await screenshots(page, 'login');
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await expectNoAxeViolations(page);
  await screenshots(page, 'login-otp');
});

test('shows the captcha after the 2nd failure and blocks at the 4th with the fields cleared', async ({
  page,
}) => {
  // An id with no account is counted like a real one, so no demo investor gets blocked.
  const loginId = '59999999';
  watchCaptchas(page);
  await loginWithPassword(page, loginId, 'Wrong@1111');
  const error = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(error).toBeVisible();
  await expect(page.getByRole('img', { name: /Captcha/ })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@2222');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const captcha = page.getByRole('img', { name: /Captcha/ });
  await expect(captcha).toBeVisible();
  await screenshots(page, 'login-captcha');
  await expectNoAxeViolations(page);

  // Refresh gives a new image.
  const before = await captcha.getAttribute('src');
  await page.getByRole('button', { name: 'Refresh captcha' }).click();
  await expect(captcha).not.toHaveAttribute('src', before ?? '');

  for (const attempt of [3, 4]) {
    // The captcha on screen is the latest one issued (each failure brings a fresh one).
    const shown = (await captcha.getAttribute('src')) ?? '';
    const text = await shownCaptchaText(page);
    await page
      .getByRole('textbox', { name: 'Password', exact: true })
      .fill(`Wrong@${attempt}${attempt}${attempt}${attempt}`);
    await page.getByRole('textbox', { name: 'Captcha', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    if (attempt === 3) await expect(captcha).not.toHaveAttribute('src', shown);
  }
  await expect(error).toContainText(/block/i);
  await expect(loginIdField(page)).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
});

test('OTP login reads the OTP from the sandbox outbox and lands home', async ({ investor, page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await loginIdField(page).fill(investor.njAcNo);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP has been sent to the mobile number.')).toBeVisible();
  await expect(page.getByText(/OTP valid for/)).toBeVisible();
  await screenshots(page, 'login-otp-sent');
  const otp = await latestOtp(page, investor.njAcNo);
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('main').getByText('Rajesh Kumar Sharma').first()).toBeVisible();
});

test('when the SMS and e-mail gateway is down the investor is asked to try again, and can once it is back', async ({
  investor,
  page,
}) => {
  const outage = (channels: string[]) =>
    page.request.post(`${PORTAL}/sandbox/api/outbox/outage`, { data: { to: investor.njAcNo, channels } });
  expect((await outage(['sms', 'email'])).ok()).toBe(true);
  try {
    await openLogin(page);
    await page.getByRole('button', { name: 'Login with OTP' }).click();
    await loginIdField(page).fill(investor.njAcNo);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(
      page.getByText('We could not send the OTP just now. Please try again in a few minutes.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'OTP', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'login-otp-not-sent');

    expect((await outage([])).ok()).toBe(true);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP has been sent to the mobile number.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'OTP', exact: true })).toBeVisible();
  } finally {
    await outage([]);
  }
});

test('three wrong OTPs reset the form to account-number login after 4 seconds', async ({
  investor,
  page,
}) => {
  const personalId = investor.personalizedLoginId ?? '';
  await openLogin(page);
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await page.getByRole('radio', { name: 'Personalised Login ID' }).check();
  await loginIdField(page).fill(personalId);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP has been sent to the mobile number.')).toBeVisible();
  const right = await latestOtp(page, personalId).catch(() => '000000');
  const wrong = right === '111111' ? '222222' : '111111';
  for (let i = 0; i < 3; i++) {
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  }
  const started = Date.now();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible({ timeout: 8000 });
  expect(Date.now() - started).toBeGreaterThan(2500);
  await expect(page.getByRole('radio', { name: 'Account Number' })).toBeChecked();
  await expect(loginIdField(page)).toHaveValue('');
});

test('the whole login works with the keyboard alone', async ({ investor, page }) => {
  await openLogin(page);
  // Skip link, logo, the two radios, then the fields.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await loginIdField(page).focus();
  await page.keyboard.type(investor.njAcNo);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectPath(page, '/');
});

test('the logo leads to /login when logged out', async ({ page }) => {
  await openLogin(page);
  await expect(page.getByRole('link', { name: 'E-Wealth home' })).toHaveAttribute('href', '/ewa/login');
});

test('an unknown path goes to /login when logged out', async ({ page }) => {
  await page.goto(`${PORTAL}/ewa/no/such/page`);
  await expectPath(page, '/login');
  await page.goto(`${PORTAL}/ewa/transact/mutual-funds`);
  await expectPath(page, '/login');
});

test('a wrong password shows the server message', { tag: '@pan-aadhaar' }, async ({ investor, page }) => {
  await loginWithPassword(page, investor.njAcNo, 'Wrong@0000');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expectPath(page, '/login');
});
