import {
  type DataOf,
  type getNavHistory,
  type NAV_RANGES,
  RETURN_PERIODS,
  type RequestOf,
  type SchemeOption,
} from '@ewa/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { PerInstance } from '../../instance.ts';
import { navToNumber } from '../../kernel/money.ts';
import { loadPlan, loadScheme } from '../../kernel/schemes/lookup.ts';

type NavRange = (typeof NAV_RANGES)[number];
type ReturnPeriod = (typeof RETURN_PERIODS)[number];
type NavHistory = DataOf<typeof getNavHistory>;

/** How far back a range reaches, as PostgreSQL counts calendar months (31 March less a month is 28 February). */
const RANGE_INTERVALS: Record<Exclude<NavRange, 'ALL'>, string> = {
  '1M': '1 month',
  '6M': '6 months',
  '1Y': '1 year',
  '3Y': '3 years',
  '5Y': '5 years',
};
const PERIOD_YEARS: Record<ReturnPeriod, number> = { '1Y': 1, '3Y': 3, '5Y': 5 };

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  // Both drivers (PGlite, node-postgres) answer raw statements with `rows`.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Percent with 2 decimals, rounded half away from zero. */
const percent = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;

/**
 * The return over a period from the NAV at its start to the latest: as it is for one year, annualised
 * (compound annual growth) for longer ones, as Indian fund factsheets show them. In percent, unrounded.
 */
export function periodReturn(from: number, to: number, years: number): number {
  return years <= 1 ? ((to - from) / from) * 100 : ((to / from) ** (1 / years) - 1) * 100;
}

/** A plan's stored NAVs over a range: the last on or before the range's first day, then every one to the latest. */
async function rangePoints(
  db: Db,
  key: { schCode: string; isDirect: boolean; schOpt: string },
  range: NavRange,
) {
  const plan = sql`h.sch_code = ${key.schCode} and h.is_direct = ${key.isDirect} and h.sch_opt = ${key.schOpt}`;
  const from =
    range === 'ALL'
      ? sql``
      : sql`and h.nav_date >= coalesce((
          select max(b.nav_date) from nav_history b
          where b.sch_code = ${key.schCode} and b.is_direct = ${key.isDirect} and b.sch_opt = ${key.schOpt}
            and b.nav_date <= (select (max(l.nav_date) - ${sql.raw(`interval '${RANGE_INTERVALS[range]}'`)})::date
              from nav_history l where l.sch_code = ${key.schCode} and l.is_direct = ${key.isDirect}
                and l.sch_opt = ${key.schOpt})), '1900-01-01'::date)`;
  const found = await rows<{ nav_date: string; nav: number }>(
    db,
    sql`select h.nav_date::text as nav_date, h.nav from nav_history h where ${plan} ${from} order by h.nav_date`,
  );
  return found.map((r) => ({ date: r.nav_date, nav: navToNumber(Number(r.nav)) }));
}

interface PlanReturns {
  schCode: string;
  schOpt: string;
  /** Percent, unrounded; null where the history does not reach back so far. */
  returns: Record<ReturnPeriod, number | null>;
}

/**
 * The 1Y / 3Y / 5Y returns of every Growth plan of a category (SEBI sub type) on one side (Direct or
 * Regular), and of the asked plan when it is another option: the latest NAV against the last stored NAV
 * on or before the day N years before it (as loadNavs reckons the one-year return).
 */
async function categoryReturns(
  db: Db,
  subType: string,
  isDirect: boolean,
  own: { schCode: string; schOpt: string },
): Promise<PlanReturns[]> {
  const base = (years: number) => sql`(select h.nav from nav_history h
      where h.sch_code = p.sch_code and h.is_direct = p.is_direct and h.sch_opt = p.sch_opt
        and h.nav_date <= (p.nav_date - ${sql.raw(`interval '${years} years'`)})::date
      order by h.nav_date desc limit 1)`;
  const found = await rows<{
    sch_code: string;
    sch_opt: string;
    latest_nav: number;
    y1: number | null;
    y3: number | null;
    y5: number | null;
  }>(
    db,
    sql`select p.sch_code, p.sch_opt, p.latest_nav, ${base(1)} as y1, ${base(3)} as y3, ${base(5)} as y5
        from scheme_plans p join schemes s on s.sch_code = p.sch_code
        where s.sub_type = ${subType} and p.is_direct = ${isDirect}
          and (p.sch_opt = 'G' or (p.sch_code = ${own.schCode} and p.sch_opt = ${own.schOpt}))`,
  );
  return found.map((r) => {
    const latest = Number(r.latest_nav);
    const over = (from: number | null, years: number) =>
      from === null ? null : periodReturn(Number(from), latest, years);
    return {
      schCode: r.sch_code,
      schOpt: r.sch_opt,
      returns: { '1Y': over(r.y1, 1), '3Y': over(r.y3, 3), '5Y': over(r.y5, 5) },
    };
  });
}

/** The returns table of a plan against its category's average, from the plans' returns. */
export function returnsAgainstCategory(
  plans: readonly PlanReturns[],
  own: { schCode: string; schOpt: string },
): NavHistory['returns'] {
  const mine = plans.find((p) => p.schCode === own.schCode && p.schOpt === own.schOpt);
  const growth = plans.filter((p) => p.schOpt === 'G');
  return RETURN_PERIODS.map((period) => {
    const known = growth.map((p) => p.returns[period]).filter((r): r is number => r !== null);
    const fund = mine?.returns[period] ?? null;
    return {
      period,
      fund: fund === null ? null : percent(fund),
      categoryAverage: known.length ? percent(known.reduce((s, r) => s + r, 0) / known.length) : null,
      categoryCount: known.length,
      annualised: PERIOD_YEARS[period] > 1,
    };
  });
}

/**
 * Returns change only when NAVs load; each instance keeps them per plan until the next load on any
 * instance, as the scheme detail's facts are.
 */
const returnCaches = new PerInstance((deps: AppDeps) =>
  deps.navs.cache<NavHistory['returns']>({ max: 5_000, ttl: 5 * 60_000 }),
);

/** `purchase/getNavHistory`: the plan's NAVs over the range and its returns against its category. */
export async function navHistoryOf(
  deps: AppDeps,
  request: RequestOf<typeof getNavHistory>,
): Promise<NavHistory> {
  const { db } = deps;
  const scheme = await loadScheme(db, request.schCode);
  const isDirect = request.isDirect === 'Y';
  const plan = await loadPlan(db, request.schCode, isDirect, request.schOpt as SchemeOption);
  const key = { schCode: plan.schCode, isDirect, schOpt: plan.schOpt };
  let points = await rangePoints(db, key, request.range);
  // A plan without stored history (an NFO) still has its latest NAV.
  if (points.length === 0) points = [{ date: plan.navDate, nav: navToNumber(plan.latestNav) }];
  const cache = returnCaches.of(deps).current();
  const cacheKey = `${plan.schCode}|${isDirect}|${plan.schOpt}`;
  let returns = cache.get(cacheKey);
  if (!returns) {
    const own = { schCode: plan.schCode, schOpt: plan.schOpt };
    returns = returnsAgainstCategory(await categoryReturns(db, scheme.subType, isDirect, own), own);
    cache.set(cacheKey, returns);
  }
  return { range: request.range, points, category: scheme.subType, returns };
}
