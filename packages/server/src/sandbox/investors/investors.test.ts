import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTransactions } from '../../areas/authorize/schema.ts';
import { dpChargeBills } from '../../areas/dpcharges/schema.ts';
import { fatcaDeclarations } from '../../areas/fatca/schema.ts';
import { systematicPlans } from '../../areas/systematic/schema.ts';
import { accounts } from '../../db/schema/core.ts';
import { folioHoldings, investorBankAccounts } from '../../kernel/investor-records/schema.ts';
import { purchaseOrders } from '../../kernel/payments/index.ts';
import { addDays, istParts, nextBusinessDay } from '../../kernel/schemes/calendar.ts';
import { DEMO_HOLIDAYS } from '../../kernel/schemes/catalog.ts';
import { insertPurchase } from '../../testing/purchases.ts';
import { createTestApp, databaseDigest, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

interface Fresh {
  njAcNo: string;
  personalizedLoginId: string | null;
  password: string;
}
async function fresh(situation: string): Promise<Fresh> {
  const res = await post('/sandbox/api/investors', { situation });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Fresh;
}

/** How many rows of a table an investor has. */
async function rowsOf(
  table:
    | typeof folioHoldings
    | typeof authTransactions
    | typeof systematicPlans
    | typeof investorBankAccounts
    | typeof dpChargeBills
    | typeof fatcaDeclarations,
  njAcNo: string,
) {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.njAcNo, njAcNo));
  return row?.n ?? 0;
}

describe('fresh investors for journeys (sandbox)', () => {
  it('makes an investor of its own in the plain situation, with the demo investor’s data, who logs in', async () => {
    const investor = await fresh('plain');
    expect(investor.njAcNo).toMatch(/^7\d{7}$/);
    expect(investor.personalizedLoginId).toBe(`demo.investor.${investor.njAcNo}`);
    expect(await t.login(investor.njAcNo, investor.password)).not.toBe('');
    expect(await t.login(investor.personalizedLoginId ?? '', investor.password)).not.toBe('');
    for (const table of [
      folioHoldings,
      authTransactions,
      systematicPlans,
      investorBankAccounts,
      fatcaDeclarations,
    ]) {
      const demo = await rowsOf(table, '50000001');
      expect(demo).toBeGreaterThan(0);
      expect(await rowsOf(table, investor.njAcNo)).toBe(demo);
    }
    // A second one is another investor.
    expect((await fresh('plain')).njAcNo).not.toBe(investor.njAcNo);
  });

  it('gives each situation its gate: FATCA pending, DP charges with their bills, the EMF account', async () => {
    const fatca = await fresh('fatca-gate');
    const dp = await fresh('dp-charges');
    const emf = await fresh('emf');
    const [fatcaRow] = await t.database.db.select().from(accounts).where(eq(accounts.njAcNo, fatca.njAcNo));
    expect(fatcaRow?.fatcaDeclarationPending).toBe(true);
    expect(fatca.personalizedLoginId).toBeNull();
    const [dpRow] = await t.database.db.select().from(accounts).where(eq(accounts.njAcNo, dp.njAcNo));
    expect(dpRow?.dpCharges).toBe('mandatory');
    expect(await rowsOf(dpChargeBills, dp.njAcNo)).toBe(await rowsOf(dpChargeBills, '50000004'));
    const [emfRow] = await t.database.db.select().from(accounts).where(eq(accounts.njAcNo, emf.njAcNo));
    expect(emfRow?.accType).toBe('EMF');
    const stops = await t.database.db
      .select({ n: count() })
      .from(authTransactions)
      .where(and(eq(authTransactions.njAcNo, emf.njAcNo), eq(authTransactions.trxnType, 'SSIP')));
    expect(stops[0]?.n).toBe(1);
  });

  it('refuses an unknown situation or a body without one with a 400, making no investor', async () => {
    const before = await databaseDigest(t.database);
    for (const body of [{}, { situation: 'rich' }, { situation: 1 }, { situation: 'plain', extra: true }]) {
      const res = await post('/sandbox/api/investors', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().isSuccess).toBe(false);
    }
    expect((await post('/sandbox/api/investors', { situation: 'rich' })).json().message).toContain('plain');
    expect(await databaseDigest(t.database)).toBe(before);
  });
});

describe('the sandbox clock', () => {
  it('moves the app’s clock on by the seconds asked, and refuses a bad move with a 400', async () => {
    const before = t.deps.clock.now().getTime();
    const res = await post('/sandbox/api/clock', { advanceSeconds: 300 });
    expect(res.statusCode).toBe(200);
    expect(t.deps.clock.now().getTime() - before).toBeGreaterThanOrEqual(300_000);
    expect(new Date(res.json().data.now).getTime() - before).toBeGreaterThanOrEqual(300_000);
    for (const body of [
      {},
      { advanceSeconds: 0 },
      { advanceSeconds: -5 },
      { advanceSeconds: 1.5 },
      { advanceSeconds: 90_000 },
    ]) {
      expect((await post('/sandbox/api/clock', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the captcha a journey was shown', () => {
  it('is read by its id, so journeys side by side never read each other’s latest captcha', async () => {
    const image = async () =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/captcha/image',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).json().data as { captchaId: string };
    const first = await image();
    const second = await image();
    const read = async (query: string) =>
      (await t.inject({ method: 'GET', url: `/sandbox/api/captcha/latest${query}` })).json();
    expect((await read(`?id=${first.captchaId}`)).data.captchaId).toBe(first.captchaId);
    expect((await read('')).data.captchaId).toBe(second.captchaId);
    expect((await read('?id=unknown')).isSuccess).toBe(false);
  });
});

describe('with the sandbox off', () => {
  it('has no fresh investors and no clock to move', async () => {
    const off = await createTestApp({ sandbox: false }, { areas: ['login'] });
    try {
      for (const url of ['/sandbox/api/investors', '/sandbox/api/clock']) {
        const res = await off.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ situation: 'plain', advanceSeconds: 60 }),
        });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});

describe('the sandbox fund house', () => {
  it('allots an investor’s paid order as on its NAV day when a journey asks, and refuses a bad account', async () => {
    const investor = await fresh('plain');
    const today = istParts(t.clock.now()).date;
    const navDay = nextBusinessDay(addDays(today, 1), new Set(DEMO_HOLIDAYS.map(([d]) => d)));
    const { orderNo } = await insertPurchase(t.database.db, {
      njAcNo: investor.njAcNo,
      rupees: 5_000,
      navDay,
      placed: true,
    });
    const allottedAt = async () =>
      (
        await t.database.db
          .select({ at: purchaseOrders.allottedAt })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.orderNo, orderNo))
      )[0]?.at;
    expect(await allottedAt()).toBeNull();
    const res = await post(`/sandbox/api/investors/${investor.njAcNo}/allot`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.allotted).toBe(1);
    expect(await allottedAt()).not.toBeNull();
    expect((await post('/sandbox/api/investors/12;drop/allot', {})).statusCode).toBe(400);
  });
});
