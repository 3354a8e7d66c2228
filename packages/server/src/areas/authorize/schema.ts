import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paise, ts } from '../../db/columns.ts';

export type AuthStatus = 'PENDING' | 'AUTHORIZED' | 'REJECTED';

/**
 * A transaction a partner entered for an investor, waiting for the investor's authorization: its
 * header (type, pay mode and bank, depository flags), its detail lines (`authTransactionLines`)
 * and notes. It leaves PENDING exactly once: `actionKey` and `actionReply` hold who acted with
 * which key and the first answer, returned unchanged to a repeat.
 */
export const authTransactions = pgTable(
  'auth_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The reference users quote (Ref. No): AT and a number from its own sequence. */
    refNo: text('ref_no').notNull().default(sql`'AT' || nextval('auth_ref_no_seq')`),
    njAcNo: text('nj_ac_no').notNull(),
    /** Spec 001 §3 type code: PIP, SIP, RED, SWI, ... */
    trxnType: text('trxn_type').notNull(),
    /** MARS (ready portfolio) transactions are listed, counted and authorized separately. */
    isMars: boolean('is_mars').notNull().default(false),
    /** The partner who entered it and how (partner, partner employee, employee, trainee). */
    partnerCode: text('partner_code').notNull(),
    entrySource: text('entry_source').notNull().default('partner'),
    placedAt: ts('placed_at').notNull().defaultNow(),
    status: text('status').$type<AuthStatus>().notNull().default('PENDING'),
    /** Purchases: '' none, 1 net banking, 2 mandate, 3 UPI QR, 5 (no mode), 7 NEFT/RTGS, 8 UPI collect. */
    payMode: text('pay_mode').notNull().default(''),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    bankAccNo: text('bank_acc_no'),
    bankIfsc: text('bank_ifsc'),
    neftRefNo: text('neft_ref_no'),
    mandateNo: text('mandate_no'),
    payerVpa: text('payer_vpa'),
    amountPaise: paise('amount_paise'),
    /** D demat, P physical (statement). */
    mfMode: text('mf_mode').notNull().default('P'),
    /** The holding carries a POA/DDPI flag; whether the depository's eDIS may be used for it. */
    poaFlag: boolean('poa_flag').notNull().default(false),
    edisAllowed: boolean('edis_allowed').notNull().default(false),
    /** The scheme is already part of a MARS portfolio: the server asks SUCC_WITH_MARS first. */
    marsOverlap: boolean('mars_overlap').notNull().default(false),
    /** A bulk switch whose target options need the investor's yes (CONFIRMATIOM). */
    bulkConfirm: boolean('bulk_confirm').notNull().default(false),
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    actedAt: ts('acted_at'),
    actedBy: text('acted_by'),
    actionKey: text('action_key'),
    /** The first reply to the authorize or reject that acted, for repeats. */
    actionReply: jsonb('action_reply'),
    /** The payment an authorized purchase started (purchase area), when it has one. */
    paymentTrxnId: text('payment_trxn_id'),
    edisTrxnNo: text('edis_trxn_no'),
    /** The OTP sent for a two-factor stop request (login area's `otps.id`). */
    otpId: bigint('otp_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('auth_transactions_ref_no_key').on(t.refNo),
    index('auth_transactions_account_idx').on(t.njAcNo, t.status, t.isMars),
  ],
);

/** The detail lines of a pending transaction: a scheme each, with a target for switches. */
export const authTransactionLines = pgTable(
  'auth_transaction_lines',
  {
    authId: bigint('auth_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    schCode: text('sch_code').notNull(),
    schName: text('sch_name').notNull(),
    isDirect: boolean('is_direct').notNull().default(false),
    schOpt: text('sch_opt').notNull().default('G'),
    targetSchCode: text('target_sch_code'),
    targetSchName: text('target_sch_name'),
    folioNo: text('folio_no'),
    amountPaise: paise('amount_paise'),
    unitsMilli: bigint('units_milli', { mode: 'number' }),
    frequency: text('frequency'),
    installmentDate: integer('installment_date'),
    installments: integer('installments'),
    startDate: date('start_date'),
  },
  (t) => [primaryKey({ name: 'auth_transaction_lines_pk', columns: [t.authId, t.lineNo] })],
);

/**
 * The mapping authorization login's secrets (spec 000 §5): a 4-digit PIN and the date of birth
 * (DDMMYYYY), hashed. Failures are counted; at the limit the login is blocked.
 */
export const authorizationLogins = pgTable('authorization_logins', {
  njAcNo: text('nj_ac_no').primaryKey(),
  pinHash: text('pin_hash'),
  dobHash: text('dob_hash'),
  failedCount: integer('failed_count').notNull().default(0),
  blockedAt: ts('blocked_at'),
});

/** The sessions the mapping authorization login opened: a block of that login ends them. */
export const authorizationLoginSessions = pgTable(
  'authorization_login_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    njAcNo: text('nj_ac_no').notNull(),
  },
  (t) => [index('authorization_login_sessions_account').on(t.njAcNo)],
);

/** Single-use token serials for the form posted to the MARS authorization page. */
export const marsTokens = pgTable('mars_tokens', {
  serial: text('serial').primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  authId: bigint('auth_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
