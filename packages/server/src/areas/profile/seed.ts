import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountHolders, accounts, seedRuns } from '../../db/schema/core.ts';
import { investorNominees } from '../../kernel/investor-records/schema.ts';
import { seedInvestorPayments } from '../../kernel/investor-records/seed.ts';
import { type InvestorSeed, presentDemoInvestors } from '../../seed/investor.ts';
import { profileAddresses, profileHolderDetails } from './schema.ts';

export const profileSeedName = 'profile-details-v1';

/** Demo data: where the demo investors live (not real addresses). */
const CITIES = [
  ['12, Shanti Kunj Society, Athwa Lines', 'Near Parle Point', 'Surat', 'Gujarat', '395007'],
  ['Flat 4B, Lakshmi Residency, 2nd Cross', 'Indiranagar', 'Bengaluru', 'Karnataka', '560038'],
  ['B-203, Shivam Apartments, Satellite Road', 'Jodhpur Village', 'Ahmedabad', 'Gujarat', '380015'],
  ['17, Prabhat Road, Lane 5', 'Erandwane', 'Pune', 'Maharashtra', '411004'],
  ['Room 8, Noor Manzil, Mohammed Ali Road', 'Bhendi Bazaar', 'Mumbai', 'Maharashtra', '400003'],
  ['22/1, Lake Gardens', 'Tollygunge', 'Kolkata', 'West Bengal', '700045'],
] as const;

/** Demo data: dates of birth by account (50000001's matches its mapping-login date, 15/08/1980). */
const FIRST_HOLDER_DOB: Record<string, string> = { '50000001': '1980-08-15' };

/**
 * The profile's personal details for every demo account, and nominees that show each case:
 * 50000001 names its spouse and a minor son with a guardian; 50000002's daughter is a minor.
 */
export async function seed(db: Db): Promise<boolean> {
  await seedInvestorPayments(db);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: profileSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const present = await tx.select({ njAcNo: accounts.njAcNo }).from(accounts);
    for (const investor of presentDemoInvestors(present.map((a) => a.njAcNo)))
      await seedInvestor(tx, investor);
    return true;
  });
}

/** One investor's personal details, address and nominees, as its template has them. */
export async function seedInvestor(db: Db, investor: InvestorSeed): Promise<void> {
  const { njAcNo } = investor;
  const demoNo = investor.template.njAcNo;
  const holders = await db
    .select({ holderCode: accountHolders.holderCode, reKyc: accounts.reKyc })
    .from(accountHolders)
    .innerJoin(accounts, eq(accounts.njAcNo, accountHolders.njAcNo))
    .where(eq(accountHolders.njAcNo, njAcNo))
    .orderBy(accountHolders.holderCode);
  if (holders.length === 0) return;
  const n = Number(demoNo.slice(-2));
  await db.insert(profileHolderDetails).values(
    holders.map((h) => {
      const first = h.holderCode === 'F';
      const dob =
        (first ? FIRST_HOLDER_DOB[demoNo] : undefined) ??
        `${first ? 1970 + n * 2 : 1975 + n}-${String((n % 12) + 1).padStart(2, '0')}-${String(((n * 3) % 27) + 1).padStart(2, '0')}`;
      return {
        njAcNo,
        holderCode: h.holderCode,
        dob,
        gender: (demoNo === '50000001' ? (first ? 'M' : 'F') : n % 2 === 0 ? 'F' : 'M') as 'M' | 'F',
        kycStatus: h.reKyc === 'mandatory' ? 'Re-KYC due' : 'KYC Verified',
      };
    }),
  );
  const [line1, line2, city, state, pincode] = CITIES[investor.index % CITIES.length]!;
  await db.insert(profileAddresses).values({ njAcNo, line1, line2, city, state, pincode });
  if (demoNo === '50000001') {
    await db.delete(investorNominees).where(eq(investorNominees.njAcNo, njAcNo));
    await db.insert(investorNominees).values([
      {
        njAcNo,
        seq: 1,
        nomineeName: 'Meena Rajesh Sharma',
        relation: 'Spouse',
        shareBp: 6_000,
        nomineeDob: '1983-02-11',
      },
      {
        njAcNo,
        seq: 2,
        nomineeName: 'Kabir Rajesh Sharma',
        relation: 'Son',
        shareBp: 4_000,
        nomineeDob: '2014-06-21',
        guardianName: 'Meena Rajesh Sharma',
        guardianRelation: 'Mother',
      },
    ]);
  }
  if (demoNo === '50000002')
    await db
      .update(investorNominees)
      .set({ nomineeDob: '2012-09-03', guardianName: 'Priya Venkataraman', guardianRelation: 'Mother' })
      .where(and(eq(investorNominees.njAcNo, njAcNo), eq(investorNominees.seq, 2)));
}
