import type { AllocationSlice, Holding, PendingOrder as PendingOrderReply, PortfolioSummary } from '@ewa/api';
import { allotmentNavDay, buyingOrderKind, ddMmYyyyFromIso } from '@ewa/api';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { navToNumber, toRupees, unitsToNumber, valueOfUnits } from '../../kernel/money.ts';
import { addDays, istParts } from '../../kernel/schemes/calendar.ts';
import { schemes } from '../../kernel/schemes/schema.ts';
import type { PlacedOrder } from './allot.ts';
import { type CashFlow, gainPercent, sharePercent, XirrMemo, xirrPercent } from './returns.ts';

/** XIRRs of this process's recent reads (a folio's changes only with its flows, its value or the day). */
const xirrMemo = new XirrMemo(5_000);

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
  /** Investments by NAV day (negative paise), read from `flowsText` on first use. */
  readonly flows: CashFlow[];
  /** The same flows as the database answers them, 'yyyy-mm-dd:paise' comma-separated ('' for none). */
  flowsText: string;
}

/** 'yyyy-mm-dd:paise,…' (each an investment) as cash flows. */
export function parseFlows(text: string): CashFlow[] {
  if (!text) return [];
  return text.split(',').map((flow) => {
    const colon = flow.indexOf(':');
    return { date: flow.slice(0, colon), amountPaise: -Number(flow.slice(colon + 1)) };
  });
}

/** How many days back an as-on report still starts from the kept sums (see `loadPositions`). */
const RECENT_DAYS = 90;

const planKey = (p: { schCode: string; isDirect: boolean; schOpt: string }) =>
  `${p.schCode}|${p.isDirect}|${p.schOpt}`;

interface PositionRow {
  sch_code: string;
  is_direct: boolean;
  sch_opt: string;
  sch_name: string;
  amc_name: string;
  asset_class: string;
  sub_type: string;
  folio_no: string;
  holding_mode: string;
  units_milli: string | number;
  invested_paise: string | number;
  nav: string | number;
  nav_date: string;
  /** 'yyyy-mm-dd:paise' of each allotment, comma-separated (null when not asked for). */
  flows: string | null;
}

/**
 * The investor's folios as on `asOn` (ISO; today when absent): units and invested amount from the
 * allotments up to that day, valued at the latest NAV on or before it (today: the plan's latest NAV).
 * One statement, whatever the number of allotments: they are summed by plan, with each allotment as a
 * cash flow (unless `withFlows` is false: a report without returns skips gathering them), before the
 * scheme master is joined.
 */
