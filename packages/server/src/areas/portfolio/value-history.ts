import {
  type DataOf,
  type getValueHistory,
  planText,
  type RequestOf,
  VALUE_HISTORY_TEXTS,
  type ValuePoint,
  type ValueRange,
} from '@ewa/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../http/errors.ts';
import { PerInstance } from '../../instance.ts';
import { toRupees } from '../../kernel/money.ts';
import { addDays } from '../../kernel/schemes/calendar.ts';
import { loadPositions, type Valuation, valuationOf } from './holdings.ts';

type ValueHistory = DataOf<typeof getValueHistory>;
type Plan = { schCode: string; isDirect: boolean; schOpt: string };

/** How far back a range reaches, in PostgreSQL's calendar months (as the NAV chart counts them). */
const RANGE_INTERVALS: Record<Exclude<ValueRange, 'ALL'>, string> = {
  '1M': '1 month',
  '6M': '6 months',
  '1Y': '1 year',
  '3Y': '3 years',
};

/** Spans longer than this (days) are shown week by week: a few hundred points draw and read better. */
export const DAILY_SPAN_DAYS = 400;

/** The change of the value and of the net cash in on a day with a NAV or a movement of units. */
export interface DayChange {
  /** ISO date. */
  date: string;
  valuePaise: number;
  cashPaise: number;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  // Both drivers (PGlite, node-postgres) answer raw statements with `rows`.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Each day's change of the holdings' value and of the net cash put in, from the range's first day (the
 * first allotment, when later) to `today`, in one statement. Per plan, the units held (a running sum of
 * the allotments and redemptions) are valued at every NAV the plan has in the range, half-up to the
 * paisa as a holding is valued; the change of that value from one such day to the next is summed over
 * the plans by day. The first day carries everything before it: the units and cash to date, valued at
 * each plan's last NAV on or before it. Invested is the cost of the units held, as the summary counts
 * it: a purchase or switch-in adds what it paid; a redemption or switch-out takes off the cost of the
 * units it took.
 */
