import { installTokens } from '../../tokens/tokens.ts';
import { EwaDrawer } from './drawer.ts';

installTokens();
if (!customElements.get('ewa-drawer')) customElements.define('ewa-drawer', EwaDrawer);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-drawer': EwaDrawer;
  }
}

export { EwaDrawer };
