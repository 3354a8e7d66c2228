import type { RedemptionPayout } from '@ewa/api/payouts';
import { formatDate, formatDateTime } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaDataTable } from '@ewa/ui/react/data-table';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/context.ts';
import { AmountFigure } from '../ui/Figure.tsx';
import { PayoutStore } from './payout-store.ts';

const STEPS = ['PENDING', 'PRICED', 'PROCESSING', 'PAID'] as const;
const STEP_LABELS: Record<(typeof STEPS)[number], string> = {
  PENDING: 'Placed',
  PRICED: 'Priced',
  PROCESSING: 'Sent to bank',
  PAID: 'Paid',
};

/** Where a payout is: placed → priced → sent to the bank → paid (or failed), with the credit once paid. */
export function PayoutStatus({ payout }: { payout: RedemptionPayout }) {
  const reached = payout.status === 'FAILED' ? 2 : STEPS.indexOf(payout.status);
  return (
    <div className="payout" data-testid="payout-status" data-status={payout.status}>
      <ol className="payout__steps" aria-label="Payout progress">
        {STEPS.map((step, i) => (
          <li
            key={step}
            className={i <= reached ? 'payout__step payout__step--done' : 'payout__step'}
            aria-current={i === reached ? 'step' : undefined}
          >
            {STEP_LABELS[step]}
          </li>
        ))}
      </ol>
      <p className={payout.status === 'FAILED' ? 'message message--error' : 'payout__state'} role="status">
        <strong data-testid="payout-status-text">{payout.statusText}</strong>
        {payout.note ? ` – ${payout.note}` : ''}
      </p>
      <dl className="portfolio__figures payout__figures">
        <div>
          <dt>{payout.status === 'PAID' ? 'Amount credited' : 'Amount'}</dt>
          <dd data-testid="payout-amount">
            {payout.netAmount === null ? (
              `Worked out at the NAV of ${formatDate(payout.navApplicableDate)}`
            ) : (
              <EwaAmount value={payout.netAmount} />
            )}
          </dd>
        </div>
        {payout.nav !== null && (
          <div>
            <dt>NAV of {formatDate(payout.navApplicableDate)}</dt>
            <dd>{payout.nav.toFixed(4)}</dd>
          </div>
        )}
        {payout.exitLoad !== null && payout.exitLoad > 0 && (
          <AmountFigure term="Exit load" value={payout.exitLoad} />
        )}
        {payout.bank && (
          <div>
            <dt>Paid to ({payout.payMode})</dt>
            <dd>
              {payout.bank.bankName} {payout.bank.bankAccMask}
            </dd>
          </div>
        )}
        {payout.creditDate && (
          <div>
            <dt>Credit date</dt>
            <dd data-testid="payout-credit-date">{formatDate(payout.creditDate)}</dd>
          </div>
        )}
        {payout.bankReference && (
          <div>
            <dt>Bank reference</dt>
            <dd data-testid="payout-bank-ref">{payout.bankReference}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

const columns = [
  { key: 'placed', label: 'Placed' },
  { key: 'orderNo', label: 'Order' },
  { key: 'schName', label: 'Scheme' },
  { key: 'type', label: 'Type' },
  { key: 'units', label: 'Units', format: 'units' as const },
  { key: 'amount', label: 'Amount', format: 'amount' as const },
  { key: 'statusText', label: 'Status' },
  { key: 'credit', label: 'Credited on / reference' },
];

/** The investor's recent redemptions with where each payout is. */
export function PayoutTable({ payouts }: { payouts: readonly RedemptionPayout[] }) {
  return (
    <EwaDataTable
      caption="Recent redemptions and insta cash"
      columns={columns}
      rows={payouts.map((p) => ({
        placed: formatDateTime(p.placedAt),
        orderNo: p.orderNo,
        schName: p.schName,
        type: p.kind === 'INSTA' ? 'Insta cash' : 'Redemption',
        units: p.units,
        amount: p.netAmount ?? '',
        statusText: p.status === 'FAILED' && p.note ? `${p.statusText}: ${p.note}` : p.statusText,
        credit: p.creditDate ? `${formatDate(p.creditDate)}, ${p.bankReference ?? ''}` : '',
      }))}
      emptyText="No redemptions yet."
    />
  );
}

/** A confirmed redemption's payout, asked about again until it is paid or failed. */
export const FollowPayout = observer(function FollowPayout({ orderNo }: { orderNo: string }) {
  const root = useStores();
  const [store] = useState(() => new PayoutStore(root.api, () => root.session.fields.njacno));
  useEffect(() => {
    store.follow(orderNo);
    return () => store.stop();
  }, [store, orderNo]);
  return store.payout ? <PayoutStatus payout={store.payout} /> : null;
});

/** The portfolio's list of recent redemptions, kept up to date while a payout is on its way. */
export const RecentPayouts = observer(function RecentPayouts() {
  const root = useStores();
  const [store] = useState(() => new PayoutStore(root.api, () => root.session.fields.njacno));
  useEffect(() => {
    store.watchAll();
    return () => store.stop();
  }, [store]);
  if (store.status !== 'ready' || store.payouts.length === 0) return null;
  return (
    <section aria-labelledby="portfolio-redemptions">
      <h2 id="portfolio-redemptions">Redemptions</h2>
      <div aria-live="polite" data-testid="portfolio-redemptions">
        <PayoutTable payouts={store.payouts} />
      </div>
    </section>
  );
});
