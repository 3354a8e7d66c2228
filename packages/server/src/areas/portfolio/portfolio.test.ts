import { EMF_UNAVAILABLE_TEXTS, PORTFOLIO_TEXTS, portfolioCalls } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import {
  addDays,
  isBusinessDay,
  istParts,
  minutesOf,
  nextBusinessDay,
  previousBusinessDay,
} from '../../kernel/schemes/calendar.ts';
import { DEMO_HOLIDAYS } from '../../kernel/schemes/catalog.ts';
import { navHistory, schemePlans, schemes } from '../../kernel/schemes/schema.ts';
import { sandboxNavFeed } from '../../sandbox/funds/nav-feed.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { insertPurchase, settleTestPayment } from '../../testing/purchases.ts';
import { dataOf } from '../../testing/test-app.ts';
import { allotPlacedOrders } from './allot.ts';
import { storedNavFeed } from './nav-feed.ts';
import { xirrPercent } from './returns.ts';
import { portfolioTransactions } from './schema.ts';

const t = useTestApp({ areas: ['purchase', 'portfolio'], investor: '50000001' });
const INVESTOR = '50000007';
const SCHEME = 'ARJ0001';

/** IST wall-clock time on an ISO day as an instant. */
const istInstant = (day: string, minuteOfDay: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (minuteOfDay - 330) * 60_000);

/** A paid purchase order of ₹`rupees`, paid at `paidAt`, through the one place payments end. */
async function paidOrder(rupees: number, paidAt: Date, njAcNo = INVESTOR): Promise<string> {
  const db = t.database.db;
  const { trxnId, orderNo } = await insertPurchase(db, {
    njAcNo,
    rupees,
    schCode: SCHEME,
    navDay: istParts(paidAt).date,
  });
  await settleTestPayment(t.app, trxnId, 'SUCCESS', paidAt);
  return orderNo;
}

async function navOf(day: string): Promise<number> {
  const [row] = await t.database.db
    .select({ nav: navHistory.nav })
    .from(navHistory)
    .where(
      and(
        eq(navHistory.schCode, SCHEME),
        eq(navHistory.isDirect, true),
        eq(navHistory.schOpt, 'G'),
        eq(navHistory.navDate, day),
      ),
    );
  if (!row) throw new Error(`no NAV stored for ${day}`);
  return row.nav;
}

const allotmentOf = async (orderNo: string) =>
  (
    await t.database.db.select().from(portfolioTransactions).where(eq(portfolioTransactions.orderNo, orderNo))
  )[0];

describe('allotment at the NAV of the cut-off day', () => {
  // A weekday market holiday inside the stored year of NAVs, and the business day before it.
  const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));
  const today = istParts(new Date()).date;
  const holiday = DEMO_HOLIDAYS.map(([d]) => d)
    .filter((d) => d < addDays(today, -10) && d > addDays(today, -330))
    .filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))
    .at(-1) as string;
  const eve = previousBusinessDay(holiday, holidays);

  it('before the cut-off buys at that day’s NAV; after it at the next business day’s, past the holiday', async () => {
    const [scheme] = await t.database.db.select().from(schemes).where(eq(schemes.schCode, SCHEME));
    const cutOff = minutesOf(scheme!.cutOffTime);
    const before = await paidOrder(10_000, istInstant(eve, cutOff - 60));
    const after = await paidOrder(10_000, istInstant(eve, cutOff + 60));
    const onHoliday = await paidOrder(5_000, istInstant(holiday, 600));
    expect((await allotPlacedOrders(t.database.db, storedNavFeed, new Date(), INVESTOR)).allotted).toBe(3);

    const next = nextBusinessDay(eve, holidays);
    expect(next > holiday).toBe(true);
    const a = (await allotmentOf(before))!;
    const b = (await allotmentOf(after))!;
    const c = (await allotmentOf(onHoliday))!;
    expect(a).toMatchObject({ navDate: eve, nav: await navOf(eve) });
    expect(b).toMatchObject({ navDate: next, nav: await navOf(next) });
    expect(c).toMatchObject({ navDate: next, nav: await navOf(next) });
    expect(a.nav).not.toBe(b.nav);
  });

  it('allots exact thousandths of a unit, truncated, never a fraction not paid for', async () => {
    const rows = await t.database.db
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.njAcNo, INVESTOR));
    expect(rows.length).toBe(3);
    for (const row of rows) {
      // units × NAV ≤ amount < (units + 0.001) × NAV, in integers (paise × 10^5 = thousandths × ten-thousandths).
      const paid = BigInt(row.amountPaise) * 100_000n;
      expect(BigInt(row.unitsMilli) * BigInt(row.nav) <= paid).toBe(true);
      expect(BigInt(row.unitsMilli + 1) * BigInt(row.nav) > paid).toBe(true);
    }
    const token = await t.sessionToken(INVESTOR);
    const { holdings } = dataOf(await t.call(portfolioCalls.getHoldings, {}, token));
    const total = rows.reduce((sum, r) => sum + r.unitsMilli, 0);
    const [held] = await t.database.db
      .select()
      .from(folioHoldings)
      .where(and(eq(folioHoldings.njAcNo, INVESTOR), eq(folioHoldings.schCode, SCHEME)));
    expect(held?.unitsMilli).toBe(total);
    expect(holdings).toHaveLength(1);
    expect(holdings[0]!.units).toBe(total / 1000);
    expect(String(holdings[0]!.units)).toMatch(/^\d+(\.\d{1,3})?$/);
    expect(holdings[0]!.invested).toBe(25_000);
    expect(holdings[0]!.folioNo).toBe(held?.folioNo);
  });

  it('allots an order once however many rounds race', async () => {
    const order = await paidOrder(2_000, istInstant(eve, 600));
    const rounds = await Promise.all(
      [1, 2, 3].map(() => allotPlacedOrders(t.database.db, storedNavFeed, new Date(), INVESTOR)),
    );
    expect(rounds.reduce((a, b) => a + b.allotted, 0)).toBe(1);
    const rows = await t.database.db
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.orderNo, order));
    expect(rows).toHaveLength(1);
  });

  it('leaves an order waiting while its NAV is not declared, and shows it as pending', async () => {
    const future = nextBusinessDay(addDays(today, 5), holidays);
    const order = await paidOrder(3_000, istInstant(future, 600));
    expect((await allotPlacedOrders(t.database.db, storedNavFeed, new Date(), INVESTOR)).allotted).toBe(0);
    expect(await allotmentOf(order)).toBeUndefined();
    const token = await t.sessionToken(INVESTOR);
    const summary = dataOf(await t.call(portfolioCalls.getPortfolioSummary, {}, token));
    expect(summary.pendingAllotment).toBe(3_000);
    expect(summary.invested).toBe(27_000);
  });
});

