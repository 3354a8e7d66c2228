import type { AllocationSlice, Holding, PortfolioSummary } from '@ewa/api';
import { ddMmYyyyFromIso, PORTFOLIO_TEXTS } from '@ewa/api';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { navToNumber, toRupees, unitsToNumber, valueOfUnits } from '../../kernel/money.ts';
import { amcs, schemePlans, schemes } from '../../kernel/schemes/schema.ts';
import { placedOrders } from './allot.ts';
import { type CashFlow, gainPercent, sharePercent, xirrPercent } from './returns.ts';
import { portfolioTransactions as pt } from './schema.ts';

/** One folio as the domain sees it: integer paise, thousandths and ten-thousandths. */
export interface FolioPosition {
  schCode: string;
  schName: string;
  amcName: string;
  assetClass: string;
  subType: string;
  isDirect: boolean;
  schOpt: string;
  folioNo: string;
  holdingMode: string;
  unitsMilli: number;
  investedPaise: number;
  nav: number;
  navDate: string;
  valuePaise: number;
  pendingPaise: number;
  /** Investments by NAV day (negative paise). */
  flows: CashFlow[];
}

const planKey = (p: { schCode: string; isDirect: boolean; schOpt: string }) =>
  `${p.schCode}|${p.isDirect}|${p.schOpt}`;

/**
 * The investor's folios as on `asOn` (ISO; today when absent): units and invested amount from the
 * allotments up to that day, valued at the latest NAV on or before it. Two queries, whatever the number
 * of allotments: one grouped by plan, one grouped by plan and NAV day for the cash flows.
 */
export async function loadPositions(db: Db, njAcNo: string, asOn?: string): Promise<FolioPosition[]> {
  const upTo = asOn ? [lte(pt.navDate, asOn)] : [];
  const navNow = asOn
    ? sql<number>`coalesce((select h.nav from nav_history h where h.sch_code = ${pt.schCode}
        and h.is_direct = ${pt.isDirect} and h.sch_opt = ${pt.schOpt} and h.nav_date <= ${asOn}
        order by h.nav_date desc limit 1), max(${pt.nav}))`
    : sql<number>`max(${schemePlans.latestNav})`;
  const navDateNow = asOn
    ? sql<string>`coalesce((select h.nav_date from nav_history h where h.sch_code = ${pt.schCode}
        and h.is_direct = ${pt.isDirect} and h.sch_opt = ${pt.schOpt} and h.nav_date <= ${asOn}
        order by h.nav_date desc limit 1), max(${pt.navDate}))::text`
    : sql<string>`max(${schemePlans.navDate})::text`;
  const rows = await db
    .select({
      schCode: pt.schCode,
      isDirect: pt.isDirect,
      schOpt: pt.schOpt,
      schName: sql<string>`max(${schemes.schName})`,
      amcName: sql<string>`max(${amcs.amcName})`,
      assetClass: sql<string>`max(${schemes.category})`,
      subType: sql<string>`max(${schemes.subType})`,
      folioNo: sql<string>`coalesce(max(${folioHoldings.folioNo}), max(${pt.folioNo}))`,
      holdingMode: sql<string>`coalesce(max(${folioHoldings.holdingMode}), 'P')`,
      unitsMilli: sql<number>`sum(${pt.unitsMilli})`.mapWith(Number),
      investedPaise: sql<number>`sum(${pt.amountPaise})`.mapWith(Number),
      nav: navNow.mapWith(Number),
      navDate: navDateNow,
    })
    .from(pt)
    .innerJoin(schemes, eq(schemes.schCode, pt.schCode))
    .innerJoin(amcs, eq(amcs.amcCode, schemes.amcCode))
    .innerJoin(
      schemePlans,
      and(
        eq(schemePlans.schCode, pt.schCode),
        eq(schemePlans.isDirect, pt.isDirect),
        sql`${schemePlans.schOpt} = ${pt.schOpt}`,
      ),
    )
    .leftJoin(
      folioHoldings,
      and(
        eq(folioHoldings.njAcNo, pt.njAcNo),
        eq(folioHoldings.schCode, pt.schCode),
        eq(folioHoldings.isDirect, pt.isDirect),
        eq(folioHoldings.schOpt, pt.schOpt),
      ),
    )
    .where(and(eq(pt.njAcNo, njAcNo), ...upTo))
    .groupBy(pt.schCode, pt.isDirect, pt.schOpt);

  const flowRows = await db
    .select({
      schCode: pt.schCode,
      isDirect: pt.isDirect,
      schOpt: pt.schOpt,
      date: sql<string>`${pt.navDate}::text`,
      amountPaise: sql<number>`sum(${pt.amountPaise})`.mapWith(Number),
    })
    .from(pt)
    .where(and(eq(pt.njAcNo, njAcNo), ...upTo))
    .groupBy(pt.schCode, pt.isDirect, pt.schOpt, pt.navDate);
  const flows = new Map<string, CashFlow[]>();
  for (const f of flowRows) {
    const key = planKey(f);
    const list = flows.get(key) ?? [];
    list.push({ amountPaise: -f.amountPaise, date: f.date });
    flows.set(key, list);
  }

  return rows.map((r) => ({
    ...r,
    navDate: r.navDate.slice(0, 10),
    valuePaise: valueOfUnits(r.unitsMilli, r.nav),
    pendingPaise: 0,
    flows: flows.get(planKey(r)) ?? [],
  }));
}

