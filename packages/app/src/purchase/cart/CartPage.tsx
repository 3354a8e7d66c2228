import { PAY_MODE, type PayMode } from '@ewa/api/purchase';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaUpiIdField } from '@ewa/ui/react/upi-id-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { fieldValue } from '../../ui/field-value.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ccodeOf, receiptPath, shelfOf, shelfPaths, shelfStores, upiWaitPath } from '../purchase-stores.ts';
import { useAsk } from '../useAsk.tsx';
import { CartPanel } from './CartPanel.tsx';
import { CheckoutStore } from './checkout-store.ts';
import '../purchase.css';

const MODE_LABELS: { mode: PayMode; label: string }[] = [
  { mode: PAY_MODE.UPI_COLLECT, label: 'UPI ID' },
  { mode: PAY_MODE.UPI_QR, label: 'UPI QR' },
  { mode: PAY_MODE.NET_BANKING, label: 'Net Banking' },
  { mode: PAY_MODE.NEFT_RTGS, label: 'NEFT/RTGS' },
  { mode: PAY_MODE.MANDATE, label: 'Mandate' },
];

const GATEWAY_CONFIRM =
  'Selected transactions may not display again for the authorization if payment fails from the respective payment gateway or you do not get response back. Do you want to continue?';

/** The cart with its payment choice and the confirmation (spec 001 §2 cart, §3 confirm payload, §4). */
export default observer(function CartPage() {
  const root = useStores();
  const { pathname } = useLocation();
  const shelf = shelfOf(pathname);
  const { cart } = shelfStores(root, shelf);
  const navigate = useNavigate();
  const [ask, dialog] = useAsk();
  const [checkout] = useState(() => new CheckoutStore(root.api, cart, root.persistence, () => ccodeOf(root)));
  useDocumentTitle('Cart');

  useEffect(() => {
    void checkout.load();
  }, [checkout]);

  const editLast = () => {
    const last = cart.lastItem;
    if (!last) return;
    const query = new URLSearchParams({ plan: last.isDirect, opt: last.selectedDivOption, edit: '1' });
    navigate(`${shelfPaths[shelf].scheme(last.schcode)}?${query}`);
  };

  const confirm = async () => {
    if (!checkout.canConfirm) return;
    const gateway = checkout.paymentMode === PAY_MODE.NET_BANKING || checkout.paymentMode === PAY_MODE.UPI_QR;
    if (gateway && cart.total > 0 && !(await ask(GATEWAY_CONFIRM))) return;
    const next = await checkout.confirm();
    if (next.kind === 'upi-wait') navigate(upiWaitPath(next.trxnId));
    else if (next.kind === 'receipt') navigate(receiptPath(next.trxnId));
    else if (next.kind === 'bank') window.location.assign(next.url);
  };

  const mandates = checkout.modes?.mandates ?? [];
  const payable = cart.total > 0;

  return (
    <div className="purchase-layout purchase-layout--checkout">
      {dialog}
      <section className="purchase-main" aria-labelledby="cart-heading">
        <p>
          <Link to={shelfPaths[shelf].list}>← Back to schemes</Link>
        </p>
        <h1 id="cart-heading">Cart</h1>
        <CartPanel
          heading="Schemes in your cart"
          cart={cart}
          onAddMore={() => navigate(shelfPaths[shelf].list)}
        >
          {!cart.isEmpty && (
            <div className="cart-actions">
              <EwaButton variant="secondary" size="small" onClick={editLast}>
                Edit last item
              </EwaButton>
              <EwaButton variant="secondary" size="small" onClick={() => cart.clear()}>
                Clear cart
              </EwaButton>
            </div>
          )}
        </CartPanel>
      </section>

      {!cart.isEmpty && (
        <section className="purchase-side card" aria-labelledby="pay-heading">
          <h2 id="pay-heading">Payment</h2>
          {checkout.loadError && <p className="message message--error">{checkout.loadError}</p>}
          {payable ? (
            <>
              <fieldset className="mode-switch mode-switch--pay">
                <legend>Pay by</legend>
                {MODE_LABELS.map((m) => (
                  <label key={m.mode}>
                    <input
                      type="radio"
                      name="payMode"
                      value={m.mode}
                      checked={checkout.paymentMode === m.mode}
                      onChange={() => checkout.setMode(m.mode)}
                    />
                    {m.label}
                  </label>
                ))}
              </fieldset>

              {checkout.paymentMode === PAY_MODE.UPI_COLLECT && (
                <EwaUpiIdField
                  label="UPI ID"
                  name="payerVirtualAddress"
                  required
                  value={checkout.payerVirtualAddress}
                  verify={checkout.verifyUpiId}
                  onInput={(e) => checkout.setUpiId(fieldValue(e))}
                  onEwaUpiVerified={(e) => checkout.setUpiId(e.detail.upiId)}
                />
              )}

              {checkout.paymentMode === PAY_MODE.UPI_QR && (
                <p className="scheme-meta">Scan the QR code shown on the next page with any UPI app.</p>
              )}

              {(checkout.paymentMode === PAY_MODE.NET_BANKING ||
                checkout.paymentMode === PAY_MODE.NEFT_RTGS) && (
                <label className="field">
                  <span>Bank account</span>
                  <select value={checkout.bankAccNo} onChange={(e) => checkout.setBank(e.target.value)}>
                    {checkout.banks.map((b) => (
                      <option key={b.bankAccNo} value={b.bankAccNo}>
                        {b.bankName} {b.bankAccMask}
                      </option>
                    ))}
                  </select>
                </label>
              )}

              {checkout.paymentMode === PAY_MODE.NEFT_RTGS && (
                <>
                  <label className="field">
                    <span>NEFT/RTGS reference number</span>
                    <input
                      autoComplete="off"
                      maxLength={22}
                      value={checkout.neftrtgsrefno}
                      onChange={(e) => checkout.setNeftRef('neftrtgsrefno', e.target.value)}
                      onBlur={() => {
                        if (checkout.neftrtgsrefno && checkout.neftrtgsrerefno) void checkout.checkNeftRef();
                      }}
                    />
                  </label>
                  <label className="field">
                    <span>Re-enter reference number</span>
                    <input
                      autoComplete="off"
                      maxLength={22}
                      value={checkout.neftrtgsrerefno}
                      onChange={(e) => checkout.setNeftRef('neftrtgsrerefno', e.target.value)}
                      onBlur={() => {
                        if (checkout.neftrtgsrefno && checkout.neftrtgsrerefno) void checkout.checkNeftRef();
                      }}
                    />
                  </label>
                  <p className="message message--error" role="alert">
                    {checkout.neftMessage}
                  </p>
                </>
              )}

              {checkout.paymentMode === PAY_MODE.MANDATE && (
                <label className="field">
                  <span>Mandate</span>
                  <select value={checkout.mandateNo} onChange={(e) => checkout.setMandate(e.target.value)}>
                    {mandates.map((m) => (
                      <option key={m.njEMandateNo} value={m.njEMandateNo}>
                        {m.njEMandateNo} · {m.bankName} · limit ₹{m.upperLimit} · {m.status}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </>
          ) : (
            <p>Nothing is paid now: the cart registers SWPs only.</p>
          )}

          <p className="message message--error" role="alert">
            {checkout.error}
          </p>
          <EwaButton
            block
            disabledFocusable={!checkout.canConfirm}
            loading={checkout.pending}
            onClick={() => void confirm()}
          >
            {payable ? 'Confirm and Pay' : 'Confirm'}
          </EwaButton>
        </section>
      )}
    </div>
  );
});
