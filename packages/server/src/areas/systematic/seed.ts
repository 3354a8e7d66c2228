import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, seedRuns } from '../../db/schema/core.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { addMonths, istParts } from '../../kernel/schemes/calendar.ts';
import { schemes } from '../../kernel/schemes/schema.ts';
import { type InvestorSeed, presentDemoInvestors } from '../../seed/investor.ts';
import { systematicPlans } from './schema.ts';

export const systematicSeedName = 'demo-systematic-plans-v1';

/** A demo plan: scheme (direct growth unless said), rupees, day, months since its first instalment, count. */
interface DemoPlan {
  kind: 'SIP' | 'SWP' | 'STP';
  schCode: string;
  isDirect?: boolean;
  rupees: number;
  day: number;
  startedMonthsAgo: number;
  installments: number;
  /** STP: into another scheme of the same fund house. */
  stp?: true;
}

/**
 * The demo investors' running plans, so a new user sees a real list: 50000001 has SIPs (one on the
 * 28th, near month ends), an SWP from its regular-plan folio and an STP; the EMF investor 50000009 two SIPs.
 */
const DEMO_PLANS: Record<string, DemoPlan[]> = {
  '50000001': [
    { kind: 'SIP', schCode: 'ARJ0001', rupees: 5_000, day: 5, startedMonthsAgo: 8, installments: 36 },
    { kind: 'SIP', schCode: 'EVR0005', rupees: 3_000, day: 28, startedMonthsAgo: 5, installments: 24 },
    { kind: 'SIP', schCode: 'GNG0016', rupees: 1_000, day: 10, startedMonthsAgo: 3, installments: 60 },
    {
      kind: 'SWP',
      schCode: 'DCN0004',
      isDirect: false,
      rupees: 2_000,
      day: 10,
      startedMonthsAgo: 2,
      installments: 24,
    },
    {
      kind: 'STP',
      schCode: 'EVR0005',
      rupees: 1_000,
      day: 1,
      startedMonthsAgo: 1,
      installments: 12,
      stp: true,
    },
  ],
  '50000009': [
    { kind: 'SIP', schCode: 'KNK0009', rupees: 2_000, day: 7, startedMonthsAgo: 6, installments: 36 },
    { kind: 'SIP', schCode: 'IND0008', rupees: 1_500, day: 20, startedMonthsAgo: 4, installments: 24 },
  ],
};

export async function seed(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: systematicSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const present = await tx
      .select({ njAcNo: accounts.njAcNo })
      .from(accounts)
      .where(inArray(accounts.njAcNo, Object.keys(DEMO_PLANS)));
    for (const investor of presentDemoInvestors(present.map((a) => a.njAcNo)))
      await seedInvestor(tx, investor, options.now ?? new Date());
    return true;
  });
}

/** One investor's running plans, as its template has them (on the folios it holds). */
export async function seedInvestor(db: Db, investor: InvestorSeed, now: Date): Promise<void> {
  const thisMonth = istParts(now).date.slice(0, 7);
  const { njAcNo } = investor;
  let serial = 0;
  for (const plan of DEMO_PLANS[investor.template.njAcNo] ?? []) {
    // A smaller demo master (EWA_SEED_SCHEMES) may not have the scheme.
    const [scheme] = await db.select().from(schemes).where(eq(schemes.schCode, plan.schCode));
    if (!scheme) continue;
    const isDirect = plan.isDirect ?? true;
    const [held] = await db
      .select({ folioNo: folioHoldings.folioNo })
      .from(folioHoldings)
      .where(
        and(
          eq(folioHoldings.njAcNo, njAcNo),
          eq(folioHoldings.schCode, plan.schCode),
          eq(folioHoldings.isDirect, isDirect),
          eq(folioHoldings.schOpt, 'G'),
        ),
      );
    if (plan.kind !== 'SIP' && !held) continue;
    const [target] = plan.stp
      ? await db
          .select({ schCode: schemes.schCode })
          .from(schemes)
          .where(
            and(
              eq(schemes.amcCode, scheme.amcCode),
              ne(schemes.schCode, scheme.schCode),
              eq(schemes.purchaseAllowed, true),
              isNull(schemes.nfoOpenDate),
            ),
          )
          .orderBy(schemes.schCode)
          .limit(1)
      : [];
    if (plan.stp && !target) continue;
    serial++;
    await db.insert(systematicPlans).values({
      planNo: `${plan.kind}D${njAcNo}${String(serial).padStart(2, '0')}`,
      njAcNo,
      kind: plan.kind,
      schCode: plan.schCode,
      isDirect,
      schOpt: 'G',
      folioNo: held?.folioNo ?? null,
      targetSchCode: target?.schCode ?? null,
      targetIsDirect: target ? true : null,
      targetSchOpt: target ? 'G' : null,
      amountPaise: plan.rupees * 100,
      freqId: '1',
      installmentDate: plan.day,
      startMonth: addMonths(thisMonth, -plan.startedMonthsAgo),
      installments: plan.installments,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, serial)),
    });
  }
}
