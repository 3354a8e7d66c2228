import { desc } from 'drizzle-orm';
import {
  type NavDay,
  type NavFeed,
  navDayKey,
  type PlanKey,
  storedDays,
  storedNav,
} from '../../areas/portfolio/nav-feed.ts';
import type { Db } from '../../db/client.ts';
import { isBusinessDay, nextBusinessDay } from '../../kernel/schemes/calendar.ts';
import { seededRandom } from '../../kernel/schemes/generator.ts';
import { loadHolidays } from '../../kernel/schemes/lookup.ts';
import {
  historyOfPlan,
  loadNavs,
  type NavLoads,
  type NavRecord,
  planRowOf,
} from '../../kernel/schemes/navs.ts';
import { navHistory, schemePlans } from '../../kernel/schemes/schema.ts';

/** How far one day's NAV moves at most in the sandbox: ±1.2 %. */
const DAILY_MOVE = 0.012;

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The sandbox's NAV of a day from the day before: a small move, the same for the same plan and day. */
export function nextSandboxNav(plan: PlanKey, date: string, previous: number): number {
  const random = seededRandom(hashText(`${plan.schCode}:${plan.isDirect}:${plan.schOpt}:${date}`));
  return Math.max(1, Math.round(previous * (1 + (random() * 2 - 1) * DAILY_MOVE)));
}

/**
 * The sandbox's fund houses: the NAV of today or the next business day, when not stored yet, is
 * declared at once (each business day after the last stored one, from its day before) and kept in the
 * NAV history, so the units of an order paid today are allotted without waiting for the declaration
 * (an order for the next business day still waits for that day: no NAV is used before its day).
 * Its loads count as this app's NAV loads (`navs`), told to every instance as any load is.
 */
export const sandboxNavFeed = (navs: NavLoads): NavFeed => ({
  async navOn(db: Db, plan: PlanKey, date: string, today: string) {
    const stored = await storedNav(db, plan, date);
    if (stored !== undefined) return stored;
    const holidays = await loadHolidays(db);
    // Up to the next business day: an order paid after today's cut-off; never further ahead.
    if (!isBusinessDay(date, holidays) || date > nextBusinessDay(today, holidays)) return undefined;
    const [last] = await db
      .select({ navDate: navHistory.navDate, nav: navHistory.nav })
      .from(navHistory)
      .where(historyOfPlan(plan))
      .orderBy(desc(navHistory.navDate))
      .limit(1);
    const [latest] = await db
      .select({ navDate: schemePlans.navDate, nav: schemePlans.latestNav })
      .from(schemePlans)
      .where(planRowOf(plan));
    const from = [last, latest]
      .filter((r) => r !== undefined)
      .sort((a, b) => (a.navDate < b.navDate ? 1 : -1))[0];
    if (!from || from.navDate >= date) return undefined;
    let nav = from.nav;
    const declared: { schCode: string; isDirect: boolean; schOpt: string; navDate: string; nav: number }[] =
      [];
    for (
      let day = nextBusinessDay(from.navDate, holidays);
      day <= date;
      day = nextBusinessDay(day, holidays)
    ) {
      nav = nextSandboxNav(plan, day, nav);
      declared.push({ ...plan, navDate: day, nav });
    }
    // Days up to today are loaded as any NAV load is (the plan's latest NAV moves on, and what is derived
    // from NAVs, as the scheme page's figures, is recomputed); a day ahead is kept in the history only.
    const upToToday = declared.filter((d) => d.navDate <= today);
    const ahead = declared.filter((d) => d.navDate > today);
    if (upToToday.length > 0) await loadNavs({ db, navs }, upToToday as NavRecord[]);
    if (ahead.length > 0) await db.insert(navHistory).values(ahead).onConflictDoNothing();
    return storedNav(db, plan, date);
  },
  // Declared on demand: a business day up to the next one is as good as declared; further ahead, only
  // what is stored.
  async declared(db: Db, days: readonly NavDay[], today: string) {
    const holidays = await loadHolidays(db);
    const next = nextBusinessDay(today, holidays);
    const onDemand = days.filter((d) => d.date <= next && isBusinessDay(d.date, holidays));
    const stored = await storedDays(
      db,
      days.filter((d) => !onDemand.includes(d)),
    );
    for (const d of onDemand) stored.add(navDayKey(d));
    return stored;
  },
});
