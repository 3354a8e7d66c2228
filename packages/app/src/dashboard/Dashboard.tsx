import { EwaAmount } from '@ewa/ui/react/amount';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { RecentOrders } from '../orders/RecentOrders.tsx';
import { PENDING_ORDERS_ID } from '../portfolio/PendingOrders.tsx';
import { awaitingAllotmentText, percentText } from '../portfolio/portfolio-store.ts';
import { useStores } from '../stores/context.ts';
import { portalStoresOf } from '../stores/portal-stores.ts';
import { UpcomingDebits } from '../systematic/UpcomingDebits.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { greetingFor, MoneySummaryStore, PendingCountStore, productTiles } from './dashboard-store.ts';
import './dashboard.css';
import { AmountFigure } from '../ui/Figure.tsx';

/** The signed-in home (/ and /dashboard): greeting, pending authorizations, the product areas. */
export default observer(function Dashboard() {
  const root = useStores();
  const { holder, menu } = portalStoresOf(root);
  const [pending] = useState(() => new PendingCountStore(root.api));
  const [money] = useState(() => new MoneySummaryStore(root.api));
  useDocumentTitle('Home');

  useEffect(() => {
    void holder.load();
    void pending.load();
    void money.load();
  }, [holder, pending, money]);

  const count = pending.count;
  const awaiting = awaitingAllotmentText(money.summary);
  return (
    <div className="dashboard">
      <section className="dashboard__welcome" aria-labelledby="dashboard-heading">
        <p className="dashboard__greeting">{greetingFor(new Date())},</p>
        <h1 id="dashboard-heading">{holder.displayName}</h1>
        <p className="dashboard__account">Account number {root.session.fields.njacno}</p>
      </section>

      <section
        className="dashboard__money card"
        aria-labelledby="money-heading"
        aria-busy={money.status === 'loading'}
      >
        <h2 id="money-heading">Your mutual funds</h2>
        {money.status === 'failed' && <p>Your holdings could not be read just now.</p>}
        {money.summary && !money.hasHoldings && (
          <p>
            You have no mutual fund holdings yet. <Link to="/transact/mutual-funds">Start investing</Link>
          </p>
        )}
        {money.summary && money.hasHoldings && (
          <>
            <dl className="dashboard__figures">
              <AmountFigure term="Current value" value={money.summary.currentValue}>
                {awaiting && (
                  <span className="figure__note" data-testid="home-awaiting">
                    <Link to={`/portfolio#${PENDING_ORDERS_ID}`}>{awaiting}</Link>
                  </span>
                )}
              </AmountFigure>
              <AmountFigure term="Invested" value={money.summary.invested} />
              <div>
                <dt>Gain</dt>
                <dd>
                  <EwaAmount value={money.summary.gain} /> ({percentText(money.summary.gainPercent)})
                </dd>
              </div>
              <div>
                <dt>XIRR</dt>
                <dd>{percentText(money.summary.xirr)}</dd>
              </div>
            </dl>
            <Link className="dashboard__cta" to="/portfolio">
              View portfolio
            </Link>
          </>
        )}
      </section>

      <UpcomingDebits />
      <RecentOrders />

      <section className="dashboard__pending card" aria-labelledby="pending-heading">
        <h2 id="pending-heading">Pending authorizations</h2>
        {pending.status === 'failed' ? (
          <p>The pending transactions could not be counted just now.</p>
        ) : count === null ? (
          <p role="status">Counting…</p>
        ) : (
          <p>
            <span className="dashboard__count" data-testid="pending-count">
              {count}
            </span>{' '}
            {count === 1 ? 'transaction is' : 'transactions are'} waiting for your authorization.
          </p>
        )}
        <Link className="dashboard__cta" to="/admin-panel/authorize">
          Authorize Transactions
        </Link>
      </section>

      <section aria-labelledby="products-heading">
        <h2 id="products-heading">Invest and manage</h2>
        <ul className="dashboard__tiles">
          {productTiles.map((tile) => (
            <li key={tile.key}>
              {root.opensScreen(tile.to) ? (
                <Link className={`tile tile--${tile.key}`} to={tile.to}>
                  <span className="tile__title">{tile.title}</span>
                  <span className="tile__text">{tile.text}</span>
                </Link>
              ) : (
                // An area not open yet shows the menu's message instead of leading to a dead page.
                <button
                  type="button"
                  className={`tile tile--${tile.key}`}
                  aria-haspopup="dialog"
                  onClick={() => menu.holdBack(tile.title, tile.to)}
                >
                  <span className="tile__title">{tile.title}</span>
                  <span className="tile__text">{tile.text}</span>
                  <span className="tile__soon">Coming soon</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});
