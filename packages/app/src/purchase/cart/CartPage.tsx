import { PAY_MODE, PURCHASE_TEXTS } from '@ewa/api/purchase';
import { formatAmount } from '@ewa/ui/format';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { useGo } from '../../stores/navigation.ts';
import { portalStoresOf } from '../../stores/portal-stores.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { shelfOf, shelfPaths } from '../paths.ts';
import { ccodeOf, shelfStores } from '../purchase-stores.ts';
import { useAsk } from '../useAsk.tsx';
import { CartPanel } from './CartPanel.tsx';
import { CheckoutStore } from './checkout-store.ts';
import { PaymentChoice } from './PaymentChoice.tsx';
import '../purchase.css';

/** The cart with its payment choice and the confirmation (spec 001 §2 cart, §3 confirm payload, §4). */
export default observer(function CartPage() {
  const root = useStores();
  const { pathname } = useLocation();
  const shelf = shelfOf(pathname);
  const { cart } = shelfStores(root, shelf);
  const { holder } = portalStoresOf(root);
  const navigate = useNavigate();
  const go = useGo();
  const [ask, dialog] = useAsk();
  const [checkout] = useState(() => new CheckoutStore(root.api, cart, root.persistence, () => ccodeOf(root)));
  useDocumentTitle('Cart');

  useEffect(() => {
    void checkout.choice.load();
  }, [checkout]);

  const editLast = () => {
    const last = cart.lastItem;
    if (!last) return;
    const query = new URLSearchParams({ plan: last.isDirect, opt: last.selectedDivOption, edit: '1' });
    navigate(`${shelfPaths[shelf].scheme(last.schcode)}?${query}`);
  };

  const confirm = async () => {
    if (!checkout.canConfirm) return;
    const mode = checkout.choice.paymentMode;
    // Before leaving for the bank or the QR code, say what happens next and the amount.
    const next =
      mode === PAY_MODE.NET_BANKING
        ? PURCHASE_TEXTS.netBankingConfirm(cart.total)
        : mode === PAY_MODE.UPI_QR
          ? PURCHASE_TEXTS.upiQrConfirm(cart.total)
          : undefined;
    if (next && cart.total > 0 && !(await ask(next))) return;
    go(await checkout.confirm());
  };

  const payable = cart.total > 0;

  return (
    <div className="purchase-layout purchase-layout--checkout">
      {dialog}
      <section className="purchase-main" aria-labelledby="cart-heading">
        <p>
          <Link to={shelfPaths[shelf].list}>← Back to schemes</Link>
        </p>
        <h1 id="cart-heading">Cart</h1>
        <p className="scheme-meta cart-owner">
          For {holder.displayName || 'you'} · Account {cart.owner}
        </p>
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
          {checkout.choice.loadError && <p className="message message--error">{checkout.choice.loadError}</p>}
          {payable ? (
            <PaymentChoice choice={checkout.choice} />
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
            {payable ? `Pay ${formatAmount(cart.total)}` : 'Confirm'}
          </EwaButton>
        </section>
      )}
    </div>
  );
});
