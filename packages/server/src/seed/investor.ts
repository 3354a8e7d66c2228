import type { Db } from '../db/client.ts';
import { accountHolders, accounts } from '../db/schema/core.ts';
import { type DemoAccount, demoAccounts, demoBranch, demoPartner, type Situation } from './demo-data.ts';

/**
 * One investor as the seed makes it: its account number and the demo account whose situation (and
 * data: banks, holdings, pending work, bills) it shows. A demo investor is its own template; the
 * sandbox makes fresh ones from the same templates, through the same functions.
 */
export interface InvestorSeed {
  njAcNo: string;
  template: DemoAccount;
  /** The template's place among the demo accounts (banks, addresses and dates derive from it). */
  index: number;
}

/** Whether the investor is the demo investor itself (some demo data keeps its fixed numbers). */
export const isDemoInvestor = (investor: InvestorSeed) => investor.njAcNo === investor.template.njAcNo;

/** The demo investor a situation is copied from. */
export function templateOf(situation: Situation): Omit<InvestorSeed, 'njAcNo'> {
  const index = demoAccounts.findIndex((a) => a.kind === situation);
  const template = demoAccounts[index];
  if (!template) throw new Error(`no demo investor shows the situation ${situation}`);
  return { template, index };
}

/** The demo investors, each seeded as itself. */
export function demoInvestorSeeds(): InvestorSeed[] {
  return demoAccounts.map((template, index) => ({ njAcNo: template.njAcNo, template, index }));
}

/** The seeds of the demo investors whose accounts are in `present` (an area's demo data skips the rest). */
export function presentDemoInvestors(present: Iterable<string>): InvestorSeed[] {
  const here = new Set(present);
  return demoInvestorSeeds().filter((d) => here.has(d.njAcNo));
}

/**
 * Inserts the investor's account and holders, as its template has them. Answers false when the account
 * number is taken. A fresh investor gets its own personalised login id (`personalizedLoginId`), or none.
 */
export async function insertInvestorAccount(
  db: Db,
  investor: InvestorSeed,
  passwordHash: string,
  personalizedLoginId: string | null = investor.template.personalizedLoginId ?? null,
): Promise<boolean> {
  const { kind: _kind, situation: _situation, jointHolders, ...account } = investor.template;
  const inserted = await db
    .insert(accounts)
    .values({
      ...account,
      njAcNo: investor.njAcNo,
      personalizedLoginId,
      passwordHash,
      brCode: demoBranch.brCode,
      partnerCode: demoPartner.partnerCode,
    })
    .onConflictDoNothing()
    .returning({ njAcNo: accounts.njAcNo });
  if (inserted.length === 0) return false;
  await db
    .insert(accountHolders)
    .values([
      { njAcNo: investor.njAcNo, holderCode: 'F', name: account.appName, panNo: account.panNo },
      ...(jointHolders ?? []).map((h) => ({ ...h, njAcNo: investor.njAcNo })),
    ]);
  return true;
}
