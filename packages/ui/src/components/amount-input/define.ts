import { installTokens } from '../../tokens/tokens.ts';
import { EwaAmountInput } from './amount-input.ts';

export { EwaAmountInput };

installTokens();
if (!customElements.get('ewa-amount-input')) customElements.define('ewa-amount-input', EwaAmountInput);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-amount-input': EwaAmountInput;
  }
}
