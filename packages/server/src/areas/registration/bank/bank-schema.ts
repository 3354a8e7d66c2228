import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { regApplications } from '../schema.ts';

/** Each penny-drop verification an application asked for (the bank step), verified or not. */
export const regBankVerifications = pgTable('reg_bank_verifications', {
  id: serial('id').primaryKey(),
  refNo: text('ref_no')
    .notNull()
    .references(() => regApplications.refNo),
  ifsc: text('ifsc').notNull(),
  accountNumber: text('account_number').notNull(),
  outcome: text('outcome').$type<'VERIFIED' | 'FAILED'>().notNull(),
  nameAtBank: text('name_at_bank'),
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
