import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The accounts an investor may look at together (a family): the investor selector lists them.
 * A member need not be a portal login of its own (a minor child, a parent).
 */
export const investorFamilies = pgTable(
  'investor_families',
  {
    headNjAcNo: text('head_nj_ac_no').notNull(),
    memberNjAcNo: text('member_nj_ac_no').notNull(),
    memberName: text('member_name').notNull(),
    relation: text('relation').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.headNjAcNo, t.memberNjAcNo] })],
);
