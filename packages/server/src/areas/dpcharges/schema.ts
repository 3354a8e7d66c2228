import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A depository participant's bill of one account; paid when `paidTrxnId` names the payment that paid it. */
export const dpChargeBills = pgTable('dp_charge_bills', {
  billNo: text('bill_no').primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  srNo: integer('sr_no').notNull(),
  transactionId: text('transaction_id').notNull(),
  chargesType: text('charges_type').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  paidTrxnId: text('paid_trxn_id'),
  paidAt: ts('paid_at'),
});

/** The bills one UPI payment (a `payments` row with purpose `dpcharges`) pays. */
export const dpChargePayments = pgTable(
  'dp_charge_payments',
  {
    trxnId: text('trxn_id').notNull(),
    billNo: text('bill_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trxnId, t.billNo] })],
);
