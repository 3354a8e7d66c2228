import { EMF_UNAVAILABLE_TEXTS } from '@ewa/api/portfolio';
import { REPORT_TEXTS, type ReportFormat } from '@ewa/api/reports';
import { formatDate } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDataTable } from '@ewa/ui/react/data-table';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/context.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { localToday, type ReportKind, ReportsStore } from './reports-store.ts';
import './reports.css';
import { AmountFigure } from '../ui/Figure.tsx';

const netWorthColumns = [
  { key: 'assetClass', label: 'Asset class' },
  { key: 'schName', label: 'Scheme' },
  { key: 'folioNo', label: 'Folio' },
  { key: 'units', label: 'Units', format: 'units' as const },
  { key: 'navText', label: 'NAV (date)' },
  { key: 'invested', label: 'Invested', format: 'amount' as const },
  { key: 'value', label: 'Value', format: 'amount' as const },
];

const statementColumns = [
  { key: 'dateText', label: 'Date' },
  { key: 'scheme', label: 'Scheme' },
  { key: 'folioNo', label: 'Folio' },
  { key: 'type', label: 'Transaction' },
  { key: 'amount', label: 'Amount', format: 'amount' as const },
  { key: 'navText', label: 'NAV', align: 'end' as const },
  { key: 'units', label: 'Units', format: 'units' as const },
  { key: 'balanceUnits', label: 'Balance units', format: 'units' as const },
];

/**
 * The reports page (/report, and the menu's /report/net-worth and /report/transactions): net worth as
 * on a date and the transaction statement of a period, each downloadable as CSV or PDF.
 */
export default observer(function ReportsScreen() {
  const root = useStores();
  const [store] = useState(
    () =>
      new ReportsStore(root.api, {
        acCode: () => root.session.fields.njacno,
        isEmf: () => root.session.isEmfAccount,
      }),
  );
  useDocumentTitle('Reports');
  useEffect(() => store.load(), [store]);

  return (
    <div className="reports">
      <h1>Reports</h1>
      <p className="reports__live" role="status" aria-live="polite">
        {store.downloadMessage}
      </p>
      {store.downloadError && (
        <p className="message message--error" role="alert">
          {store.downloadError}
        </p>
      )}
      <section className="card reports__section" aria-labelledby="reports-networth">
        <h2 id="reports-networth">Net worth</h2>
        {store.netWorthAvailable ? (
          <NetWorthReport store={store} />
        ) : (
          <p className="message message--info">{EMF_UNAVAILABLE_TEXTS.report}</p>
        )}
      </section>
      <section className="card reports__section" aria-labelledby="reports-statement">
        <h2 id="reports-statement">Transaction statement</h2>
        <TransactionStatement store={store} />
      </section>
    </div>
  );
});

