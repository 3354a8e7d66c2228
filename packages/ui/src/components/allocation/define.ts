import { installTokens } from '../../tokens/tokens.ts';
import { EwaAllocation } from './allocation.ts';

installTokens();
if (!customElements.get('ewa-allocation')) customElements.define('ewa-allocation', EwaAllocation);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-allocation': EwaAllocation;
  }
}

export { type AllocationPart, sharesOf } from './shares.ts';
export { EwaAllocation };