export async function valueChanges(
  db: Db,
  njAcNo: string,
  range: ValueRange,
  today: string,
  plan?: Plan,
): Promise<DayChange[]> {
  const onPlan = plan
    ? sql`and t.sch_code = ${plan.schCode} and t.is_direct = ${plan.isDirect} and t.sch_opt = ${plan.schOpt}`
    : sql``;
  const start =
    range === 'ALL'
      ? sql`'0001-01-01'::date`
      : sql`(${today}::date - ${sql.raw(`interval '${RANGE_INTERVALS[range]}'`)})::date`;
  // Tens of thousands of rows are sorted per plan and day: in memory, not in files (the default
  // work_mem of 4 MB spills them), for this statement only.
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rows<{ day: string; value_change: string; cash_change: string }>(
      tx,
      sql`
    with tx as (
      -- A redemption dated after today (after the cut-off) has already taken its units: count it today.
      -- The cost of the units: what an allotment paid, less (a negative row) the cost of units taken out.
      select t.sch_code, t.is_direct, t.sch_opt, least(t.nav_date, ${today}::date) as d,
             t.units_milli as du, t.nav as tnav, t.amount_paise as cash
      from portfolio_transactions t
      where t.nj_ac_no = ${njAcNo} ${onPlan}
    ), b as (
      select greatest(min(d), ${start}) as first_day from tx
    ), plans as (
      -- A number for each plan: the sorts and groupings below compare integers, not text.
      select sch_code, is_direct, sch_opt, row_number() over () as pid
      from (select distinct sch_code, is_direct, sch_opt from tx) held
    ), navs as (
      -- Each plan's NAVs in the range by its own index range (offset 0 keeps it so), not a sort of the
      -- whole history by text keys.
      select p.pid, h.nav_date as d, h.nav
      from plans p cross join b
      cross join lateral (select h.nav_date, h.nav from nav_history h where h.sch_code = p.sch_code
          and h.is_direct = p.is_direct and h.sch_opt = p.sch_opt
          and h.nav_date > b.first_day and h.nav_date <= ${today}::date offset 0) h
      union all
      -- The master's latest NAV: a plan without a stored history, or one a day ahead of it.
      select p.pid, sp.nav_date, sp.latest_nav
      from plans p cross join b
      join scheme_plans sp on sp.sch_code = p.sch_code and sp.is_direct = p.is_direct and sp.sch_opt = p.sch_opt
      where sp.nav_date > b.first_day and sp.nav_date <= ${today}::date
      union all
      -- Each plan's NAV on the first day: its last on or before it (one index probe a plan).
      select p.pid, b.first_day, coalesce(hn.nav, sp.latest_nav)
      from plans p cross join b
      join scheme_plans sp on sp.sch_code = p.sch_code and sp.is_direct = p.is_direct and sp.sch_opt = p.sch_opt
      left join lateral (select h.nav from nav_history h where h.sch_code = p.sch_code
          and h.is_direct = p.is_direct and h.sch_opt = p.sch_opt and h.nav_date <= b.first_day
          order by h.nav_date desc limit 1) hn on true
    ), events as (
      select pid, d, sum(du)::bigint as du, sum(cash) as cash, max(nav) as hnav, max(tnav) as tnav
      from (
        select pid, d, 0::bigint as du, 0::bigint as cash, nav, null::integer as tnav from navs
        union all
        -- Movements before the range count on its first day.
        select p.pid, greatest(t.d, b.first_day), t.du, t.cash, null, t.tnav
        from tx t cross join b
        join plans p on p.sch_code = t.sch_code and p.is_direct = t.is_direct and p.sch_opt = t.sch_opt
      ) e
      group by pid, d
    ), valued as (
      -- A day without a declared NAV (an allotment's own day) values the units at the allotment's NAV.
      -- The units the day before are today's less the day's movement, so one pass gives both values.
      select d, cash, du, (sum(du) over w)::bigint as units, coalesce(hnav, tnav)::bigint as nav,
             lag(coalesce(hnav, tnav)::bigint) over w as prev_nav
      from events
      window w as (partition by pid order by d)
    )
    select d::text as day,
           -- Half-up to the paisa in integers (units are never negative): paise = units × NAV / 100,000.
           sum((units * nav + 50000) / 100000 - coalesce(((units - du) * prev_nav + 50000) / 100000, 0))::text
             as value_change,
           sum(cash)::text as cash_change
    from valued group by d order by d`,
    );
  });
  return found.map((r) => ({
    date: r.day.slice(0, 10),
    valuePaise: Number(r.value_change),
    cashPaise: Number(r.cash_change),
  }));
}

/**
 * Day changes move only when NAVs load or the investor's units or redemptions change: they are kept
 * per investor, range and plan until then (on every instance: `NavLoads`), as the
 * scheme page's returns are. The investor's side is told by one index probe: the allotments' count and
 * last id, and what the redemptions pay out.
 */
const changeCaches = new PerInstance((deps: AppDeps) =>
  deps.navs.cache<DayChange[]>({ max: 2_000, ttl: 5 * 60_000 }),
);

async function holdingsVersion(db: Db, njAcNo: string): Promise<string> {
  const [row] = await rows<{ version: string }>(
    db,
    sql`select concat_ws(':',
          (select count(*) from portfolio_transactions where nj_ac_no = ${njAcNo}),
          (select max(id) from portfolio_transactions where nj_ac_no = ${njAcNo}),
          (select sum(amount_paise - exit_load_paise) from redemption_orders where nj_ac_no = ${njAcNo})) as version`,
  );
  return row?.version ?? '';
}

/** valueChanges, kept until NAVs load or the investor's holdings change. */
export async function keptValueChanges(
  deps: AppDeps,
  njAcNo: string,
  range: ValueRange,
  today: string,
  plan?: Plan,
): Promise<DayChange[]> {
  const { db } = deps;
  const cache = changeCaches.of(deps).current();
  const planKey = plan ? `${plan.schCode}|${plan.isDirect}|${plan.schOpt}` : '';
  const key = `${njAcNo}|${range}|${planKey}|${today}|${await holdingsVersion(db, njAcNo)}`;
  let changes = cache.get(key);
  if (!changes) {
    changes = await valueChanges(db, njAcNo, range, today, plan);
    cache.set(key, changes);
  }
  return changes;
}

