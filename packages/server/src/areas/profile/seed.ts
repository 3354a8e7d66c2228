import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountHolders, accounts, seedRuns } from '../../db/schema/core.ts';
import { investorNominees } from '../../kernel/investor-records/schema.ts';
import { seedInvestorPayments } from '../../kernel/investor-records/seed.ts';
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
    const holders = await tx
      .select({
        njAcNo: accountHolders.njAcNo,
        holderCode: accountHolders.holderCode,
        reKyc: accounts.reKyc,
      })
      .from(accountHolders)
      .innerJoin(accounts, eq(accounts.njAcNo, accountHolders.njAcNo))
      .orderBy(accountHolders.njAcNo, accountHolders.holderCode);
    if (holders.length === 0) return true;
    await tx.insert(profileHolderDetails).values(
      holders.map((h) => {
        const n = Number(h.njAcNo.slice(-2));
        const first = h.holderCode === 'F';
        const dob =
          (first ? FIRST_HOLDER_DOB[h.njAcNo] : undefined) ??
          `${first ? 1970 + n * 2 : 1975 + n}-${String((n % 12) + 1).padStart(2, '0')}-${String(((n * 3) % 27) + 1).padStart(2, '0')}`;
        return {
          njAcNo: h.njAcNo,
          holderCode: h.holderCode,
          dob,
          gender: (h.njAcNo === '50000001' ? (first ? 'M' : 'F') : n % 2 === 0 ? 'F' : 'M') as 'M' | 'F',
          kycStatus: h.reKyc === 'mandatory' ? 'Re-KYC due' : 'KYC Verified',
        };
      }),
    );
    const accountNos = [...new Set(holders.map((h) => h.njAcNo))];
    await tx.insert(profileAddresses).values(
      accountNos.map((njAcNo, i) => {
        const [line1, line2, city, state, pincode] = CITIES[i % CITIES.length]!;
        return { njAcNo, line1, line2, city, state, pincode };
      }),
    );
    if (accountNos.includes('50000001')) {
      await tx.delete(investorNominees).where(eq(investorNominees.njAcNo, '50000001'));
      await tx.insert(investorNominees).values([
        {
          njAcNo: '50000001',
          seq: 1,
          nomineeName: 'Meena Rajesh Sharma',
          relation: 'Spouse',
          shareBp: 6_000,
          nomineeDob: '1983-02-11',
        },
        {
          njAcNo: '50000001',
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
    await tx
      .update(investorNominees)
      .set({ nomineeDob: '2012-09-03', guardianName: 'Priya Venkataraman', guardianRelation: 'Mother' })
      .where(and(eq(investorNominees.njAcNo, '50000002'), eq(investorNominees.seq, 2)));
    return true;
  });
}
