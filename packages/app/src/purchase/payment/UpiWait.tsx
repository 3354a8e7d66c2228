import { PURCHASE_TEXTS } from '@ewa/api/purchase';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { shelfPaths } from '../paths.ts';
import { shelfStores } from '../purchase-stores.ts';
import { readLastOrder } from './last-order.ts';
import { OrderList } from './OrderList.tsx';
import { UpiWaitPanel } from './UpiWaitPanel.tsx';
import { UpiWaitStore } from './upi-wait-store.ts';
import '../purchase.css';

/** Where a paid order is followed until its units are allotted. */
const PORTFOLIO_PATH = '/portfolio';

/** The page's heading: the request while the payer is asked, then what happened. */
const HEADINGS = {
  pending: 'Complete the UPI Payment',
  success: 'Payment successful',
  failure: 'Payment failed',
  technical: 'Payment not confirmed yet',
} as const;

/** Where an authorized purchase's wait page closes to: its acknowledgement (an authorize page only). */
function acknowledgementOf(done: string | null): string | undefined {
  return done && /^\/transact\/authorize\/[a-z]+\/achknowledge\?/.test(done) ? done : undefined;
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
  const acknowledgement = acknowledgementOf(query.get('done'));
  const close = acknowledgement ?? shelfPaths.funds.list;
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
  const heading = HEADINGS[wait.outcome];
  useDocumentTitle(heading);

  useEffect(() => {
    void wait.start();
    return () => wait.dispose();
  }, [wait]);

  const payment = wait.payment;

  return (
    <section className="card upi-wait" aria-labelledby="upi-heading">
      <h1 id="upi-heading">{heading}</h1>
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
          <p className={`message ${wait.outcome === 'success' ? 'message--info' : 'message--error'}`}>
            {wait.resultText}
          </p>
          {wait.outcome === 'success' && <p>{PURCHASE_TEXTS.upiPaidNote}</p>}
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
          {acknowledgement ? (
            <EwaButton onClick={() => navigate(acknowledgement)}>Close</EwaButton>
          ) : wait.outcome === 'failure' ? (
            <>
              {/* The cart is kept after a failure: trying again pays it afresh. */}
              {saved && (
                <EwaButton
                  onClick={() => navigate(shelfPaths[saved.cartKey === 'nfoCart' ? 'nfo' : 'funds'].cart)}
                >
                  Try again
                </EwaButton>
              )}
              <EwaButton variant="outline" onClick={() => navigate(close)}>
                Close
              </EwaButton>
            </>
          ) : (
            <>
              <EwaButton onClick={() => navigate(PORTFOLIO_PATH)}>Go to portfolio</EwaButton>
              <EwaButton variant="outline" onClick={() => navigate(shelfPaths.funds.list)}>
                Invest more
              </EwaButton>
            </>
          )}
        </div>
      )}
    </section>
  );
});