describe('XIRR', () => {
  it('is 10.00% for ₹10,000 that became ₹11,000 in exactly 365 days', () => {
    expect(
      xirrPercent([
        { amountPaise: -1_000_000, date: '2025-01-01' },
        { amountPaise: 1_100_000, date: '2026-01-01' },
      ]),
    ).toBe(10);
  });

  it('solves irregular flows: the rate it gives makes their present value nil', () => {
    const flows = [
      { amountPaise: -1_000_000, date: '2025-02-10' },
      { amountPaise: -500_000, date: '2025-06-03' },
      { amountPaise: -250_000, date: '2025-09-19' },
      { amountPaise: 1_950_000, date: '2026-02-10' },
    ];
    const rate = xirrPercent(flows)! / 100;
    // By hand: Σ amount ÷ (1 + r)^(days/365) at the 2-decimal percent is within a rupee of nil.
    const start = Date.parse('2025-02-10');
    const npv = flows.reduce(
      (sum, f) => sum + f.amountPaise / 100 / (1 + rate) ** ((Date.parse(f.date) - start) / 86_400_000 / 365),
      0,
    );
    expect(Math.abs(npv)).toBeLessThan(1);
    expect(rate).toBeGreaterThan(0.1);
    expect(rate).toBeLessThan(0.2);
  });

  it('says nothing for flows on one side or under 30 days', () => {
    expect(xirrPercent([{ amountPaise: -100, date: '2025-01-01' }])).toBeNull();
    expect(
      xirrPercent([
        { amountPaise: -100_000, date: '2026-01-01' },
        { amountPaise: 101_000, date: '2026-01-20' },
      ]),
    ).toBeNull();
  });
});

