import { ORDER_TEXTS, type OrderStep, type RecentOrder } from '@ewa/api/orders';
import { formatDate, formatDateTime, formatUnits } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { currentStep, RecentOrdersStore, STEP_STATE_TEXTS } from './orders-store.ts';
import './orders.css';

/** The mark before a step: a shape for each state, so it reads without colour. */
const MARKS: Record<OrderStep['state'], string> = { done: '✓', current: '●', upcoming: '○', failed: '✕' };

function StepDate({ step }: { step: OrderStep }) {
  if (!step.date) return null;
  return (
    <span className="tracker__date">
      {step.expected ? 'Expected ' : ''}
      {formatDate(step.date)}
    </span>
  );
}

/** One order: what, how much, and its steps as an ordered list with the current one marked. */
function OrderCard({ order }: { order: RecentOrder }) {
  const here = currentStep(order);
  const headingId = `order-${order.orderNo}`;
  return (
    <li className={`order order--${order.outcome.toLowerCase()}`} data-testid="recent-order">
      <h3 id={headingId} className="order__title">
        <span className="order__kind">{ORDER_TEXTS.kind[order.kind]}</span> {order.scheme}
      </h3>
      {order.toScheme && <p className="order__to">To {order.toScheme}</p>}
      <p className="order__facts">
        <EwaAmount value={order.amount} />
        {order.units !== null && <span> · {formatUnits(order.units)} units</span>}
        <span> · Order {order.orderNo}</span>
        <span> · {formatDateTime(order.placedAt)}</span>
      </p>
      <p className={`order__status order__status--${order.outcome.toLowerCase()}`}>
        {ORDER_TEXTS.outcome[order.outcome]}: {order.statusText}
      </p>
      <ol className="tracker" aria-labelledby={headingId}>
        {order.steps.map((step) => (
          <li
            key={step.key}
            className={`tracker__step tracker__step--${step.state}`}
            aria-current={step === here && step.state === 'current' ? 'step' : undefined}
          >
            <span className="tracker__mark" aria-hidden="true">
              {MARKS[step.state]}
            </span>
            <span className="tracker__text">
              <span className="tracker__label">
                {step.label}
                <span className="visually-hidden">: {STEP_STATE_TEXTS[step.state]}</span>
              </span>
              <StepDate step={step} />
              {step.note && <span className="tracker__note">{step.note}</span>}
            </span>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** The home page's recent orders, newest first, each with its status tracker. */
export const RecentOrders = observer(function RecentOrders() {
  const root = useStores();
  const [store] = useState(() => new RecentOrdersStore(root.api));
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section
      className="recent-orders card"
      aria-labelledby="recent-orders-heading"
      aria-busy={store.status === 'loading'}
    >
      <h2 id="recent-orders-heading">Recent orders</h2>
      {store.status === 'failed' && <p>Your orders could not be read just now.</p>}
      {store.status === 'ready' && store.orders.length === 0 && (
        <p>
          {ORDER_TEXTS.noOrders} <Link to="/transact/mutual-funds">Start investing</Link>
        </p>
      )}
      {store.orders.length > 0 && (
        <ul className="recent-orders__list">
          {store.orders.map((order) => (
            <OrderCard key={order.orderNo} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
});
