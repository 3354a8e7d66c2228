import {
  EMF_UNAVAILABLE_TEXTS,
  portfolioCalls,
  REPORT_TEXTS,
  reportsCalls,
  STATEMENT_PDF_MAX_ROWS,
} from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { portfolioTransactions } from '../portfolio/schema.ts';
import { inr, unitsText } from './format.ts';
import { statementPeriod } from './statement.ts';

const t = useTestApp({ areas: ['purchase', 'portfolio', 'reports'], investor: '50000001' });
const NAME = 'Rajesh Kumar Sharma';

type Movement = [navDate: string, trxnType: string, units: number, nav: number, amountPaise: number];

/** Ledger rows of one folio of ARJ0001 Direct Growth, years before the demo holdings begin. */
async function ledger(folioNo: string, moves: Movement[], njAcNo = '50000001') {
  await t.database.db.insert(portfolioTransactions).values(
    moves.map(([navDate, trxnType, unitsMilli, nav, amountPaise]) => ({
      njAcNo,
      schCode: 'ARJ0001',
      isDirect: true,
      schOpt: 'G',
      folioNo,
      trxnType,
      navDate,
      nav,
      amountPaise,
      unitsMilli,
    })),
  );
}

/** POST a download call; answers status, headers and raw bytes. */
async function download(path: string, body: unknown, token = t.token) {
  const res = await t.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: () => res.json() };
}

/** 50000001's (or `acCode`'s) transaction statement from `fromDate` to `toDate` as a file. */
const statementFile = (fromDate: string, toDate: string, format: string, acCode = '50000001') =>
  download(reportsCalls.downloadStatement.path, { acCode, fromDate, toDate, format });

/** 50000001's (or `acCode`'s) net-worth report as on `asOnDate` as a file. */
const netWorthFile = (asOnDate: string, format: string, acCode = '50000001', token = t.token) =>
  download(reportsCalls.downloadNetWorth.path, { acCode, asOnDate, format }, token);

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe('the statement period', () => {
  const today = '2026-11-27';
  it('takes real days up to today, from before to, at most 10 years', () => {
    expect(statementPeriod('01/04/2026', '27/11/2026', today)).toEqual({
      from: '2026-04-01',
      to: '2026-11-27',
    });
    expect(statementPeriod('27/11/2016', '27/11/2026', today).from).toBe('2016-11-27');
  });

  it.each([
    ['31/02/2026', '27/11/2026', 'fromDate', REPORT_TEXTS.fromDateInvalid],
    ['01/04/2026', '31/11/2026', 'toDate', REPORT_TEXTS.toDateInvalid],
    ['01/04/2026', '28/11/2026', 'toDate', REPORT_TEXTS.toDateFuture],
    ['02/10/2026', '01/10/2026', 'fromDate', REPORT_TEXTS.fromAfterTo],
    ['26/11/2016', '27/11/2026', 'fromDate', REPORT_TEXTS.rangeTooLong],
  ])('%s to %s is refused on %s', (from, to, field, message) => {
    expect(() => statementPeriod(from, to, today)).toThrow(
      expect.objectContaining({ status: 400, field, message }),
    );
  });
});