export async function loadPositions(
  db: Db,
  njAcNo: string,
  asOn?: string,
  { withFlows = true, today = istParts(new Date()).date }: { withFlows?: boolean; today?: string } = {},
): Promise<FolioPosition[]> {
  // Each plan's NAV of the day (`asOn`, else today) or the last declared before it, from the daily
  // history and the master's latest alike — the NAVs the value chart reads, so both value the units
  // at the same NAV (a NAV kept ahead of its day, in the history only, is not used before its day).
  const day = asOn ?? today;
  const navOn = sql`left join lateral (
      select n.nav, n.nav_date from (
        (select h.nav, h.nav_date from nav_history h where h.sch_code = p.sch_code
           and h.is_direct = p.is_direct and h.sch_opt = p.sch_opt and h.nav_date <= ${day}
           order by h.nav_date desc limit 1)
        union all
        select sp.latest_nav, sp.nav_date where sp.nav_date <= ${day}
      ) n order by n.nav_date desc limit 1) hn on true`;
  const nav = sql`coalesce(hn.nav, sp.latest_nav)`;
  const navDate = sql`coalesce(hn.nav_date, sp.nav_date)`;
  // Today: the kept sums, one row a plan. As on a recent day without the flows: the kept sums less the
  // few allotments after that day. As on an older day (or with its flows): the allotments up to it,
  // summed — fewer than those after it. Exact either way; only the rows read differ.
  const recent = asOn !== undefined && !withFlows && asOn >= addDays(today, -RECENT_DAYS);
  const positions = !asOn
    ? sql`p as (
        select k.sch_code, k.is_direct, k.sch_opt, k.units_milli as units, k.invested_paise as invested,
               k.folio_no, ${withFlows ? sql`k.flows` : sql`null::text`} as flows
        from portfolio_positions k
        -- A folio redeemed or switched out in full is no longer a holding.
        where k.nj_ac_no = ${njAcNo} and k.units_milli <> 0
      )`
    : recent
      ? sql`later as (
          select t.sch_code, t.is_direct, t.sch_opt, sum(t.units_milli) as units, sum(t.amount_paise) as invested
          from portfolio_transactions t
          where t.nj_ac_no = ${njAcNo} and t.nav_date > ${asOn}
          group by 1, 2, 3
        ), p as (
          select k.sch_code, k.is_direct, k.sch_opt, k.units_milli - coalesce(l.units, 0) as units,
                 k.invested_paise - coalesce(l.invested, 0) as invested, k.folio_no, null::text as flows
          from portfolio_positions k
          left join later l on l.sch_code = k.sch_code and l.is_direct = k.is_direct and l.sch_opt = k.sch_opt
          where k.nj_ac_no = ${njAcNo} and k.units_milli - coalesce(l.units, 0) <> 0
        )`
      : // Byte-order keys (COLLATE "C") group thousands of rows several times faster than the locale's
        // collation; back to the columns' own collation after, so the joins use their indexes.
        sql`grouped as (
          select t.sch_code collate "C" as sch_code, t.is_direct, t.sch_opt collate "C" as sch_opt,
                 sum(t.units_milli) as units, sum(t.amount_paise) as invested, max(t.folio_no) as folio_no,
                 ${withFlows ? sql`string_agg(t.nav_date::text || ':' || t.amount_paise::text, ',')` : sql`null::text`} as flows
          from portfolio_transactions t
          where t.nj_ac_no = ${njAcNo} and t.nav_date <= ${asOn}
          group by 1, 2, 3
          having sum(t.units_milli) <> 0
        ), p as (
          select sch_code collate "default" as sch_code, is_direct, sch_opt collate "default" as sch_opt,
                 units, invested, folio_no, flows
          from grouped
        )`;
  // The cash flows travel as one 'date:paise,…' text per plan (their order does not matter to XIRR).
  // Both drivers (PGlite, node-postgres) answer raw statements with `rows`.
  const result = (await db.execute(sql`
    with ${positions}
    select p.sch_code, p.is_direct, p.sch_opt, s.sch_name, a.amc_name, s.category as asset_class, s.sub_type,
           coalesce(f.folio_no, p.folio_no) as folio_no, coalesce(f.holding_mode, 'P') as holding_mode,
           p.units::bigint as units_milli, p.invested::bigint as invested_paise,
           ${nav} as nav, (${navDate})::text as nav_date, p.flows
    from p
    join schemes s on s.sch_code = p.sch_code
    join amcs a on a.amc_code = s.amc_code
    join scheme_plans sp on sp.sch_code = p.sch_code and sp.is_direct = p.is_direct and sp.sch_opt = p.sch_opt
    left join folio_holdings f on f.nj_ac_no = ${njAcNo} and f.sch_code = p.sch_code
      and f.is_direct = p.is_direct and f.sch_opt = p.sch_opt
    ${navOn}`)) as { rows: unknown[] };
  return (result.rows as unknown as PositionRow[]).map((r) => new StoredPosition(r));
}

/** A folio as read: its cash flows are parsed from their text only when something reads them. */
class StoredPosition implements FolioPosition {
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
  pendingPaise = 0;
  flowsText: string;

  constructor(r: PositionRow) {
    this.schCode = r.sch_code;
    this.isDirect = r.is_direct;
    this.schOpt = r.sch_opt;
    this.schName = r.sch_name;
    this.amcName = r.amc_name;
    this.assetClass = r.asset_class;
    this.subType = r.sub_type;
    this.folioNo = r.folio_no;
    this.holdingMode = r.holding_mode;
    this.unitsMilli = Number(r.units_milli);
    this.investedPaise = Number(r.invested_paise);
    this.nav = Number(r.nav);
    this.navDate = r.nav_date.slice(0, 10);
    this.valuePaise = valueOfUnits(this.unitsMilli, this.nav);
    this.flowsText = r.flows ?? '';
  }

  get flows(): CashFlow[] {
    return parseFlows(this.flowsText);
  }
}

/** A paid order still waiting for its units: an order in progress, not a holding. */
export interface PendingOrder {
  orderNo: string;
  schCode: string;
  schName: string;
  isDirect: boolean;
  schOpt: string;
  trxnType: string;
  amountPaise: number;
  /** ISO day whose NAV the units will be allotted at (an NFO's: the day its offer closes). */
  navDate: string;
}

/** The portfolio as on today: the folios with allotted units, and the paid orders waiting for theirs. */
export interface Portfolio {
  positions: FolioPosition[];
  pending: PendingOrder[];
}

