import type { NomineeEntry } from '@ewa/api';
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
import { paise } from '../../db/columns.ts';

export const investorBankAccounts = pgTable('investor_bank_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accNo: text('acc_no').notNull(),
  ifsc: text('ifsc').notNull(),
  /** Saving, Current, OD, CC, NRE, NRO. */
  accType: text('acc_type').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  netBanking: boolean('net_banking').notNull().default(true),
  active: boolean('active').notNull().default(true),
});

export const investorMandates = pgTable('investor_mandates', {
  njEMandateNo: text('nj_e_mandate_no').primaryKey(),
  bseEMandateNo: text('bse_e_mandate_no').notNull(),
  njAcNo: text('nj_ac_no').notNull(),
  bankAccountId: bigint('bank_account_id', { mode: 'number' }).notNull(),
  accName: text('acc_name').notNull(),
  /** The most one debit may take. */
  upperLimitPaise: paise('upper_limit_paise').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  mandateType: text('mandate_type').notNull(),
  status: text('status').$type<'APPROVED' | 'PENDING' | 'REJECTED'>().notNull(),
});

export const folioHoldings = pgTable(
  'folio_holdings',
  {
    njAcNo: text('nj_ac_no').notNull(),
    schCode: text('sch_code').notNull(),
    isDirect: boolean('is_direct').notNull(),
    schOpt: text('sch_opt').notNull(),
    folioNo: text('folio_no').notNull(),
    /** Thousandths of a unit. */
    unitsMilli: bigint('units_milli', { mode: 'number' }).notNull(),
    /** P physical (statement), D demat. */
    holdingMode: text('holding_mode').notNull(),
    /** Bought through a MARS ready portfolio: a fresh purchase asks for a confirmation. */
    viaMars: boolean('via_mars').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'folio_holdings_pk', columns: [t.njAcNo, t.schCode, t.isDirect, t.schOpt] })],
);

export const investorNominees = pgTable(
  'investor_nominees',
  {
    njAcNo: text('nj_ac_no').notNull(),
    seq: integer('seq').notNull(),
    nomineeName: text('nominee_name').notNull(),
    relation: text('relation').notNull(),
    /** Share in basis points of 100% (10000 = all). */
    shareBp: integer('share_bp').notNull(),
    nomineeDob: date('nominee_dob', { mode: 'string' }),
    /** A minor nominee's guardian (spec 000 §5). */
    guardianName: text('guardian_name'),
    guardianRelation: text('guardian_relation'),
    /** The whole entry of a nominee changed online (the nominee form's fields); null for older ones. */
    details: jsonb('details').$type<NomineeEntry>(),
  },
  (t) => [primaryKey({ name: 'investor_nominees_pk', columns: [t.njAcNo, t.seq] })],
);
