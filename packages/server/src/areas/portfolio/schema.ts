import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { paise } from '../../db/columns.ts';

/**
 * Units allotted to a folio: a paid purchase order at the NAV of its day (`orderNo`, once), or a demo
 * investor's earlier purchase. Holdings, invested amounts and XIRR cash flows are read from here.
 */
export const portfolioTransactions = pgTable('portfolio_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  schCode: text('sch_code').notNull(),
  isDirect: boolean('is_direct').notNull(),
  schOpt: text('sch_opt').notNull(),
  folioNo: text('folio_no').notNull(),
  /** PIP, NPIP, SIP, NSIP (the order's), or OPENING for a demo investor's earlier purchase. */
  trxnType: text('trxn_type').notNull(),
  orderNo: text('order_no').unique(),
  navDate: date('nav_date').notNull(),
  /** Ten-thousandths of a rupee. */
  nav: integer('nav').notNull(),
  amountPaise: paise('amount_paise').notNull(),
  /** Thousandths of a unit. */
  unitsMilli: bigint('units_milli', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Each plan an investor has allotments in, summed: kept by the database from `portfolioTransactions`
 * (a trigger adds each row written, takes away each row removed), so a portfolio read adds up one row
 * per plan instead of every allotment. Read only.
 */
export const portfolioPositions = pgTable(
  'portfolio_positions',
  {
    njAcNo: text('nj_ac_no').notNull(),
    schCode: text('sch_code').notNull(),
    isDirect: boolean('is_direct').notNull(),
    schOpt: text('sch_opt').notNull(),
    unitsMilli: bigint('units_milli', { mode: 'number' }).notNull(),
    investedPaise: paise('invested_paise').notNull(),
    folioNo: text('folio_no').notNull(),
    /** Each allotment's 'yyyy-mm-dd:paise', comma-separated: the cash flows of the XIRR. */
    flows: text('flows').notNull(),
  },
  (t) => [
    primaryKey({ name: 'portfolio_positions_pk', columns: [t.njAcNo, t.schCode, t.isDirect, t.schOpt] }),
  ],
);

/**
 * A redemption or switch out of a folio (spec 000 §3). Its units left the holding when it was placed
 * (a negative `portfolioTransactions` row under `orderNo`); a switch's units come into the target plan
 * as an allotment under `inOrderNo` at the NAV of `navApplicableDate`. Keyed by the Idempotency-Key.
 */
export const redemptionOrders = pgTable('redemption_orders', {
  orderNo: text('order_no').primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  kind: text('kind').$type<'REDEEM' | 'SWITCH' | 'INSTA'>().notNull(),
  schCode: text('sch_code').notNull(),
  isDirect: boolean('is_direct').notNull(),
  schOpt: text('sch_opt').notNull(),
  folioNo: text('folio_no').notNull(),
  unitsMilli: bigint('units_milli', { mode: 'number' }).notNull(),
  /** The NAV the quote used (ten-thousandths); the payout is at the NAV of `navApplicableDate`. */
  nav: integer('nav').notNull(),
  /** Gross value at `nav`, before the exit load. */
  amountPaise: paise('amount_paise').notNull(),
  exitLoadPaise: paise('exit_load_paise').notNull(),
  /** The exit load as parts per billion of the gross, by the lots the units left: a switch-in applies it. */
  exitLoadPpb: bigint('exit_load_ppb', { mode: 'number' }),
  navApplicableDate: date('nav_applicable_date').notNull(),
  inOrderNo: text('in_order_no').unique(),
  inSchCode: text('in_sch_code'),
  inIsDirect: boolean('in_is_direct'),
  inSchOpt: text('in_sch_opt'),
  /** PENDING until paid (redemption) or allotted (switch). */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The payout of a redemption (one per order): priced at the NAV of its day, sent to the investor's
 * default bank account under `payoutRef` (one reference per attempt), retried when the bank refuses.
 */
export const redemptionPayouts = pgTable('redemption_payouts', {
  orderNo: text('order_no').primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  payMode: text('pay_mode').$type<'NEFT' | 'IMPS'>().notNull(),
  amountPaise: paise('amount_paise').notNull(),
  bankName: text('bank_name').notNull(),
  accNo: text('acc_no').notNull(),
  ifsc: text('ifsc').notNull(),
  status: text('status').$type<'PRICED' | 'PROCESSING' | 'RETRY' | 'PAID' | 'FAILED'>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  payoutRef: text('payout_ref').unique(),
  nextTryAt: timestamp('next_try_at', { withTimezone: true, mode: 'date' }),
  bankRef: text('bank_ref'),
  creditDate: date('credit_date'),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