describe('portfolio and net worth', () => {
  it('shows the demo investor’s holdings with value, gain, XIRR and allocation that add up', async () => {
    const summary = dataOf(await t.call(portfolioCalls.getPortfolioSummary, {}, t.token));
    const { holdings } = dataOf(await t.call(portfolioCalls.getHoldings, {}, t.token));
    expect(holdings.length).toBeGreaterThanOrEqual(5);
    expect(summary.holdingCount).toBe(holdings.length);
    const paise = (n: number) => Math.round(n * 100);
    expect(paise(summary.currentValue)).toBe(holdings.reduce((s, h) => s + paise(h.currentValue), 0));
    expect(paise(summary.invested)).toBe(holdings.reduce((s, h) => s + paise(h.invested), 0));
    expect(paise(summary.gain)).toBe(paise(summary.currentValue) - paise(summary.invested));
    expect(summary.xirr).toEqual(expect.any(Number));
    expect(new Set(summary.byAssetClass.map((s) => s.name))).toEqual(
      new Set(holdings.map((h) => h.assetClass)),
    );
    expect(paise(summary.byAmc.reduce((s, a) => s + a.value, 0))).toBe(paise(summary.currentValue));
    const arj = holdings.find((h) => h.schCode === 'ARJ0001')!;
    expect(arj).toMatchObject({ units: 152.345, folioNo: '1234567/89', holdingMode: 'D' });
  });

  it('values the net worth as on a day with the units held then', async () => {
    const today = istParts(new Date()).date;
    const day = addDays(today, -150);
    const asOnDate = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    const report = dataOf(
      await t.call(portfolioCalls.netWorthReport, { acCode: '50000001', asOnDate }, t.token),
    );
    expect(report.asOnDate).toBe(asOnDate);
    // Of the three earlier purchases (340, 210 and 95 days ago: 50 %, 30 %, 20 % of 152.345 units,
    // each share truncated to the thousandth) the last is after the day: 76.172 + 45.703.
    expect(report.rows.find((r) => r.schCode === 'ARJ0001')?.units).toBe(121.875);
    const now = dataOf(
      await t.call(portfolioCalls.netWorthReport, { acCode: '50000001', asOnDate: istDdMm(today) }, t.token),
    );
    expect(now.invested).toBeGreaterThan(report.invested);
  });

  it('refuses another investor’s account and changes nothing', async () => {
    const res = await t.post(
      portfolioCalls.netWorthReport.path,
      { acCode: '50000002', asOnDate: '01/04/2026' },
      t.token,
    );
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      isSuccess: false,
      message: 'UNAUTHORIZED ACCESS',
      errCode: 'FORBIDDEN',
    });
    expect(res.json.data ?? null).toBeNull();
  });

  it('answers a bad as-on date with a clear 400 naming it', async () => {
    for (const [asOnDate, message] of [
      ['31/02/2026', PORTFOLIO_TEXTS.asOnDateInvalid],
      ['2026-01-31', 'asOnDate should be valid.'],
      ['', 'asOnDate cannot be empty.'],
      [istDdMm(addDays(istParts(new Date()).date, 2)), PORTFOLIO_TEXTS.asOnDateFuture],
    ] as const) {
      const res = await t.post(portfolioCalls.netWorthReport.path, { acCode: '50000001', asOnDate }, t.token);
      expect(res.status, asOnDate).toBe(400);
      expect(res.json).toMatchObject({ isSuccess: false, field: 'asOnDate', message });
    }
    const missing = await t.post(portfolioCalls.netWorthReport.path, { acCode: '50000001' }, t.token);
    expect(missing.status).toBe(400);
  });

  it('tells an E-Wealth MF account the report is not available for it', async () => {
    const emf = await t.sessionToken('50000009', 'EMF');
    const res = await t.post(
      portfolioCalls.netWorthReport.path,
      { acCode: '50000009', asOnDate: '01/04/2026' },
      emf,
    );
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(EMF_UNAVAILABLE_TEXTS.report);
    const own = dataOf(await t.call(portfolioCalls.getHoldings, {}, emf));
    expect(own.holdings.length).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    const res = await t.post(portfolioCalls.getHoldings.path, {});
    expect(res.status).toBe(401);
  });
});

function istDdMm(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

describe('the sandbox fund houses', () => {
  it('declare the NAV of today or the next business day when an order needs it, never further ahead', async () => {
    const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));
    const today = istParts(new Date()).date;
    const next = nextBusinessDay(today, holidays);
    const plan = { schCode: SCHEME, isDirect: false, schOpt: 'G' };
    const db = t.database.db;
    expect(await storedNavFeed.navOn(db, plan, next, today)).toBeUndefined();
    const declared = await sandboxNavFeed(t.deps.navs).navOn(db, plan, next, today);
    expect(declared).toEqual(expect.any(Number));
    // Kept in the history: the stored feed now answers the same NAV, and asking again changes nothing.
    expect(await storedNavFeed.navOn(db, plan, next, today)).toBe(declared);
    expect(await sandboxNavFeed(t.deps.navs).navOn(db, plan, next, today)).toBe(declared);
    const later = nextBusinessDay(next, holidays);
    expect(await sandboxNavFeed(t.deps.navs).navOn(db, plan, later, today)).toBeUndefined();
  });

  it("a NAV declared for today becomes the plan's latest, so holdings are valued at it; one ahead does not", async () => {
    const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));
    const now = istParts(new Date()).date;
    const today = isBusinessDay(now, holidays) ? now : nextBusinessDay(now, holidays);
    const plan = { schCode: SCHEME, isDirect: true, schOpt: 'G' };
    const db = t.database.db;
    const latestOf = async () => {
      const [row] = await db
        .select({ navDate: schemePlans.navDate, nav: schemePlans.latestNav })
        .from(schemePlans)
        .where(
          and(eq(schemePlans.schCode, SCHEME), eq(schemePlans.isDirect, true), eq(schemePlans.schOpt, 'G')),
        );
      return row;
    };
    const ahead = await sandboxNavFeed(t.deps.navs).navOn(db, plan, nextBusinessDay(today, holidays), today);
    expect(ahead).toEqual(expect.any(Number));
    const declared = await storedNavFeed.navOn(db, plan, today, today);
    expect(await latestOf()).toEqual({ navDate: today, nav: declared });
  });
});
