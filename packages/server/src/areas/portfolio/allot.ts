import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { shareHalfUp, unitsFor, valueOfUnits } from '../../kernel/money.ts';
import { purchaseOrders } from '../../kernel/payments/index.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { schemePlans, schemes } from '../../kernel/schemes/schema.ts';
import { type NavDay, type NavFeed, navDayKey } from './nav-feed.ts';
import { LOAD_RATE_BASE } from './redeem-rules.ts';
import { portfolioTransactions, redemptionOrders } from './schema.ts';

/** Order types whose paid amount buys units (an SWP registration buys none). */
const BUYING_TYPES = ['PIP', 'NPIP', 'SIP', 'NSIP'];
const NFO_TYPES = new Set(['NPIP', 'NSIP']);

export interface PlacedOrder {
  orderNo: string;
  njAcNo: string;
  schCode: string;
  amcCode: string;
  isDirect: boolean;
  schOpt: string;
  trxnType: string;
  amountPaise: number;
  navApplicableDate: string;
  nfoCloseDate: string | null;
  /** The plan's NAV in the master: an NFO's offer price. */
  latestNav: number;
  /** A switch-in: the units switched out, priced at their plan's NAV of the same day. */
  switchOut?: { schCode: string; isDirect: boolean; schOpt: string; unitsMilli: number; loadPpb: number };
}

/**
 * The NAV day and NAV an order's units are allotted at, or undefined while it waits: a purchase at the
 * NAV of its cut-off day (the NAV-applicable date the payment fixed), once that day has come and its
 * NAV is declared; an NFO purchase at the offer price once the offer has closed.
 */
export async function allotmentNav(
  db: Db,
  feed: NavFeed,
  order: PlacedOrder,
  today: string,
): Promise<{ navDate: string; nav: number } | undefined> {
  if (NFO_TYPES.has(order.trxnType)) {
    if (!order.nfoCloseDate || today <= order.nfoCloseDate) return undefined;
    return { navDate: order.nfoCloseDate, nav: order.latestNav };
  }
  // No NAV is declared before its day: an order for a later day (paid after the cut-off) stays an
  // order in progress until then, whatever a feed could tell in advance.
  if (order.navApplicableDate > today) return undefined;
  const nav = await feed.navOn(db, order, order.navApplicableDate, today);
  return nav === undefined ? undefined : { navDate: order.navApplicableDate, nav };
}

