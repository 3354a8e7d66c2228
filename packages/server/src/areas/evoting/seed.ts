import type { Db } from '../../db/client.ts';
import { accounts, seedRuns } from '../../db/schema/core.ts';
import { type InvestorSeed, presentDemoInvestors } from '../../seed/investor.ts';
import { istDate } from './domain.ts';
import { evotingDematAccounts, evotingEvents } from './schema.ts';

export const evotingSeedName = 'demo-evoting-v1';

/** Demo e-voting events, one at each depository, open for a year from the first start. */
export function demoEvents(today: Date) {
  const day = 24 * 60 * 60 * 1000;
  const from = istDate(new Date(today.getTime() - 7 * day));
  const to = istDate(new Date(today.getTime() + 365 * day));
  return [
    {
      depository: 'CDSL' as const,
      eventNo: '261107004',
      companyName: 'Deccan Agro Foods Ltd',
      resolution:
        'Ordinary resolution: to adopt the audited financial statements for the year ended 31 March 2026.',
      votingStartDate: from,
      votingEndDate: to,
    },
    {
      depository: 'NSDL' as const,
      eventNo: '134521',
      companyName: 'Konkan Coastal Power Ltd',
      resolution: 'Special resolution: to approve the issue of non-convertible debentures up to ₹500 crore.',
      votingStartDate: from,
      votingEndDate: to,
    },
  ];
}

/**
 * Demo data: the events, and a CDSL and an NSDL demat account for every demo investor with a demat
 * mutual-fund mode (numbers derived from the account number, demo data).
 */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: evotingSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await tx.insert(evotingEvents).values(demoEvents(new Date()));
    const investors = await tx.select({ njAcNo: accounts.njAcNo }).from(accounts);
    for (const investor of presentDemoInvestors(investors.map((a) => a.njAcNo)))
      await seedInvestor(tx, investor);
    return true;
  });
}

/** A CDSL and an NSDL demat account for an investor with a demat mutual-fund mode. */
export async function seedInvestor(db: Db, investor: InvestorSeed): Promise<void> {
  if (investor.template.mfMode !== 'DEMAT') return;
  const { njAcNo } = investor;
  const serial = njAcNo.slice(-8).padStart(8, '0');
  await db.insert(evotingDematAccounts).values([
    { njAcNo, depository: 'CDSL' as const, dpId: '12081600', clientId: serial },
    { njAcNo, depository: 'NSDL' as const, dpId: 'IN303028', clientId: serial },
  ]);
}
