import { PAY_MODE } from '@ewa/api/purchase';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaCountdown } from '@ewa/ui/react/countdown';
import { observer } from 'mobx-react-lite';
import { useAsk } from '../useAsk.tsx';
import type { UpiWaitStore } from './upi-wait-store.ts';

/** Asked before the page of a payment still waiting is left: leaving does not cancel it. */
export const LEAVE_PENDING_TEXT =
  'Leaving this page does not cancel the payment: if you approve it in your UPI app, it still goes through. Leave this page?';

/**
 * The waiting part of the UPI wait page (spec 001 §2, §4): how to approve, the countdown (its end is
 * expiry), the manual inquiry. Shared by every screen that pays through the UPI engine.
 */
export const UpiWaitPanel = observer(function UpiWaitPanel({
  wait,
  onClose,
}: {
  wait: UpiWaitStore;
  onClose: () => void;
}) {
  const [ask, dialog] = useAsk('Leave the payment?');
  const payment = wait.payment;
  if (!payment) return null;
  const qr = payment.payMode === PAY_MODE.UPI_QR;
  const close = async () => {
    if (wait.outcome === 'pending' && !(await ask(LEAVE_PENDING_TEXT))) return;
    onClose();
  };
  return (
    <>
      {dialog}
      <p className="message message--error upi-warning">
        Please do not refresh this page or press the back button until the payment is complete.
      </p>
      {qr ? (
        <div className="upi-qr">
          {payment.qrImageUrl && (
            <img src={payment.qrImageUrl} width={240} height={240} alt="UPI QR code for this payment" />
          )}
          <ol className="upi-steps">
            <li>Open any UPI app on your phone.</li>
            <li>Scan this QR code and check the amount.</li>
            <li>Enter your UPI PIN to pay.</li>
          </ol>
          {payment.upiIntentUrl && (
            <>
              {/* On a phone the payer taps to open their UPI app with this payment filled in. */}
              <a className="upi-intent" href={payment.upiIntentUrl}>
                Pay with a UPI app
              </a>
              <p className="scheme-meta upi-intent-text">
                Or pay with the link: <code className="upi-link">{payment.upiIntentUrl}</code>
              </p>
            </>
          )}
        </div>
      ) : (
        <ol className="upi-steps">
          <li>Open the UPI app of {payment.payerVirtualAddress}.</li>
          <li>Find the payment request from E-Wealth and check the amount.</li>
          <li>Approve it with your UPI PIN.</li>
        </ol>
      )}
      <p className="upi-blink" aria-hidden="true">
        {qr ? 'Waiting for your payment…' : 'Approve the payment request in your UPI app'}
      </p>
      <div className="upi-timer">
        <span>Time left to pay:</span>
        <EwaCountdown
          key={wait.endsAt}
          until={wait.endsAt}
          label="Time left to pay"
          onEwaCountdownExpired={() => void wait.expire()}
        />
      </div>
      {wait.notice && (
        <p className="message message--info" role="status">
          {wait.notice}
        </p>
      )}
      <div className="actions">
        <EwaButton loading={wait.inquiring} onClick={() => void wait.inquire()}>
          Authorization Completed
        </EwaButton>
        <EwaButton variant="secondary" onClick={() => void close()}>
          Close
        </EwaButton>
      </div>
    </>
  );
});
