import { authTypeLabel } from '@ewa/api/trxn-types';
import { formatDate } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import type { ConfirmReply } from './last-order.ts';

type Order = ConfirmReply['orders'][number];

const STATUS_LABEL: Record<Order['status'], string> = {
  PLACED: 'Confirmed',
  REGISTERED: 'Registered',
  PENDING_PAYMENT: 'Awaiting payment',
  CANCELLED: 'Cancelled',
};

/** The orders of a confirmation, with their status after the payment's outcome. */
export function OrderList({ order, paid }: { order: ConfirmReply; paid?: boolean | undefined }) {
  const statusOf = (o: Order) =>
    o.status === 'PENDING_PAYMENT' && paid === true
      ? 'PLACED'
      : o.status === 'PENDING_PAYMENT' && paid === false
        ? 'CANCELLED'
        : o.status;
  return (
    <div className="table-scroll">
      <table className="order-table">
        <caption>Transaction {order.trxnId}</caption>
        <thead>
          <tr>
            <th scope="col">Order No.</th>
            <th scope="col">Scheme</th>
            <th scope="col">Type</th>
            <th scope="col">Amount</th>
            <th scope="col">NAV date</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {order.orders.map((o) => (
            <tr key={o.orderNo}>
              <td data-label="Order No.">{o.orderNo}</td>
              <th scope="row">{o.schName}</th>
              <td data-label="Type">{authTypeLabel(o.trxnType)}</td>
              <td data-label="Amount" className="num">
                <EwaAmount value={o.amount} />
              </td>
              <td data-label="NAV date">{formatDate(o.navApplicableDate)}</td>
              <td data-label="Status">{STATUS_LABEL[statusOf(o)] ?? statusOf(o)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
