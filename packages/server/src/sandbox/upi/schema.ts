import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** The sandbox PSP's books: collect requests and dynamic QR codes it was asked for. */
export const sandboxUpiRequests = pgTable('sandbox_upi_requests', {
  pspRef: text('psp_ref').primaryKey(),
  kind: text('kind').$type<'COLLECT' | 'QR'>().notNull(),
  merchantTrxnId: text('merchant_trxn_id').notNull(),
  payerVpa: text('payer_vpa'),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  note: text('note').notNull(),
  /** PENDING, SUCCESS, FAILED, REJECTED, EXPIRED. */
  status: text('status').notNull().default('PENDING'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  /** When a scripted payer (success@ / failure@ewapay) answers. */
  decideAt: ts('decide_at'),
  decision: text('decision'),
  decidedAt: ts('decided_at'),
  /** When the next delivery of the callback is due; null when none is owed. */
  callbackDueAt: ts('callback_due_at'),
  callbackAttempts: integer('callback_attempts').notNull().default(0),
  callbackDeliveredAt: ts('callback_delivered_at'),
});