/** The folios of today, and the paid orders still waiting for their units beside them (never among them). */
export async function loadPortfolio(
  db: Db,
  njAcNo: string,
  waiting: readonly PlacedOrder[],
  today: string,
): Promise<Portfolio> {
  const positions = await loadPositions(db, njAcNo, undefined, { today });
  if (waiting.length === 0) return { positions, pending: [] };
  const names = await schemeNames(db, [...new Set(waiting.map((o) => o.schCode))]);
  const pending = waiting
    .map((o) => ({
      orderNo: o.orderNo,
      schCode: o.schCode,
      schName: names.get(o.schCode) ?? o.schCode,
      isDirect: o.isDirect,
      schOpt: o.schOpt,
      trxnType: o.trxnType,
      amountPaise: o.amountPaise,
      navDate: allotmentNavDay(o),
    }))
    .sort((a, b) => a.navDate.localeCompare(b.navDate) || a.orderNo.localeCompare(b.orderNo));
  // A folio shows what of it still waits for units, beside (not in) its units and value.
  const byPlan = new Map(positions.map((p) => [planKey(p), p]));
  for (const order of pending) {
    const position = byPlan.get(planKey(order));
    if (position) position.pendingPaise += order.amountPaise;
  }
  return { positions, pending };
}

async function schemeNames(db: Db, schCodes: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ schCode: schemes.schCode, schName: schemes.schName })
    .from(schemes)
    .where(inArray(schemes.schCode, schCodes));
  return new Map(rows.map((r) => [r.schCode, r.schName]));
}

/**
 * The one valuation of a set of folios, as on the NAV date it names: value, invested (the cost of the
 * units held) and gain in paise. The summary, the holdings' totals, the value chart's last point and
 * the net worth all take their figures from here, so they agree to the paisa.
 */
export interface Valuation {
  valuePaise: number;
  investedPaise: number;
  gainPaise: number;
  /** ISO: the latest NAV date the units are valued at ('' without units). */
  valuedOn: string;
}

export function valuationOf(positions: readonly FolioPosition[]): Valuation {
  let valuePaise = 0;
  let investedPaise = 0;
  let valuedOn = '';
  for (const p of positions) {
    valuePaise += p.valuePaise;
    investedPaise += p.investedPaise;
    if (p.unitsMilli > 0 && p.navDate > valuedOn) valuedOn = p.navDate;
  }
  return { valuePaise, investedPaise, gainPaise: valuePaise - investedPaise, valuedOn };
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
    folioNo: p.folioNo,
    holdingMode: p.holdingMode === 'D' ? 'D' : 'P',
    units: unitsToNumber(p.unitsMilli),
    nav: navToNumber(p.nav),
    navDate: ddMmYyyyFromIso(p.navDate),
    invested: toRupees(p.investedPaise),
    currentValue: toRupees(p.valuePaise),
    gain: toRupees(gain),
    gainPercent: gainPercent(p.investedPaise, p.valuePaise),
    // Fixed by the folio's flows, its value and the day: worked out once, not on every read.
    xirr: xirrMemo.get([today, p.valuePaise, p.flowsText], () =>
      xirrPercent(withClosingValue(p.flows, p.valuePaise, today)),
    ),
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

export function summaryReply({ positions, pending }: Portfolio, today: string): PortfolioSummary {
  const { valuePaise: value, investedPaise: invested, gainPaise, valuedOn } = valuationOf(positions);
  // One series for the whole portfolio: investments by day, summed across folios, then today's value.
  const xirr = xirrMemo.get([today, value, ...positions.map((p) => p.flowsText)], () => {
    const byDay = new Map<string, number>();
    for (const p of positions)
      for (const f of p.flows) byDay.set(f.date, (byDay.get(f.date) ?? 0) + f.amountPaise);
    const flows = [...byDay.entries()].map(([date, amountPaise]) => ({ date, amountPaise }));
    return xirrPercent(withClosingValue(flows, value, today));
  });
  return {
    currentValue: toRupees(value),
    invested: toRupees(invested),
    gain: toRupees(gainPaise),
    gainPercent: gainPercent(invested, value),
    xirr,
    valuedOn: valuedOn ? ddMmYyyyFromIso(valuedOn) : '',
    holdingCount: positions.length,
    pendingAllotment: toRupees(pending.reduce((sum, o) => sum + o.amountPaise, 0)),
    pendingOrders: pending.map(pendingOrderReply),
    byAssetClass: allocation(positions, (p) => p.assetClass),
    byAmc: allocation(positions, (p) => p.amcName),
  };
}

function pendingOrderReply(o: PendingOrder): PendingOrderReply {
  return {
    orderNo: o.orderNo,
    schCode: o.schCode,
    schName: o.schName,
    planType: o.isDirect ? 'Direct' : 'Regular',
    schOpt: o.schOpt as PendingOrderReply['schOpt'],
    kind: buyingOrderKind(o.trxnType),
    amount: toRupees(o.amountPaise),
    navDate: ddMmYyyyFromIso(o.navDate),
  };
}