/** The folios of today with the paid orders still waiting for their units (a row of their own if new). */
export async function loadPortfolio(db: Db, njAcNo: string): Promise<FolioPosition[]> {
  const positions = await loadPositions(db, njAcNo);
  const pending = await placedOrders(db, njAcNo);
  if (pending.length === 0) return positions;
  const byPlan = new Map(positions.map((p) => [planKey(p), p]));
  const missing = pending.filter((o) => !byPlan.has(planKey(o)));
  const extra = missing.length ? await pendingPlans(db, [...new Set(missing.map((o) => o.schCode))]) : [];
  for (const order of pending) {
    let position = byPlan.get(planKey(order));
    if (!position) {
      const scheme = extra.find(
        (s) => s.schCode === order.schCode && s.isDirect === order.isDirect && s.schOpt === order.schOpt,
      );
      if (!scheme) continue;
      position = {
        ...scheme,
        folioNo: '',
        holdingMode: 'P',
        unitsMilli: 0,
        investedPaise: 0,
        valuePaise: 0,
        pendingPaise: 0,
        flows: [],
      };
      byPlan.set(planKey(order), position);
      positions.push(position);
    }
    position.pendingPaise += order.amountPaise;
  }
  return positions;
}

async function pendingPlans(db: Db, schCodes: string[]) {
  return db
    .select({
      schCode: schemes.schCode,
      schName: schemes.schName,
      amcName: amcs.amcName,
      assetClass: schemes.category,
      subType: schemes.subType,
      isDirect: schemePlans.isDirect,
      schOpt: sql<string>`${schemePlans.schOpt}`,
      nav: schemePlans.latestNav,
      navDate: sql<string>`${schemePlans.navDate}::text`,
    })
    .from(schemes)
    .innerJoin(amcs, eq(amcs.amcCode, schemes.amcCode))
    .innerJoin(schemePlans, eq(schemePlans.schCode, schemes.schCode))
    .where(inArray(schemes.schCode, schCodes));
}

/** Flows of a folio with its value as the closing inflow on `valuedOn`. */
function withClosingValue(flows: readonly CashFlow[], valuePaise: number, valuedOn: string): CashFlow[] {
  return [...flows, { amountPaise: valuePaise, date: valuedOn }];
}

export function holdingReply(p: FolioPosition, today: string): Holding {
  const gain = p.valuePaise - p.investedPaise;
  return {
    schCode: p.schCode,
    schName: p.schName,
    amcName: p.amcName,
    assetClass: p.assetClass,
    subType: p.subType,
    planType: p.isDirect ? 'Direct' : 'Regular',
    schOpt: p.schOpt as Holding['schOpt'],
    folioNo: p.folioNo || PORTFOLIO_TEXTS.allotmentPending,
    holdingMode: p.holdingMode === 'D' ? 'D' : 'P',
    units: unitsToNumber(p.unitsMilli),
    nav: navToNumber(p.nav),
    navDate: ddMmYyyyFromIso(p.navDate),
    invested: toRupees(p.investedPaise),
    currentValue: toRupees(p.valuePaise),
    gain: toRupees(gain),
    gainPercent: gainPercent(p.investedPaise, p.valuePaise),
    xirr: xirrPercent(withClosingValue(p.flows, p.valuePaise, today)),
    pendingAllotment: toRupees(p.pendingPaise),
  };
}

/** Value shares by a grouping (asset class, fund house), largest first. */
export function allocation(
  positions: readonly FolioPosition[],
  by: (p: FolioPosition) => string,
): AllocationSlice[] {
  const total = positions.reduce((sum, p) => sum + p.valuePaise, 0);
  const groups = new Map<string, number>();
  for (const p of positions) groups.set(by(p), (groups.get(by(p)) ?? 0) + p.valuePaise);
  return [...groups.entries()]
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, value]) => ({ name, value: toRupees(value), percent: sharePercent(value, total) }));
}

export function summaryReply(positions: readonly FolioPosition[], today: string): PortfolioSummary {
  const invested = positions.reduce((sum, p) => sum + p.investedPaise, 0);
  const value = positions.reduce((sum, p) => sum + p.valuePaise, 0);
  const pending = positions.reduce((sum, p) => sum + p.pendingPaise, 0);
  // One series for the whole portfolio: investments by day, summed across folios, then today's value.
  const byDay = new Map<string, number>();
  for (const p of positions)
    for (const f of p.flows) byDay.set(f.date, (byDay.get(f.date) ?? 0) + f.amountPaise);
  const flows = [...byDay.entries()].map(([date, amountPaise]) => ({ date, amountPaise }));
  const valuedOn = positions.reduce(
    (latest, p) => (p.unitsMilli > 0 && p.navDate > latest ? p.navDate : latest),
    '',
  );
  return {
    currentValue: toRupees(value),
    invested: toRupees(invested),
    gain: toRupees(value - invested),
    gainPercent: gainPercent(invested, value),
    xirr: xirrPercent(withClosingValue(flows, value, today)),
    valuedOn: valuedOn ? ddMmYyyyFromIso(valuedOn) : '',
    holdingCount: positions.length,
    pendingAllotment: toRupees(pending),
    byAssetClass: allocation(positions, (p) => p.assetClass),
    byAmc: allocation(positions, (p) => p.amcName),
  };
}
