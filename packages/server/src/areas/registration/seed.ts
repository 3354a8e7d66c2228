import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, partners, seedRuns } from '../../db/schema/core.ts';
import { demoBranch, demoPartner } from '../../seed/demo-data.ts';

const seedName = 'registration-entry-partners-v1';

/** A second centre, for the centre staff's choice of centre. */
export const demoCenter: typeof branches.$inferInsert = {
  brCode: 'AHD01',
  njBrCode: 'NJB-AHD-001',
  name: 'Ahmedabad C. G. Road Centre',
  city: 'Ahmedabad',
  state: 'Gujarat',
  address: '2nd Floor, Shivalik Plaza, C. G. Road, Ahmedabad 380009',
  phone: '079-4023456',
  email: 'ahmedabad.centre@ewealth.example.in',
};

const partnerLike = (
  partnerCode: string,
  brCode: string,
  companyName: string,
  mobileNo: string,
  terminated: boolean,
): typeof partners.$inferInsert => ({
  ...demoPartner,
  partnerCode,
  brCode,
  companyName,
  arn: `ARN-${partnerCode.slice(1)}`,
  logoFile: '',
  photoFile: '',
  contacts: [{ mobileNo, emailId: `${partnerCode.toLowerCase()}@partners.example.in` }],
  media: [],
  terminated,
});

/**
 * Demo partners for the staff way into account opening: an active and a terminated one at the demo
 * branch (beside P10234), and an active one at a second centre.
 */
export const demoEntryPartners = [
  partnerLike('P10311', 'SRT01', 'Growmore Investments', '9823012311', false),
  partnerLike('P10999', 'SRT01', 'Suncrest Advisors', '9823012999', true),
  partnerLike('P20117', 'AHD01', 'Sabarmati Wealth Partners', '9823020117', false),
];

/** Loads the staff way's demo centre and partners once, when the demo branch is there. */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: seedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const known = await tx
      .select()
      .from(branches)
      .where(eq(branches.brCode, demoBranch.brCode ?? ''));
    if (known.length === 0) return true;
    await tx.insert(branches).values(demoCenter).onConflictDoNothing();
    await tx.insert(partners).values(demoEntryPartners).onConflictDoNothing();
    return true;
  });
}
