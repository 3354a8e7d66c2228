import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, seedRuns } from '../../db/schema/core.ts';
import { type InvestorSeed, isDemoInvestor, presentDemoInvestors } from '../../seed/investor.ts';
import { dpChargeBills } from './schema.ts';

export const dpChargesSeedName = 'demo-dpcharges-v1';

/** Outstanding DP-charges bills of the two demo investors whose accounts wait on them (50000004, 50000005). */
export const demoBills = [
  {
    njAcNo: '50000004',
    srNo: 1,
    transactionId: 'DPT2609001',
    billNo: 'DPB/2609/0004-1',
    chargesType: 'Annual Maintenance Charges',
    amountPaise: 70_800,
  },
  {
    njAcNo: '50000004',
    srNo: 2,
    transactionId: 'DPT2610014',
    billNo: 'DPB/2610/0004-2',
    chargesType: 'Transaction Charges',
    amountPaise: 3_540,
  },
  {
    njAcNo: '50000005',
    srNo: 1,
    transactionId: 'DPT2609027',
    billNo: 'DPB/2609/0005-1',
    chargesType: 'Annual Maintenance Charges',
    amountPaise: 47_200,
  },
];

export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: dpChargesSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const present = await tx.select({ njAcNo: accounts.njAcNo }).from(accounts);
    for (const investor of presentDemoInvestors(present.map((a) => a.njAcNo)))
      await seedInvestor(tx, investor);
    return true;
  });
}

/**
 * One investor's outstanding bills as its template has them; a fresh investor's bill numbers carry its
 * own account number (a bill number is unique).
 */
export async function seedInvestor(db: Db, investor: InvestorSeed): Promise<void> {
  const bills = demoBills.filter((b) => b.njAcNo === investor.template.njAcNo);
  if (bills.length === 0) return;
  const own = isDemoInvestor(investor);
  await db.insert(dpChargeBills).values(
    bills.map((bill) => ({
      ...bill,
      njAcNo: investor.njAcNo,
      billNo: own ? bill.billNo : `${bill.billNo}/${investor.njAcNo}`,
    })),
  );
}

/**
 * The depository raises a new bill for an account (the sandbox's "other side" of DP charges): one
 * Annual Maintenance Charges bill, and the account waits on it again — deactivated when `mandatory`,
 * reminded when `optional`. Answers the bill, or null when the account does not exist.
 */
export async function raiseBill(
  db: Db,
  wanted: { njAcNo: string; mode: 'mandatory' | 'optional' },
): Promise<{ billNo: string; amountPaise: number } | null> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(accounts)
      .set({ dpCharges: wanted.mode })
      .where(eq(accounts.njAcNo, wanted.njAcNo))
      .returning({ njAcNo: accounts.njAcNo });
    if (changed.length === 0) return null;
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(dpChargeBills)
      .where(eq(dpChargeBills.njAcNo, wanted.njAcNo));
    const serial = randomBytes(4).toString('hex').toUpperCase();
    const bill = {
      njAcNo: wanted.njAcNo,
      srNo: count + 1,
      transactionId: `DPT${serial}`,
      billNo: `DPB/${serial}/${wanted.njAcNo.slice(-4)}`,
      chargesType: 'Annual Maintenance Charges',
      amountPaise: 70_800,
    };
    await tx.insert(dpChargeBills).values(bill);
    return { billNo: bill.billNo, amountPaise: bill.amountPaise };
  });
}
