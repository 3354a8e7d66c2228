import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The sandbox bank's net-banking payments. */
export const sandboxBankPayments = pgTable('sandbox_bank_payments', {
  bankRef: text('bank_ref').primaryKey(),
  merchantTrxnId: text('merchant_trxn_id').notNull().unique(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  /** PENDING, SUCCESS, FAILED. */
  status: text('status').notNull().default('PENDING'),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
});
