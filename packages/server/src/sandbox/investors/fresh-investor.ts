import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { seedInvestorRecords } from '../../kernel/investor-records/seed.ts';
import { areaSeeds } from '../../seed/area-seeds.ts';
import { demoPassword, type Situation } from '../../seed/demo-data.ts';
import { type InvestorSeed, insertInvestorAccount, templateOf } from '../../seed/investor.ts';
import { hashPassword } from '../../session/passwords.ts';

/** A fresh investor's logins: the account number, its personalised login id if the situation has one, the password. */
export interface FreshInvestor {
  njAcNo: string;
  personalizedLoginId: string | null;
  password: string;
  situation: Situation;
}

/** Fresh account numbers start with 7, apart from the demo investors' 5000000n (demo data). */
const freshAccountNo = () => `7${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/**
 * A new investor in a demo investor's situation, with that investor's banks, holdings, pending work
 * and bills, made by the same seed functions as the demo investors (sandbox only: each journey logs
 * in as an investor of its own). `now` dates its history (the app's clock).
 */
export async function makeFreshInvestor(db: Db, situation: Situation, now: Date): Promise<FreshInvestor> {
  const { template, index } = templateOf(situation);
  const passwordHash = await hashPassword(demoPassword);
  const parts = await areaSeeds();
  return db.transaction(async (tx) => {
    let investor: InvestorSeed | undefined;
    let personalizedLoginId: string | null = null;
    // An account number taken by chance (ten million of them) is drawn again.
    for (let attempt = 0; !investor && attempt < 5; attempt++) {
      const candidate = { njAcNo: freshAccountNo(), template, index };
      personalizedLoginId = template.personalizedLoginId
        ? `${template.personalizedLoginId}.${candidate.njAcNo}`
        : null;
      if (await insertInvestorAccount(tx, candidate, passwordHash, personalizedLoginId)) investor = candidate;
    }
    if (!investor) throw new Error('no free account number for a fresh investor');
    await seedInvestorRecords(tx, investor, now);
    for (const area of parts) await area.seedInvestor?.(tx, investor, now);
    return { njAcNo: investor.njAcNo, personalizedLoginId, password: demoPassword, situation };
  });
}
