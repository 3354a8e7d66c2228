import {
  checkStatementPeriod,
  type DataOf,
  ddMmYyyyFromIso,
  type StatementRow,
  statementTypeText,
  type transactionStatement,
} from '@ewa/api';
import type { Db } from '../../db/client.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { accountByNumber } from '../../kernel/identity/index.ts';
import { navToNumber, toRupees, unitsToNumber } from '../../kernel/money.ts';
import type { Session } from '../../session/sessions.ts';
import { type LedgerEntry, loadLedger } from '../portfolio/public.ts';

/** A statement's days, ISO, both included. */
export interface StatementPeriod {
  from: string;
  to: string;
}

/**
 * The period of a statement from the request's dd/mm/yyyy dates, or a 400 naming the field that is
 * wrong (the contract's checkStatementPeriod: the page checks by the same rule).
 */
export function statementPeriod(fromDate: string, toDate: string, today: string): StatementPeriod {
  const check = checkStatementPeriod(fromDate, toDate, today);
  if (!check.ok)
    throw new DomainError(check.message, { status: 400, errCode: 'BAD_REQUEST', field: check.field });
  return { from: check.from, to: check.to };
}

/** A statement as the domain keeps it: integer paise and thousandths. */
export interface Statement {
  acCode: string;
  investorName: string;
  period: StatementPeriod;
  entries: LedgerEntry[];
  totalInPaise: number;
  totalOutPaise: number;
}

/**
 * The transaction statement of the session's own account for a period (another account's is refused
 * with 403): every allotment, redemption and switch, with each folio's units after it.
 */
export async function loadStatement(
  db: Db,
  session: Pick<Session, 'njAcNo'>,
  request: { acCode: string; fromDate: string; toDate: string },
  today: string,
): Promise<Statement> {
  const acCode = requireOwnAccount(session.njAcNo, request.acCode);
  const period = statementPeriod(request.fromDate, request.toDate, today);
  const account = await accountByNumber(db, acCode);
  const entries = await loadLedger(db, acCode, period.from, period.to);
  let totalInPaise = 0;
  let totalOutPaise = 0;
  for (const e of entries) {
    if (e.unitsMilli >= 0) totalInPaise += e.amountPaise;
    else totalOutPaise += e.amountPaise;
  }
  return { acCode, investorName: account.appName, period, entries, totalInPaise, totalOutPaise };
}

/** The words of an entry's type ('Purchase', 'Switch out'…). */
export const entryTypeText = (e: LedgerEntry) => statementTypeText(e.trxnType, e.unitsMilli);

export function statementReply(s: Statement): DataOf<typeof transactionStatement> {
  return {
    acCode: s.acCode,
    investorName: s.investorName,
    fromDate: ddMmYyyyFromIso(s.period.from),
    toDate: ddMmYyyyFromIso(s.period.to),
    totalIn: toRupees(s.totalInPaise),
    totalOut: toRupees(s.totalOutPaise),
    rows: s.entries.map((e) => ({
      date: ddMmYyyyFromIso(e.navDate),
      schCode: e.schCode,
      schName: e.schName,
      planType: e.isDirect ? 'Direct' : 'Regular',
      schOpt: e.schOpt as StatementRow['schOpt'],
      folioNo: e.folioNo,
      trxnType: e.trxnType,
      type: entryTypeText(e),
      amount: toRupees(e.amountPaise),
      nav: navToNumber(e.nav),
      units: unitsToNumber(e.unitsMilli),
      balanceUnits: unitsToNumber(e.balanceMilli),
    })),
  };
}
