import { installTokens } from '../../tokens/tokens.ts';
import { EwaDobField } from './dob-field.ts';

export { EwaDobField };

installTokens();
if (!customElements.get('ewa-dob-field')) customElements.define('ewa-dob-field', EwaDobField);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-dob-field': EwaDobField;
  }
}