describe('the transaction statement', () => {
  it('lists the period’s transactions in words with each folio’s balance, counting units held before it', async () => {
    await ledger('RPT/1', [
      ['2019-05-10', 'PIP', 1_000_000, 100_000, 1_000_000],
      ['2019-08-01', 'SIP', 400_000, 125_000, 500_000],
      ['2019-12-02', 'RED', -500_000, 140_000, -450_000],
      ['2020-02-03', 'SWI', -300_000, 150_000, -270_000],
      ['2020-02-05', 'SWI', 50_000, 900_000, 450_000],
    ]);
    const statement = dataOf(
      await t.call(
        reportsCalls.transactionStatement,
        { acCode: '50000001', fromDate: '01/08/2019', toDate: '04/02/2020' },
        t.token,
      ),
    );
    expect(statement).toMatchObject({
      acCode: '50000001',
      investorName: NAME,
      fromDate: '01/08/2019',
      toDate: '04/02/2020',
      totalIn: 5000,
      // Units out at their NAV: 500 × 14 and 300 × 15.
      totalOut: 11_500,
    });
    expect(
      statement.rows.map((r) => [r.date, r.type, r.amount, r.nav, r.units, r.balanceUnits, r.folioNo]),
    ).toEqual([
      ['01/08/2019', 'SIP purchase', 5000, 12.5, 400, 1400, 'RPT/1'],
      ['02/12/2019', 'Redemption', 7000, 14, -500, 900, 'RPT/1'],
      ['03/02/2020', 'Switch out', 4500, 15, -300, 600, 'RPT/1'],
    ]);
    const later = dataOf(
      await t.call(
        reportsCalls.transactionStatement,
        { acCode: '50000001', fromDate: '05/02/2020', toDate: '05/02/2020' },
        t.token,
      ),
    );
    expect(later.rows).toMatchObject([{ type: 'Switch in', units: 50, balanceUnits: 650, amount: 4500 }]);
  });

  it('says nothing happened in an empty period', async () => {
    const empty = dataOf(
      await t.call(
        reportsCalls.transactionStatement,
        { acCode: '50000001', fromDate: '01/01/2018', toDate: '31/01/2018' },
        t.token,
      ),
    );
    expect(empty).toMatchObject({ rows: [], totalIn: 0, totalOut: 0 });
  });

  it('covers the demo investor’s purchases of the last year', async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const ddmm = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const year = dataOf(
      await t.call(
        reportsCalls.transactionStatement,
        { acCode: '50000001', fromDate: ddmm(from), toDate: ddmm(today) },
        t.token,
      ),
    );
    expect(year.rows.length).toBeGreaterThan(0);
    expect(year.rows.every((r) => r.type === 'Purchase' && r.units > 0)).toBe(true);
  });

  it.each([
    [{ fromDate: '10/10/2020', toDate: '01/10/2020' }, 'fromDate', REPORT_TEXTS.fromAfterTo],
    [{ fromDate: '01/01/2010', toDate: '01/10/2020' }, 'fromDate', REPORT_TEXTS.rangeTooLong],
    [{ fromDate: '30/02/2020', toDate: '01/10/2020' }, 'fromDate', REPORT_TEXTS.fromDateInvalid],
    [{ fromDate: '01/01/2020', toDate: '01/01/2099' }, 'toDate', REPORT_TEXTS.toDateFuture],
  ])('answers 400 naming the field for %j', async (dates, field, message) => {
    const res = await t.post(
      reportsCalls.transactionStatement.path,
      { acCode: '50000001', ...dates },
      t.token,
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ isSuccess: false, field, message });
  });

  it('answers 400 for a date not written dd/mm/yyyy, and 403 for another investor’s account', async () => {
    const iso = await t.post(
      reportsCalls.transactionStatement.path,
      { acCode: '50000001', fromDate: '2020-01-01', toDate: '01/10/2020' },
      t.token,
    );
    expect(iso.status).toBe(400);
    expect(iso.json.field).toBe('fromDate');
    const other = await t.post(
      reportsCalls.transactionStatement.path,
      { acCode: '50000002', fromDate: '01/01/2020', toDate: '01/10/2020' },
      t.token,
    );
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ isSuccess: false, errCode: 'FORBIDDEN' });
    expect(other.json.data ?? null).toBeNull();
  });
});

