import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { unitsFor } from '../../kernel/money.ts';
import { addDays, istParts } from '../../kernel/schemes/calendar.ts';
import { schemes } from '../../kernel/schemes/schema.ts';
import { newFolioNo } from './allot.ts';
import { portfolioTransactions } from './schema.ts';

/** 50000001's liquid fund (Everest Liquid Fund), bought in three lots: insta cash has something to redeem. */
export const LIQUID_HOLDING_OF = '50000001';
const LIQUID_HOLDING = {
  schCode: 'EVR0015',
  isDirect: true,
  schOpt: 'G',
  rupees: 30_000,
};
const LOTS_DAYS_AGO = [300, 180, 60];

/** The liquid fund of an investor in 50000001's situation (demo data; the master may lack the scheme). */
export async function seedLiquidHolding(
  tx: Db,
  njAcNo: string,
  navNear: (db: Db, plan: typeof LIQUID_HOLDING, date: string) => Promise<{ navDate: string; nav: number }>,
  now: Date,
): Promise<boolean> {
  const today = istParts(now).date;
  const { schCode, isDirect, schOpt, rupees } = LIQUID_HOLDING;
  const [scheme] = await tx
    .select({ amcCode: schemes.amcCode })
    .from(schemes)
    .where(eq(schemes.schCode, schCode));
  if (!scheme) return false;
  const [held] = await tx
    .select({ schCode: folioHoldings.schCode })
    .from(folioHoldings)
    .where(and(eq(folioHoldings.njAcNo, njAcNo), eq(folioHoldings.schCode, schCode)));
  if (held) return false;
  const folioNo = newFolioNo(njAcNo, scheme.amcCode);
  let units = 0;
  for (const daysAgo of LOTS_DAYS_AGO) {
    const at = await navNear(tx, LIQUID_HOLDING, addDays(today, -daysAgo));
    const unitsMilli = unitsFor(rupees * 100, at.nav);
    units += unitsMilli;
    await tx.insert(portfolioTransactions).values({
      njAcNo,
      schCode,
      isDirect,
      schOpt,
      folioNo,
      trxnType: 'PIP',
      ...at,
      amountPaise: rupees * 100,
      unitsMilli,
    });
  }
  await tx
    .insert(folioHoldings)
    .values({ njAcNo, schCode, isDirect, schOpt, folioNo, unitsMilli: units, holdingMode: 'D' });
  return true;
}
