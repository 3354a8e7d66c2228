import './define.ts';
import type { EwaDialog } from './dialog.ts';

export interface DialogRequest {
  heading?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

function openDialog(
  variant: 'alert' | 'confirm',
  request: DialogRequest,
  host: HTMLElement,
): Promise<boolean> {
  const dialog = document.createElement('ewa-dialog') as EwaDialog;
  dialog.variant = variant;
  dialog.heading = request.heading ?? '';
  if (request.confirmLabel) dialog.confirmLabel = request.confirmLabel;
  if (request.cancelLabel) dialog.cancelLabel = request.cancelLabel;
  dialog.textContent = request.message;
  return new Promise<boolean>((resolve) => {
    const settle = (answer: boolean) => {
      dialog.remove();
      resolve(answer);
    };
    dialog.addEventListener('ewa-dialog-confirm', () => settle(true), { once: true });
    dialog.addEventListener('ewa-dialog-cancel', () => settle(false), { once: true });
    host.append(dialog);
    dialog.open = true;
  });
}

/**
 * Asks a yes/no question in an `ewa-dialog` and resolves `true` for Yes, `false` for No or Escape.
 * The dialog is added to `host` (default `document.body`) and removed when answered.
 */
export function confirmDialog(request: DialogRequest, host: HTMLElement = document.body): Promise<boolean> {
  return openDialog('confirm', request, host);
}

/** Shows a message with an OK button; resolves when it is dismissed. */
export async function alertDialog(request: DialogRequest, host: HTMLElement = document.body): Promise<void> {
  await openDialog('alert', request, host);
}
