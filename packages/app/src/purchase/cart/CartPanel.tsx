import { EwaCart } from '@ewa/ui/react/cart';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { CartStore } from './cart-store.ts';
import { cartItemOf } from './cart-view.ts';

/** The cart on ewa-cart: remove any item, edit the last item's amount, totals, Add more. */
export const CartPanel = observer(function CartPanel({
  cart,
  onAddMore,
  children,
  heading = 'Cart',
}: {
  heading?: string;
  cart: CartStore;
  onAddMore?: () => void;
  children?: ReactNode;
}) {
  return (
    <EwaCart
      heading={heading}
      items={cart.items.map(cartItemOf)}
      total={cart.total}
      totalBrokerage={cart.totalBrokerage}
      addMore={Boolean(onAddMore) && !cart.isEmpty}
      onEwaCartRemove={(event) => cart.remove(event.detail.index)}
      onEwaCartAmountChange={(event) => cart.updateAmount(event.detail.index, event.detail.amount)}
      onEwaCartAddMore={() => {
        cart.setAddMore(true);
        onAddMore?.();
      }}
    >
      {children ? <div slot="footer">{children}</div> : null}
    </EwaCart>
  );
});
