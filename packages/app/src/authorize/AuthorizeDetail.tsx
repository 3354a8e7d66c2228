import { EwaButton } from '@ewa/ui/react/button';
import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ActionFlow } from './action-flow.ts';
import { authorizePaths } from './paths.ts';
import { DetailStore } from './pending-store.ts';
import { DetailLines, HeaderFacts, Notes } from './TransactionParts.tsx';
import { useDialogs } from './useDialogs.tsx';
import './authorize.css';

/**
 * One transaction (`/transact/authorize/detail?d=…&rf=al`), the page a partner's link opens.
 * Failures of authorize show inline (spec 001 §8); a link that cannot be shown goes to the status
 * page. Without a session: the mapping login for an authorization-module account, else the login.
 */
export default observer(function AuthorizeDetail() {
  const root = useStores();
  const [params] = useSearchParams();
  const reference = params.get('d') ?? '';
  const { pathname, search } = useLocation();
  const [detail] = useState(
    () => new DetailStore(root.api, reference, () => root.gates.rememberDeepLink(pathname + search)),
  );
  const [asker, dialog] = useDialogs();
  const [flow] = useState(() => new ActionFlow(root.api, asker, 'detail', () => root.session.fields.accType));
  const go = useGo();
  useDocumentTitle('Authorization Detail');

  useEffect(() => {
    const signedIn = root.session.fields.is_login || root.session.fields['x-token'] !== '';
    void flowResult(signedIn ? detail.load() : detail.entryWithoutSession()).then(go);
  }, [detail, root, go]);

  const entry = detail.entry;
  const act = async (kind: 'authorize' | 'reject') => {
    if (!entry) return;
    go(
      await flowResult(
        kind === 'authorize' ? flow.authorize(entry, reference) : flow.reject(entry, reference),
      ),
    );
  };

  return (
    <section className="card authorize" aria-labelledby="detail-heading">
      <h1 id="detail-heading">Authorization Detail</h1>
      {!entry && detail.status !== 'failed' && (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {entry && (
        <>
          <HeaderFacts header={entry.trxnHeaderDeail} />
          <h2 className="auth-subheading">Details</h2>
          <DetailLines lines={entry.trxndetail} />
          {entry.notes.length > 0 && (
            <>
              <h2 className="auth-subheading">Notes</h2>
              <Notes notes={entry.notes} />
            </>
          )}
          {detail.banks.length > 1 && (
            <label className="field auth-bank">
              Pay from
              <select
                value={
                  detail.banks.find((b) => b.bankAccMask === entry.trxnHeaderDeail.bankAccNo)?.bankAccNo ?? ''
                }
                disabled={detail.bankSaving || flow.busy}
                onChange={(e) => void detail.changeBank(e.target.value)}
              >
                {detail.banks.map((b) => (
                  <option key={b.bankAccNo} value={b.bankAccNo}>
                    {b.bankName} {b.bankAccMask}
                  </option>
                ))}
              </select>
            </label>
          )}
          {detail.bankError && (
            <p className="message message--error" role="alert">
              {detail.bankError}
            </p>
          )}
          <p className="message message--error" role="alert" id="detail-error">
            {flow.inlineError}
          </p>
          <div className="actions">
            <EwaButton loading={flow.acting !== null} onClick={() => void act('authorize')}>
              Authorize
            </EwaButton>
            <EwaButton variant="outline" disabled={flow.busy} onClick={() => void act('reject')}>
              Reject
            </EwaButton>
          </div>
        </>
      )}
      {root.session.fields.is_login && (
        <p className="auth-back">
          <Link to={authorizePaths.list}>All transactions waiting for authorization</Link>
        </p>
      )}
      {dialog}
    </section>
  );
});
