import type { SchemeOption } from '@ewa/api';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/**
 * Which load of the NAVs a database handle is on. Whatever is derived from NAVs (a scheme's latest NAV
 * and its date, its returns) may be kept until this moves on.
 */
const navLoads = new WeakMap<Db, number>();

export function navGeneration(db: Db): number {
  return navLoads.get(db) ?? 0;
}

type NavLoadListener = (records: readonly NavRecord[]) => void;
const navLoadListeners = new Set<NavLoadListener>();

/**
 * Tells `listener` of every load of NAVs in this process, once it is written (what waits for a NAV
 * can be done at once). Answers the way to stop listening.
 */
export function onNavsLoaded(listener: NavLoadListener): () => void {
  navLoadListeners.add(listener);
  return () => navLoadListeners.delete(listener);
}

/**
 * Loads a day's NAVs: the history gets them, and a plan's latest NAV, its date and its one-year
 * return move on when the day is newer than the one it shows. Everything derived from NAVs is
 * recomputed on its next read.
 */
export async function loadNavs(db: Db, records: readonly NavRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
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
  });
  navLoads.set(db, navGeneration(db) + 1);
  for (const listener of navLoadListeners) listener(records);
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
