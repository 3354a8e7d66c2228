import { portfolioCalls } from '@ewa/api';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../kernel/payments/index.ts';
import { addDays, istParts, nextBusinessDay } from '../../kernel/schemes/calendar.ts';
import { DEMO_HOLIDAYS } from '../../kernel/schemes/catalog.ts';
import { loadNavs } from '../../kernel/schemes/navs.ts';
import { navHistory } from '../../kernel/schemes/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { insertPurchase, settleTestPayment } from '../../testing/purchases.ts';
import { dataOf } from '../../testing/test-app.ts';
import { allotIfDeclared, waitingOrders } from './allot.ts';
import { loadPositions } from './holdings.ts';
import { storedNavFeed } from './nav-feed.ts';
import { portfolioTransactions } from './schema.ts';

// Started, so the allotment ticker and its listeners run as in a server; a long tick, so only a NAV
// load or a payment can make it allot during a test.
const t = useTestApp({
  areas: ['purchase', 'portfolio'],
  investor: '50000001',
  ready: true,
  env: { EWA_ALLOT_TICK_MS: '3600000' },
});
const SCHEME = 'ARJ0001';
const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));
const today = istParts(new Date()).date;

/** Each plan of an investor summed from the allotments themselves, as the kept positions should say. */
async function summedFromAllotments(njAcNo: string) {
  const result = (await t.database.db.execute(sql`
    select sch_code, is_direct, sch_opt, sum(units_milli)::bigint as units, sum(amount_paise)::bigint as invested,
           array_agg(nav_date::text || ':' || amount_paise::text order by 1) as flows
    from portfolio_transactions where nj_ac_no = ${njAcNo} group by 1, 2, 3 order by 1, 2, 3`)) as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map((r) => ({
    plan: `${r.sch_code}|${r.is_direct}|${r.sch_opt}`,
    units: Number(r.units),
    invested: Number(r.invested),
    flows: [...(r.flows as string[])].sort(),
  }));
}

async function kept(njAcNo: string) {
  const result = (await t.database.db.execute(sql`
    select sch_code, is_direct, sch_opt, units_milli, invested_paise, flows
    from portfolio_positions where nj_ac_no = ${njAcNo} order by 1, 2, 3`)) as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map((r) => ({
    plan: `${r.sch_code}|${r.is_direct}|${r.sch_opt}`,
    units: Number(r.units_milli),
    invested: Number(r.invested_paise),
    flows: String(r.flows).split(',').sort(),
  }));
}

/**
 * A purchase order of ₹`rupees`: paid through the one place payments end (for the NAV day the moment
 * fixes), or, given `placedFor`, placed as paid for that NAV day and plan without telling anyone.
 */
async function paidOrder(
  njAcNo: string,
  rupees: number,
  placedFor?: { navDay: string; isDirect: boolean },
): Promise<string> {
  const db = t.database.db;
  const { trxnId, orderNo } = await insertPurchase(db, {
    njAcNo,
    rupees,
    schCode: SCHEME,
    isDirect: placedFor?.isDirect ?? true,
    navDay: placedFor?.navDay ?? istParts(t.clock.now()).date,
    placed: placedFor !== undefined,
  });
  if (!placedFor) await settleTestPayment(t.app, trxnId, 'SUCCESS', t.clock.now());
  return orderNo;
}

const allotmentOf = async (orderNo: string) =>
  (
    await t.database.db.select().from(portfolioTransactions).where(eq(portfolioTransactions.orderNo, orderNo))
  )[0];

/** Moves the app's clock on to 10:00 IST of `day` (a NAV day: its NAV can be declared from then on). */
function clockTo(day: string) {
  const target = Date.parse(`${day}T04:30:00Z`);
  const now = t.clock.now().getTime();
  if (target > now) t.clock.advance(Math.ceil((target - now) / 1000));
}

