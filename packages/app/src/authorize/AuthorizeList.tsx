import { AUTH_TYPES, type AuthListEntry, authTypeLabel } from '@ewa/api/authorize';
import { formatDateTime } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaButton } from '@ewa/ui/react/button';
import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ActionFlow } from './action-flow.ts';
import { authorizePaths } from './paths.ts';
import { ALL_TYPES, PendingListStore } from './pending-store.ts';
import { LineSummary, Notes } from './TransactionParts.tsx';
import { useDialogs } from './useDialogs.tsx';
import './authorize.css';

/**
 * The pending list (spec 001 §2): `/admin-panel/authorize` (every type) and
 * `/transact/authorize/{transactionType}`. A table whose rows carry the header, detail and notes of
 * each transaction and its named Authorize and Reject buttons; failures open a dialog.
 */
export default observer(function AuthorizeList() {
  const root = useStores();
  const { transactionType = '' } = useParams();
  const type = transactionType.toUpperCase() || ALL_TYPES;
  const [list] = useState(() => new PendingListStore(root.api));
  const [asker, dialog] = useDialogs();
  const [flow] = useState(() => new ActionFlow(root.api, asker, 'list', () => root.session.fields.accType));
  const go = useGo();
  const navigate = useNavigate();
  const title =
    type === ALL_TYPES ? 'Authorize Transactions' : `Authorize ${authTypeLabel(type)} Transactions`;
  useDocumentTitle(title);

  useEffect(() => {
    void list.load(type);
  }, [list, type]);

  const act = async (kind: 'authorize' | 'reject', entry: AuthListEntry) => {
    const outcome = await flowResult(
      kind === 'authorize'
        ? flow.authorize(entry, entry.encryptedData)
        : flow.reject(entry, entry.encryptedData),
    );
    if (!outcome) void list.load(type);
    go(outcome);
  };

  return (
    <section className="card authorize" aria-labelledby="authorize-heading">
      <h1 id="authorize-heading">{title}</h1>
      <div className="authorize__toolbar">
        <label className="field">
          Transaction type
          <select
            value={type}
            onChange={(e) =>
              navigate(
                e.target.value === ALL_TYPES ? authorizePaths.list : authorizePaths.byType(e.target.value),
              )
            }
          >
            <option value={ALL_TYPES}>All transactions</option>
            {AUTH_TYPES.map((code) => (
              <option key={code} value={code}>
                {authTypeLabel(code)}
              </option>
            ))}
          </select>
        </label>
        <Link to={authorizePaths.mars}>Ready portfolio (MARS) transactions</Link>
      </div>

      {list.status === 'loading' && list.entries.length === 0 && (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {list.status === 'failed' && (
        <p className="message message--error" role="alert">
          {list.error}
        </p>
      )}
      {list.status === 'ready' && list.entries.length === 0 && (
        <p role="status">No transactions are waiting for your authorization.</p>
      )}
      {list.entries.length > 0 && (
        <table className="auth-table">
          <caption className="visually-hidden">
            {list.entries.length === 1
              ? '1 transaction waiting for your authorization'
              : `${list.entries.length} transactions waiting for your authorization`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Ref. No</th>
              <th scope="col">Transaction</th>
              <th scope="col">Details</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Notes</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.entries.map((entry) => {
              const header = entry.trxnHeaderDeail;
              return (
                <tr key={header.trxnId}>
                  <th scope="row">
                    <span className="cell-label" aria-hidden="true">
                      Ref. No
                    </span>
                    <Link to={authorizePaths.detail(entry.encryptedData)}>
                      <span className="visually-hidden">Details of </span>
                      {header.trxnId}
                    </Link>
                    <span className="auth-muted">{formatDateTime(header.trxnDate)}</span>
                  </th>
                  <td>
                    <span className="cell-label" aria-hidden="true">
                      Transaction
                    </span>
                    <strong>{header.trxnTypeLabel}</strong>
                    {header.payModeLabel && <span className="auth-muted">{header.payModeLabel}</span>}
                  </td>
                  <td>
                    <span className="cell-label" aria-hidden="true">
                      Details
                    </span>
                    {entry.trxndetail.map((line, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: lines have a fixed order and no id
                      <LineSummary key={i} line={line} withAmount={entry.trxndetail.length > 1} />
                    ))}
                  </td>
                  <td className="num">
                    <span className="cell-label" aria-hidden="true">
                      Amount
                    </span>
                    {header.totalAmount === null ? '–' : <EwaAmount value={header.totalAmount} />}
                  </td>
                  <td className={entry.notes.length ? undefined : 'auth-empty'}>
                    <span className="cell-label" aria-hidden="true">
                      Notes
                    </span>
                    {entry.notes.length ? <Notes notes={entry.notes} /> : '–'}
                  </td>
                  <td>
                    <span className="auth-actions">
                      <EwaButton
                        size="small"
                        loading={flow.acting === header.trxnId}
                        disabled={flow.busy && flow.acting !== header.trxnId}
                        onClick={() => void act('authorize', entry)}
                      >
                        Authorize<span className="visually-hidden"> {header.trxnId}</span>
                      </EwaButton>
                      <EwaButton
                        size="small"
                        variant="outline"
                        disabled={flow.busy}
                        onClick={() => void act('reject', entry)}
                      >
                        Reject<span className="visually-hidden"> {header.trxnId}</span>
                      </EwaButton>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {dialog}
    </section>
  );
});
