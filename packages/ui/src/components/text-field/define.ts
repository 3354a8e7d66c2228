import { installTokens } from '../../tokens/tokens.ts';
import { EwaTextField } from './text-field.ts';

export { EwaTextField };

installTokens();
if (!customElements.get('ewa-text-field')) customElements.define('ewa-text-field', EwaTextField);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-text-field': EwaTextField;
  }
}
