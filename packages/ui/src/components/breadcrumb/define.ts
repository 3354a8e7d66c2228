import { installTokens } from '../../tokens/tokens.ts';
import { EwaBreadcrumb } from './breadcrumb.ts';

installTokens();
if (!customElements.get('ewa-breadcrumb')) customElements.define('ewa-breadcrumb', EwaBreadcrumb);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-breadcrumb': EwaBreadcrumb;
  }
}

export type { BreadcrumbItem } from './breadcrumb.ts';
export { EwaBreadcrumb };
