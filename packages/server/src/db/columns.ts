import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** An instant, stored with its time zone and read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money in integer paise, read as a number. */
export const paise = (name: string) => bigint(name, { mode: 'number' });
