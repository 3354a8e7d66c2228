import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { shelfPaths } from '../paths.ts';
import { shelfStores } from '../purchase-stores.ts';

/** The header's way to the fund cart from any page, with how many funds it holds. */
export default observer(function HeaderCartLink({ slot }: { slot?: string }) {
  const { cart } = shelfStores(useStores(), 'funds');
  const count = cart.items.length;
  return (
    <Link slot={slot} className="header-cart" to={shelfPaths.funds.cart}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.3 8.3a2 2 0 0 1-1.9 1.5H8.5a2 2 0 0 1-2-1.6L4 2H1V0h4.6l.6 4Z"
        />
      </svg>
      <span className="header-cart__label">Cart</span>
      <span className="header-cart__count">
        {count}
        <span className="visually-hidden">{count === 1 ? ' fund' : ' funds'}</span>
      </span>
    </Link>
  );
});
