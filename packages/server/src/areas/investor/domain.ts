import { type AccodeDetail, ALL_INVESTORS_VALUE } from '@ewa/api';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, seedRuns } from '../../db/schema/core.ts';
import { investorFamilies } from './schema.ts';

export interface FamilyMember {
  njAcNo: string;
  name: string;
  relation: string;
}

/** The accounts an investor may look at: its own first, then its family in order. */
export async function familyOf(db: Db, njAcNo: string): Promise<FamilyMember[]> {
  const [own] = await db.select({ name: accounts.appName }).from(accounts).where(eq(accounts.njAcNo, njAcNo));
  const members = await db
    .select()
    .from(investorFamilies)
    .where(eq(investorFamilies.headNjAcNo, njAcNo))
    .orderBy(asc(investorFamilies.sortOrder));
  const self = members.find((m) => m.memberNjAcNo === njAcNo);
  const family: FamilyMember[] = [
    { njAcNo, name: self?.memberName ?? own?.name ?? njAcNo, relation: 'Self' },
  ];
  for (const m of members) {
    if (m.memberNjAcNo !== njAcNo)
      family.push({ njAcNo: m.memberNjAcNo, name: m.memberName, relation: m.relation });
  }
  return family;
}

/** Whether the signed-in account may act on / look at `accode`. */
export async function mayAccess(db: Db, njAcNo: string, accode: string): Promise<boolean> {
  if (accode === njAcNo) return true;
  return (await familyOf(db, njAcNo)).some((m) => m.njAcNo === accode);
}

/** The investor selector's list (spec 001 §3): 'ALL' first, then each account, and the selected one. */
export async function investorChoices(
  db: Db,
  njAcNo: string,
): Promise<{ ACCODEDETAIL: AccodeDetail[]; SELECTED_ACCODE: string }> {
  const family = await familyOf(db, njAcNo);
  return {
    ACCODEDETAIL: [
      { NAME: ALL_INVESTORS_VALUE, VALUE: ALL_INVESTORS_VALUE },
      ...family.map((m) => ({ NAME: `${m.name} (${m.njAcNo})`, VALUE: m.njAcNo })),
    ],
    SELECTED_ACCODE: njAcNo,
  };
}

export const familySeedName = 'demo-family-v1';

/** The demo family of 50000001: the investor, the spouse (also a joint holder) and two more accounts. */
export const demoFamily = [
  { memberNjAcNo: '50000001', memberName: 'Rajesh Kumar Sharma', relation: 'Self' },
  { memberNjAcNo: '50000101', memberName: 'Meena Rajesh Sharma', relation: 'Spouse' },
  { memberNjAcNo: '50000102', memberName: 'Aarav Rajesh Sharma (Minor)', relation: 'Son' },
  { memberNjAcNo: '50000103', memberName: 'Kamla Devi Sharma', relation: 'Mother' },
];

export async function seedFamilies(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: familySeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await tx
      .insert(investorFamilies)
      .values(demoFamily.map((m, i) => ({ ...m, headNjAcNo: '50000001', sortOrder: i + 1 })));
    return true;
  });
}
