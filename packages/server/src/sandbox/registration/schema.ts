import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The sandbox bank's accounts that its penny drop verifies. */
export const sandboxBankAccounts = pgTable(
  'sandbox_bank_accounts',
  {
    ifsc: text('ifsc').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status').$type<'ACTIVE' | 'CLOSED'>().notNull().default('ACTIVE'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ifsc, t.accountNumber] })],
);

/** Every ₹1 credit (or refused one) the sandbox bank made to verify an account. */
export const sandboxPennyDrops = pgTable('sandbox_penny_drops', {
  id: serial('id').primaryKey(),
  ifsc: text('ifsc').notNull(),
  accountNumber: text('account_number').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  outcome: text('outcome').$type<'VERIFIED' | 'FAILED'>().notNull(),
  nameAtBank: text('name_at_bank'),
  failure: text('failure'),
  createdAt: ts('created_at').notNull(),
});

/** The sandbox DigiLocker's consent requests, one per state, and the code issued on Allow (kept hashed). */
export const sandboxDigilockerConsents = pgTable('sandbox_digilocker_consents', {
  state: text('state').primaryKey(),
  returnUrl: text('return_url').notNull(),
  aadhaarHolder: text('aadhaar_holder'),
  codeHash: text('code_hash').unique(),
  codeExpiresAt: ts('code_expires_at'),
  codeUsedAt: ts('code_used_at'),
  createdAt: ts('created_at').notNull(),
});
