import type { Db } from '../../db/client.ts';
import { seedInvestorPayments } from '../../kernel/investor-records/seed.ts';
import { seedSchemeMaster } from '../../kernel/schemes/seed.ts';

/**
 * The scheme master, loaded in every deployment. Under Vitest only a few schemes get stored NAV
 * history, so every test app of every area starts quickly; the seed tests load the full year.
 */
export async function seedReference(db: Db): Promise<void> {
  await seedSchemeMaster(db, process.env.VITEST ? { historyFor: 4 } : {});
}

/** The demo investors' banks, mandates, holdings and nominees (demo data only). */
export async function seed(db: Db): Promise<void> {
  await seedInvestorPayments(db);
}
