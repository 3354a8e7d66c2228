import { bigint, boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { paise, ts } from '../../db/columns.ts';

/**
 * A SIP, SWP or STP: instalments of `amountPaise` on `installmentDate` every `freqId` period from
 * `startMonth`. SIPs come from SIP purchase orders (`sourceOrderNo`, once) or demo data. A stop is
 * final; an EMF investor's stop waits for the OTP of its authorization transaction (`stopAuthId`).
 */
export const systematicPlans = pgTable('systematic_plans', {
  planNo: text('plan_no').primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  kind: text('kind').$type<'SIP' | 'SWP' | 'STP'>().notNull(),
  schCode: text('sch_code').notNull(),
  isDirect: boolean('is_direct').notNull(),
  schOpt: text('sch_opt').notNull(),
  folioNo: text('folio_no'),
  targetSchCode: text('target_sch_code'),
  targetIsDirect: boolean('target_is_direct'),
  targetSchOpt: text('target_sch_opt'),
  amountPaise: paise('amount_paise').notNull(),
  freqId: text('freq_id').notNull(),
  installmentDate: integer('installment_date').notNull(),
  /** `YYYY-MM` of the first instalment. */
  startMonth: text('start_month').notNull(),
  installments: integer('installments').notNull(),
  status: text('status').$type<'ACTIVE' | 'STOPPED'>().notNull().default('ACTIVE'),
  stopReason: text('stop_reason'),
  stoppedOn: date('stopped_on'),
  stopAuthId: bigint('stop_auth_id', { mode: 'number' }),
  sourceOrderNo: text('source_order_no').unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A SIP top-up: the instalment amount grows by `amountPaise` from instalment `fromInstallment` on. */
export const systematicTopUps = pgTable(
  'systematic_top_ups',
  {
    planNo: text('plan_no').notNull(),
    seq: integer('seq').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    fromInstallment: integer('from_installment').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'systematic_top_ups_pk', columns: [t.planNo, t.seq] })],
);
