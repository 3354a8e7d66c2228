// What a journey starts from: an investor of its own, made for it by the sandbox in the situation it
// names (`test.use({ situation: 'emf' })`), and that investor's real session, opened through the API by
// the app's own sign-in code and handed to the browser as its storage state. No two journeys share an
// investor, so journeys run side by side and in any order. Logging in through the form is the login
// journeys' subject; they use `signedIn: false` and fill the form themselves.
import { cpus, loadavg } from 'node:os';
import { type BrowserContext, test as base, expect, type Page, request } from '@playwright/test';
import { createClient } from '../packages/api/src/client.ts';
import { createApiServices } from '../packages/app/src/stores/api-services.ts';
import { RootStore } from '../packages/app/src/stores/root.ts';
import { MemoryStore } from '../packages/app/src/stores/storage.ts';
import { SITUATIONS, type Situation } from '../packages/server/src/seed/demo-data.ts';

export const PORTAL =
  process.env.EWA_E2E_BASE_URL ?? `http://127.0.0.1:${process.env.EWA_E2E_PORT ?? '18110'}`;

// The situations the sandbox makes fresh investors in: the demo data's own list.
export type { Situation };

/** The situation a journey's tag names (`{ tag: '@emf' }`), if any. */
function taggedSituation(tags: string[]): Situation | undefined {
  return SITUATIONS.find((s) => tags.includes(`@${s}`));
}

/** A fresh investor's logins (demo data made for one journey, not a real person). */
export interface Investor {
  njAcNo: string;
  personalizedLoginId: string | null;
  password: string;
  situation: Situation;
}

/** A signed-in browser's storage, as Playwright's `storageState` takes it. */
interface StorageState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** A new investor in `situation`, made by the sandbox for the calling journey alone. */
export async function freshInvestor(situation: Situation = 'plain'): Promise<Investor> {
  const api = await request.newContext();
  try {
    const response = await api.post(`${PORTAL}/sandbox/api/investors`, { data: { situation } });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: Investor }).data;
  } finally {
    await api.dispose();
  }
}

/** Where each investor's login led, by account number (this worker's journeys). */
const landings = new Map<string, string>();

/**
 * The investor's session as the browser keeps it after a login: the app's root store signs in through
 * the API (authenticate, then the activation check) over a memory store, whose keys become the page's
 * local storage.
 */
export async function sessionOf(investor: Investor): Promise<StorageState> {
  const storage = new MemoryStore();
  const root: RootStore = new RootStore({
    storage,
    api: createClient({ baseURL: `${PORTAL}/api`, getToken: () => root.session.bearerToken }),
    services: createApiServices,
  });
  const reply = await root.services.login.authenticate({
    loginId: investor.njAcNo,
    password: investor.password,
    loginWith: 'ACNO',
    captchaCode: '',
    captchaId: '',
    verifyCaptcha: false,
  });
  if (!reply.isSuccess || !reply.token || !reply.data)
    throw new Error(`${investor.njAcNo} could not log in: ${reply.message ?? reply.errCode ?? 'no reason'}`);
  // Where the login leads (a gate such as /verifyemail, or home): openAs goes there, as the form would.
  const landing = await root.signIn(reply.token, reply.data.userData, 'ACNO');
  if ('to' in landing) landings.set(investor.njAcNo, landing.to);
  const localStorage: { name: string; value: string }[] = [];
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    const value = name === null ? null : storage.getItem(name);
    if (name !== null && value !== null) localStorage.push({ name, value });
  }
  return { cookies: [], origins: [{ origin: PORTAL, localStorage }] };
}

/** A browser context signed in as `investor` (a journey's second investor, a second device). */
export async function contextFor(
  browser: { newContext: (options: { storageState: StorageState }) => Promise<BrowserContext> },
  investor: Investor,
): Promise<BrowserContext> {
  return browser.newContext({ storageState: await sessionOf(investor) });
}

