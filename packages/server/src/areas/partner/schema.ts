import { pgTable, text } from 'drizzle-orm/pg-core';
import { partners } from '../../db/schema/core.ts';

/** What the /contact page shows of a partner beyond the core partner row (spec 000 §3 "Partner"). */
export const partnerCompanyDetails = pgTable('partner_company_details', {
  partnerCode: text('partner_code')
    .primaryKey()
    .references(() => partners.partnerCode),
  location: text('location').notNull(),
  expertise: text('expertise').notNull(),
  experience: text('experience').notNull(),
  qualification: text('qualification').notNull(),
  licenses: text('licenses').notNull(),
});
