import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '../columns.ts';

/**
 * Tables every area may read: accounts (investors), their holders, partners and branches,
 * sessions, the audit trail. Area-specific tables live in `src/areas/<area>/schema.ts`.
 * The SQL that creates them is in `src/db/migrations/`; keep both in step.
 */

export const branches = pgTable('branches', {
  brCode: text('br_code').primaryKey(),
  njBrCode: text('nj_br_code').notNull(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
});

export interface PartnerContact {
  mobileNo: string;
  emailId: string;
}
export interface PartnerMedia {
  mediaLink: string;
  mediaIconLink: string;
}

export const partners = pgTable('partners', {
  partnerCode: text('partner_code').primaryKey(),
  brCode: text('br_code')
    .notNull()
    .references(() => branches.brCode),
  companyName: text('company_name').notNull(),
  arn: text('arn').notNull(),
  euin: text('euin').notNull(),
  relationshipHandlerName: text('relationship_handler_name').notNull(),
  relationshipHandlerDesignation: text('relationship_handler_designation').notNull(),
  /** File names, served by the partner area. */
  logoFile: text('logo_file').notNull(),
  photoFile: text('photo_file').notNull(),
  /** Comma list, as the contract answers it. */
  productBasket: text('product_basket').notNull(),
  captionProductBasket: text('caption_product_basket').notNull(),
  contacts: jsonb('contacts').$type<PartnerContact[]>().notNull(),
  media: jsonb('media').$type<PartnerMedia[]>().notNull(),
  terminated: boolean('terminated').notNull().default(false),
});

export type AccountType = 'TAC' | 'EMF';
export type PanAadhaarStatus = 'linked' | 'pending' | 'already_linked' | 'link_now';
export type DpChargesState = 'none' | 'mandatory' | 'optional';
export type ReKycState = 'none' | 'optional' | 'mandatory';

/** An investor account (UCC). `njAcNo` is the account number a user logs in with. */
export const accounts = pgTable(
  'accounts',
  {
    njAcNo: text('nj_ac_no').primaryKey(),
    /** Personalised login id, unique regardless of case. */
    personalizedLoginId: text('personalized_login_id'),
    askPersonalizedLogin: boolean('ask_personalized_login').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    passwordExpired: boolean('password_expired').notNull().default(false),
    accType: text('acc_type').$type<AccountType>().notNull(),
    appName: text('app_name').notNull(),
    panNo: text('pan_no').notNull(),
    mfMode: text('mf_mode').notNull(),
    taxStatus: text('tax_status').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    emailVerified: boolean('email_verified').notNull().default(true),
    panAadhaarStatus: text('pan_aadhaar_status').$type<PanAadhaarStatus>().notNull().default('linked'),
    panAadhaarDeactivated: boolean('pan_aadhaar_deactivated').notNull().default(false),
    fatcaDeclarationPending: boolean('fatca_declaration_pending').notNull().default(false),
    dpCharges: text('dp_charges').$type<DpChargesState>().notNull().default('none'),
    reKyc: text('re_kyc').$type<ReKycState>().notNull().default('none'),
    brCode: text('br_code')
      .notNull()
      .references(() => branches.brCode),
    partnerCode: text('partner_code')
      .notNull()
      .references(() => partners.partnerCode),
    authorizationModule: boolean('authorization_module').notNull().default(false),
    displayPhotoFile: text('display_photo_file'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    blockedAt: ts('blocked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_personalized_login_id_key').on(sql`lower(${t.personalizedLoginId})`)],
);

/** Holder codes: F first applicant, S second, T third, G guardian. */
export const accountHolders = pgTable(
  'account_holders',
  {
    njAcNo: text('nj_ac_no')
      .notNull()
      .references(() => accounts.njAcNo),
    holderCode: text('holder_code').$type<'F' | 'S' | 'T' | 'G'>().notNull(),
    name: text('name').notNull(),
    panNo: text('pan_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.njAcNo, t.holderCode] })],
);

/** A login session; the token names it, so logout and a password change revoke it everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    njAcNo: text('nj_ac_no')
      .notNull()
      .references(() => accounts.njAcNo),
    loginId: text('login_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [index('sessions_nj_ac_no_idx').on(t.njAcNo)],
);

/** Who did what, when, from where. Written for logins, logouts, password changes and money moves. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    /** The account acted for, when known. */
    njAcNo: text('nj_ac_no'),
    /** The id the user typed or the session's login id. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    outcome: text('outcome').$type<'success' | 'failure' | 'blocked' | 'info'>().notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    requestId: text('request_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_nj_ac_no_idx').on(t.njAcNo, t.at)],
);

/** Fixed-window counters shared by every instance (per login id limits). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/**
 * The one door of money calls (http/money-door.ts): an account's Idempotency-Key, what it stood for
 * and the reply (as sent) stored with the effect.
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    reply: text('reply'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('money_requests_created_at').on(t.createdAt)],
);

/** Server secrets generated once and shared by every instance (token signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Demo data sets already loaded, so seeding happens once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  at: ts('at').notNull().defaultNow(),
});

/** Messages the sandbox SMS / e-mail provider "sent" (the outbox a tester reads). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    /** The login id the message is for (account number), so a tester can filter. */
    loginId: text('login_id').notNull(),
    address: text('address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('outbox_login_id_idx').on(t.loginId, t.id)],
);
