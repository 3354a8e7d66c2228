import { PAY_MODE, type PayMode } from '@ewa/api/purchase';
import { formatAmount } from '@ewa/ui/format';
import { EwaUpiIdField } from '@ewa/ui/react/upi-id-field';
import { observer } from 'mobx-react-lite';
import { fieldValue } from '../../ui/field-value.ts';
import type { PaymentChoiceStore } from './payment-choice-store.ts';

const MODE_LABELS: { mode: PayMode; label: string }[] = [
  { mode: PAY_MODE.UPI_COLLECT, label: 'UPI ID' },
  { mode: PAY_MODE.UPI_QR, label: 'UPI QR' },
  { mode: PAY_MODE.NET_BANKING, label: 'Net Banking' },
  { mode: PAY_MODE.NEFT_RTGS, label: 'NEFT/RTGS' },
  { mode: PAY_MODE.MANDATE, label: 'Mandate' },
];

/** The pay mode and what it needs: the UPI ID (verified), the bank, the NEFT/RTGS reference, the mandate. */
export const PaymentChoice = observer(function PaymentChoice({ choice }: { choice: PaymentChoiceStore }) {
  const checkRef = () => {
    if (choice.neftrtgsrefno && choice.neftrtgsrerefno) void choice.checkNeftRef();
  };
  return (
    <>
      <fieldset className="mode-switch mode-switch--pay">
        <legend>Pay by</legend>
        {MODE_LABELS.map((m) => (
          <label key={m.mode}>
            <input
              type="radio"
              name="payMode"
              value={m.mode}
              checked={choice.paymentMode === m.mode}
              onChange={() => choice.setMode(m.mode)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>

      {choice.paymentMode === PAY_MODE.UPI_COLLECT && (
        <EwaUpiIdField
          label="UPI ID"
          name="payerVirtualAddress"
          required
          value={choice.payerVirtualAddress}
          verify={choice.verifyUpiId}
          onInput={(e) => choice.setUpiId(fieldValue(e))}
          onEwaUpiVerified={(e) => choice.setUpiId(e.detail.upiId)}
        />
      )}

      {choice.paymentMode === PAY_MODE.UPI_QR && (
        <p className="scheme-meta">Scan the QR code shown on the next page with any UPI app.</p>
      )}

      {(choice.paymentMode === PAY_MODE.NET_BANKING || choice.paymentMode === PAY_MODE.NEFT_RTGS) && (
        <label className="field">
          <span>Bank account</span>
          <select value={choice.bankAccNo} onChange={(e) => choice.setBank(e.target.value)}>
            {choice.banks.map((b) => (
              <option key={b.bankAccNo} value={b.bankAccNo}>
                {b.bankName} {b.bankAccMask}
              </option>
            ))}
          </select>
        </label>
      )}

      {choice.paymentMode === PAY_MODE.NEFT_RTGS && (
        <>
          <label className="field">
            <span>NEFT/RTGS reference number</span>
            <input
              autoComplete="off"
              maxLength={22}
              value={choice.neftrtgsrefno}
              onChange={(e) => choice.setNeftRef('neftrtgsrefno', e.target.value)}
              onBlur={checkRef}
            />
          </label>
          <label className="field">
            <span>Re-enter reference number</span>
            <input
              autoComplete="off"
              maxLength={22}
              value={choice.neftrtgsrerefno}
              onChange={(e) => choice.setNeftRef('neftrtgsrerefno', e.target.value)}
              onBlur={checkRef}
            />
          </label>
          <p className="message message--error" role="alert">
            {choice.neftMessage}
          </p>
        </>
      )}

      {choice.paymentMode === PAY_MODE.MANDATE && (
        <label className="field">
          <span>Mandate</span>
          <select value={choice.mandateNo} onChange={(e) => choice.setMandate(e.target.value)}>
            {(choice.modes?.mandates ?? []).map((m) => (
              <option key={m.njEMandateNo} value={m.njEMandateNo}>
                {m.njEMandateNo} · {m.bankName} · limit {formatAmount(m.upperLimit)} · {m.status}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
});
