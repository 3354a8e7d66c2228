import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useLater } from '../../ui/useLater.ts';
import { type Shelf, shelfPaths } from '../paths.ts';
import { CartPanel } from './CartPanel.tsx';
import type { CartStore } from './cart-store.ts';

/** The shelf's cart beside a purchase screen, with 'Proceed to Pay' once it holds an item; built after the screen's first paint. */
export const ShelfCartAside = observer(function ShelfCartAside({
  shelf,
  cart,
}: {
  shelf: Shelf;
  cart: CartStore;
}) {
  const navigate = useNavigate();
  const later = useLater();
  return (
    <aside className="purchase-side" aria-label="Cart">
      {later && (
        <CartPanel cart={cart}>
          {!cart.isEmpty && (
            <EwaButton block onClick={() => navigate(shelfPaths[shelf].cart)}>
              Proceed to Pay
            </EwaButton>
          )}
        </CartPanel>
      )}
    </aside>
  );
});
