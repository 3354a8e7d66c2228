import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A transaction placed for an investor (by the partner or a desk) and waiting for the investor's authorization. */
export const pendingTransaction = pgTable(
  'pending_transaction',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    njAcNo: text('nj_ac_no').notNull(),
    /** Transaction type code (spec 001 §3): PIP, SIP, RED, SWI, ... */
    trxnType: text('trxn_type').notNull(),
    /** MARS (ready portfolio) transactions are counted and authorized separately. */
    isMars: text('is_mars').$type<'Y' | 'N'>().notNull().default('N'),
    schemeName: text('scheme_name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    status: text('status')
      .$type<'PENDING' | 'AUTHORIZED' | 'REJECTED' | 'EXPIRED'>()
      .notNull()
      .default('PENDING'),
    placedBy: text('placed_by').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('pending_transaction_account_idx').on(t.njAcNo, t.status)],
);
