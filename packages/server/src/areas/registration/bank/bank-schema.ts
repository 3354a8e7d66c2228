import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/** Each penny drop asked of the bank for an application, written before asking: the hourly cap counts these. */
export const regBankCredits = pgTable(
  'reg_bank_credits',
  {
    id: serial('id').primaryKey(),
    refNo: text('ref_no')
      .notNull()
      .references(() => regApplications.refNo),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reg_bank_credits_application').on(t.refNo, t.askedAt)],
);
