import { PURCHASE_TEXTS } from '@ewa/api/purchase';
import { EwaButton } from '@ewa/ui/react/button';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { shelfStores } from '../purchase-stores.ts';
import { instantResultOf, RedirectTimer } from './instant-result.ts';
import { readLastOrder } from './last-order.ts';
import { OrderList } from './OrderList.tsx';
import '../purchase.css';

const INSTA_CASH = '/transact/insta-cash';

/** /transact/instaPur-response: where the bank sends the investor back (spec 001 §2). */
export default function InstantPaymentResult() {
  const root = useStores();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const transaction = query.get('Transaction');
  const bankRef = query.get('BankRefe_No') ?? '';
  const trxnId = query.get('trxnId') ?? '';
  const result = instantResultOf(transaction);
  const [order] = useState(() => (trxnId ? readLastOrder(root.persistence, trxnId) : null));
  // The under-process item another screen handed over in navigation state.
  const underProcess = (location.state as { item?: { title?: string; detail?: string } } | null)?.item;
  useDocumentTitle('Instant Payment Result');

  useEffect(() => {
    if (result === 'waiting') return;
    const cart = shelfStores(root, order?.cartKey === 'nfoCart' ? 'nfo' : 'funds').cart;
    if (!order) return;
    if (result === 'success') cart.clear();
    else cart.renewConfirmation();
  }, [result, order, root]);

  useEffect(() => {
    if (result !== 'success') return;
    const timer = new RedirectTimer(() => navigate(INSTA_CASH));
    timer.start();
    return () => timer.stop();
  }, [result, navigate]);

  return (
    <section className="card" aria-labelledby="instant-heading" aria-busy={result === 'waiting'}>
      <h1 id="instant-heading">Payment Result</h1>
      {result === 'waiting' && (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      )}
      {result === 'success' && (
        <div role="status">
          <p className="message message--info">{PURCHASE_TEXTS.upiSubmitted}</p>
          {bankRef && <p>Bank reference number: {bankRef}</p>}
          {order && <OrderList order={order} paid />}
          <p className="scheme-meta">You will be taken to Insta Cash in 10 seconds.</p>
        </div>
      )}
      {result === 'other' && (
        <div role="alert">
          {underProcess ? (
            <p className="message message--info">
              {underProcess.title} {underProcess.detail}
            </p>
          ) : null}
          <p className="message message--error">{PURCHASE_TEXTS.instantPaymentFailed}</p>
          {bankRef && <p>Bank reference number: {bankRef}</p>}
          {order && <OrderList order={order} paid={false} />}
        </div>
      )}
      <div className="actions">
        <EwaButton onClick={() => navigate('/transact/mutual-funds')}>Back to Mutual Funds</EwaButton>
      </div>
    </section>
  );
}
