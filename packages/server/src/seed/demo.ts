import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, partners, seedRuns } from '../db/schema/core.ts';
import { hashPassword } from '../session/passwords.ts';
import { demoAccounts, demoBranch, demoPartner, demoPassword } from './demo-data.ts';
import { demoInvestorSeeds, insertInvestorAccount } from './investor.ts';

export const demoSeedName = 'demo-login-v1';

/** Whether the demo investors have been loaded into this database. */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db.select().from(seedRuns).where(eq(seedRuns.name, demoSeedName));
  return rows.length > 0;
}

/** Loads the demo investors, partner and branch once; later starts find the marker and skip. */
export async function seedDemo(db: Db): Promise<boolean> {
  // The marker first: hashing eleven passwords is the slow part of a start.
  if (await hasDemoData(db)) return false;
  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(demoPassword)));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: demoSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await tx.insert(branches).values(demoBranch);
    await tx.insert(partners).values(demoPartner);
    for (const [i, investor] of demoInvestorSeeds().entries())
      await insertInvestorAccount(tx, investor, hashes[i] ?? '');
    return true;
  });
}
