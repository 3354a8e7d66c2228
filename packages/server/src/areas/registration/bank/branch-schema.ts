import { pgTable, text } from 'drizzle-orm/pg-core';

/** E-mandate authorisation a bank offers: through net banking or with a debit card. */
export type EmandateMode = 'NET' | 'DEBIT';

/** Bank branches by IFSC (and MICR where the branch clears cheques), as the RBI lists them. */
export const bankBranches = pgTable('bank_branches', {
  ifsc: text('ifsc').primaryKey(),
  micr: text('micr').unique(),
  bankName: text('bank_name').notNull(),
  branch: text('branch').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  /** Two-letter state or union-territory code (places.ts). */
  stateCode: text('state_code').notNull(),
  /** Empty when the bank offers no e-mandate. */
  emandateModes: text('emandate_modes').array().$type<EmandateMode[]>().notNull(),
});
