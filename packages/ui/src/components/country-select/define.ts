import { installTokens } from '../../tokens/tokens.ts';
import { EwaCountrySelect, type OptionSelectDetail } from './country-select.ts';

export { EwaCountrySelect };

installTokens();
if (!customElements.get('ewa-country-select')) customElements.define('ewa-country-select', EwaCountrySelect);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-country-select': EwaCountrySelect;
  }
  interface HTMLElementEventMap {
    'ewa-select': CustomEvent<OptionSelectDetail>;
  }
}
