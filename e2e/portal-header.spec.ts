// The portal header, home page and footer (issue 4; spec 001 §1–§4, spec 000 §1): menu at phone and
// desktop width, the drawer by keyboard, search, the partner popup, the pending count, the footer's
// client documents and the visitors' header. Runs against the server the root config starts
// (port 18110); EWA_E2E_BASE_URL points it at another running server.
import { expect, type Page } from '@playwright/test';
import { PORTAL, test } from './fixtures.ts';
import { expectNoAxeViolations, screenshots } from './portal-support.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Home, in the session the journey's own investor starts with (e2e/fixtures.ts). */
async function logIn(page: Page): Promise<void> {
  await page.goto(`${PORTAL}/ewa/`);
  await expect(page).toHaveURL(/\/ewa\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Kumar Sharma' })).toBeVisible();
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

// Each journey opens home, waits out the search delay and runs the accessibility check: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('portal header', () => {
  test('desktop: top menu without Dashboard or Admin Panel, user menu, breadcrumbs, menu messages', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page);
    const bar = mainMenu(page).first();
    await expect(bar.getByRole('button', { name: 'Mutual Funds' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Reports' })).toBeVisible();
    await expect(bar.getByText('Dashboard', { exact: true })).toHaveCount(0);
    await expect(bar.getByText('Admin Panel', { exact: true })).toHaveCount(0);
    // Inactive entries never show.
    await expect(page.getByText('Digital Gold')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    // The user menu lists the admin-panel group.
    const userButton = page.getByRole('button', { name: /Rajesh Kumar Sharma/ });
    await userButton.click();
    await expect(page.getByRole('link', { name: 'My Wealth Partner' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Notifications' })).toBeHidden();
    await expect(userButton).toBeFocused();

    // A menu link routes inside the app and the breadcrumb follows the menu tree.
    await bar.getByRole('button', { name: 'Mutual Funds' }).click();
    await bar.getByRole('link', { name: 'Purchase', exact: true }).click();
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/mutual-funds/purchase`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home>', 'Mutual Funds>', 'Invest>', 'Purchase']);
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', /^\/ewa\/?$/);
    // A crumb opens its page through the router: no page load.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await trail.getByRole('link', { name: 'Mutual Funds' }).click();
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/mutual-funds`);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/mutual-funds/purchase`);

    // The page's menu entry brings its help.
    await page.getByText('Help on this page').click();
    await expect(page.getByText(/^Buy units of a mutual fund scheme in one go/)).toBeVisible();

    // An entry flagged with a message but no active one says 'Under Construction '.
    await bar.getByRole('button', { name: 'Mutual Funds' }).click();
    await bar.getByRole('link', { name: 'Stop SIP' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Stop SIP' })).toBeVisible();
    await expect(page.locator('ewa-dialog[open]')).toContainText('Under Construction');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/mutual-funds/purchase`);

    // An entry of an area not open yet shows the same message instead of leading to a dead page.
    await bar.getByRole('button', { name: 'Fixed Income' }).click();
    await bar.getByRole('link', { name: 'Bonds' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Bonds' })).toBeVisible();
    await expect(page.locator('ewa-dialog[open]')).toContainText('Under Construction');
    await page.keyboard.press('Escape');
    await expect(page.locator('ewa-dialog[open]')).toHaveCount(0);
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/mutual-funds/purchase`);
    await expect(page.getByText('not open yet')).toHaveCount(0);

    await expectNoAxeViolations(page);
    await screenshots(page, 'header-desktop');
  });

  test('phone: the drawer opens, expands and closes by keyboard alone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await logIn(page);
    await expect(mainMenu(page).first()).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // The drawer's entries are slotted into it: found from the page.
    const reports = page.getByRole('button', { name: 'Reports submenu', exact: true });
    await reports.focus();
    await page.keyboard.press('Enter');
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Net Worth' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Wealth Partner' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    // Search sits behind its icon at phone width; the keyboard opens it and lands in the field.
    const searchToggle = page.getByRole('button', { name: 'Search', exact: true });
    await searchToggle.focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('combobox', { name: 'Search the menu and help' });
    await expect(field).toBeFocused();
    await page.keyboard.type('net worth');
    await expect(page.getByRole('link', { name: 'Open Net Worth' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Open Net Worth' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshots(page, 'header-phone');
  });

  test("search finds an entry and remaps its link; no match says 'No Result Found'", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page);
    const box = page.getByRole('combobox', { name: 'Search the menu and help' });
    await box.fill('insta cash');
    const hit = page.getByRole('link', { name: 'Open Insta Cash', exact: true });
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('href', '/ewa/transact/insta-cash');
    await expectNoAxeViolations(page);
    // An NFO switch result leads to NFO search (spec 001 §2).
    await box.fill('nfo switch');
    await expect(page.getByRole('link', { name: 'Open NFO Switch' })).toHaveAttribute(
      'href',
      '/ewa/transact/nfo/search',
    );
    // An entry flagged to show help that has none says so.
    await box.fill('portfolio switch');
    await expect(page.getByText('Kindly provide help content.').first()).toBeVisible();
    // A result opens its page through the router: no page load.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await box.fill('insta cash');
    await hit.click();
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/insta-cash`);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    // Bonds are not open yet: the menu's message instead of a dead page, and the page stays.
    await box.fill('bonds');
    await page.getByRole('link', { name: 'Open Bonds', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Bonds' })).toBeVisible();
    await expect(page.locator('ewa-dialog[open]')).toContainText('Under Construction');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/insta-cash`);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    // The keyboard alone: ArrowDown picks the first result, Enter opens it.
    await box.fill('nfo switch');
    await expect(page.getByRole('link', { name: 'Open NFO Switch' })).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(`${PORTAL}/ewa/transact/nfo/search`);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    await box.fill('zzqqxx');
    // Shown in the results and announced.
    const noResult = page.getByRole('paragraph').filter({ hasText: 'No Result Found' });
    await expect(noResult).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No Result Found' })).toHaveCount(1);
    await box.press('Escape');
    await expect(noResult).toBeHidden();
  });

  test('partner popup shows the profile and contacts and closes with Escape', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page);
    const opener = page.getByRole('button', { name: 'My Wealth Partner' });
    await opener.click();
    await expect(page.getByRole('alertdialog', { name: 'My Wealth Partner' })).toBeVisible();
    // The card is slotted into the dialog: look it up in the element that holds it.
    const popup = page.locator('ewa-dialog[open]');
    await expect(popup.getByText('ARN', { exact: true })).toBeVisible();
    await expect(popup.getByRole('img').first()).toBeVisible();
    await expect(popup.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('home shows the pending-authorization count the server reports', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '""') as string);
    const reply = await page.request.post(`${PORTAL}/api/ewamftrxnsws/api/mfauth/getTotalNonMarsCount`, {
      headers: { authorization: `Bearer ${token}` },
      data: { reqFrom: 'web', authType: 'ALL' },
    });
    const { data } = (await reply.json()) as { data: { count: number } };
    await expect(page.getByTestId('pending-count')).toHaveText(String(data.count));
    // The home page leads with the investor's money.
    const money = page.getByRole('region', { name: 'Your mutual funds' });
    await expect(money.getByText('Current value')).toBeVisible();
    await expect(money.getByText('XIRR')).toBeVisible();
    await expect(money.getByRole('link', { name: 'View portfolio' })).toHaveAttribute(
      'href',
      '/ewa/portfolio',
    );
    for (const area of [
      'Mutual Funds',
      'MARS',
      'Stocks',
      'Fixed Income',
      'Loans',
      'IPO',
      'NPS',
      'Reports',
      'Profile',
    ]) {
      // An area that is open is a link; one not open yet is a button showing the menu's message.
      const tile = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${area}`) });
      await expect(tile.getByRole('link').or(tile.getByRole('button'))).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: /^Mutual Funds/ })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: /^IPO/ }).click();
    await expect(page.getByRole('alertdialog', { name: 'IPO' })).toBeVisible();
    await expect(page.locator('ewa-dialog[open]')).toContainText('Under Construction');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/ewa\/?$/);
    await page.getByRole('link', { name: 'Authorize Transactions' }).click();
    await expect(page).toHaveURL(`${PORTAL}/ewa/admin-panel/authorize`);
  });
});

