import { installTokens } from '../../tokens/tokens.ts';
import { EwaAmount } from './amount.ts';

export { EwaAmount };

installTokens();
if (!customElements.get('ewa-amount')) customElements.define('ewa-amount', EwaAmount);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-amount': EwaAmount;
  }
}