/** A new folio number for an investor at a fund house, in the registrars' `1234567/89` shape. */
export function newFolioNo(njAcNo: string, amcCode: string): string {
  let h = 2166136261;
  for (const ch of `${njAcNo}:${amcCode}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const n = (h >>> 0) % 1_000_000_000;
  return `${String(Math.floor(n / 100)).padStart(7, '0')}/${String(n % 100).padStart(2, '0')}`;
}

/** Paid orders (of one investor, or all) that have no units yet. */
export async function placedOrders(db: Db, njAcNo?: string): Promise<PlacedOrder[]> {
  return db
    .select({
      orderNo: purchaseOrders.orderNo,
      njAcNo: purchaseOrders.njAcNo,
      schCode: purchaseOrders.schCode,
      amcCode: schemes.amcCode,
      isDirect: purchaseOrders.isDirect,
      schOpt: purchaseOrders.schOpt,
      trxnType: purchaseOrders.trxnType,
      amountPaise: purchaseOrders.amountPaise,
      navApplicableDate: purchaseOrders.navApplicableDate,
      nfoCloseDate: schemes.nfoCloseDate,
      latestNav: schemePlans.latestNav,
    })
    .from(purchaseOrders)
    .innerJoin(schemes, eq(schemes.schCode, purchaseOrders.schCode))
    .innerJoin(
      schemePlans,
      and(
        eq(schemePlans.schCode, purchaseOrders.schCode),
        eq(schemePlans.isDirect, purchaseOrders.isDirect),
        sql`${schemePlans.schOpt} = ${purchaseOrders.schOpt}`,
      ),
    )
    .leftJoin(portfolioTransactions, eq(portfolioTransactions.orderNo, purchaseOrders.orderNo))
    .where(
      and(
        eq(purchaseOrders.status, 'PLACED'),
        isNull(purchaseOrders.allottedAt),
        inArray(purchaseOrders.trxnType, BUYING_TYPES),
        isNull(portfolioTransactions.id),
        ...(njAcNo ? [eq(purchaseOrders.njAcNo, njAcNo)] : []),
      ),
    );
}

/** Switches whose units have left their folio and not yet come into the target plan (trxn type SWI). */
export async function placedSwitchIns(db: Db, njAcNo?: string): Promise<PlacedOrder[]> {
  const rows = await db
    .select({
      orderNo: sql<string>`${redemptionOrders.inOrderNo}`,
      njAcNo: redemptionOrders.njAcNo,
      schCode: sql<string>`${redemptionOrders.inSchCode}`,
      amcCode: schemes.amcCode,
      isDirect: sql<boolean>`${redemptionOrders.inIsDirect}`,
      schOpt: sql<string>`${redemptionOrders.inSchOpt}`,
      grossPaise: redemptionOrders.amountPaise,
      exitLoadPaise: redemptionOrders.exitLoadPaise,
      exitLoadPpb: redemptionOrders.exitLoadPpb,
      outSchCode: redemptionOrders.schCode,
      outIsDirect: redemptionOrders.isDirect,
      outSchOpt: redemptionOrders.schOpt,
      outUnitsMilli: redemptionOrders.unitsMilli,
      navApplicableDate: redemptionOrders.navApplicableDate,
      nfoCloseDate: schemes.nfoCloseDate,
      latestNav: schemePlans.latestNav,
    })
    .from(redemptionOrders)
    .innerJoin(schemes, sql`${schemes.schCode} = ${redemptionOrders.inSchCode}`)
    .innerJoin(
      schemePlans,
      and(
        sql`${schemePlans.schCode} = ${redemptionOrders.inSchCode}`,
        sql`${schemePlans.isDirect} = ${redemptionOrders.inIsDirect}`,
        sql`${schemePlans.schOpt} = ${redemptionOrders.inSchOpt}`,
      ),
    )
    .leftJoin(portfolioTransactions, eq(portfolioTransactions.orderNo, redemptionOrders.inOrderNo))
    .where(
      and(
        eq(redemptionOrders.kind, 'SWITCH'),
        ne(redemptionOrders.status, 'ALLOTTED'),
        isNull(portfolioTransactions.id),
        ...(njAcNo ? [eq(redemptionOrders.njAcNo, njAcNo)] : []),
      ),
    );
  // The switch-out's proceeds, less its exit load, buy the target's units; the amount is fixed again
  // at allotment from the switched-out plan's NAV of the day (the quote's NAV was the latest).
  return rows.map(
    ({
      grossPaise,
      exitLoadPaise,
      exitLoadPpb,
      outSchCode,
      outIsDirect,
      outSchOpt,
      outUnitsMilli,
      ...row
    }) => ({
      ...row,
      trxnType: 'SWI',
      amountPaise: grossPaise - exitLoadPaise,
      switchOut: {
        schCode: outSchCode,
        isDirect: outIsDirect,
        schOpt: outSchOpt,
        unitsMilli: outUnitsMilli,
        // The quote's load rate, applied to the day's value (orders placed before the rate was kept:
        // their load as a share of their gross).
        loadPpb: exitLoadPpb ?? (grossPaise > 0 ? shareHalfUp(exitLoadPaise, LOAD_RATE_BASE, grossPaise) : 0),
      },
    }),
  );
}

/** The amount a switch-in buys with: the switched-out units at their NAV of the day, less the exit load. */
export function switchedAmount(switchOut: NonNullable<PlacedOrder['switchOut']>, nav: number) {
  const grossPaise = valueOfUnits(switchOut.unitsMilli, nav);
  const exitLoadPaise = shareHalfUp(grossPaise, switchOut.loadPpb, LOAD_RATE_BASE);
  return { grossPaise, exitLoadPaise, amountPaise: grossPaise - exitLoadPaise };
}

/**
 * Allots every paid order whose NAV is declared: units = amount ÷ NAV truncated to the thousandth,
 * into the plan's folio (the investor's folio at that fund house, or a new one). Exactly once per
 * order, however many readers and tickers race: the order number is unique among allotments.
 * Answers how many it allotted and the orders still waiting for their NAV.
 */
export async function allotPlacedOrders(
  db: Db,
  feed: NavFeed,
  now: Date,
  njAcNo?: string,
): Promise<{ allotted: number; waiting: PlacedOrder[] }> {
  const orders = [...(await placedOrders(db, njAcNo)), ...(await placedSwitchIns(db, njAcNo))];
  const waiting: PlacedOrder[] = [];
  if (orders.length === 0) return { allotted: 0, waiting };
  const today = istParts(now).date;
  let allotted = 0;
  for (const order of orders) {
    const done = await db.transaction(async (tx) => {
      const at = await allotmentNav(tx, feed, order, today);
      if (!at) return false;
      let amountPaise = order.amountPaise;
      if (order.switchOut) {
        const outNav = await feed.navOn(tx, order.switchOut, order.navApplicableDate, today);
        if (outNav === undefined) return false;
        const switched = switchedAmount(order.switchOut, outNav);
        amountPaise = switched.amountPaise;
        await tx
          .update(redemptionOrders)
          .set({
            nav: outNav,
            amountPaise: switched.grossPaise,
            exitLoadPaise: switched.exitLoadPaise,
            status: 'ALLOTTED',
          })
          .where(eq(redemptionOrders.inOrderNo, order.orderNo));
      }
      const folioNo = await folioFor(tx, order);
      const unitsMilli = unitsFor(amountPaise, at.nav);
      const [row] = await tx
        .insert(portfolioTransactions)
        .values({
          njAcNo: order.njAcNo,
          schCode: order.schCode,
          isDirect: order.isDirect,
          schOpt: order.schOpt,
          folioNo,
          trxnType: order.trxnType,
          orderNo: order.orderNo,
          navDate: at.navDate,
          nav: at.nav,
          amountPaise,
          unitsMilli,
        })
        .onConflictDoNothing()
        .returning({ id: portfolioTransactions.id });
      if (!row) return false;
      await tx
        .insert(folioHoldings)
        .values({
          njAcNo: order.njAcNo,
          schCode: order.schCode,
          isDirect: order.isDirect,
          schOpt: order.schOpt,
          folioNo,
          unitsMilli,
          holdingMode: 'P',
        })
        .onConflictDoUpdate({
          target: [folioHoldings.njAcNo, folioHoldings.schCode, folioHoldings.isDirect, folioHoldings.schOpt],
          set: { unitsMilli: sql`${folioHoldings.unitsMilli} + ${unitsMilli}` },
        });
      await tx
        .update(purchaseOrders)
        .set({ folioNo, allottedAt: now })
        .where(eq(purchaseOrders.orderNo, order.orderNo));
      return true;
    });
    if (done) allotted++;
    else waiting.push(order);
  }
  return { allotted, waiting };
}

/**
 * The cheap check a read makes instead of allotting: the investor's paid orders still without units
 * (none, the usual case, costs one statement over the index of waiting orders) and which of them could
 * be allotted now — an NFO's offer has closed, or the feed has the NAV of the order's day (and, for a
 * switch, the switched-out plan's too). Declares nothing and writes nothing.
 */
export async function waitingOrders(
  db: Db,
  feed: NavFeed,
  njAcNo: string,
  today: string,
): Promise<{ waiting: PlacedOrder[]; ready: PlacedOrder[] }> {
  const result = (await db.execute(sql`
    select exists (
      select 1 from purchase_orders o
      where o.nj_ac_no = ${njAcNo} and o.status = 'PLACED' and o.allotted_at is null
        and o.trxn_type in (${sql.join(
          BUYING_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )})
    ) or exists (
      select 1 from redemption_orders r
      where r.nj_ac_no = ${njAcNo} and r.kind = 'SWITCH' and r.status <> 'ALLOTTED'
    ) as any`)) as { rows: { any: boolean }[] };
  if (!result.rows[0]?.any) return { waiting: [], ready: [] };
  const waiting = [...(await placedOrders(db, njAcNo)), ...(await placedSwitchIns(db, njAcNo))];
  const days = (order: PlacedOrder): NavDay[] =>
    NFO_TYPES.has(order.trxnType)
      ? []
      : [order, ...(order.switchOut ? [order.switchOut] : [])].map((plan) => ({
          schCode: plan.schCode,
          isDirect: plan.isDirect,
          schOpt: plan.schOpt,
          date: order.navApplicableDate,
        }));
  const declared = await feed.declared(db, waiting.flatMap(days), today);
  const ready = waiting.filter((order) =>
    NFO_TYPES.has(order.trxnType)
      ? order.nfoCloseDate !== null && today > order.nfoCloseDate
      : order.navApplicableDate <= today && days(order).every((day) => declared.has(navDayKey(day))),
  );
  return { waiting, ready };
}

/**
 * The sandbox fund house allots one investor's paid purchases and switches as on their NAV day, ahead
 * of the calendar: what an automated journey would otherwise wait a night or a weekend for (sandbox
 * only; a real fund house allots on its own day). Answers how many were allotted.
 */
export async function allotAheadOfNavDay(db: Db, feed: NavFeed, now: Date, njAcNo: string): Promise<number> {
  const orders = [...(await placedOrders(db, njAcNo)), ...(await placedSwitchIns(db, njAcNo))];
  const today = istParts(now).date;
  // ISO dates sort as text: the last one is the latest NAV day.
  const [latest = today] = orders
    .filter((order) => !NFO_TYPES.has(order.trxnType))
    .map((order) => order.navApplicableDate)
    .concat(today)
    .sort()
    .reverse();
  // The evening of the latest NAV day, once its NAV is out.
  const asOf = latest > today ? new Date(`${latest}T20:00:00+05:30`) : now;
  return (await allotPlacedOrders(db, feed, asOf, njAcNo)).allotted;
}

/**
 * A read's allotment: the cheap check, and only when something of the investor's has its NAV declared,
 * its allotment. Answers the orders still waiting, shown as pending.
 */
export async function allotIfDeclared(
  db: Db,
  feed: NavFeed,
  now: Date,
  njAcNo: string,
): Promise<PlacedOrder[]> {
  const { waiting, ready } = await waitingOrders(db, feed, njAcNo, istParts(now).date);
  if (ready.length === 0) return waiting;
  return (await allotPlacedOrders(db, feed, now, njAcNo)).waiting;
}

/** The plan's folio, else the investor's folio at the same fund house, else a new one. */
async function folioFor(db: Db, order: PlacedOrder): Promise<string> {
  const held = await db
    .select({
      folioNo: folioHoldings.folioNo,
      schCode: folioHoldings.schCode,
      isDirect: folioHoldings.isDirect,
      schOpt: folioHoldings.schOpt,
    })
    .from(folioHoldings)
    .innerJoin(schemes, eq(schemes.schCode, folioHoldings.schCode))
    .where(and(eq(folioHoldings.njAcNo, order.njAcNo), eq(schemes.amcCode, order.amcCode)));
  const same = held.find(
    (h) => h.schCode === order.schCode && h.isDirect === order.isDirect && h.schOpt === order.schOpt,
  );
  return same?.folioNo ?? held[0]?.folioNo ?? newFolioNo(order.njAcNo, order.amcCode);
}