/**
 * Opens `path` signed in as `investor` (by default where its login led: a gate, or home): in the session
 * the page already has for it (the journey's own, from the fixture), or in a new one made through the API.
 */
export async function openAs(page: Page, investor: Investor, wanted?: string): Promise<void> {
  await page.goto(`${PORTAL}/ewa/meta.json`);
  const signedInAs = await page.evaluate(() => localStorage.getItem('njacno'));
  if (signedInAs !== JSON.stringify(investor.njAcNo)) {
    const { origins } = await sessionOf(investor);
    await page.evaluate((items) => {
      localStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, origins[0]?.localStorage ?? []);
  }
  const path = wanted ?? landings.get(investor.njAcNo) ?? '/';
  await page.goto(`${PORTAL}/ewa${path === '/' ? '/' : path}`);
}

/**
 * The sandbox fund house allots the investor's paid orders as on their NAV day: after the cut-off or
 * on a weekend that day is still to come, and a journey cannot wait for it.
 */
export async function allotOrdersNow(investor: Investor): Promise<void> {
  const api = await request.newContext();
  try {
    const response = await api.post(`${PORTAL}/sandbox/api/investors/${investor.njAcNo}/allot`, { data: {} });
    expect(response.ok(), await response.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** The sandbox server's UPI collect expiry in the journeys (playwright.config.ts sets it). */
export const UPI_EXPIRY_SECONDS = 40;

/** Moves the server's clock on (sandbox): an expiry comes without waiting for it. */
export async function advanceServerClock(seconds: number): Promise<void> {
  const api = await request.newContext();
  try {
    const response = await api.post(`${PORTAL}/sandbox/api/clock`, { data: { advanceSeconds: seconds } });
    expect(response.ok(), await response.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/**
 * Moves the server's clock past the UPI collect expiry of the journey's own request (from `vpa`). The
 * clock is the whole server's: it moves once no other journey's request is waiting for its payer, so
 * a journey running beside this one never sees its payment expire (after 30 s it moves regardless).
 */
export async function expireUpiRequests(vpa: string): Promise<void> {
  const api = await request.newContext();
  try {
    const othersWaiting = async () => {
      const response = await api.get(`${PORTAL}/sandbox/api/upi/requests`);
      const waiting = ((await response.json()) as { data: { payerVpa: string | null }[] }).data;
      return waiting.filter((r) => r.payerVpa !== vpa).length;
    };
    await expect
      .poll(othersWaiting, { timeout: 30_000 })
      .toBe(0)
      .catch(() => undefined);
  } finally {
    await api.dispose();
  }
  await advanceServerClock(UPI_EXPIRY_SECONDS + 1);
}

/**
 * How much longer than its limit a journey may take on this machine now: on two cores shared with
 * builds and other suites (a load of several per core) every step is slower, not wrong. 1 to 3.
 */
export function loadAllowance(): number {
  const perCore = (loadavg()[0] ?? 0) / Math.max(1, cpus().length);
  return Math.min(3, Math.max(1, perCore / 2));
}

export const test = base.extend<{
  situation: Situation;
  signedIn: boolean;
  investor: Investor;
  timeLimitUnderLoad: undefined;
}>({
  timeLimitUnderLoad: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, testInfo) => {
      testInfo.setTimeout(Math.round(testInfo.timeout * loadAllowance()));
      await use(undefined);
    },
    { auto: true },
  ],
  situation: ['plain', { option: true }],
  signedIn: [true, { option: true }],
  // A journey names its situation with `test.use({ situation })` or a tag (`{ tag: '@emf' }`).
  investor: async ({ situation }, use, testInfo) => {
    await use(await freshInvestor(taggedSituation(testInfo.tags) ?? situation));
  },
  // A journey that starts logged out (a link opened before the login) says so with `{ tag: '@signed-out' }`.
  storageState: async ({ investor, signedIn }, use, testInfo) => {
    await use(signedIn && !testInfo.tags.includes('@signed-out') ? await sessionOf(investor) : undefined);
  },
});

export { expect };
