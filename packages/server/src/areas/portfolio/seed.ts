import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, seedRuns } from '../../db/schema/core.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { seedInvestorPayments } from '../../kernel/investor-records/seed.ts';
import { unitsFor, valueOfUnits } from '../../kernel/money.ts';
import { addDays, istParts } from '../../kernel/schemes/calendar.ts';
import { historyOfPlan, type PlanKey, planRowOf } from '../../kernel/schemes/navs.ts';
import { navHistory, schemePlans, schemes } from '../../kernel/schemes/schema.ts';
import { type InvestorSeed, presentDemoInvestors } from '../../seed/investor.ts';
import { newFolioNo } from './allot.ts';
import { LIQUID_HOLDING_OF, seedLiquidHolding } from './insta-seed.ts';
import { portfolioTransactions } from './schema.ts';

export const portfolioSeedName = 'portfolio-holdings-v1';

/** Earlier purchases of a seeded folio: days before today and the share of its units each bought. */
const PURCHASE_HISTORY: [daysAgo: number, sharePercent: number][] = [
  [340, 50],
  [210, 30],
  [95, 20],
];

/**
 * More holdings for some demo investors (scheme of the demo master, rupees per earlier purchase): a
 * debt, hybrid or equity fund none of the purchase journeys buys, so those journeys start as before.
 */
const MORE_HOLDINGS: Record<string, [schCode: string, rupees: number][]> = {
  '50000001': [
    ['EVR0005', 40_000], // Everest Banking and PSU Fund (debt)
    ['GNG0016', 25_000], // Ganga Conservative Hybrid Fund
  ],
  '50000002': [
    ['HML0007', 20_000], // Himalaya Dividend Yield Fund (equity)
    ['CRM0013', 50_000], // Coromandel Dynamic Bond Fund (debt)
  ],
  '50000009': [
    ['KNK0009', 15_000], // Konark Small Cap Fund (equity)
    ['IND0008', 10_000], // Indus Balanced Advantage Fund (hybrid)
  ],
};

/** The NAV on or before `date`: the stored history, else the plan's latest NAV (schemes without history). */
async function navNear(db: Db, plan: PlanKey, date: string): Promise<{ navDate: string; nav: number }> {
  const [row] = await db
    .select({ navDate: navHistory.navDate, nav: navHistory.nav })
    .from(navHistory)
    .where(and(historyOfPlan(plan), lte(navHistory.navDate, date)))
    .orderBy(desc(navHistory.navDate))
    .limit(1);
  if (row) return row;
  const [latest] = await db
    .select({ navDate: schemePlans.navDate, nav: schemePlans.latestNav })
    .from(schemePlans)
    .where(planRowOf(plan));
  if (!latest) throw new Error(`no NAV for ${plan.schCode}`);
  return latest;
}

/**
 * The demo investors' existing holdings, so a new user sees a real portfolio: each seeded folio gets
 * the earlier purchases its units came from (at the NAVs of their days), and some investors a debt or
 * hybrid fund more. Demo data only; runs once.
 */
export async function seed(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  await seedInvestorPayments(db);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: portfolioSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const present = await tx.select({ njAcNo: accounts.njAcNo }).from(accounts);
    for (const investor of presentDemoInvestors(present.map((a) => a.njAcNo)))
      await seedInvestor(tx, investor, options.now ?? new Date());
    return true;
  });
}

/** One investor's holdings as its template has them, with the purchases they came from. */
export async function seedInvestor(db: Db, investor: InvestorSeed, now: Date): Promise<void> {
  const { njAcNo } = investor;
  const today = istParts(now).date;
  if (investor.template.njAcNo === LIQUID_HOLDING_OF) await seedLiquidHolding(db, njAcNo, navNear, now);
  const wanted = MORE_HOLDINGS[investor.template.njAcNo] ?? [];
  const known = wanted.length
    ? await db
        .select({ schCode: schemes.schCode, amcCode: schemes.amcCode })
        .from(schemes)
        .where(
          inArray(
            schemes.schCode,
            wanted.map(([schCode]) => schCode),
          ),
        )
    : [];
  const held = new Set(
    (
      await db
        .select({ schCode: folioHoldings.schCode })
        .from(folioHoldings)
        .where(eq(folioHoldings.njAcNo, njAcNo))
    ).map((h) => h.schCode),
  );
  for (const [schCode, rupees] of wanted) {
    // A smaller demo master (EWA_SEED_SCHEMES) may not have the scheme.
    const scheme = known.find((k) => k.schCode === schCode);
    if (!scheme || held.has(schCode)) continue;
    held.add(scheme.schCode);
    const plan = { schCode: scheme.schCode, isDirect: true, schOpt: 'G' };
    const folioNo = newFolioNo(njAcNo, scheme.amcCode);
    let units = 0;
    for (const [daysAgo] of PURCHASE_HISTORY) {
      const at = await navNear(db, plan, addDays(today, -daysAgo));
      const unitsMilli = unitsFor(rupees * 100, at.nav);
      units += unitsMilli;
      await db.insert(portfolioTransactions).values({
        njAcNo,
        ...plan,
        folioNo,
        trxnType: 'PIP',
        ...at,
        amountPaise: rupees * 100,
        unitsMilli,
      });
    }
    await db.insert(folioHoldings).values({ njAcNo, ...plan, folioNo, unitsMilli: units, holdingMode: 'D' });
  }

  // The folios seeded with units only (kernel/investor-records): the purchases those units came from.
  const bare = await db
    .select()
    .from(folioHoldings)
    .where(
      and(
        eq(folioHoldings.njAcNo, njAcNo),
        sql`not exists (select 1 from portfolio_transactions t where t.nj_ac_no = ${folioHoldings.njAcNo}
          and t.sch_code = ${folioHoldings.schCode} and t.is_direct = ${folioHoldings.isDirect}
          and t.sch_opt = ${folioHoldings.schOpt})`,
      ),
    );
  for (const folio of bare) {
    let left = folio.unitsMilli;
    for (const [i, [daysAgo, share]] of PURCHASE_HISTORY.entries()) {
      const unitsMilli =
        i === PURCHASE_HISTORY.length - 1 ? left : Math.floor((folio.unitsMilli * share) / 100);
      left -= unitsMilli;
      const at = await navNear(db, folio, addDays(today, -daysAgo));
      await db.insert(portfolioTransactions).values({
        njAcNo: folio.njAcNo,
        schCode: folio.schCode,
        isDirect: folio.isDirect,
        schOpt: folio.schOpt,
        folioNo: folio.folioNo,
        trxnType: 'PIP',
        ...at,
        amountPaise: valueOfUnits(unitsMilli, at.nav),
        unitsMilli,
      });
    }
  }
}
