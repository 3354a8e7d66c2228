import { PORTFOLIO_TEXTS } from '@ewa/api/portfolio';
import { EwaDataTable } from '@ewa/ui/react/data-table';
import type { PendingOrderRow } from './portfolio-store.ts';

const pendingColumns = [
  { key: 'scheme', label: 'Scheme' },
  { key: 'kindText', label: 'Order' },
  { key: 'amount', label: 'Amount', format: 'amount' as const },
  { key: 'navDateText', label: 'NAV date' },
  { key: 'state', label: 'Status' },
];

/** Where the orders awaiting allotment are on the page, for the note beside the value to lead to. */
export const PENDING_ORDERS_ID = 'orders-awaiting-allotment';

/**
 * Paid orders still waiting for their units, apart from the holdings: amount, the NAV date they get
 * and where they stand. A section with its heading and a captioned table, so screen readers reach it
 * by either.
 */
export function PendingOrders({ orders }: { orders: readonly PendingOrderRow[] }) {
  if (orders.length === 0) return null;
  return (
    <section
      className="pending-orders card"
      id={PENDING_ORDERS_ID}
      aria-labelledby="pending-orders-heading"
      tabIndex={-1}
    >
      <h2 id="pending-orders-heading">{PORTFOLIO_TEXTS.pendingOrdersHeading}</h2>
      <p className="pending-orders__note">{PORTFOLIO_TEXTS.pendingOrdersNote}</p>
      <EwaDataTable
        caption={`${orders.length} ${orders.length === 1 ? 'order' : 'orders'} awaiting allotment`}
        columns={pendingColumns}
        rows={[...orders]}
      />
    </section>
  );
}
