import { PURCHASE_TEXTS } from '@ewa/api/purchase';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { shelfPaths } from '../paths.ts';
import { shelfStores } from '../purchase-stores.ts';
import { readLastOrder } from './last-order.ts';
import { OrderList } from './OrderList.tsx';
import { UpiWaitPanel } from './UpiWaitPanel.tsx';
import { UpiWaitStore } from './upi-wait-store.ts';
import '../purchase.css';

/** Where an authorized purchase's wait page closes to: its acknowledgement (an authorize page only). */
/** The result's heading by outcome ('pending' never shows one). */
const RESULT_HEADINGS = {
  pending: '',
  success: 'Payment successful',
  failure: 'Payment failed',
  technical: 'Payment not confirmed yet',
} as const;

function closeTarget(done: string | null): string {
  return done && /^\/transact\/authorize\/[a-z]+\/achknowledge\?/.test(done)
    ? done
    : '/transact/mutual-funds';
}

/**
 * The UPI wait page (spec 001 §2): the payment id is in the address, so a reload resumes the same
 * payment. Polling lives in UpiWaitStore and stops when the page leaves. An authorized purchase
 * opens it at `/transact/authorize/{type}/upi?trxnId=…&done=<its acknowledgement>`.
 */
export default observer(function UpiWait() {
  const root = useStores();
  const { trxnId: fromPath } = useParams();
  const [query] = useSearchParams();
  const trxnId = fromPath ?? query.get('trxnId') ?? '';
  const close = closeTarget(query.get('done'));
  const navigate = useNavigate();
  const [saved] = useState(() => readLastOrder(root.persistence, trxnId));
  const [wait] = useState(
    () =>
      new UpiWaitStore(root.api, trxnId, (outcome) => {
        // Only a payment confirmed from this browser's cart concerns the cart.
        if (!saved) return;
        const cart = shelfStores(root, saved.cartKey === 'nfoCart' ? 'nfo' : 'funds').cart;
        if (outcome === 'success') cart.clear();
        else if (outcome === 'failure') cart.renewConfirmation();
      }),
  );
  useDocumentTitle('Complete the UPI Payment');

  useEffect(() => {
    void wait.start();
    return () => wait.dispose();
  }, [wait]);

  const payment = wait.payment;

  return (
    <section className="card upi-wait" aria-labelledby="upi-heading">
      <h1 id="upi-heading">Complete the UPI Payment</h1>
      {wait.loadError && (
        <p className="message message--error" role="alert">
          {wait.loadError}
        </p>
      )}
      {!payment && !wait.loadError && <p className="loading">Loading…</p>}
      {payment && (
        <p className="upi-amount">
          Amount: <EwaAmount value={payment.amount} />
        </p>
      )}

      {payment && wait.outcome === 'pending' && <UpiWaitPanel wait={wait} onClose={() => navigate(close)} />}

      {wait.outcome !== 'pending' && (
        <div role="status" className={`upi-result upi-result--${wait.outcome}`}>
          <h2>{RESULT_HEADINGS[wait.outcome]}</h2>
          <p className={`message ${wait.outcome === 'success' ? 'message--info' : 'message--error'}`}>
            {wait.resultText}
          </p>
          {wait.outcome === 'success' && <p>{PURCHASE_TEXTS.upiSubmittedNote}</p>}
          {payment?.UPIRefTrxnID && <p className="scheme-meta">UPI reference: {payment.UPIRefTrxnID}</p>}
        </div>
      )}
      {wait.outcome !== 'pending' && saved && (
        <OrderList
          order={saved}
          paid={wait.outcome === 'success' ? true : wait.outcome === 'failure' ? false : undefined}
        />
      )}
      {wait.outcome !== 'pending' && (
        <div className="actions">
          <EwaButton onClick={() => navigate(close)}>Close</EwaButton>
          {/* The cart is kept after a failure: trying again pays it afresh. */}
          {wait.outcome === 'failure' && saved && (
            <Link
              className="upi-try-again"
              to={shelfPaths[saved.cartKey === 'nfoCart' ? 'nfo' : 'funds'].cart}
            >
              Try again
            </Link>
          )}
        </div>
      )}
    </section>
  );
});
