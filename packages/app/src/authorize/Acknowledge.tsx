import { PURCHASE_TEXTS } from '@ewa/api/texts';
import { formatDateTime } from '@ewa/ui/format';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { authorizePaths } from './paths.ts';
import { ReceiptStore } from './receipt-store.ts';
import { DetailLines, HeaderFacts } from './TransactionParts.tsx';
import './authorize.css';

/** The type segment of `/transact/authorize/{type}/achknowledge` (sbs and tsr have their own rows). */
function typeOf(pathname: string): string {
  return pathname.split('/').at(-2) ?? '';
}

/**
 * The acknowledge page (spec 001 §2): the result of an authorized transaction from `tid`, and the
 * second part's receipt for switch SIP (`stid`) and NFO SIP (`npiptid`). `result=ERROR` is a UPI
 * collect request that could not be sent; `edis` is what the depository answered.
 */
export default observer(function Acknowledge() {
  const root = useStores();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const type = typeOf(pathname);
  const references = ['tid', 'stid', 'npiptid'].flatMap((key) => {
    const value = params.get(key);
    return value ? [value] : [];
  });
  const [store] = useState(() => new ReceiptStore(root.api, type, references));
  const failed = params.get('result') === 'ERROR';
  const edis = params.get('edis');
  useDocumentTitle('Authorization Acknowledgement');

  useEffect(() => {
    void store.load();
  }, [store]);

  const [main, second] = store.receipts;
  return (
    <section className="card authorize" aria-labelledby="ack-heading">
      <h1 id="ack-heading">Authorization Acknowledgement</h1>
      {store.status === 'loading' && (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {store.status === 'failed' && (
        <p className="message message--error" role="alert">
          {store.error}
        </p>
      )}
      {main && (
        <>
          <p className={`message ${failed ? 'message--error' : 'message--info'}`} role="status">
            {failed ? PURCHASE_TEXTS.upiFailed : main.message}
          </p>
          {edis && (
            <p className={`message ${edis === 'SUCCESS' ? 'message--info' : 'message--error'}`}>
              {edis === 'SUCCESS'
                ? 'The depository has recorded your eDIS authorization of the units.'
                : 'The depository eDIS authorization was not completed. Please contact your partner.'}
            </p>
          )}
          <HeaderFacts header={main.trxnHeaderDeail} />
          <p className="auth-muted">
            {main.trxnHeaderDeail.status === 'REJECTED' ? 'Rejected' : 'Authorized'} on{' '}
            {formatDateTime(main.actedAt)}
          </p>
          <DetailLines lines={main.trxndetail} />
          {second && (
            <p className="auth-muted">
              {second.part === 'SIP' ? 'SIP registration' : 'NFO purchase'}: Ref. No{' '}
              {second.trxnHeaderDeail.trxnId}
            </p>
          )}
          {main.paymentTrxnId && (
            <p>
              Payment {main.paymentTrxnId}
              {main.PAY_STATUS ? `: ${main.PAY_STATUS}` : ''}
            </p>
          )}
        </>
      )}
      <p className="auth-back">
        {root.session.fields.is_login ? (
          <Link to={authorizePaths.list}>Back to transactions waiting for authorization</Link>
        ) : (
          <Link to="/login">Log in to E-Wealth</Link>
        )}
      </p>
    </section>
  );
});
