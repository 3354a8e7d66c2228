import type { PayMode, PayStatus } from '@ewa/api';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { paise, ts } from '../../db/columns.ts';

/** One payment of a confirmed cart; its orders are `purchaseOrders`. */
export const payments = pgTable('payments', {
  trxnId: text('trxn_id').primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  payMode: text('pay_mode').$type<PayMode>().notNull(),
  /** What the money settles: a cart's purchase orders, or another area's bills (see `onSettled`). */
  purpose: text('purpose').notNull().default('purchase'),
  amountPaise: paise('amount_paise').notNull(),
  payStatus: text('pay_status').$type<PayStatus>().notNull().default('PENDING'),
  bankAccountId: bigint('bank_account_id', { mode: 'number' }),
  neftRefNo: text('neft_ref_no'),
  mandateNo: text('mandate_no'),
  payerVpa: text('payer_vpa'),
  vpaVerifySrNo: bigint('vpa_verify_sr_no', { mode: 'number' }),
  /** The PSP's reference of the collect request or QR. */
  upiRefTrxnId: text('upi_ref_trxn_id'),
  bankRefNo: text('bank_ref_no'),
  /** SUCCESS once the collect request was accepted by the PSP; FAILED when refused. */
  collectStatus: text('collect_status'),
  collectRequestedAt: ts('collect_requested_at'),
  expiresAt: ts('expires_at'),
  settledAt: ts('settled_at'),
  statusReason: text('status_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const purchaseOrders = pgTable('purchase_orders', {
  orderNo: text('order_no').primaryKey(),
  trxnId: text('trxn_id').notNull(),
  njAcNo: text('nj_ac_no').notNull(),
  schCode: text('sch_code').notNull(),
  isDirect: boolean('is_direct').notNull(),
  schOpt: text('sch_opt').notNull(),
  trxnType: text('trxn_type').notNull(),
  amountPaise: paise('amount_paise').notNull(),
  brokeragePaise: paise('brokerage_paise').notNull(),
  navApplicableDate: date('nav_applicable_date').notNull(),
  status: text('status').$type<'PENDING_PAYMENT' | 'PLACED' | 'CANCELLED' | 'REGISTERED'>().notNull(),
  folioNo: text('folio_no'),
  installment: jsonb('installment'),
  /** When the portfolio allotted its units (null while a placed order waits for its NAV). */
  allottedAt: ts('allotted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const vpaVerifications = pgTable('vpa_verifications', {
  srNo: bigserial('sr_no', { mode: 'number' }).primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  vpa: text('vpa').notNull(),
  status: text('status').notNull(),
  payerName: text('payer_name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Callbacks refused for their signature (FORGED, UNTIMELY), counted per hook and hour; only the first
 * `forgedCallbacks.storedPerHour` of an hour also get an `upi_callbacks` row with their body.
 */
export const callbackRejections = pgTable(
  'callback_rejections',
  {
    hook: text('hook').notNull(),
    outcome: text('outcome').notNull(),
    hourStart: ts('hour_start').notNull(),
    count: integer('count').notNull(),
    lastAt: ts('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hook, t.outcome, t.hourStart] })],
);

/** Every valid callback received, and a capped sample of refused ones, with what became of it. */
export const upiCallbacks = pgTable('upi_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  receivedAt: ts('received_at').notNull().defaultNow(),
  rawBody: text('raw_body').notNull(),
  signatureValid: boolean('signature_valid').notNull(),
  eventId: text('event_id'),
  dedupeKey: text('dedupe_key'),
  trxnId: text('trxn_id'),
  pspStatus: text('psp_status'),
  /** APPLIED, LATE, STALE, DUPLICATE, FORGED, UNTIMELY, UNKNOWN, MISMATCH, MALFORMED. */
  outcome: text('outcome').notNull(),
});
