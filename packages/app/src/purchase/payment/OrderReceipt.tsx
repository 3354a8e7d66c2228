import { EwaButton } from '@ewa/ui/react/button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { readLastOrder } from './last-order.ts';
import { OrderList } from './OrderList.tsx';
import '../purchase.css';

/** The acknowledgement of a confirmed cart paid by NEFT/RTGS or mandate, or registering only. */
export default function OrderReceipt() {
  const root = useStores();
  const { trxnId = '' } = useParams();
  const navigate = useNavigate();
  const [order] = useState(() => readLastOrder(root.persistence, trxnId));
  useDocumentTitle('Order Confirmation');
  return (
    <section className="card" aria-labelledby="receipt-heading">
      <h1 id="receipt-heading">Order Confirmation</h1>
      {order ? (
        <>
          <p className="message message--info" role="status">
            {order.message}
          </p>
          <OrderList order={order} />
        </>
      ) : (
        <p>Transaction {trxnId}</p>
      )}
      <div className="actions">
        <EwaButton onClick={() => navigate('/transact/mutual-funds')}>Invest More</EwaButton>
      </div>
    </section>
  );
}
