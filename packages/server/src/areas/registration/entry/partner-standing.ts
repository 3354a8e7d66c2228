import { fieldTexts, REG_TEXTS } from '@ewa/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partners } from '../../../db/schema/core.ts';
import { DomainError } from '../../../http/errors.ts';
import type { Applicant } from './applicant.ts';

/** Whether a partner may open accounts (spec 000 §5: a terminated partner cannot). */
export type PartnerRow = typeof partners.$inferSelect;

export const partnerCodeInvalid = () =>
  new DomainError(fieldTexts.invalid('Partner Code'), {
    status: 400,
    errCode: 'FIELD_INVALID',
    field: 'partnerCode',
  });

const terminatedPartner = () =>
  new DomainError(REG_TEXTS.terminatedPartner, {
    status: 403,
    errCode: 'PARTNER_TERMINATED',
    field: 'partnerCode',
  });

/** The partner of a code who may open accounts: an unknown code is a field error, a terminated partner the spec's text. */
export async function activePartner(db: Db, partnerCode: string): Promise<PartnerRow> {
  const [row] = await db.select().from(partners).where(eq(partners.partnerCode, partnerCode));
  if (!row) throw partnerCodeInvalid();
  if (row.terminated) throw terminatedPartner();
  return row;
}

/** Refuses a token tied to a partner once that partner is terminated (staff, or a partner's link). */
export async function refuseTerminatedPartner(db: Db, applicant: Applicant): Promise<void> {
  if (applicant.partnerCode) await activePartner(db, applicant.partnerCode);
}
