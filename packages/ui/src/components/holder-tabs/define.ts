import { installTokens } from '../../tokens/tokens.ts';
import { EwaHolderTabs, type HolderChangeDetail } from './holder-tabs.ts';

export { EwaHolderTabs };

installTokens();
if (!customElements.get('ewa-holder-tabs')) customElements.define('ewa-holder-tabs', EwaHolderTabs);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-holder-tabs': EwaHolderTabs;
  }
  interface HTMLElementEventMap {
    'ewa-holder-change': CustomEvent<HolderChangeDetail>;
  }
}
