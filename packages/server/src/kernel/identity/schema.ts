import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A captcha issued by `captcha/image`; only a hash of its text is kept. Single use, expiring. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  textHash: text('text_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  /** Kept only when the sandbox is on, for `GET /sandbox/api/captcha/latest`. */
  sandboxText: text('sandbox_text'),
});

/** One-time passwords (login, e-mail verification, two-factor stop requests); only a hash of the code is kept. */
export const otps = pgTable(
  'otps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    njAcNo: text('nj_ac_no').notNull(),
    purpose: text('purpose')
      .$type<'login' | 'email' | 'reset' | 'pin' | 'authorize' | 'register' | 'nominee'>()
      .notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    wrongCount: integer('wrong_count').notNull().default(0),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('otps_account_idx').on(t.njAcNo, t.purpose, t.createdAt)],
);

/** Failed logins for ids that match no account, counted like real ones so replies do not tell them apart. */
export const unknownLoginFailures = pgTable('unknown_login_failures', {
  loginKey: text('login_key').primaryKey(),
  count: integer('count').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One-time codes that hand a session to a webview or another page (`?code=` in its address). Only a
 * hash of the code is kept; a code works once (`usedAt`) and for a minute.
 */
export const handoverCodes = pgTable('handover_codes', {
  codeHash: text('code_hash').primaryKey(),
  sessionId: text('session_id').notNull(),
  njAcNo: text('nj_ac_no').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
