import type { FatcaTaxRow } from '@ewa/api';
import { boolean, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/**
 * One holder's FATCA declaration (spec 000 §3 FATCA save payload), as last submitted. Once every
 * holder of an account has one, the account's FATCA gate is clear.
 */
export const fatcaDeclarations = pgTable(
  'fatca_declarations',
  {
    njAcNo: text('nj_ac_no').notNull(),
    holderCode: text('holder_code').$type<'F' | 'S' | 'T' | 'G'>().notNull(),
    /** Place of birth other than India: Y / N. */
    poboIndia: text('pobo_india').$type<'Y' | 'N'>().notNull(),
    countryOfBirth: text('country_of_birth').notNull(),
    placeOfBirth: text('place_of_birth').notNull(),
    nationality: text('nationality').notNull(),
    /** Tax residency in a country other than India: Y / N. */
    cotoIndia: text('coto_india').$type<'Y' | 'N'>().notNull(),
    /** Up to three rows; empty when cotoIndia is N. */
    taxResidencies: jsonb('tax_residencies').$type<FatcaTaxRow[]>().notNull(),
    consent: boolean('consent').notNull(),
    declaredAt: ts('declared_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.njAcNo, t.holderCode] })],
);
