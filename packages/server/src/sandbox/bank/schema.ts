import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

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

/** The sandbox bank's payouts to investors (NEFT, IMPS): one per payout reference. */
export const sandboxBankPayouts = pgTable('sandbox_bank_payouts', {
  payoutRef: text('payout_ref').primaryKey(),
  payMode: text('pay_mode').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  accNo: text('acc_no').notNull(),
  ifsc: text('ifsc').notNull(),
  /** PROCESSING until `settleAt`, then the drawn `outcome`: PAID or FAILED. */
  status: text('status').notNull(),
  outcome: text('outcome').notNull(),
  settleAt: ts('settle_at').notNull(),
  bankRef: text('bank_ref').notNull().unique(),
  failureReason: text('failure_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