/** Monday of an ISO date's week. */
function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/**
 * The chart's points from the day changes: running totals, one a day when the span is up to
 * DAILY_SPAN_DAYS, else the last day of each week (and always the latest day).
 */
export function valuePoints(changes: readonly DayChange[]): {
  interval: ValueHistory['interval'];
  points: ValuePoint[];
} {
  const first = changes[0];
  const last = changes.at(-1);
  if (!first || !last) return { interval: 'daily', points: [] };
  const spanDays = (Date.parse(last.date) - Date.parse(first.date)) / 86_400_000;
  const weekly = spanDays > DAILY_SPAN_DAYS;
  let value = 0;
  let cash = 0;
  const points: ValuePoint[] = [];
  changes.forEach((change, i) => {
    value += change.valuePaise;
    cash += change.cashPaise;
    const next = changes[i + 1];
    if (weekly && next && weekOf(next.date) === weekOf(change.date)) return;
    points.push({ date: change.date, value: toRupees(value), invested: toRupees(cash) });
  });
  return { interval: weekly ? 'weekly' : 'daily', points };
}

/** A plan named by all three of its fields, or none; anything between is a 400. */
function planOf(request: RequestOf<typeof getValueHistory>): Plan | undefined {
  const { schCode, isDirect, schOpt } = request;
  if (schCode === undefined && isDirect === undefined && schOpt === undefined) return undefined;
  if (schCode === undefined || isDirect === undefined || schOpt === undefined)
    throw new DomainError(VALUE_HISTORY_TEXTS.planIncomplete, {
      status: 400,
      errCode: 'BAD_REQUEST',
      field: schCode === undefined ? 'schCode' : isDirect === undefined ? 'isDirect' : 'schOpt',
    });
  return { schCode, isDirect, schOpt };
}

/** `portfolio/getValueHistory`: the holdings' (or one holding's) value against net cash in over a range. */
export async function valueHistory(
  deps: AppDeps,
  njAcNo: string,
  request: RequestOf<typeof getValueHistory>,
  today: string,
): Promise<ValueHistory> {
  const { db } = deps;
  const plan = planOf(request);
  let label: string | undefined;
  if (plan) {
    const [held] = await rows<{ sch_name: string }>(
      db,
      sql`select s.sch_name from schemes s where s.sch_code = ${plan.schCode} and exists (
            select 1 from portfolio_transactions t where t.nj_ac_no = ${njAcNo} and t.sch_code = ${plan.schCode}
              and t.is_direct = ${plan.isDirect} and t.sch_opt = ${plan.schOpt})`,
    );
    if (!held) throw new DomainError(VALUE_HISTORY_TEXTS.notHeld, { status: 404, field: 'schCode' });
    label = planText(held.sch_name, plan.isDirect ? 'Direct' : 'Regular', plan.schOpt);
  }
  const { interval, points } = valuePoints(await keptValueChanges(deps, njAcNo, request.range, today, plan));
  const positions = (await loadPositions(db, njAcNo, undefined, { withFlows: false, today })).filter(
    (p) => !plan || (p.schCode === plan.schCode && p.isDirect === plan.isDirect && p.schOpt === plan.schOpt),
  );
  return {
    range: request.range,
    interval,
    points: endingAtValuation(points, valuationOf(positions)),
    ...(label ? { label } : {}),
  };
}

/**
 * The chart ends on the valuation the summary shows: its NAV date and its value and invested amount,
 * the same figures to the paisa (a redemption placed today has already taken its units there too).
 */
export function endingAtValuation(points: readonly ValuePoint[], valuation: Valuation): ValuePoint[] {
  if (points.length === 0 || !valuation.valuedOn) return [...points];
  return [
    ...points.filter((p) => p.date < valuation.valuedOn),
    {
      date: valuation.valuedOn,
      value: toRupees(valuation.valuePaise),
      invested: toRupees(valuation.investedPaise),
    },
  ];
}
