import { REPORT_TEXTS, reportsCalls, STATEMENT_PDF_MAX_ROWS } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { accountByNumber } from '../../kernel/identity/index.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { allotPlacedOrders, navFeedOf, netWorth } from '../portfolio/public.ts';
import {
  netWorthCsv,
  netWorthFileName,
  netWorthPdf,
  reportFile,
  statementCsv,
  statementFileName,
  statementPdf,
} from './files.ts';
import { loadStatement, statementReply } from './statement.ts';

/**
 * The reports page (/report): the transaction statement of a period, and the statement and the
 * net-worth report (the portfolio's `NetworthReport/netWorthReport`, spec 000 §7) as CSV or PDF files.
 * Every read allots the investor's paid orders whose NAV is declared first, as the portfolio does.
 */
export default defineArea({
  name: 'reports',
  register(r) {
    const { app, deps } = r;
    const feed = navFeedOf(app);
    const today = () => istParts(deps.clock.now()).date;
    const allotted = (db: typeof deps.db, njAcNo: string) =>
      allotPlacedOrders(db, feed, deps.clock.now(), njAcNo);

    r.sessionCall(reportsCalls.transactionStatement, async (req, ctx) => {
      await allotted(ctx.db, ctx.session.njAcNo);
      const statement = await loadStatement(ctx.db, ctx.session, req, today());
      return { isSuccess: true, data: statementReply(statement) };
    });

    r.sessionCall(reportsCalls.downloadStatement, async (req, ctx) => {
      await allotted(ctx.db, ctx.session.njAcNo);
      const statement = await loadStatement(ctx.db, ctx.session, req, today());
      if (req.format === 'pdf' && statement.entries.length > STATEMENT_PDF_MAX_ROWS)
        throw new DomainError(REPORT_TEXTS.pdfTooLong, {
          status: 400,
          errCode: 'BAD_REQUEST',
          field: 'format',
        });
      const body =
        req.format === 'csv' ? statementCsv(statement) : await statementPdf(statement, deps.clock.now());
      return reportFile(body, req.format, statementFileName(statement, req.format));
    });

    r.sessionCall(reportsCalls.downloadNetWorth, async (req, ctx) => {
      await allotted(ctx.db, ctx.session.njAcNo);
      const report = await netWorth(
        ctx.db,
        ctx.session,
        { acCode: req.acCode, asOnDate: req.asOnDate },
        today(),
      );
      const body =
        req.format === 'csv'
          ? netWorthCsv(report)
          : await netWorthPdf(
              report,
              (await accountByNumber(ctx.db, report.acCode)).appName,
              deps.clock.now(),
            );
      return reportFile(body, req.format, netWorthFileName(report, req.format));
    });
  },
});
