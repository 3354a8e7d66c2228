import type { SchemeOption } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { marketHolidays, schemePlans, schemes } from './schema.ts';

/** The text for a scheme, plan or option the master does not have (or no longer offers). */
export const SCHEME_NOT_FOUND = 'The selected scheme is not available.';

export type SchemeRow = typeof schemes.$inferSelect;
export type PlanRow = typeof schemePlans.$inferSelect;

/** Market holidays (a few rows a year; read where a fund-calendar date is reckoned). */
export async function loadHolidays(db: Db): Promise<Set<string>> {
  const rows = await db.select({ d: marketHolidays.holidayDate }).from(marketHolidays);
  return new Set(rows.map((r) => r.d));
}

export async function loadScheme(db: Db, schCode: string): Promise<SchemeRow> {
  const [row] = await db.select().from(schemes).where(eq(schemes.schCode, schCode));
  if (!row) throw new DomainError(SCHEME_NOT_FOUND, { errCode: 'SCHEME_NOT_FOUND' });
  return row;
}

export async function loadPlan(
  db: Db,
  schCode: string,
  isDirect: boolean,
  schOpt: SchemeOption,
): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(schemePlans)
    .where(
      and(
        eq(schemePlans.schCode, schCode),
        eq(schemePlans.isDirect, isDirect),
        eq(schemePlans.schOpt, schOpt),
      ),
    );
  if (!row) throw new DomainError(SCHEME_NOT_FOUND, { errCode: 'PLAN_NOT_FOUND' });
  return row;
}

/** An NFO is open from its open date to its close date (IST), both included. */
export function nfoState(
  scheme: Pick<SchemeRow, 'nfoOpenDate' | 'nfoCloseDate'>,
  today: string,
): 'none' | 'open' | 'closed' | 'upcoming' {
  if (!scheme.nfoOpenDate || !scheme.nfoCloseDate) return 'none';
  if (today < scheme.nfoOpenDate) return 'upcoming';
  return today > scheme.nfoCloseDate ? 'closed' : 'open';
}
