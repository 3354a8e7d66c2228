import type { Db } from '../../db/client.ts';
import { seedRuns } from '../../db/schema/core.ts';
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
    await tx.insert(dpChargeBills).values(demoBills);
    return true;
  });
}
