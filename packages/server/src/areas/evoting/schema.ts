import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A company's e-voting event at a depository (CDSL EVSN, NSDL EVEN) and the resolution put to vote. */
export const evotingEvents = pgTable(
  'evoting_events',
  {
    depository: text('depository').$type<'CDSL' | 'NSDL'>().notNull(),
    eventNo: text('event_no').notNull(),
    companyName: text('company_name').notNull(),
    resolution: text('resolution').notNull(),
    votingStartDate: date('voting_start_date', { mode: 'string' }).notNull(),
    votingEndDate: date('voting_end_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.depository, t.eventNo] })],
);

/** An investor's demat account at a depository: CDSL BO id = dpId + clientId (16 digits); NSDL `IN` + 6, then 8 digits. */
export const evotingDematAccounts = pgTable(
  'evoting_demat_accounts',
  {
    njAcNo: text('nj_ac_no').notNull(),
    depository: text('depository').$type<'CDSL' | 'NSDL'>().notNull(),
    dpId: text('dp_id').notNull(),
    clientId: text('client_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.njAcNo, t.depository] })],
);

export type EVotingRequestStatus = 'OPEN' | 'VOTED' | 'CANCELLED' | 'ERROR';

/** One voting session of one investor on one event; its reference travels to the depository and back. */
export const evotingRequests = pgTable(
  'evoting_requests',
  {
    requestReference: text('request_reference').primaryKey(),
    njAcNo: text('nj_ac_no').notNull(),
    depository: text('depository').$type<'CDSL' | 'NSDL'>().notNull(),
    eventNo: text('event_no').notNull(),
    status: text('status').$type<EVotingRequestStatus>().notNull(),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    returnedAt: ts('returned_at'),
  },
  (t) => [index('evoting_requests_nj_ac_no_idx').on(t.njAcNo, t.createdAt)],
);
