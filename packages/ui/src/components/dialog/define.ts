import { installTokens } from '../../tokens/tokens.ts';
import { EwaDialog } from './dialog.ts';

installTokens();
if (!customElements.get('ewa-dialog')) customElements.define('ewa-dialog', EwaDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-dialog': EwaDialog;
  }
}

export { alertDialog, confirmDialog, type DialogRequest } from './confirm-dialog.ts';
export type { DialogVariant } from './dialog.ts';
export { EwaDialog };
