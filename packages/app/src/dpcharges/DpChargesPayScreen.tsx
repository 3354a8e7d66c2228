import { DP_CHARGES_TEXTS } from '@ewa/api/dpcharges';
import { SESSION_EXPIRED_TEXT } from '@ewa/api/texts';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDataTable } from '@ewa/ui/react/data-table';
import { EwaDialog } from '@ewa/ui/react/dialog';
import { EwaUpiIdField } from '@ewa/ui/react/upi-id-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { REACTIVATION_TEXT } from '../gates/DeactivatedUcc.tsx';
import { UpiWaitPanel } from '../purchase/payment/UpiWaitPanel.tsx';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { DpChargesStore } from './dpcharges-store.ts';
import '../purchase/purchase.css';
import './dpcharges.css';

const columns = [
  { key: 'srNo', label: 'Sr No.' },
  { key: 'transactionId', label: 'Transaction ID' },
  { key: 'billNo', label: 'Bill No.' },
  { key: 'chargesType', label: 'Charges Type' },
  { key: 'amount', label: 'Amount', format: 'amount' as const },
];

const fieldValue = (e: Event) => (e.target as HTMLInputElement).value;

/**
 * The DP-charges UPI screen (spec 001 §2, §4) at `/dpcharges/pay`, reached through `/dpcharges`
 * (which may carry a webview `token`, kept by main.tsx).
 */
export default observer(function DpChargesPayScreen() {
  const root = useStores();
  const go = useGo();
  const [store] = useState(() => new DpChargesStore(root.api, () => root.session.fields.accType));
  useDocumentTitle('DP Charges');

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const wait = store.wait;
  return (
    <section className="card dpcharges" aria-labelledby="dp-heading" aria-busy={store.loading}>
      <h1 id="dp-heading">Pay DP Charges</h1>
      {(store.loadError || store.authFailed) && (
        <p className="message message--error" role="alert">
          {store.authFailed ? SESSION_EXPIRED_TEXT : store.loadError}
        </p>
      )}
      {store.loading && !store.loadError && <p className="loading">Loading…</p>}

      {!wait && !store.loading && !store.loadError && !store.authFailed && (
        <>
          <div className="dpcharges__total">
            <span>Total outstanding</span>
            <EwaAmount value={store.totalOutstanding} words />
          </div>
          <EwaDataTable
            caption="Outstanding DP charges bills"
            columns={columns}
            rows={store.bills}
            emptyText={DP_CHARGES_TEXTS.nothingOutstanding}
          />
          {store.bills.length > 0 && (
            <form
              className="dpcharges__pay"
              onSubmit={(e) => {
                e.preventDefault();
                void store.pay();
              }}
            >
              <EwaUpiIdField
                label="UPI ID"
                name="payerVpa"
                required
                value={store.upiId}
                verify={store.verifyUpiId}
                onInput={(e) => store.setUpiId(fieldValue(e))}
                onEwaUpiVerified={(e) => store.setUpiId(e.detail.upiId)}
              />
              <EwaButton type="submit" disabled={!store.canPay} loading={store.paying}>
                {DP_CHARGES_TEXTS.payViaUpi}
              </EwaButton>
              <p className="scheme-meta">{REACTIVATION_TEXT}</p>
            </form>
          )}
        </>
      )}

      {wait?.payment && !store.authFailed && (
        <p className="upi-amount">
          Amount: <EwaAmount value={wait.payment.amount} />
        </p>
      )}
      {wait?.payment && wait.outcome === 'pending' && !store.authFailed && (
        <UpiWaitPanel wait={wait} onClose={() => store.tryAgain()} />
      )}
      {wait && wait.outcome !== 'pending' && !store.authFailed && (
        <div role="status" className={`upi-result upi-result--${wait.outcome}`}>
          <p className={`message ${wait.outcome === 'success' ? 'message--info' : 'message--error'}`}>
            {store.resultText}
          </p>
          {wait.payment?.UPIRefTrxnID && (
            <p className="scheme-meta">UPI reference: {wait.payment.UPIRefTrxnID}</p>
          )}
          <div className="actions">
            {wait.outcome === 'success' ? (
              <EwaButton onClick={() => void root.logout().then(go)}>Login again</EwaButton>
            ) : (
              <EwaButton onClick={() => store.tryAgain()}>Try again</EwaButton>
            )}
          </div>
        </div>
      )}

      <EwaDialog
        heading="Payment not started"
        open={store.popup !== ''}
        onEwaDialogConfirm={store.closePopup}
        onEwaDialogCancel={store.closePopup}
      >
        <p>{store.popup}</p>
      </EwaDialog>
    </section>
  );
});
