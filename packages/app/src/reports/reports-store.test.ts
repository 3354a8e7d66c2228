import { ApiError, type DownloadedFile } from '@ewa/api/client';
import { netWorthReport, PORTFOLIO_TEXTS } from '@ewa/api/portfolio';
import {
  downloadNetWorth,
  downloadStatement,
  financialYearStart,
  REPORT_TEXTS,
  transactionStatement,
} from '@ewa/api/reports';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { fakeApi } from '../stores/test-support.ts';
import { ReportsStore, statementTableRow } from './reports-store.ts';

const netWorth = {
  acCode: '50000001',
  asOnDate: '27/11/2026',
  netWorth: 18807.67,
  invested: 15000,
  gain: 3807.67,
  byAssetClass: [{ name: 'Equity', value: 18807.67, percent: 100 }],
  rows: [
    {
      assetClass: 'Equity',
      schCode: 'ARJ0001',
      schName: 'Arjuna Large Cap Fund',
      folioNo: '1234567/89',
      units: 152.345,
      nav: 123.4567,
      navDate: '26/11/2026',
      invested: 15000,
      value: 18807.67,
    },
  ],
};

const row = {
  date: '15/05/2026',
  schCode: 'ARJ0001',
  schName: 'Arjuna Large Cap Fund',
  planType: 'Direct' as const,
  schOpt: 'G' as const,
  folioNo: '1234567/89',
  trxnType: 'SIP',
  type: 'SIP purchase',
  amount: 5000,
  nav: 120.5,
  units: 41.493,
  balanceUnits: 193.838,
};
const statement = {
  acCode: '50000001',
  investorName: 'Rajesh Kumar Sharma',
  fromDate: '01/04/2026',
  toDate: '27/11/2026',
  totalIn: 5000,
  totalOut: 0,
  rows: [row],
};

/** The API with the reports' files: a download is answered like a call and kept apart. */
function apiWith(replies: Record<string, (body: unknown) => unknown>) {
  const { api, calls: asked } = fakeApi(replies);
  const files = fakeApi(replies);
  api.download = files.api.call as NonNullable<ApiPort['download']>;
  return { api, asked, downloads: files.calls };
}

const file = (fileName: string): DownloadedFile => ({
  blob: new Blob(['%PDF-1.3']),
  fileName,
  contentType: 'application/pdf',
});

