// E-voting (spec 001 §2, §4): the form posted to CDSL or NSDL in a new tab, the vote recorded on the
// way back, NSDL's error shown by reference, and no form for a reference that is not the investor's.
import { expect, type Page } from '@playwright/test';
import { freshInvestor, test } from './fixtures.ts';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  expectPath,
  loginIdField,
  PORTAL,
  screenshots,
} from './portal-support.ts';

test.describe.configure({ timeout: 90_000 });

/** A request made on the sandbox, as a tester would: its portal link. */
async function sandboxRequest(page: Page, body: Record<string, unknown>): Promise<string> {
  const response = await page.request.post(`${PORTAL}/sandbox/api/evoting/requests`, { data: body });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { requestReference: string; link: string } };
  expect(data.link).toBe(`/ewa/evoting?requestReference=${data.requestReference}`);
  return data.link;
}

/** Home, in the session the journey's own investor starts with (e2e/fixtures.ts). */
async function signedIn(page: Page) {
  await page.goto(`${PORTAL}/ewa/`);
  await expectPath(page, '/');
}

/** Continue posts the form into a new tab: that tab, on the depository's page. */
async function continueTo(page: Page, depository: 'CDSL' | 'NSDL') {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: `Continue to ${depository} e-Voting` }).click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { name: `${depository} e-Voting` })).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Received from E-Wealth' })).toBeVisible();
  return tab;
}

test('a CDSL request: the form goes to CDSL in a new tab, the vote comes back recorded', async ({
  investor,
  page,
}) => {
  const link = await sandboxRequest(page, { investor: investor.njAcNo, depository: 'CDSL' });
  await signedIn(page);
  await page.goto(`${PORTAL}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-Voting' })).toBeVisible();
  await expect(page.getByText('Deccan Agro Foods Ltd')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'evoting-cdsl-form');

  const cdsl = await continueTo(page, 'CDSL');
  await expect(cdsl.getByRole('row', { name: /boId/ })).toContainText(`12081600${investor.njAcNo}`);
  await screenshots(cdsl, 'evoting-cdsl-ballot');
  await cdsl.getByRole('radio', { name: 'Assent (for)' }).check();
  await cdsl.getByRole('button', { name: 'Submit vote' }).click();
  await expect(cdsl).toHaveURL(/\/ewa\/evoting\?requestReference=EV[0-9A-F]+&status=voted$/);
  await expect(cdsl.getByText('Your vote on this request has been recorded by CDSL.')).toBeVisible();
  await screenshots(cdsl, 'evoting-voted');

  // The reference is used up: the first tab, reloaded, offers no second vote.
  await page.reload();
  await expect(page.getByText('Your vote on this request has been recorded by CDSL.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue to/ })).toHaveCount(0);
});

test('from the E-Voting page: vote on the NSDL event', async ({ page }) => {
  await signedIn(page);
  await page.goto(`${PORTAL}/ewa/evoting`);
  await expect(page.getByRole('heading', { level: 2, name: 'Konkan Coastal Power Ltd' })).toBeVisible();
  await screenshots(page, 'evoting-events');
  await page.getByRole('button', { name: 'Vote at NSDL' }).click();
  await expect(page).toHaveURL(/\/ewa\/evoting\?requestReference=EV[0-9A-F]+$/);
  const nsdl = await continueTo(page, 'NSDL');
  await expect(nsdl.getByRole('row', { name: /dpId/ })).toContainText('IN303028');
  await nsdl.getByRole('radio', { name: 'Dissent (against)' }).check();
  await nsdl.getByRole('button', { name: 'Submit vote' }).click();
  await expect(nsdl.getByText('Your vote on this request has been recorded by NSDL.')).toBeVisible();
});

test('an NSDL error: the error NSDL gave is shown for the request', async ({ investor, page }) => {
  const link = await sandboxRequest(page, { investor: investor.njAcNo, depository: 'NSDL', fail: true });
  await signedIn(page);
  await page.goto(`${PORTAL}${link}`);
  const nsdl = await continueTo(page, 'NSDL');
  await expect(nsdl.getByRole('alert')).toContainText('EVN-4012');
  await nsdl.getByRole('link', { name: 'Return to E-Wealth' }).click();
  await expect(nsdl).toHaveURL(/status=error$/);
  await expect(nsdl.getByText('NSDL could not open e-voting for this request.')).toBeVisible();
  await expect(
    nsdl.getByText('The demat account is not entitled to vote on this EVEN. (Error code EVN-4012)'),
  ).toBeVisible();
  await expectNoAxeViolations(nsdl);
  await screenshots(nsdl, 'evoting-nsdl-error');
});

test('an unknown or someone else’s reference: a clear message and never a form', async ({ page }) => {
  const someoneElse = await freshInvestor('plain');
  const othersLink = await sandboxRequest(page, { investor: someoneElse.njAcNo, depository: 'CDSL' });
  await signedIn(page);
  await page.goto(`${PORTAL}${othersLink}`);
  await expect(
    page.getByText(
      'This e-voting request was made for another account. Please log in with the account it was made for.',
    ),
  ).toBeVisible();
  await expect(page.locator('form[target="_blank"]')).toHaveCount(0);
  await page.goto(`${PORTAL}/ewa/evoting?requestReference=EV0000000000000000`);
  await expect(
    page.getByText(
      'We could not find this e-voting request. Please start e-voting again from the E-Voting page.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue to/ })).toHaveCount(0);
});

test('a request link opened while logged out survives the login and opens its form', {
  tag: '@signed-out',
}, async ({ investor, page }) => {
  const link = await sandboxRequest(page, { investor: investor.njAcNo, depository: 'CDSL' });
  await page.goto(`${PORTAL}${link}`);
  await expectPath(page, '/login');
  await loginIdField(page).fill(investor.njAcNo);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectPath(page, link.replace(/^\/ewa/, ''));
  await expect(page.getByText('Deccan Agro Foods Ltd')).toBeVisible();
  const cdsl = await continueTo(page, 'CDSL');
  await expect(cdsl.getByRole('row', { name: /boId/ })).toContainText(`12081600${investor.njAcNo}`);
});
