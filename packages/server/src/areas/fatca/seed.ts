import type { Db } from '../../db/client.ts';
import { accounts, seedRuns } from '../../db/schema/core.ts';
import { type InvestorSeed, presentDemoInvestors } from '../../seed/investor.ts';
import { fatcaDeclarations } from './schema.ts';

export const fatcaSeedName = 'demo-fatca-v1';

/**
 * Demo FATCA declarations: 50000001's first holder declared (born in Surat, no other tax residency),
 * so the form opens filled in; 50000003 has none, so its FATCA gate stays until a declaration is saved.
 */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: fatcaSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const present = await tx.select({ njAcNo: accounts.njAcNo }).from(accounts);
    for (const investor of presentDemoInvestors(present.map((a) => a.njAcNo)))
      await seedInvestor(tx, investor);
    return true;
  });
}

/** 50000001's first holder declared (born in Surat, no other tax residency); other situations have none. */
export async function seedInvestor(db: Db, investor: InvestorSeed): Promise<void> {
  if (investor.template.njAcNo !== '50000001') return;
  await db.insert(fatcaDeclarations).values({
    njAcNo: investor.njAcNo,
    holderCode: 'F',
    poboIndia: 'N',
    countryOfBirth: '',
    placeOfBirth: 'SURAT',
    nationality: '',
    cotoIndia: 'N',
    taxResidencies: [],
    consent: true,
    declaredAt: new Date('2026-04-02T10:30:00+05:30'),
  });
}
