// Shared steps of the authorization journeys (e2e/authorize-*.spec.ts), against the server the root
// Playwright config starts with a fresh database. Each journey has an investor of its own
// (e2e/fixtures.ts) and enters its transactions through the sandbox partner, so journeys never depend
// on each other's state.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type Investor, openAs } from './fixtures.ts';
import { PORTAL } from './portal-support.ts';

export { PORTAL, screenshots } from './portal-support.ts';

export const expect = baseExpect.configure({ timeout: 15_000 });

export function authorizeJourneyTimeouts(): void {
  test.describe.configure({ timeout: 90_000 });
}

export interface Entered {
  trxnId: string;
  /** The partner's link, a path under the portal (`/ewa/transact/authorize/detail?d=…&rf=al`). */
  link: string;
}

/** A transaction the partner enters for an investor (the sandbox partner's JSON twin). */
export async function enterTransaction(page: Page, body: Record<string, unknown>): Promise<Entered> {
  const response = await page.request.post(`${PORTAL}/sandbox/api/partner/transactions`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Entered }).data;
}

/** Signs the page in as the investor (a session through the API) and waits for home. */
export async function logInAs(page: Page, investor: Investor): Promise<void> {
  await openAs(page, investor);
  await expect(page).toHaveURL(/\/ewa\/?$/);
}

/** The row of one transaction in the pending table. */
export function rowOf(page: Page, trxnId: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(trxnId) }) });
}

/** The pending list of one type code, e.g. `sip`. */
export async function openList(page: Page, type = ''): Promise<void> {
  await page.goto(
    `${PORTAL}/ewa/${type ? `transact/authorize/${type.toLowerCase()}` : 'admin-panel/authorize'}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: /^Authorize/ })).toBeVisible();
}

/** The open dialog (its buttons are in the shadow root; its message is the host's light DOM). */
export const dialog = (page: Page) => page.getByRole('alertdialog');
export const dialogMessage = (page: Page) => page.locator('ewa-dialog[open]');
export async function answer(page: Page, text: string | RegExp, button: 'Yes' | 'No' | 'OK'): Promise<void> {
  await expect(dialogMessage(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: button, exact: true }).click();
}

export const TEXTS = {
  authorizeConfirm: 'By Authorizing the transaction you accept the T&C. Are you sure you want to authorize?',
  rejectConfirm: 'Do you want to Reject this Transaction?',
  gatewayConfirm:
    'Selected transactions may not display again for the authorization if payment fails from the respective payment gateway or you do not get response back. Do you want to continue?',
  redemptionConfirm:
    'The given transaction may get rejected if the balance units are insufficient at the time of execution. Do you want to proceed ?',
  poaRefused:
    "Client POA/DDPI is not in the favor of the provider, you cannot authorize this transaction. Kindly contact your partner or the provider's customer care for further assistance.",
  paymentDetailMissing:
    'Payment detail is not available on selected transaction. Please enter Payment details.',
  rejected: (ref: string) => `Your transaction with Ref. No ${ref} has been rejected.`,
  marsFailure: 'Opps!Something went wrong.Please try again!!',
} as const;
