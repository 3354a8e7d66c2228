import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { hostStyles } from '../../tokens/tokens.ts';
import { dialogStyles } from './dialog.styles.ts';

export type DialogVariant = 'alert' | 'confirm';

/** The element that really holds focus, looking through open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

let nextId = 0;

/**
 * @summary A modal alert (one button) or confirm (two buttons) dialog built on the native `<dialog>`.
 * Focus moves into the dialog when it opens and returns to the element that opened it; Escape cancels.
 *
 * @tag ewa-dialog
 *
 * @slot - The message.
 * @slot actions - Replaces the default buttons (rarely needed).
 *
 * @csspart base - The native `<dialog>`.
 * @csspart heading - The heading.
 * @csspart message - The wrapper of the message.
 * @csspart actions - The button row.
 * @csspart confirm-button - The OK / Yes button.
 * @csspart cancel-button - The Cancel / No button (confirm variant only).
 *
 * @cssprop --ewa-dialog-width - Maximum width of the dialog.
 * @cssprop --ewa-dialog-background - Background of the dialog.
 * @cssprop --ewa-dialog-border-color - Border colour of the dialog.
 * @cssprop --ewa-dialog-radius - Corner radius.
 * @cssprop --ewa-dialog-backdrop - Colour of the backdrop behind the dialog.
 * @cssprop --ewa-dialog-confirm-background - Background of the confirm button.
 *
 * @fires {CustomEvent<Record<string, never>>} ewa-dialog-confirm - The user chose OK / Yes. The dialog closes.
 * @fires {CustomEvent<Record<string, never>>} ewa-dialog-cancel - The user chose Cancel / No or pressed Escape. The dialog closes.
 */
export class EwaDialog extends LitElement {
  static override styles = [hostStyles, dialogStyles];
  static override properties = {
    variant: { reflect: true },
    heading: {},
    open: { type: Boolean, reflect: true },
    confirmLabel: { attribute: 'confirm-label' },
    cancelLabel: { attribute: 'cancel-label' },
  };

  /** `alert` shows one button, `confirm` shows two. */
  variant: DialogVariant = 'alert';

  /** Heading of the dialog; also its accessible name. */
  heading = '';

  /** Whether the dialog is shown (modal). */
  open = false;

  /** Label of the confirm button. Default 'OK' for alert, 'Yes' for confirm. */
  confirmLabel?: string;

  /** Label of the cancel button. Default 'Cancel' for alert, 'No' for confirm. */
  cancelLabel?: string;

  private get dialog(): HTMLDialogElement {
    return this.renderRoot.querySelector('dialog')!;
  }

  private opener: HTMLElement | null = null;
  private readonly ids = `ewa-dialog-${nextId++}`;

  /** Opens the dialog; same as setting `open`. */
  show(): void {
    this.open = true;
  }

  /** Closes the dialog without firing an event. */
  close(): void {
    this.open = false;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open && !this.dialog.open) {
      this.opener = deepActiveElement();
      this.dialog.showModal();
      // The safe choice gets focus in a confirm: Enter on a stray key press does not authorise anything.
      const first = this.renderRoot.querySelector<HTMLButtonElement>(
        this.variant === 'confirm' ? '.cancel' : '.confirm',
      );
      first?.focus();
    } else if (!this.open && this.dialog.open) {
      this.dialog.close();
    }
  }

  private restoreFocus(): void {
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) opener.focus();
  }

  private finish(kind: 'confirm' | 'cancel'): void {
    this.open = false;
    if (this.dialog.open) this.dialog.close();
    this.dispatchEvent(new CustomEvent(`ewa-dialog-${kind}`, { bubbles: true, composed: true, detail: {} }));
  }

  private onNativeCancel(event: Event): void {
    // Escape: handle it ourselves so the host hears an ewa-dialog-cancel.
    event.preventDefault();
    this.finish('cancel');
  }

  private onNativeClose(): void {
    // The close event is queued: if the host reopened meanwhile, it belongs to the previous session.
    if (this.dialog.open) return;
    this.open = false;
    this.restoreFocus();
  }

  override render() {
    const confirm = this.variant === 'confirm';
    const confirmLabel = this.confirmLabel ?? (confirm ? 'Yes' : 'OK');
    const cancelLabel = this.cancelLabel ?? (confirm ? 'No' : 'Cancel');
    return html`
      <dialog
        part="base"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby=${this.heading ? `${this.ids}-heading` : nothing}
        aria-label=${this.heading ? nothing : confirm ? 'Confirm' : 'Alert'}
        aria-describedby=${`${this.ids}-message`}
        @cancel=${this.onNativeCancel}
        @close=${this.onNativeClose}
      >
        ${this.heading ? html`<h2 part="heading" id=${`${this.ids}-heading`}>${this.heading}</h2>` : nothing}
        <div part="message" class="message" id=${`${this.ids}-message`}><slot></slot></div>
        <div part="actions" class="actions">
          <slot name="actions">
            ${
              confirm
                ? html`<button part="cancel-button" class="cancel" type="button" @click=${() => this.finish('cancel')}>
                  ${cancelLabel}
                </button>`
                : nothing
            }
            <button part="confirm-button" class="confirm" type="button" @click=${() => this.finish('confirm')}>
              ${confirmLabel}
            </button>
          </slot>
        </div>
      </dialog>
    `;
  }
}
