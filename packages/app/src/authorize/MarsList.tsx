import { formatDateTime } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { MarsStore } from './mars-store.ts';
import { authorizePaths } from './paths.ts';
import './authorize.css';

/**
 * The MARS (ready portfolio) pending list (`/transact/authorize/mars`, spec 001 §1, §4): count,
 * transactions, a status check each, and Authorize through the MARS authorization page, which
 * sends the investor back here with the transaction whose status is then checked.
 */
export default observer(function MarsList() {
  const root = useStores();
  const [params] = useSearchParams();
  const returned = params.get('trxnId');
  const [store] = useState(() => new MarsStore(root.api, () => root.session.fields.njacno));
  const go = useGo();
  useDocumentTitle('MARS Transactions');

  useEffect(() => {
    void store.load();
    if (returned) void store.check(returned);
  }, [store, returned]);

  return (
    <section className="card authorize" aria-labelledby="mars-heading">
      <h1 id="mars-heading">MARS Transactions</h1>
      <p>
        Ready portfolio (MARS) transactions are authorized on the MARS authorization page.{' '}
        <Link to={authorizePaths.list}>Other transactions waiting for authorization</Link>
      </p>
      {returned && store.checked[returned] && (
        <p className="message message--info" role="status">
          {returned}: {store.checked[returned]}
        </p>
      )}
      {store.count !== null && (
        <p data-testid="mars-count">
          {store.count === 1 ? '1 MARS transaction is' : `${store.count} MARS transactions are`} waiting for
          your authorization.
        </p>
      )}
      <p className="message message--error" role="alert">
        {store.error}
      </p>
      {store.entries.length > 0 && (
        <table className="auth-table">
          <caption className="visually-hidden">MARS transactions waiting for your authorization</caption>
          <thead>
            <tr>
              <th scope="col">Ref. No</th>
              <th scope="col">Transaction</th>
              <th scope="col">Portfolio</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {store.entries.map((entry) => (
              <tr key={entry.trxnId}>
                <th scope="row">
                  <span className="cell-label" aria-hidden="true">
                    Ref. No
                  </span>
                  {entry.trxnId}
                  <span className="auth-muted">{formatDateTime(entry.trxnDate)}</span>
                </th>
                <td>
                  <span className="cell-label" aria-hidden="true">
                    Transaction
                  </span>
                  {entry.trxnType}
                </td>
                <td>
                  <span className="cell-label" aria-hidden="true">
                    Portfolio
                  </span>
                  {entry.portfolioName}
                  {store.checked[entry.trxnId] && (
                    <span className="auth-muted">{store.checked[entry.trxnId]}</span>
                  )}
                </td>
                <td className="num">
                  <span className="cell-label" aria-hidden="true">
                    Amount
                  </span>
                  {entry.amount === null ? '–' : <EwaAmount value={entry.amount} />}
                </td>
                <td>
                  <span className="auth-actions">
                    <EwaButton
                      size="small"
                      loading={store.busy}
                      onClick={() => void store.authorize(entry).then(go)}
                    >
                      Authorize<span className="visually-hidden"> {entry.trxnId}</span>
                    </EwaButton>
                    <EwaButton
                      size="small"
                      variant="outline"
                      onClick={() => void store.check(entry.trxnId, entry.trxnTypeId)}
                    >
                      Check status<span className="visually-hidden"> of {entry.trxnId}</span>
                    </EwaButton>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {store.status === 'ready' && store.entries.length === 0 && <p>No MARS transactions are waiting.</p>}
    </section>
  );
});
