import { EMF_UNAVAILABLE_TEXTS, PORTFOLIO_TEXTS } from '@ewa/api/portfolio';
import { formatDate } from '@ewa/ui/format';
import { EwaAllocation } from '@ewa/ui/react/allocation';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDataTable } from '@ewa/ui/react/data-table';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { LoadStatus } from '../ui/Loading.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { HoldingActions } from './HoldingActions.tsx';
import { RecentPayouts } from './PayoutStatus.tsx';
import { PENDING_ORDERS_ID, PendingOrders } from './PendingOrders.tsx';
import { awaitingAllotmentText, PortfolioStore, percentText } from './portfolio-store.ts';
import { HoldingValues, PortfolioValue } from './ValueChart.tsx';
import './portfolio.css';
import { AmountFigure } from '../ui/Figure.tsx';

const holdingColumns = [
  { key: 'scheme', label: 'Scheme', sortable: true },
  { key: 'assetClass', label: 'Asset class', sortable: true },
  { key: 'folioNo', label: 'Folio', sortable: true },
  { key: 'units', label: 'Units', format: 'units' as const, sortable: true },
  { key: 'navText', label: 'NAV (date)' },
  { key: 'invested', label: 'Invested', format: 'amount' as const, sortable: true },
  { key: 'currentValue', label: 'Current value', format: 'amount' as const, sortable: true },
  { key: 'gain', label: 'Gain', format: 'amount' as const, sortable: true },
  { key: 'gainText', label: 'Gain %' },
  { key: 'xirrText', label: 'XIRR' },
];

const sliceColumns = (label: string) => [
  { key: 'name', label },
  { key: 'value', label: 'Value', format: 'amount' as const },
  { key: 'share', label: 'Share' },
];

const netWorthColumns = [
  { key: 'assetClass', label: 'Asset class' },
  { key: 'schName', label: 'Scheme' },
  { key: 'folioNo', label: 'Folio' },
  { key: 'units', label: 'Units', format: 'units' as const },
  { key: 'navText', label: 'NAV (date)' },
  { key: 'invested', label: 'Invested', format: 'amount' as const },
  { key: 'value', label: 'Value', format: 'amount' as const },
];