async function eventually<T>(read: () => Promise<T | undefined>, ms = 3000): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the kept positions', () => {
  it('add up to the allotments after purchases, a redemption, a correction and a removal', async () => {
    const db = t.database.db;
    const investor = '50000001';
    expect(await kept(investor)).toEqual(await summedFromAllotments(investor));
    expect((await kept(investor)).length).toBeGreaterThanOrEqual(5);

    const row = {
      njAcNo: investor,
      schCode: SCHEME,
      isDirect: true,
      schOpt: 'G',
      folioNo: '1234567/89',
      trxnType: 'OPENING',
      navDate: addDays(today, -40),
      nav: 250_000,
    };
    // Two equal purchases on one day (one flow each), and a redemption with its cost.
    const [a] = await db
      .insert(portfolioTransactions)
      .values([
        { ...row, amountPaise: 100_000, unitsMilli: 4_000 },
        { ...row, amountPaise: 100_000, unitsMilli: 4_000 },
      ])
      .returning({ id: portfolioTransactions.id });
    await db.insert(portfolioTransactions).values({
      ...row,
      trxnType: 'RED',
      navDate: addDays(today, -20),
      amountPaise: -50_000,
      unitsMilli: -2_000,
    });
    expect(await kept(investor)).toEqual(await summedFromAllotments(investor));

    // A correction and a removal inside one transaction with a new row: each change counts once.
    await db.transaction(async (tx) => {
      await tx
        .update(portfolioTransactions)
        .set({ amountPaise: 120_000, unitsMilli: 4_800 })
        .where(eq(portfolioTransactions.id, a!.id));
      await tx.insert(portfolioTransactions).values({ ...row, amountPaise: 30_000, unitsMilli: 1_200 });
      await tx
        .delete(portfolioTransactions)
        .where(and(eq(portfolioTransactions.njAcNo, investor), eq(portfolioTransactions.trxnType, 'RED')));
    });
    expect(await kept(investor)).toEqual(await summedFromAllotments(investor));

    // The holdings read from them agree with a report as on today summed from the allotments.
    const fromKept = await loadPositions(db, investor);
    const summed = await loadPositions(db, investor, addDays(today, -400), { withFlows: false });
    expect(summed.length).toBeLessThanOrEqual(fromKept.length);
    const asOnToday = await loadPositions(db, investor, nextBusinessDay(today, holidays));
    expect(asOnToday.map((p) => [p.schCode, p.unitsMilli, p.investedPaise]).sort()).toEqual(
      fromKept.map((p) => [p.schCode, p.unitsMilli, p.investedPaise]).sort(),
    );
    const arj = fromKept.find((p) => p.schCode === SCHEME && p.isDirect && p.schOpt === 'G')!;
    expect(arj.flows.map((f) => `${f.date}:${-f.amountPaise}`).sort()).toEqual(
      (await summedFromAllotments(investor)).find((s) => s.plan === `${SCHEME}|true|G`)?.flows,
    );
  });
});

describe('a read and the allotment', () => {
  it('allots nothing while the NAV is not declared, then the first read after it arrives shows the units', async () => {
    const investor = '50000003';
    const db = t.database.db;
    // A business day a week ahead: no NAV stored, and beyond what the sandbox declares on demand.
    const ahead = nextBusinessDay(addDays(today, 7), holidays);
    const orderNo = await paidOrder(investor, 4_000, { navDay: ahead, isDirect: false });
    const check = await waitingOrders(db, storedNavFeed, investor, today);
    expect(check.waiting.map((o) => o.orderNo)).toEqual([orderNo]);
    expect(check.ready).toEqual([]);
    expect(await allotIfDeclared(db, storedNavFeed, new Date(), investor)).toHaveLength(1);
    const token = await t.sessionToken(investor);
    const before = dataOf(await t.call(portfolioCalls.getPortfolioSummary, {}, token));
    expect(before.pendingAllotment).toBe(4_000);
    expect(await allotmentOf(orderNo)).toBeUndefined();

    // A NAV stored ahead of its day allots nothing before the day comes.
    await db
      .insert(navHistory)
      .values({ schCode: SCHEME, isDirect: false, schOpt: 'G', navDate: ahead, nav: 400_000 });
    expect((await waitingOrders(db, storedNavFeed, investor, today)).ready).toEqual([]);
    expect(await allotIfDeclared(db, storedNavFeed, new Date(), investor)).toHaveLength(1);
    expect(await allotmentOf(orderNo)).toBeUndefined();
    // On its day the fund house's NAV is declared: the first read allots it.
    expect((await waitingOrders(db, storedNavFeed, investor, ahead)).ready.map((o) => o.orderNo)).toEqual([
      orderNo,
    ]);
    clockTo(ahead);
    const { holdings } = dataOf(await t.call(portfolioCalls.getHoldings, {}, await t.sessionToken(investor)));
    const held = holdings.find((h) => h.schCode === SCHEME && h.planType === 'Regular' && h.schOpt === 'G');
    expect(held?.pendingAllotment).toBe(0);
    expect(held?.units).toBeGreaterThanOrEqual(100);
    expect(await allotmentOf(orderNo)).toMatchObject({ navDate: ahead, nav: 400_000, unitsMilli: 100_000 });
    const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.orderNo, orderNo));
    expect(order?.allottedAt).toBeInstanceOf(Date);
    expect((await waitingOrders(db, storedNavFeed, investor, ahead)).waiting).toEqual([]);
  });

  it('allots an order as soon as it is paid when its NAV is declared, with no read', async () => {
    const investor = '50000005';
    // Paid at 10:00 IST on a business day: for that day's NAV, which the sandbox's fund house declares at once.
    clockTo(nextBusinessDay(istParts(t.clock.now()).date, holidays));
    const orderNo = await paidOrder(investor, 2_000);
    const [order] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderNo, orderNo));
    expect(await eventually(() => allotmentOf(orderNo))).toMatchObject({ navDate: order?.navApplicableDate });
  });
  it('allots as soon as the NAV is loaded, with no read', async () => {
    const investor = '50000004';
    const ahead = nextBusinessDay(nextBusinessDay(addDays(today, 14), holidays), holidays);
    const orderNo = await paidOrder(investor, 5_000, { navDay: ahead, isDirect: false });
    expect(await allotmentOf(orderNo)).toBeUndefined();
    clockTo(ahead);
    await loadNavs(t.deps, [{ schCode: SCHEME, isDirect: false, schOpt: 'G', navDate: ahead, nav: 500_000 }]);
    expect(await eventually(() => allotmentOf(orderNo))).toMatchObject({
      navDate: ahead,
      unitsMilli: 100_000,
    });
  });
});
