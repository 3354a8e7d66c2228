import { installTokens } from '../../tokens/tokens.ts';
import { EwaUpiIdField } from './upi-id-field.ts';

export { EwaUpiIdField };

installTokens();
if (!customElements.get('ewa-upi-id-field')) customElements.define('ewa-upi-id-field', EwaUpiIdField);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-upi-id-field': EwaUpiIdField;
  }
  interface HTMLElementEventMap {
    'ewa-upi-verified': CustomEvent<import('./upi-id-field.ts').UpiVerifiedDetail>;
    'ewa-upi-invalid': CustomEvent<import('./upi-id-field.ts').UpiInvalidDetail>;
  }
}
