import { installTokens } from '../../tokens/tokens.ts';
import { EwaCart } from './cart.ts';

installTokens();
if (!customElements.get('ewa-cart')) customElements.define('ewa-cart', EwaCart);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-cart': EwaCart;
  }
}

export type { CartAmountChangeDetail, CartItem, CartRemoveDetail } from './cart.ts';
export { EwaCart };
