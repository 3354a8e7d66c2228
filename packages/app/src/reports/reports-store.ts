import type { DownloadedFile } from '@ewa/api/client';
import type { DataOf } from '@ewa/api/core';
import { ddMmYyyyFromIso, netWorthReport, PORTFOLIO_TEXTS, planText } from '@ewa/api/portfolio';
import { replyText } from '@ewa/api/reply';
import {
  checkStatementPeriod,
  downloadNetWorth,
  downloadStatement,
  financialYearStart,
  REPORT_TEXTS,
  type ReportFormat,
  type StatementRow,
  transactionStatement,
} from '@ewa/api/reports';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

export type NetWorth = DataOf<typeof netWorthReport>;
export type Statement = DataOf<typeof transactionStatement>;
export type ReportKind = 'netWorth' | 'statement';
type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** A statement row as the table shows it: the scheme with its plan, and the NAV as text. */
export type StatementTableRow = StatementRow & { scheme: string; navText: string };

export function statementTableRow(r: StatementRow): StatementTableRow {
  return { ...r, scheme: planText(r.schName, r.planType, r.schOpt), navText: r.nav.toFixed(4) };
}

/** Hands a downloaded file to the browser as a saved file (an object URL on a link with `download`). */
export function saveInBrowser(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The investor's local day (ISO), as a date field's value. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

export interface ReportsOptions {
  acCode: () => string;
  /** E-Wealth MF accounts do not get the net-worth report (spec 001 §6). */
  isEmf: () => boolean;
  /** ISO today; the browser's by default. */
  today?: () => string;
  save?: (file: DownloadedFile) => void;
}

/**
 * The reports page (/report): the net worth as on a day (the portfolio's `NetworthReport/netWorthReport`,
 * spec 000 §7) and the transaction statement of a period (this financial year by default), each
 * downloadable as CSV or PDF.
 */
export class ReportsStore {
  /** ISO date of the net-worth form. */
  asOn: string;
  netWorthStatus: Status = 'idle';
  netWorthError = '';
  netWorth: NetWorth | null = null;

  /** ISO dates of the statement form. */
  from: string;
  to: string;
  statementStatus: Status = 'idle';
  statementError = '';
  /** The form field a refusal named ('fromDate' / 'toDate'), for its message and aria-invalid. */
  statementField: 'fromDate' | 'toDate' | '' = '';
  statement: Statement | null = null;

  /** The download in progress ('statement-pdf'…), one at a time. */
  downloading = '';
  downloadError = '';
  /** Announced once a file is saved. */
  downloadMessage = '';

  private readonly today: () => string;
  private readonly save: (file: DownloadedFile) => void;

  constructor(
    private readonly api: ApiPort,
    private readonly options: ReportsOptions,
  ) {
    this.today = options.today ?? (() => localToday());
    this.save = options.save ?? saveInBrowser;
    const today = this.today();
    this.asOn = today;
    this.from = financialYearStart(today);
    this.to = today;
    makeAutoObservable<ReportsStore, 'api' | 'options' | 'today' | 'save'>(
      this,
      { api: false, options: false, today: false, save: false },
      { autoBind: true },
    );
  }

  get statementRows(): StatementTableRow[] {
    return this.statement?.rows.map(statementTableRow) ?? [];
  }

  get netWorthAvailable(): boolean {
    return !this.options.isEmf();
  }

  /** Both reports as the page opens: net worth as on today, the statement of this financial year. */
  load() {
    if (this.netWorthAvailable) void this.showNetWorth();
    void this.showStatement();
  }

  setAsOn(value: string) {
    this.asOn = value;
    this.netWorthError = '';
  }

  setFrom(value: string) {
    this.from = value;
    this.clearStatementError();
  }

  setTo(value: string) {
    this.to = value;
    this.clearStatementError();
  }

  private clearStatementError() {
    this.statementError = '';
    this.statementField = '';
  }

  /** The as-on date as the call takes it, or undefined (and the message shown) when it is unusable. */
  private asOnDate(): string | undefined {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(this.asOn)) {
      this.netWorthError = PORTFOLIO_TEXTS.asOnDateFormat;
      return undefined;
    }
    if (this.asOn > this.today()) {
      this.netWorthError = PORTFOLIO_TEXTS.asOnDateFuture;
      return undefined;
    }
    return ddMmYyyyFromIso(this.asOn);
  }

  /** The period as the calls take it, or undefined (and the field's message shown) when it is wrong. */
  private period(): { fromDate: string; toDate: string } | undefined {
    const fromDate = /^\d{4}-\d{2}-\d{2}$/.test(this.from) ? ddMmYyyyFromIso(this.from) : '';
    const toDate = /^\d{4}-\d{2}-\d{2}$/.test(this.to) ? ddMmYyyyFromIso(this.to) : '';
    const check = checkStatementPeriod(fromDate, toDate, this.today());
    if (!check.ok) {
      this.statementError = check.message;
      this.statementField = check.field;
      return undefined;
    }
    return { fromDate, toDate };
  }

  readonly showNetWorth = flow(function* (this: ReportsStore) {
    const asOnDate = this.asOnDate();
    if (!asOnDate) return;
    this.netWorthStatus = 'loading';
    this.netWorthError = '';
    try {
      const reply = yield* awaited(
        this.api.call(netWorthReport, { acCode: this.options.acCode(), asOnDate }),
      );
      if (reply.isSuccess && reply.data) {
        this.netWorth = reply.data;
        this.netWorthStatus = 'ready';
      } else {
        this.netWorthError = replyText(reply, GENERIC_FAILURE);
        this.netWorthStatus = 'failed';
      }
    } catch (error) {
      this.netWorthError = failureText(error);
      this.netWorthStatus = 'failed';
    }
  });

  readonly showStatement = flow(function* (this: ReportsStore) {
    const period = this.period();
    if (!period) return;
    this.statementStatus = 'loading';
    this.clearStatementError();
    try {
      const reply = yield* awaited(
        this.api.call(transactionStatement, { acCode: this.options.acCode(), ...period }),
      );
      if (reply.isSuccess && reply.data) {
        this.statement = reply.data;
        this.statementStatus = 'ready';
      } else {
        this.statementError = replyText(reply, GENERIC_FAILURE);
        this.statementStatus = 'failed';
      }
    } catch (error) {
      this.statementError = failureText(error);
      const field = (error as { field?: unknown }).field;
      this.statementField = field === 'fromDate' || field === 'toDate' ? field : '';
      this.statementStatus = 'failed';
    }
  });

  /** Downloads a report as shown by its form's dates, and saves it. */
  readonly download = flow(function* (this: ReportsStore, kind: ReportKind, format: ReportFormat) {
    if (this.downloading) return;
    this.downloadError = '';
    this.downloadMessage = '';
    const api = this.api;
    if (!api.download) {
      this.downloadError = GENERIC_FAILURE;
      return;
    }
    const acCode = this.options.acCode();
    let request: Promise<DownloadedFile>;
    if (kind === 'netWorth') {
      const asOnDate = this.asOnDate();
      if (!asOnDate) return;
      request = api.download(downloadNetWorth, { acCode, asOnDate, format });
    } else {
      const period = this.period();
      if (!period) return;
      request = api.download(downloadStatement, { acCode, ...period, format });
    }
    this.downloading = `${kind}-${format}`;
    try {
      const file = yield* awaited(request);
      this.save(file);
      this.downloadMessage = REPORT_TEXTS.downloadReady(file.fileName);
    } catch (error) {
      this.downloadError = failureText(error);
    } finally {
      this.downloading = '';
    }
  });
}