/** The portfolio page (/portfolio): totals, allocation, holdings, and the net worth as on a day. */
export default observer(function PortfolioScreen() {
  const root = useStores();
  const [store] = useState(() => new PortfolioStore(root.api, () => root.session.fields.njacno));
  useDocumentTitle('Portfolio');

  useEffect(() => {
    void store.load();
  }, [store]);

  const summary = store.summary;
  const awaiting = awaitingAllotmentText(summary);
  return (
    <div className="portfolio">
      <h1>Portfolio</h1>
      <LoadStatus status={store.status} error={store.loadError} />

      {summary && (
        <section className="portfolio__totals card" aria-labelledby="portfolio-totals">
          <h2 id="portfolio-totals">Your mutual funds</h2>
          <dl className="portfolio__figures">
            <AmountFigure term="Current value" value={summary.currentValue} testId="portfolio-value">
              {awaiting && (
                <span className="figure__note" data-testid="portfolio-awaiting">
                  <a href={`#${PENDING_ORDERS_ID}`}>{awaiting}</a>
                </span>
              )}
            </AmountFigure>
            <AmountFigure term="Invested" value={summary.invested} />
            <AmountFigure term="Gain" value={summary.gain}>
              {' '}
              <span className="portfolio__percent">({percentText(summary.gainPercent)})</span>
            </AmountFigure>
            <div>
              <dt>XIRR</dt>
              <dd data-testid="portfolio-xirr">{percentText(summary.xirr)}</dd>
            </div>
          </dl>
          {summary.valuedOn && (
            <p className="portfolio__note">
              Valued at each scheme's latest NAV, up to {formatDate(summary.valuedOn)}.
            </p>
          )}
        </section>
      )}

      <PendingOrders orders={store.pendingOrders} />

      {store.isEmpty && (
        <section className="card">
          <p>{PORTFOLIO_TEXTS.noHoldings}</p>
          <Link to="/transact/mutual-funds">Explore mutual funds</Link>
        </section>
      )}

      {summary && store.holdings.length > 0 && (
        <>
          <PortfolioValue />

          <section className="portfolio__allocation" aria-labelledby="portfolio-allocation">
            <h2 id="portfolio-allocation">Allocation</h2>
            <div className="portfolio__allocation-tables">
              {(
                [
                  ['By asset class', 'Asset class', summary.byAssetClass],
                  ['By fund house', 'Fund house', summary.byAmc],
                ] as const
              ).map(([caption, label, slices]) => (
                <div key={caption} className="portfolio__allocation-part">
                  {/* The donut is for the eye; the table under it is what a screen reader reads. */}
                  <EwaAllocation
                    aria-hidden="true"
                    label={caption}
                    parts={slices.map((s) => ({ label: s.name, value: s.value }))}
                  />
                  <EwaDataTable
                    caption={caption}
                    columns={sliceColumns(label)}
                    rows={slices.map((s) => ({ ...s, share: percentText(s.percent) }))}
                  />
                </div>
              ))}
            </div>
          </section>

          <section aria-labelledby="portfolio-holdings">
            <h2 id="portfolio-holdings">Holdings</h2>
            <EwaDataTable
              caption={`${store.holdings.length} ${store.holdings.length === 1 ? 'holding' : 'holdings'}, sortable by the column headers`}
              columns={holdingColumns}
              rows={store.holdings}
              sortKey="currentValue"
              sortDirection="descending"
              footer={{ invested: summary.invested, currentValue: summary.currentValue, gain: summary.gain }}
            />
          </section>

          <section aria-labelledby="portfolio-holding-values">
            <h2 id="portfolio-holding-values">Each holding's value</h2>
            <HoldingValues holdings={store.holdings} />
          </section>

          <section aria-labelledby="portfolio-transact">
            <h2 id="portfolio-transact">Redeem or switch</h2>
            <HoldingActions holdings={store.holdings} kinds={['redeem', 'switch']} />
            <p>
              <Link to="/transact/insta-cash">Insta cash: money from your liquid funds in minutes</Link>
            </p>
          </section>
        </>
      )}

      <RecentPayouts />

      <section className="portfolio__networth card" aria-labelledby="portfolio-networth">
        <h2 id="portfolio-networth">Net worth as on a date</h2>
        {root.session.isEmfAccount ? (
          <p className="message message--info">{EMF_UNAVAILABLE_TEXTS.report}</p>
        ) : (
          <NetWorthForm store={store} />
        )}
      </section>
    </div>
  );
});

const NetWorthForm = observer(function NetWorthForm({ store }: { store: PortfolioStore }) {
  const report = store.netWorth;
  return (
    <>
      <form
        className="portfolio__networth-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.showNetWorth();
        }}
      >
        <label htmlFor="networth-date">As-on date</label>
        <input
          id="networth-date"
          type="date"
          value={store.asOn}
          max={new Date().toISOString().slice(0, 10)}
          aria-describedby="networth-message"
          aria-invalid={store.netWorthError ? true : undefined}
          onChange={(e) => store.setAsOn(e.currentTarget.value)}
        />
        <EwaButton type="submit" disabled={store.netWorthBusy}>
          Show net worth
        </EwaButton>
        <p id="networth-message" className="field-message" aria-live="polite">
          {store.netWorthError}
        </p>
      </form>
      {report && (
        <div aria-live="polite">
          <p className="portfolio__networth-total">
            Net worth as on {formatDate(report.asOnDate)}: <EwaAmount value={report.netWorth} /> (invested{' '}
            <EwaAmount value={report.invested} />)
          </p>
          <EwaDataTable
            caption={`Net worth as on ${formatDate(report.asOnDate)}`}
            columns={netWorthColumns}
            rows={report.rows.map((r) => ({
              ...r,
              navText: `${r.nav.toFixed(4)} (${formatDate(r.navDate)})`,
            }))}
            footer={{ invested: report.invested, value: report.netWorth }}
            emptyText="No holdings on that day."
          />
        </div>
      )}
    </>
  );
});
