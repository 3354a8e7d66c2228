import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { regApplications } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A holder's mobile or e-mail, proved by the OTP sent to it (MobileEmailService). */
export const regContactProofs = pgTable(
  'reg_contact_proofs',
  {
    refNo: text('ref_no')
      .notNull()
      .references(() => regApplications.refNo),
    holder: text('holder').$type<'F' | 'S' | 'T' | 'G'>().notNull(),
    channel: text('channel').$type<'mobile' | 'email'>().notNull(),
    address: text('address').notNull(),
    verifiedAt: ts('verified_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refNo, t.holder, t.channel, t.address] })],
);

/** The KYC record a lookup found for a holder: the holder confirms it, then it is saved (KycService). */
export const regKycFound = pgTable(
  'reg_kyc_found',
  {
    refNo: text('ref_no')
      .notNull()
      .references(() => regApplications.refNo),
    holder: text('holder').$type<'F' | 'S' | 'T' | 'G'>().notNull(),
    source: text('source').$type<'KRA' | 'CKYC' | 'DIGILOCKER'>().notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reference: text('reference').notNull(),
    foundAt: ts('found_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refNo, t.holder] })],
);

/** A holder sent to DigiLocker: the state it carries names the application and holder, and is used once. */
export const regDigilockerRequests = pgTable('reg_digilocker_requests', {
  stateDigest: text('state_digest').primaryKey(),
  refNo: text('ref_no')
    .notNull()
    .references(() => regApplications.refNo),
  holder: text('holder').$type<'F' | 'S' | 'T' | 'G'>().notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