const Downloads = observer(function Downloads({
  store,
  kind,
  label,
}: {
  store: ReportsStore;
  kind: ReportKind;
  label: string;
}) {
  const button = (format: ReportFormat, text: string) => {
    const busy = store.downloading === `${kind}-${format}`;
    return (
      <EwaButton
        variant="outline"
        size="small"
        loading={busy}
        disabled={store.downloading !== '' && !busy}
        onClick={() => void store.download(kind, format)}
      >
        {text}
        <span className="visually-hidden"> of the {label}</span>
      </EwaButton>
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form's fieldset
    <div className="reports__downloads" role="group" aria-label={`Download the ${label}`}>
      {button('csv', 'Download CSV')}
      {button('pdf', 'Download PDF')}
    </div>
  );
});

/** A day up to today, its message line below the form (`messageId`). */
function DateField(props: {
  id: string;
  label: string;
  value: string;
  messageId: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="reports__field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="date"
        value={props.value}
        max={localToday()}
        aria-describedby={props.messageId}
        aria-invalid={props.invalid ? true : undefined}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </div>
  );
}

const NetWorthReport = observer(function NetWorthReport({ store }: { store: ReportsStore }) {
  const report = store.netWorth;
  return (
    <>
      <form
        className="reports__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.showNetWorth();
        }}
      >
        <DateField
          id="reports-as-on"
          label="As-on date"
          value={store.asOn}
          messageId="reports-as-on-message"
          invalid={store.netWorthError !== ''}
          onChange={store.setAsOn}
        />
        <EwaButton type="submit" loading={store.netWorthStatus === 'loading'}>
          Show net worth
        </EwaButton>
        <p id="reports-as-on-message" className="field-message" aria-live="polite">
          {store.netWorthError}
        </p>
      </form>
      <div aria-live="polite" aria-busy={store.netWorthStatus === 'loading'}>
        {store.netWorthStatus === 'loading' && !report && <p className="loading">Loading…</p>}
        {report && (
          <>
            <dl className="reports__figures">
              <AmountFigure
                term={<>Net worth as on {formatDate(report.asOnDate)}</>}
                value={report.netWorth}
                testId="reports-networth"
              />
              <AmountFigure term="Invested" value={report.invested} />
              <AmountFigure term="Gain" value={report.gain} />
            </dl>
            <EwaDataTable
              caption={`Holdings as on ${formatDate(report.asOnDate)}`}
              columns={netWorthColumns}
              rows={report.rows.map((r) => ({
                ...r,
                navText: `${r.nav.toFixed(4)} (${formatDate(r.navDate)})`,
              }))}
              footer={{ invested: report.invested, value: report.netWorth }}
              emptyText="No holdings on that day."
            />
            <Downloads store={store} kind="netWorth" label="net worth report" />
          </>
        )}
      </div>
    </>
  );
});

const TransactionStatement = observer(function TransactionStatement({ store }: { store: ReportsStore }) {
  const statement = store.statement;
  const rows = store.statementRows;
  return (
    <>
      <form
        className="reports__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.showStatement();
        }}
        // Two fields and a custom-element button: the browser's Enter-to-submit does not apply.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
            e.preventDefault();
            e.currentTarget.requestSubmit();
          }
        }}
      >
        <DateField
          id="reports-from"
          label="From"
          value={store.from}
          messageId="reports-period-message"
          invalid={store.statementField === 'fromDate'}
          onChange={store.setFrom}
        />
        <DateField
          id="reports-to"
          label="To"
          value={store.to}
          messageId="reports-period-message"
          invalid={store.statementField === 'toDate'}
          onChange={store.setTo}
        />
        <EwaButton type="submit" loading={store.statementStatus === 'loading'}>
          Show statement
        </EwaButton>
        <p id="reports-period-message" className="field-message" aria-live="polite">
          {store.statementError}
        </p>
      </form>
      <div aria-live="polite" aria-busy={store.statementStatus === 'loading'}>
        {store.statementStatus === 'loading' && !statement && <p className="loading">Loading…</p>}
        {statement && (
          <>
            <p className="reports__summary" data-testid="reports-statement-summary">
              {rows.length === 0 ? (
                REPORT_TEXTS.noTransactions
              ) : (
                <>
                  {rows.length} {rows.length === 1 ? 'transaction' : 'transactions'} from{' '}
                  {formatDate(statement.fromDate)} to {formatDate(statement.toDate)}: in{' '}
                  <EwaAmount value={statement.totalIn} />, out <EwaAmount value={statement.totalOut} />
                </>
              )}
            </p>
            {rows.length > 0 && (
              <EwaDataTable
                caption={`Transactions from ${formatDate(statement.fromDate)} to ${formatDate(statement.toDate)}`}
                columns={statementColumns}
                rows={rows.map((r) => ({ ...r, dateText: formatDate(r.date) }))}
              />
            )}
            <Downloads store={store} kind="statement" label="transaction statement" />
          </>
        )}
      </div>
    </>
  );
});
