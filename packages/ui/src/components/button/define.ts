import { installTokens } from '../../tokens/tokens.ts';
import { EwaButton } from './button.ts';

export { EwaButton };

installTokens();
if (!customElements.get('ewa-button')) customElements.define('ewa-button', EwaButton);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-button': EwaButton;
  }
}
