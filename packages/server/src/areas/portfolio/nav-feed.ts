import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { historyOfPlan, type PlanKey, planRowOf } from '../../kernel/schemes/navs.ts';
import { navHistory, schemePlans } from '../../kernel/schemes/schema.ts';

export type { PlanKey } from '../../kernel/schemes/navs.ts';

/**
 * Where the NAV a fund house declared for a day comes from. The stored feed reads the NAVs loaded
 * into the scheme master; the sandbox's fund houses declare the day's NAV as soon as an order needs
 * it, so a tester sees the units at once instead of after the evening's declaration.
 */
export interface NavFeed {
  /** The NAV (ten-thousandths) declared for `date` (ISO), or undefined while it is not declared. */
  navOn(db: Db, plan: PlanKey, date: string, today: string): Promise<number | undefined>;
  /**
   * Which of these plan days have their NAV declared, as `navOn` would answer them, without declaring
   * anything: the cheap check a read makes before any allotment work. Answers their `navDayKey`s.
   */
  declared(db: Db, days: readonly NavDay[], today: string): Promise<Set<string>>;
}

/** A plan and an ISO day whose NAV an order waits for. */
export interface NavDay extends PlanKey {
  date: string;
}

export const navDayKey = (d: NavDay) => `${d.schCode}|${d.isDirect}|${d.schOpt}|${d.date}`;

/** The NAV stored for that day: the daily history, or the plan's latest NAV when it is of that day. */
export async function storedNav(db: Db, plan: PlanKey, date: string): Promise<number | undefined> {
  const [row] = await db
    .select({ nav: navHistory.nav })
    .from(navHistory)
    .where(and(historyOfPlan(plan), eq(navHistory.navDate, date)));
  if (row) return row.nav;
  const [latest] = await db
    .select({ nav: schemePlans.latestNav })
    .from(schemePlans)
    .where(and(planRowOf(plan), eq(schemePlans.navDate, date)));
  return latest?.nav;
}

/** The plan days among `days` with a NAV stored (in the daily history, or as the plan's latest): one statement. */
export async function storedDays(db: Db, days: readonly NavDay[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const wanted = sql.join(
    days.map((d) => sql`(${d.schCode}::text, ${d.isDirect}::boolean, ${d.schOpt}::text, ${d.date}::date)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select h.sch_code, h.is_direct, h.sch_opt, h.nav_date::text as nav_date from nav_history h
    where (h.sch_code, h.is_direct, h.sch_opt, h.nav_date) in (values ${wanted})
    union
    select p.sch_code, p.is_direct, p.sch_opt, p.nav_date::text from scheme_plans p
    where (p.sch_code, p.is_direct, p.sch_opt, p.nav_date) in (values ${wanted})`)) as {
    rows: { sch_code: string; is_direct: boolean; sch_opt: string; nav_date: string }[];
  };
  return new Set(
    result.rows.map((r) =>
      navDayKey({
        schCode: r.sch_code,
        isDirect: r.is_direct,
        schOpt: r.sch_opt,
        date: r.nav_date.slice(0, 10),
      }),
    ),
  );
}

export const storedNavFeed: NavFeed = { navOn: storedNav, declared: storedDays };

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the portfolio area is loaded (see `buildApp`). */
    navFeed: NavFeed;
  }
}

/** The app's NAV feed; the stored one when the composition root chose none. */
export function navFeedOf(app: FastifyInstance): NavFeed {
  return app.hasDecorator('navFeed') ? app.navFeed : storedNavFeed;
}