function storeWith(api: ApiPort, over: { isEmf?: boolean; today?: string } = {}) {
  const saved: DownloadedFile[] = [];
  const store = new ReportsStore(api, {
    acCode: () => '50000001',
    isEmf: () => over.isEmf ?? false,
    today: () => over.today ?? '2026-11-27',
    save: (f) => saved.push(f),
  });
  return { store, saved };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reports store', () => {
  it('opens with net worth as on today and the statement of this financial year', async () => {
    const { api, asked } = apiWith({
      [netWorthReport.path]: () => ({ isSuccess: true, data: netWorth }),
      [transactionStatement.path]: () => ({ isSuccess: true, data: statement }),
    });
    const { store } = storeWith(api);
    store.load();
    await settle();
    expect(asked).toEqual([
      { path: netWorthReport.path, body: { acCode: '50000001', asOnDate: '27/11/2026' } },
      {
        path: transactionStatement.path,
        body: { acCode: '50000001', fromDate: '01/04/2026', toDate: '27/11/2026' },
      },
    ]);
    expect(store.netWorthStatus).toBe('ready');
    expect(store.netWorth?.netWorth).toBe(18807.67);
    expect(store.statementStatus).toBe('ready');
    expect(store.statementRows[0]).toMatchObject({
      scheme: 'Arjuna Large Cap Fund – Direct Growth',
      navText: '120.5000',
      balanceUnits: 193.838,
    });
  });

  it('the financial year starts on 1 April, the year before from January to March', () => {
    expect(financialYearStart('2026-11-27')).toBe('2026-04-01');
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
    expect(financialYearStart('2027-04-01')).toBe('2027-04-01');
    const { store } = storeWith(apiWith({}).api, { today: '2027-02-10' });
    expect([store.from, store.to]).toEqual(['2026-04-01', '2027-02-10']);
  });

  it('an E-Wealth MF account gets the statement but is not asked for the net worth', async () => {
    const { api, asked } = apiWith({
      [transactionStatement.path]: () => ({ isSuccess: true, data: statement }),
    });
    const { store } = storeWith(api, { isEmf: true });
    store.load();
    await settle();
    expect(store.netWorthAvailable).toBe(false);
    expect(asked.map((a) => a.path)).toEqual([transactionStatement.path]);
  });

  it.each([
    ['2026-10-02', '2026-10-01', 'fromDate', REPORT_TEXTS.fromAfterTo],
    ['2016-11-26', '2026-11-27', 'fromDate', REPORT_TEXTS.rangeTooLong],
    ['2026-04-01', '2026-11-28', 'toDate', REPORT_TEXTS.toDateFuture],
    ['', '2026-11-27', 'fromDate', REPORT_TEXTS.fromDateNeeded],
  ])('from %s to %s is refused on %s before asking the server', async (from, to, field, message) => {
    const { api, asked } = apiWith({});
    const { store } = storeWith(api);
    store.setFrom(from);
    store.setTo(to);
    await store.showStatement();
    expect(asked).toEqual([]);
    expect(store.statementField).toBe(field);
    expect(store.statementError).toBe(message);
    store.setFrom('2026-04-01');
    expect(store.statementError).toBe('');
  });

  it('shows the field the server named on a 400', async () => {
    const { api } = apiWith({
      [transactionStatement.path]: () => {
        throw new ApiError(transactionStatement.path, 400, {
          isSuccess: false,
          message: REPORT_TEXTS.toDateInvalid,
          displayMessage: REPORT_TEXTS.toDateInvalid,
          field: 'toDate',
          data: null,
        });
      },
    });
    const { store } = storeWith(api);
    await store.showStatement();
    expect(store.statementStatus).toBe('failed');
    expect(store.statementField).toBe('toDate');
    expect(store.statementError).toBe(REPORT_TEXTS.toDateInvalid);
  });

  it('refuses a future or missing as-on date without asking', async () => {
    const { api, asked } = apiWith({});
    const { store } = storeWith(api);
    store.setAsOn('2026-11-28');
    await store.showNetWorth();
    expect(store.netWorthError).toBe(PORTFOLIO_TEXTS.asOnDateFuture);
    store.setAsOn('');
    await store.showNetWorth();
    expect(store.netWorthError).toBe(PORTFOLIO_TEXTS.asOnDateFormat);
    expect(asked).toEqual([]);
  });

  it('downloads each report in the chosen format for the dates on screen, saves it and says so', async () => {
    const { api, downloads } = apiWith({
      [downloadStatement.path]: () => file('transaction-statement-50000001-01042026-27112026.pdf'),
      [downloadNetWorth.path]: () => file('net-worth-50000001-01102026.csv'),
    });
    const { store, saved } = storeWith(api);
    await store.download('statement', 'pdf');
    store.setAsOn('2026-10-01');
    await store.download('netWorth', 'csv');
    expect(downloads).toEqual([
      {
        path: downloadStatement.path,
        body: { acCode: '50000001', fromDate: '01/04/2026', toDate: '27/11/2026', format: 'pdf' },
      },
      { path: downloadNetWorth.path, body: { acCode: '50000001', asOnDate: '01/10/2026', format: 'csv' } },
    ]);
    expect(saved.map((f) => f.fileName)).toEqual([
      'transaction-statement-50000001-01042026-27112026.pdf',
      'net-worth-50000001-01102026.csv',
    ]);
    expect(store.downloadMessage).toBe(REPORT_TEXTS.downloadReady('net-worth-50000001-01102026.csv'));
    expect(store.downloading).toBe('');
  });

  it('a refused download shows the server’s text and saves nothing; one at a time', async () => {
    let release: (f: DownloadedFile) => void = () => {};
    const { api, downloads } = apiWith({
      [downloadStatement.path]: () => new Promise<DownloadedFile>((resolve) => (release = resolve)),
      [downloadNetWorth.path]: () => {
        throw new ApiError(downloadNetWorth.path, 403, {
          isSuccess: false,
          message: 'UNAUTHORIZED ACCESS',
          data: null,
        });
      },
    });
    const { store, saved } = storeWith(api);
    const first = store.download('statement', 'csv');
    expect(store.downloading).toBe('statement-csv');
    await store.download('statement', 'pdf');
    expect(downloads).toHaveLength(1);
    release(file('a.csv'));
    await first;
    await store.download('netWorth', 'pdf');
    expect(store.downloadError).toBe('UNAUTHORIZED ACCESS');
    expect(saved.map((f) => f.fileName)).toEqual(['a.csv']);
  });

  it('statement rows read the plan and option in words', () => {
    expect(statementTableRow({ ...row, planType: 'Regular', schOpt: 'IDCWP' }).scheme).toBe(
      'Arjuna Large Cap Fund – Regular IDCW Payout',
    );
  });
});
