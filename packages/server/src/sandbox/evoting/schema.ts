import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/**
 * The sandbox depositories' books: the requests a tester asked to fail (NSDL), what each voting page
 * received and the tester's vote.
 */
export const sandboxDepositorySessions = pgTable('sandbox_depository_sessions', {
  requestReference: text('request_reference').primaryKey(),
  depository: text('depository').$type<'CDSL' | 'NSDL'>().notNull(),
  /** NSDL refuses the request with an error instead of opening the ballot. */
  fail: boolean('fail').notNull().default(false),
  received: jsonb('received').$type<Record<string, string>>(),
  vote: text('vote'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
