import { installTokens } from '../../tokens/tokens.ts';
import { EwaSearchBox } from './search-box.ts';

installTokens();
if (!customElements.get('ewa-search-box')) customElements.define('ewa-search-box', EwaSearchBox);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-search-box': EwaSearchBox;
  }
}

export type { SearchFunction, SearchResult } from './search-result.ts';
export { shortAttachmentName } from './search-result.ts';
export { EwaSearchBox };
