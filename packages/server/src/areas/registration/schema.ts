import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An applicant's token (spec 001 §7 JwtTokenUtility): given once the mobile is proved by OTP (or to
 * staff of a centre or partner); only its digest is kept. Status A active, T terminated (logout).
 */
export const regTokens = pgTable('reg_tokens', {
  tokenDigest: text('token_digest').primaryKey(),
  mobile: text('mobile').notNull(),
  accessBy: text('access_by').$type<'DC' | 'CP' | 'DK' | 'PL'>().notNull(),
  entrySource: text('entry_source').notNull(),
  partnerCode: text('partner_code'),
  centerId: text('center_id'),
  status: text('status').$type<'A' | 'T'>().notNull().default('A'),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * An OTP sent to a mobile to start or resume an application: `otpVrfyrefId` names it. It also says whom
 * the OTP signs in: the direct client (DC), the client desk (DK), a partner's link (PL) or, with the
 * partner's registered mobile, partner or centre staff (CP).
 */
export const regOtpRequests = pgTable('reg_otp_requests', {
  refId: text('ref_id').primaryKey(),
  mobile: text('mobile').notNull(),
  accessBy: text('access_by').$type<'DC' | 'CP' | 'DK' | 'PL'>().notNull().default('DC'),
  entrySource: text('entry_source').notNull().default('direct client'),
  partnerCode: text('partner_code'),
  centerId: text('center_id'),
  createdAt: ts('created_at').notNull(),
});

/** An application to open an account (spec 000 §3 account-opening state), named by its refNo. */
export const regApplications = pgTable('reg_applications', {
  refNo: text('ref_no').primaryKey(),
  /** The proved mobile that opened it (the direct client's), or the staff member's. */
  mobile: text('mobile').notNull(),
  accessBy: text('access_by').$type<'DC' | 'CP' | 'DK' | 'PL'>().notNull(),
  entrySource: text('entry_source').notNull(),
  partnerCode: text('partner_code'),
  centerId: text('center_id'),
  /** The first holder's mobile as staff gave it (CP); the applicant proves it on the mobile & e-mail screen. */
  contactMobile: text('contact_mobile'),
  /** The contact mobile once staff handed the application to its client (a redeemed handover key). */
  clientMobile: text('client_mobile'),
  accountType: text('account_type').$type<'EW' | 'EMF'>().notNull(),
  holdingMode: text('holding_mode').$type<'SI' | 'JO' | 'AS'>().notNull(),
  taxStatus: text('tax_status').$type<'1' | '2' | '11' | '24' | '20'>().notNull(),
  /** Nominee preference 1: the nominee and witness screens are part of the walk. */
  nominates: boolean('nominates').notNull().default(false),
  /** The step it stands at: where it resumes. */
  stepId: integer('step_id').notNull(),
  submitFinal: text('submit_final').$type<'Y' | 'N'>().notNull().default('N'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** The holders of an application, from its first screen. */
export const regHolders = pgTable(
  'reg_holders',
  {
    refNo: text('ref_no')
      .notNull()
      .references(() => regApplications.refNo),
    holder: text('holder').$type<'F' | 'S' | 'T' | 'G'>().notNull(),
    pan: text('pan').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    /** The name from KYC; '' until fetched. */
    name: text('name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.refNo, t.holder] })],
);

/**
 * One screen's saved answers (per holder where the screen is per holder; '' otherwise), as the
 * screen's struct in the contract describes them. A screen is done once it has a row.
 */
export const regStepData = pgTable(
  'reg_step_data',
  {
    refNo: text('ref_no')
      .notNull()
      .references(() => regApplications.refNo),
    screen: text('screen').notNull(),
    holder: text('holder').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    savedAt: ts('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refNo, t.screen, t.holder] })],
);

/**
 * A key handing an application staff started to its client (JwtTokenUtility/eonboardPITGenerateTokenKey):
 * only its digest is kept; valid until `expiresAt` and once (`redeemedAt`). A new key ends the live one.
 */
export const regHandoverKeys = pgTable('reg_handover_keys', {
  keyDigest: text('key_digest').primaryKey(),
  refNo: text('ref_no')
    .notNull()
    .references(() => regApplications.refNo),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  redeemedAt: ts('redeemed_at'),
});