describe('statement downloads', () => {
  it('CSV: a UTF-8 BOM, RFC 4180 lines and plain figures, named by account and period', async () => {
    await ledger('RPT/CSV', [
      ['2018-06-01', 'PIP', 1_234_567, 123_456, 1_524_135],
      ['2018-06-20', 'RED', -234_567, 130_000, -289_588],
    ]);
    const res = await statementFile('01/06/2018', '30/06/2018', 'csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="transaction-statement-50000001-01062018-30062018.csv"',
    );
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Date,Scheme,Plan,Folio,Transaction,Amount (₹),NAV (₹),Units,Balance units');
    expect(lines[1]).toMatch(
      /^01\/06\/2018,[^,]+,Direct Growth,RPT\/CSV,Purchase,15241\.35,12\.3456,1234\.567,1234\.567$/,
    );
    // 234.567 units × 13.0000 = ₹3,049.371 → ₹3,049.37.
    expect(lines[2]).toMatch(/,Redemption,3049\.37,13\.0000,-234\.567,1000\.000$/);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('PDF: the investor’s name and account, Indian amounts, and a page number on every page', async () => {
    const moves: Movement[] = Array.from({ length: 90 }, (_, i) => [
      `2017-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      'SIP',
      100_000,
      100_000 + i * 100,
      12_345_678,
    ]);
    await ledger('RPT/PDF', moves);
    const res = await statementFile('01/01/2017', '30/04/2017', 'pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'filename="transaction-statement-50000001-01012017-30042017.pdf"',
    );
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await pdfText(res.bytes);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).not.toContain(`Page ${pages + 1} of`);
    expect(text).toContain('Transaction Statement');
    expect(text).toContain(NAME);
    expect(text).toContain('Account No. 50000001');
    expect(text).toContain('From 01/01/2017 to 30/04/2017');
    expect(text).toContain('₹1,23,456.78');
    // 90 SIP instalments of 100 units each: the last balance.
    expect(text).toContain(unitsText(9_000_000));
    expect(text).toContain(`In: ${inr(90 * 12_345_678)}`);
  });

  it('a PDF of more than 5,000 transactions is refused, pointing to the CSV, which has them all', async () => {
    await ledger(
      'RPT/MANY',
      Array.from(
        { length: STATEMENT_PDF_MAX_ROWS + 1 },
        (): Movement => ['2021-03-01', 'SIP', 1000, 100_000, 10_000],
      ),
    );
    const period = { acCode: '50000001', fromDate: '01/03/2021', toDate: '01/03/2021' };
    const pdf = await download(reportsCalls.downloadStatement.path, { ...period, format: 'pdf' });
    expect(pdf.status).toBe(400);
    expect(pdf.json()).toMatchObject({ field: 'format', message: REPORT_TEXTS.pdfTooLong });
    const csv = await download(reportsCalls.downloadStatement.path, { ...period, format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.bytes.toString('utf8').trimEnd().split('\r\n')).toHaveLength(STATEMENT_PDF_MAX_ROWS + 2);
  });

  it('an empty period still downloads, saying so', async () => {
    const res = await statementFile('01/01/2016', '31/01/2016', 'pdf');
    expect(res.status).toBe(200);
    const { text, pages } = await pdfText(res.bytes);
    expect(pages).toBe(1);
    expect(text).toContain(REPORT_TEXTS.noTransactions);
    expect(text).toContain('Page 1 of 1');
  });

  it('refuses bad input with the envelope, not a file, and another investor’s account', async () => {
    const late = await statementFile('02/01/2020', '01/01/2020', 'pdf');
    expect(late.status).toBe(400);
    expect(late.json()).toMatchObject({ field: 'fromDate', message: REPORT_TEXTS.fromAfterTo });
    const format = await statementFile('01/01/2020', '02/01/2020', 'xlsx');
    expect(format.status).toBe(400);
    expect(format.json().field).toBe('format');
    const other = await statementFile('01/01/2020', '02/01/2020', 'csv', '50000003');
    expect(other.status).toBe(403);
    expect(other.headers['content-disposition']).toBeUndefined();
    const anonymous = await t.inject({
      method: 'POST',
      url: `/api/${reportsCalls.downloadStatement.path}`,
      payload: { acCode: '50000001', fromDate: '01/01/2020', toDate: '02/01/2020', format: 'csv' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('net-worth downloads', () => {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const asOnDate = `${today.slice(8)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;

  it('CSV and PDF carry the same holdings as the portfolio’s net-worth report', async () => {
    const csv = await netWorthFile(asOnDate, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      `filename="net-worth-50000001-${asOnDate.replaceAll('/', '')}.csv"`,
    );
    const lines = csv.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Asset class,Scheme,Folio,Units,NAV (₹),NAV date,Invested (₹),Value (₹)');
    expect(lines.length).toBeGreaterThan(1);

    const pdf = await netWorthFile(asOnDate, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(pdf.bytes);
    expect(text).toContain('Net Worth Report');
    expect(text).toContain(`As on ${asOnDate}`);
    expect(text).toContain(NAME);
    expect(text).toMatch(/Net worth: ₹[\d,]+\.\d\d/);
    expect(text).toContain('Page 1 of 1');
  });

  it('refuses a future as-on date, another account, and an E-Wealth MF account', async () => {
    const future = await netWorthFile('01/01/2099', 'pdf');
    expect(future.status).toBe(400);
    expect(future.json().field).toBe('asOnDate');
    const other = await netWorthFile(asOnDate, 'csv', '50000002');
    expect(other.status).toBe(403);
    const emf = await t.sessionToken('50000009', 'EMF');
    const refused = await netWorthFile(asOnDate, 'pdf', '50000009', emf);
    expect(refused.status).toBe(403);
    expect(refused.json().message).toBe(EMF_UNAVAILABLE_TEXTS.report);
  });
});

describe('the statement of orders placed on the portfolio', () => {
  const ARJ = { schCode: 'ARJ0001', isDirect: true, schOpt: 'G' as const, folioNo: '1234567/89' };

  async function placed(body: Record<string, unknown>, key: string) {
    const res = await t.inject({
      method: 'POST',
      url: `/api/${portfolioCalls.confirmRedemption.path}`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${t.token}`,
        'idempotency-key': key,
      },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(200);
    return (
      res.json() as { data: { units: number; grossAmount: number; nav: number; navApplicableDate: string } }
    ).data;
  }

  it('shows a redemption and a switch out at their orders’ NAV and value, with the folio’s units falling', async () => {
    const { switchTargets } = dataOf(
      await t.call(
        portfolioCalls.getRedeemOptions,
        { schCode: ARJ.schCode, isDirect: ARJ.isDirect, schOpt: ARJ.schOpt },
        t.token,
      ),
    );
    const target = switchTargets[0];
    if (!target) throw new Error('no scheme to switch into');
    const redemption = await placed({ ...ARJ, mode: 'units', units: 10 }, `rpt-red-${Date.now()}`);
    const switched = await placed(
      {
        ...ARJ,
        mode: 'units',
        units: 5,
        inScheme: { schCode: target.schCode, isDirect: target.isDirect, schOpt: target.schOpt },
      },
      `rpt-swi-${Date.now()}`,
    );
    // The orders' NAV day may be the next business day: look a week on.
    t.clock.advance(7 * 86_400);
    const token = await t.sessionToken('50000001');
    const today = new Date(t.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const ddmm = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const statement = dataOf(
      await t.call(
        reportsCalls.transactionStatement,
        {
          acCode: '50000001',
          fromDate: ddmm(`${Number(today.slice(0, 4)) - 2}${today.slice(4)}`),
          toDate: ddmm(today),
        },
        token,
      ),
    );
    const folio = statement.rows.filter((r) => r.schCode === ARJ.schCode && r.folioNo === ARJ.folioNo);
    const out = folio.filter((r) => r.units < 0);
    expect(out.map((r) => [r.type, r.units])).toEqual([
      ['Redemption', -10],
      ['Switch out', -5],
    ]);
    expect(out[0]).toMatchObject({ amount: redemption.grossAmount, date: redemption.navApplicableDate });
    expect(out[1]?.date).toBe(switched.navApplicableDate);
    expect(out[1]?.amount).toBe(Math.round(5 * (out[1]?.nav ?? 0) * 100) / 100);
    // Each row's balance is the one before it plus its units.
    for (let i = 1; i < folio.length; i++) {
      const before = folio[i - 1]?.balanceUnits ?? 0;
      expect(Math.round(((folio[i]?.balanceUnits ?? 0) - before) * 1000)).toBe(
        Math.round((folio[i]?.units ?? 0) * 1000),
      );
    }
    // The folio's last balance is what the folio holds now (this file's other ARJ rows are other folios).
    const [held] = await t.database.db
      .select({ unitsMilli: folioHoldings.unitsMilli })
      .from(folioHoldings)
      .where(and(eq(folioHoldings.njAcNo, '50000001'), eq(folioHoldings.folioNo, ARJ.folioNo)));
    expect(folio.at(-1)?.balanceUnits).toBe((held?.unitsMilli ?? 0) / 1000);
    const into = statement.rows.filter((r) => r.schCode === target.schCode && r.type === 'Switch in');
    expect(into.length).toBeLessThanOrEqual(1);
    if (into[0]) expect(into[0].units).toBeGreaterThan(0);
  });
});
