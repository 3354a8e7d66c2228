import type { SchemeOption } from '@ewa/api';
import { and, eq, lte, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { ChangeWatch } from '../../db/notices.ts';
import { navHistory, schemePlans } from './schema.ts';

/** One plan's NAV for one day, as a fund house publishes it (ten-thousandths of a rupee). */
export interface NavRecord {
  schCode: string;
  isDirect: boolean;
  schOpt: SchemeOption;
  /** YYYY-MM-DD */
  navDate: string;
  nav: number;
}

/** The notice a NAV load sends (its payload: the schema it loaded into), on any instance. */
export const navLoadChannel = 'ewa_nav_load';

/**
 * The NAV loads one app instance knows of: its own at once, every other instance's (on the same
 * database and schema) through a database notice. What is derived from NAVs (a scheme's latest NAV,
 * its returns, a portfolio's value) is kept only under the generation it was computed in, and only
 * while notices arrive: an instance that cannot hear another's load keeps nothing.
 */
export type NavLoads = ChangeWatch;

/**
 * Starts hearing every instance's NAV loads on `database`; `stop` ends it (the app's close).
 */
export async function hearNavLoads(
  database: Database,
): Promise<{ navs: NavLoads; stop: () => Promise<void> }> {
  const [row] = await database.sql.query<{ scope: string }>('select current_schema() as scope');
  const navs = new ChangeWatch(row?.scope ?? 'public');
  const stop = await database.notices.listen(navLoadChannel, navs);
  return { navs, stop };
}

/**
 * Loads a day's NAVs: the history gets them, and a plan's latest NAV, its date and its one-year
 * return move on when the day is newer than the one it shows. Everything derived from NAVs is
 * recomputed on its next read once the load is committed: on this instance at once, on the others
 * when the notice sent with the load (at its commit) arrives. Loaded inside a caller's transaction (a
 * money call's), the load is told only by that notice, which waits for the caller's commit: before it,
 * nothing outside the transaction could see the NAVs the change speaks of.
 */
export async function loadNavs(
  target: { db: Db; navs: NavLoads },
  records: readonly NavRecord[],
): Promise<void> {
  await target.db.transaction(async (tx) => {
    for (const r of records) {
      await tx
        .insert(navHistory)
        .values(r)
        .onConflictDoUpdate({
          target: [navHistory.schCode, navHistory.isDirect, navHistory.schOpt, navHistory.navDate],
          set: { nav: r.nav },
        });
      const plan = and(
        eq(schemePlans.schCode, r.schCode),
        eq(schemePlans.isDirect, r.isDirect),
        eq(schemePlans.schOpt, r.schOpt),
      );
      // The NAV a year before (or the nearest earlier day) gives the one-year return.
      const [yearAgo] = await tx
        .select({ nav: navHistory.nav })
        .from(navHistory)
        .where(
          and(
            eq(navHistory.schCode, r.schCode),
            eq(navHistory.isDirect, r.isDirect),
            eq(navHistory.schOpt, r.schOpt),
            lte(navHistory.navDate, sql`(${r.navDate}::date - interval '1 year')::date`),
          ),
        )
        .orderBy(sql`${navHistory.navDate} desc`)
        .limit(1);
      await tx
        .update(schemePlans)
        .set({
          latestNav: r.nav,
          navDate: r.navDate,
          ...(yearAgo ? { return1yBp: Math.round(((r.nav - yearAgo.nav) * 10_000) / yearAgo.nav) } : {}),
        })
        .where(and(plan, lte(schemePlans.navDate, r.navDate)));
    }
    await tx.execute(sql`select pg_notify(${navLoadChannel}, current_schema())`);
  });
  if (!(target.db instanceof PgTransaction)) target.navs.changed();
}

/** One plan of a scheme: its code, Direct or Regular, and its option. */
export interface PlanKey {
  schCode: string;
  isDirect: boolean;
  schOpt: string;
}

/** The NAV history rows of one plan (a `where` condition). */
export function historyOfPlan(plan: PlanKey) {
  return and(
    eq(navHistory.schCode, plan.schCode),
    eq(navHistory.isDirect, plan.isDirect),
    sql`${navHistory.schOpt} = ${plan.schOpt}`,
  );
}

/** The scheme-plan row of one plan (a `where` condition). */
export function planRowOf(plan: PlanKey) {
  return and(
    eq(schemePlans.schCode, plan.schCode),
    eq(schemePlans.isDirect, plan.isDirect),
    sql`${schemePlans.schOpt} = ${plan.schOpt}`,
  );
}
