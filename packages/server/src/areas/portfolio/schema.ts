import { bigint, bigserial, boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const paise = (name: string) => bigint(name, { mode: 'number' });

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
