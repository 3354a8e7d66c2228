import { and, eq } from 'drizzle-orm';
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
}

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

export const storedNavFeed: NavFeed = { navOn: storedNav };

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
