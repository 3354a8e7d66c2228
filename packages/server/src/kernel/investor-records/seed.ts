import type { Db } from '../../db/client.ts';
import { seedRuns } from '../../db/schema/core.ts';
import { demoInvestorSeeds, type InvestorSeed } from '../../seed/investor.ts';
import { istParts } from '../schemes/calendar.ts';
import { folioHoldings, investorBankAccounts, investorMandates, investorNominees } from './schema.ts';

export const investorPaymentSeedName = 'investor-banks-v1';

const DEMO_BANKS = [
  { bankCode: 'HDFC', bankName: 'HDFC Bank', ifscPrefix: 'HDFC0' },
  { bankCode: 'ICIC', bankName: 'ICICI Bank', ifscPrefix: 'ICIC0' },
  { bankCode: 'SBIN', bankName: 'State Bank of India', ifscPrefix: 'SBIN0' },
  { bankCode: 'UTIB', bankName: 'Axis Bank', ifscPrefix: 'UTIB0' },
  { bankCode: 'KKBK', bankName: 'Kotak Mahindra Bank', ifscPrefix: 'KKBK0' },
] as const;

/** Demo investors 50000001–50000011 (seeded by the login area). */
export const DEMO_INVESTORS = Array.from({ length: 11 }, (_, i) => String(50_000_001 + i));

/**
 * Bank accounts, mandates, a few holdings and nominees for the demo investors. Demo data.
 * Mandates: 50000001 has a ₹25,000 limit and a ₹1,00,000 one; 50000002 one expired and one pending.
 */
export async function seedInvestorPayments(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: investorPaymentSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    for (const investor of demoInvestorSeeds().filter((d) => DEMO_INVESTORS.includes(d.njAcNo)))
      await seedInvestorRecords(tx, investor, options.now ?? new Date());
    return true;
  });
}

/** One investor's banks, mandates, nominees and holdings, as its template (a demo investor) has them. */
export async function seedInvestorRecords(db: Db, investor: InvestorSeed, now: Date): Promise<void> {
  const today = istParts(now).date;
  const year = Number(today.slice(0, 4));
  const { njAcNo, index: i } = investor;
  if (i >= DEMO_INVESTORS.length) return;
  const first = DEMO_BANKS[i % DEMO_BANKS.length]!;
  const second = DEMO_BANKS[(i + 2) % DEMO_BANKS.length]!;
  const accounts = await db
    .insert(investorBankAccounts)
    .values([
      {
        njAcNo,
        bankCode: first.bankCode,
        bankName: first.bankName,
        accNo: `5010${njAcNo}${String(i).padStart(2, '0')}`,
        ifsc: `${first.ifscPrefix}00${String(1234 + i)}`,
        accType: 'Saving',
        isDefault: true,
      },
      {
        njAcNo,
        bankCode: second.bankCode,
        bankName: second.bankName,
        accNo: `3120${njAcNo}`,
        ifsc: `${second.ifscPrefix}00${String(4321 + i)}`,
        accType: i % 3 === 0 ? 'Current' : 'Saving',
        isDefault: false,
      },
    ])
    .returning({ id: investorBankAccounts.id });
  const primary = accounts[0]!.id;
  const limits = i === 0 ? [2_500_000, 10_000_000] : [5_000_000];
  await db.insert(investorMandates).values(
    limits.map((limit, m) => ({
      njEMandateNo: `NJM${njAcNo}${m + 1}`,
      bseEMandateNo: `BSE${String(7_000_000 + i * 10 + m)}`,
      njAcNo,
      bankAccountId: m === 1 ? accounts[1]!.id : primary,
      accName: 'Demo Investor',
      upperLimitPaise: limit,
      startDate: `${year - 1}-04-01`,
      endDate: `${year + 29}-03-31`,
      mandateType: m === 0 ? 'NET' : 'DEBIT',
      status: 'APPROVED' as const,
    })),
  );
  if (i === 1) {
    await db.insert(investorMandates).values([
      {
        njEMandateNo: `NJM${njAcNo}8`,
        bseEMandateNo: 'BSE7000018',
        njAcNo,
        bankAccountId: primary,
        accName: 'Demo Investor',
        upperLimitPaise: 10_000_000,
        startDate: `${year - 5}-04-01`,
        endDate: `${year - 1}-03-31`,
        mandateType: 'ESIGN',
        status: 'APPROVED' as const,
      },
      {
        njEMandateNo: `NJM${njAcNo}9`,
        bseEMandateNo: 'BSE7000019',
        njAcNo,
        bankAccountId: primary,
        accName: 'Demo Investor',
        upperLimitPaise: 10_000_000,
        startDate: today,
        endDate: `${year + 29}-03-31`,
        mandateType: 'NET',
        status: 'PENDING' as const,
      },
    ]);
  }
  if (i % 4 !== 3)
    await db.insert(investorNominees).values(
      i % 2 === 0
        ? [{ njAcNo, seq: 1, nomineeName: 'Sunita Sharma', relation: 'Spouse', shareBp: 10_000 }]
        : [
            { njAcNo, seq: 1, nomineeName: 'Aarav Mehta', relation: 'Son', shareBp: 5_000 },
            { njAcNo, seq: 2, nomineeName: 'Diya Mehta', relation: 'Daughter', shareBp: 5_000 },
          ],
    );
  // Holdings of 50000001: one bought through a MARS ready portfolio, one in physical mode.
  if (investor.template.njAcNo === '50000001')
    await db.insert(folioHoldings).values([
      {
        njAcNo,
        schCode: 'ARJ0001',
        isDirect: true,
        schOpt: 'G',
        folioNo: '1234567/89',
        unitsMilli: 152_345,
        holdingMode: 'D',
        viaMars: false,
      },
      {
        njAcNo,
        schCode: 'BNY0002',
        isDirect: true,
        schOpt: 'G',
        folioNo: '2233445/11',
        unitsMilli: 480_000,
        holdingMode: 'P',
        viaMars: true,
      },
      {
        njAcNo,
        schCode: 'DCN0004',
        isDirect: false,
        schOpt: 'G',
        folioNo: '9988776/55',
        unitsMilli: 1_234_567,
        holdingMode: 'P',
        viaMars: false,
      },
    ]);
}
