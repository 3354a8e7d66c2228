/**
 * The reports page (/report, spec 000 §1 "Portfolio and net-worth reports"): the transaction statement
 * of a date range, and the downloads of it and of the net-worth report (spec 000 §7) as CSV or PDF.
 *
 * Dates travel as dd/mm/yyyy, as the spec's net-worth call takes them; money in rupees with 2 decimals,
 * NAVs with 4, units with 3 (the server keeps paise, ten-thousandths and thousandths).
 */
import { array, enums, type Infer, number, object, pattern, string } from 'superstruct';
import { defineCall, envelope } from './core.ts';
import { DDMMYYYY, isoFromDdMmYyyy } from './portfolio.ts';
import { accountCode, schemeOption } from './purchase.ts';
import { authTypeLabel } from './trxn-types.ts';

/** The longest period one statement covers, in years. */
export const STATEMENT_MAX_YEARS = 10;
/** The most transactions one PDF statement prints (about 170 pages); the CSV has no limit. */
export const STATEMENT_PDF_MAX_ROWS = 5000;

export const REPORT_TEXTS = {
  fromDateInvalid: 'The from date is not a real date. Please enter it as dd/mm/yyyy.',
  toDateInvalid: 'The to date is not a real date. Please enter it as dd/mm/yyyy.',
  fromDateNeeded: 'Please enter the from date.',
  toDateNeeded: 'Please enter the to date.',
  fromAfterTo: 'The from date cannot be later than the to date.',
  toDateFuture: 'The to date cannot be later than today.',
  rangeTooLong: `A statement can cover at most ${STATEMENT_MAX_YEARS} years. Please choose a shorter period.`,
  noTransactions: 'There are no transactions in this period.',
  pdfTooLong: `This period has more than ${STATEMENT_PDF_MAX_ROWS.toLocaleString('en-IN')} transactions, too many for one PDF. Please choose a shorter period, or download the CSV.`,
  downloadReady: (fileName: string) => `${fileName} has been downloaded.`,
} as const;

/** The file formats a report downloads as. */
export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The first day of the Indian financial year (1 April) that holds an ISO day: the statement's default
 * start. 2026-11-27 → 2026-04-01; 2027-02-10 → 2026-04-01.
 */
export function financialYearStart(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** A statement's period (ISO days, both included), or the field that is wrong and why. */
export type PeriodCheck =
  | { ok: true; from: string; to: string }
  | { ok: false; field: 'fromDate' | 'toDate'; message: string };

/**
 * The period of a statement from dd/mm/yyyy dates, checked against `today` (ISO): both real days, the
 * to date not after today, the from date not after the to date, at most STATEMENT_MAX_YEARS apart.
 * The server refuses by it (400 naming the field); the page tells the investor before asking.
 */
export function checkStatementPeriod(fromDate: string, toDate: string, today: string): PeriodCheck {
  if (!fromDate) return { ok: false, field: 'fromDate', message: REPORT_TEXTS.fromDateNeeded };
  if (!toDate) return { ok: false, field: 'toDate', message: REPORT_TEXTS.toDateNeeded };
  const from = isoFromDdMmYyyy(fromDate);
  if (!from) return { ok: false, field: 'fromDate', message: REPORT_TEXTS.fromDateInvalid };
  const to = isoFromDdMmYyyy(toDate);
  if (!to) return { ok: false, field: 'toDate', message: REPORT_TEXTS.toDateInvalid };
  if (to > today) return { ok: false, field: 'toDate', message: REPORT_TEXTS.toDateFuture };
  if (from > to) return { ok: false, field: 'fromDate', message: REPORT_TEXTS.fromAfterTo };
  const earliest = `${Number(to.slice(0, 4)) - STATEMENT_MAX_YEARS}${to.slice(4)}`;
  if (from < earliest) return { ok: false, field: 'fromDate', message: REPORT_TEXTS.rangeTooLong };
  return { ok: true, from, to };
}

// Types that move units from one scheme to another: their sign tells in from out.
const TRANSFER_WORDS: Record<string, [into: string, outOf: string]> = {
  SWI: ['Switch in', 'Switch out'],
  BSWI: ['Switch in', 'Switch out'],
  MARSSWI: ['Switch in', 'Switch out'],
  NSWI: ['Switch in (NFO)', 'Switch out (NFO)'],
  STP: ['STP in', 'STP out'],
};

const TYPE_WORDS: Record<string, string> = {
  PIP: 'Purchase',
  NPIP: 'NFO purchase',
  SIP: 'SIP purchase',
  NSIP: 'NFO SIP purchase',
  TPSIP: 'Top-up SIP purchase',
  RED: 'Redemption',
  SWP: 'Systematic withdrawal (SWP)',
};

/**
 * A transaction type in words, as a statement shows it: 'Purchase', 'SIP purchase', 'Redemption',
 * 'Switch in' / 'Switch out' (by the direction of its units)… Unknown codes read as their spec label.
 */
export function statementTypeText(trxnType: string, units: number): string {
  const transfer = TRANSFER_WORDS[trxnType];
  if (transfer) return units < 0 ? transfer[1] : transfer[0];
  return TYPE_WORDS[trxnType] ?? authTypeLabel(trxnType);
}

/** One transaction of the statement. */
export const statementRow = object({
  /** The NAV day the units moved, dd/mm/yyyy. */
  date: string(),
  schCode: string(),
  schName: string(),
  planType: enums(['Direct', 'Regular']),
  schOpt: schemeOption,
  folioNo: string(),
  /** The type code (PIP, SIP, RED, SWI…) and the words for it. */
  trxnType: string(),
  type: string(),
  /** Rupees moved, always positive: paid in for units in, their value for units out. */
  amount: number(),
  nav: number(),
  /** Negative for units out. */
  units: number(),
  /** The folio's units after this transaction. */
  balanceUnits: number(),
});
export type StatementRow = Infer<typeof statementRow>;

const statementRequest = object({
  acCode: accountCode(),
  fromDate: pattern(string(), DDMMYYYY),
  toDate: pattern(string(), DDMMYYYY),
});

/** The transactions of an account between two days (both included), with each folio's balance. */
export const transactionStatement = defineCall(
  'reports/transactionStatement',
  statementRequest,
  envelope(
    object({
      acCode: string(),
      investorName: string(),
      fromDate: string(),
      toDate: string(),
      /** Rupees in (purchases, switches in) and out (redemptions, switches out) in the period. */
      totalIn: number(),
      totalOut: number(),
      rows: array(statementRow),
    }),
  ),
);

/**
 * The statement as a file. The reply is the file itself (Content-Disposition: attachment) on success;
 * a refusal is the usual envelope (400 naming the field, 403 for another account).
 */
export const downloadStatement = defineCall(
  'reports/downloadStatement',
  object({ ...statementRequest.schema, format: enums(REPORT_FORMATS) }),
  envelope(object({})),
  { auth: 'session', replyIsFile: true },
);

/** The net-worth report of spec 000 §7 (acCode, asOnDate dd/mm/yyyy) as a file. */
export const downloadNetWorth = defineCall(
  'reports/downloadNetWorth',
  object({ acCode: accountCode(), asOnDate: pattern(string(), DDMMYYYY), format: enums(REPORT_FORMATS) }),
  envelope(object({})),
  { auth: 'session', replyIsFile: true },
);

export const reportsCalls = { transactionStatement, downloadStatement, downloadNetWorth } as const;
