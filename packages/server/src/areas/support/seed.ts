import type { Db } from '../../db/client.ts';
import { seedRuns } from '../../db/schema/core.ts';
import { supportReference } from './domain.ts';
import { supportQueries } from './schema.ts';

export const supportSeedName = 'demo-support-v1';

/** A query 50000001 sent earlier (demo data). */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: supportSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const at = new Date('2026-10-14T11:20:00+05:30');
    const [row] = await tx
      .insert(supportQueries)
      .values({
        referenceNo: 'pending-demo',
        njAcNo: '50000001',
        subject: 'Capital gains statement for FY 2025-26',
        message: 'Please send me the capital gains statement of my mutual fund holdings for FY 2025-26.',
        copySentTo: 'rajesh.sharma@example.in',
        createdAt: at,
      })
      .returning({ id: supportQueries.id });
    if (row) await tx.update(supportQueries).set({ referenceNo: supportReference(row.id, at) });
    return true;
  });
}
