import { customType, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../../db/schema/core.ts';

/** Date of birth, gender and KYC status of each holder of an account. */
export const profileHolderDetails = pgTable(
  'profile_holder_details',
  {
    njAcNo: text('nj_ac_no')
      .notNull()
      .references(() => accounts.njAcNo),
    holderCode: text('holder_code').$type<'F' | 'S' | 'T' | 'G'>().notNull(),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender').$type<'M' | 'F' | 'T'>(),
    kycStatus: text('kyc_status').notNull(),
  },
  (t) => [primaryKey({ name: 'profile_holder_details_pk', columns: [t.njAcNo, t.holderCode] })],
);

/** The account's correspondence address. */
export const profileAddresses = pgTable('profile_addresses', {
  njAcNo: text('nj_ac_no')
    .primaryKey()
    .references(() => accounts.njAcNo),
  line1: text('line1').notNull(),
  line2: text('line2').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
});

// PGlite answers a bytea as a Uint8Array, node-postgres as a Buffer: both are read as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The uploaded display photo of an account (one; a new upload replaces it). */
export const profileDisplayPhotos = pgTable('profile_display_photos', {
  njAcNo: text('nj_ac_no')
    .primaryKey()
    .references(() => accounts.njAcNo),
  /** Random and new with each upload: the photo's address cannot be guessed. */
  fileName: text('file_name').notNull().unique('profile_display_photos_file_name_key'),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
