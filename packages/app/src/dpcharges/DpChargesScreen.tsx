import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { DpChargesLinkStore } from './dpcharges-link-store.ts';
import './dpcharges.css';

/**
 * `/dpcharges` (spec 000 §2, optional webview `token`): asks where this investor pays DP charges and
 * goes there, replacing itself in the history so Back does not land on a page that only redirects.
 */
export default observer(function DpChargesScreen() {
  const root = useStores();
  const go = useGo();
  const { search } = useLocation();
  const [store] = useState(() => new DpChargesLinkStore(root.api, location.origin));
  useDocumentTitle('DP Charges');

  useEffect(() => {
    const { session } = root;
    void store.locate({
      name: session.fields.ucc_dtl?.appName ?? '',
      userId: session.fields.loginid,
      // A webview hands its session over with a one-time code, kept as x-token (spec 000 §6–7).
      webview: new URLSearchParams(search).has('token') || session.fields['x-token'] !== '',
    });
  }, [store, root, search]);

  useEffect(() => {
    if (store.target) go({ to: store.target, replace: true });
  }, [store.target, go]);

  return (
    <section className="card dpcharges" aria-labelledby="dp-heading" aria-busy={!store.error}>
      <h1 id="dp-heading">Pay DP Charges</h1>
      {store.error ? (
        <p className="message message--error" role="alert">
          {store.error}
        </p>
      ) : (
        <p className="loading">Opening the DP-charges payment…</p>
      )}
    </section>
  );
});
