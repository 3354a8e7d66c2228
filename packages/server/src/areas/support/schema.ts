import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A query an investor sent from Help & Support, with the reference number they were given. */
export const supportQueries = pgTable(
  'support_queries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referenceNo: text('reference_no').notNull().unique(),
    njAcNo: text('nj_ac_no').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Where the copy was mailed; null when the mail could not be sent. */
    copySentTo: text('copy_sent_to'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('support_queries_nj_ac_no_idx').on(t.njAcNo, t.createdAt)],
);