test.describe('sibling sites', () => {
  // The session the journey starts with is the portal's; the capital site's login is its own.
  test('the capital site shows only logout: no menu, search, assistant or investor tools', async ({
    page,
    investor,
  }) => {
    // Chromium resolves any *.localhost name to this machine: the host name alone picks the site.
    const capital = PORTAL.replace(/127\.0\.0\.1|localhost/, 'capital.localhost');
    await page.setViewportSize(DESKTOP);
    await page.goto(`${capital}/ewa/login`);
    await page.getByRole('textbox', { name: 'Account Number' }).fill(investor.njAcNo);
    await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Kumar Sharma' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search the menu and help' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'My Wealth Partner' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/ewa\/login$/);
  });
});

test.describe('visitors and the footer', () => {
  // A visitor: the journey's investor is not signed in.
  test.use({ signedIn: false });

  test('the public header has the app banner; the footer downloads a client document in Tamil', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${PORTAL}/ewa/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Mobile app' });
    await expect(banner.getByRole('link', { name: /Android/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: /iOS/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await banner.getByRole('button', { name: 'Close app banner' }).click();
    await expect(banner).toBeHidden();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /SEBI/ }).first()).toBeVisible();
    await expect(footer.getByText('Investor grievances')).toBeVisible();
    const language = footer.getByLabel('Language');
    await expect(language.locator('option')).toHaveCount(19);
    await language.selectOption({ label: 'Tamil (தமிழ்)' });
    const document = footer.getByRole('link', { name: 'Risk Disclosure Document (Tamil, PDF)' });
    const [download] = await Promise.all([page.waitForEvent('download'), document.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      (await page.request.get(`${PORTAL}${await document.getAttribute('href')}`)).headers()['content-type'],
    ).toBe('application/pdf');
    await expectNoAxeViolations(page);
    await screenshots(page, 'public-about');
  });

  for (const [path, heading] of [
    ['/terms', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/disclaimer', 'Disclaimer'],
    ['/404', 'Page Not Found'],
    ['/no-results-found', 'No Results Found'],
  ] as const) {
    test(`${path} is a page of its own`, async ({ page }) => {
      await page.goto(`${PORTAL}/ewa${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});
