import { installTokens } from '../../tokens/tokens.ts';
import { EwaHeader } from './header.ts';

installTokens();
if (!customElements.get('ewa-header')) customElements.define('ewa-header', EwaHeader);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-header': EwaHeader;
  }
}

export type { AccountLink, HeaderSite, HeaderVariant, NavigateDetail } from './header.ts';
export type { MenuEntry, MenuLevel, MenuNode } from './menu.ts';
export { toMenuTree } from './menu.ts';
export { EwaHeader };
