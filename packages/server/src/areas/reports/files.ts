import {
  type DataOf,
  ddMmYyyyFromIso,
  type netWorthReport,
  planOptionText,
  REPORT_TEXTS,
  type ReportFormat,
} from '@ewa/api';
import { stringify } from 'csv-stringify/sync';
import { FileReply } from '../../http/calls.ts';
import { rupeesText } from '../../kernel/money.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import type { LedgerEntry } from '../portfolio/public.ts';
import { inr, navText, unitsText } from './format.ts';
import { type PdfTable, tablePdf } from './pdf.ts';
import { entryTypeText, type Statement } from './statement.ts';

export type NetWorth = DataOf<typeof netWorthReport>;

/**
 * RFC 4180 text: CRLF line ends, fields with commas, quotes or line breaks quoted, quotes doubled,
 * and a UTF-8 byte order mark so Excel reads the rupee sign and scheme names right.
 */
function csvText(header: string[], rows: (string | number)[][]): string {
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows', quoted_match: /^\s|\s$/ });
}

const plan = (e: LedgerEntry) => planOptionText(e.isDirect ? 'Direct' : 'Regular', e.schOpt);
const units3 = (milli: number) => (milli / 1000).toFixed(3);
const nav4 = (nav: number) => (nav / 10_000).toFixed(4);

const compact = (ddmmyyyy: string) => ddmmyyyy.replaceAll('/', '');
const statementPeriodText = (s: Statement) =>
  `From ${ddMmYyyyFromIso(s.period.from)} to ${ddMmYyyyFromIso(s.period.to)}`;

/** `Generated on 27/11/2026 at 14:05 IST`. */
function generatedText(now: Date): string {
  const ist = istParts(now);
  const minutes = ist.minuteOfDay;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `Generated on ${ddMmYyyyFromIso(ist.date)} at ${time} IST`;
}

const NOTES = [
  'Units and NAVs are as allotted by the fund house on the NAV date shown. Amounts for units out are their value at that NAV, before exit load and tax.',
  'Mutual fund investments are subject to market risks, read all scheme related documents carefully.',
];

export function statementFileName(s: Statement, format: ReportFormat): string {
  const from = compact(ddMmYyyyFromIso(s.period.from));
  const to = compact(ddMmYyyyFromIso(s.period.to));
  return `transaction-statement-${s.acCode}-${from}-${to}.${format}`;
}

export function statementCsv(s: Statement): string {
  return csvText(
    ['Date', 'Scheme', 'Plan', 'Folio', 'Transaction', 'Amount (₹)', 'NAV (₹)', 'Units', 'Balance units'],
    s.entries.map((e) => [
      ddMmYyyyFromIso(e.navDate),
      e.schName,
      plan(e),
      e.folioNo,
      entryTypeText(e),
      rupeesText(e.amountPaise),
      nav4(e.nav),
      units3(e.unitsMilli),
      units3(e.balanceMilli),
    ]),
  );
}

export function statementPdf(s: Statement, now: Date): Promise<Buffer> {
  const table: PdfTable = {
    title: 'Transaction Statement',
    investorName: s.investorName,
    acCode: s.acCode,
    period: statementPeriodText(s),
    summary: [
      `${s.entries.length} ${s.entries.length === 1 ? 'transaction' : 'transactions'}  ·  In: ${inr(s.totalInPaise)}  ·  Out: ${inr(s.totalOutPaise)}`,
    ],
    columns: [
      { label: 'Date', width: 58 },
      { label: 'Scheme', width: 214 },
      { label: 'Folio', width: 78 },
      { label: 'Transaction', width: 96 },
      { label: 'Amount', width: 84, align: 'right' },
      { label: 'NAV', width: 62, align: 'right' },
      { label: 'Units', width: 84, align: 'right' },
      { label: 'Balance units', width: 88, align: 'right' },
    ],
    rows: s.entries.map((e) => [
      ddMmYyyyFromIso(e.navDate),
      `${e.schName} – ${plan(e)}`,
      e.folioNo,
      entryTypeText(e),
      inr(e.amountPaise),
      navText(e.nav),
      unitsText(e.unitsMilli),
      unitsText(e.balanceMilli),
    ]),
    emptyText: REPORT_TEXTS.noTransactions,
    notes: NOTES,
    generated: generatedText(now),
  };
  return tablePdf(table);
}

// The net-worth reply is in rupees with 2 decimals (units 3, NAV 4): back to integers to print exactly.
const paiseOf = (rupees: number) => Math.round(rupees * 100);
const milliOf = (units: number) => Math.round(units * 1000);
const navOf = (nav: number) => Math.round(nav * 10_000);

export function netWorthFileName(n: NetWorth, format: ReportFormat): string {
  return `net-worth-${n.acCode}-${compact(n.asOnDate)}.${format}`;
}

export function netWorthCsv(n: NetWorth): string {
  return csvText(
    ['Asset class', 'Scheme', 'Folio', 'Units', 'NAV (₹)', 'NAV date', 'Invested (₹)', 'Value (₹)'],
    n.rows.map((r) => [
      r.assetClass,
      r.schName,
      r.folioNo,
      r.units.toFixed(3),
      r.nav.toFixed(4),
      r.navDate,
      rupeesText(paiseOf(r.invested)),
      rupeesText(paiseOf(r.value)),
    ]),
  );
}

export function netWorthPdf(n: NetWorth, investorName: string, now: Date): Promise<Buffer> {
  const gainPaise = paiseOf(n.gain);
  return tablePdf({
    title: 'Net Worth Report',
    investorName,
    acCode: n.acCode,
    period: `As on ${n.asOnDate}`,
    summary: [
      `Net worth: ${inr(paiseOf(n.netWorth))}  ·  Invested: ${inr(paiseOf(n.invested))}  ·  Gain: ${inr(gainPaise)}`,
      n.byAssetClass.map((a) => `${a.name} ${a.percent.toFixed(2)}%`).join('  ·  '),
    ].filter(Boolean),
    columns: [
      { label: 'Asset class', width: 84 },
      { label: 'Scheme', width: 250 },
      { label: 'Folio', width: 84 },
      { label: 'Units', width: 84, align: 'right' },
      { label: 'NAV (date)', width: 100, align: 'right' },
      { label: 'Invested', width: 84, align: 'right' },
      { label: 'Value', width: 84, align: 'right' },
    ],
    rows: n.rows.map((r) => [
      r.assetClass,
      r.schName,
      r.folioNo,
      unitsText(milliOf(r.units)),
      `${navText(navOf(r.nav))} (${r.navDate})`,
      inr(paiseOf(r.invested)),
      inr(paiseOf(r.value)),
    ]),
    totals: ['Total', '', '', '', '', inr(paiseOf(n.invested)), inr(paiseOf(n.netWorth))],
    emptyText: 'No holdings on that day.',
    notes: [
      'Each holding is valued at its NAV of the as-on date, or the latest NAV declared before it.',
      NOTES[1] as string,
    ],
    generated: generatedText(now),
  });
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

export function reportFile(body: Buffer | string, format: ReportFormat, fileName: string): FileReply {
  return new FileReply(body, CONTENT_TYPES[format], fileName);
}
