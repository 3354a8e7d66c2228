import { html, LitElement, type PropertyValues } from 'lit';
import { hostStyles } from '../../tokens/tokens.ts';
import { drawerStyles } from './drawer.styles.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * @summary A modal side drawer that slides in from the start edge. Used by `ewa-header` below desktop
 * width for the menu. Escape, the close button or a click on the backdrop closes it; focus stays inside
 * while it is open and returns to the element that opened it.
 *
 * @tag ewa-drawer
 *
 * @slot - The drawer's content.
 * @slot heading - Replaces the text heading (`label`) at the top of the drawer.
 *
 * @csspart base - The native `<dialog>`.
 * @csspart header - The top row with heading and close button.
 * @csspart close-button - The close button.
 * @csspart body - The scrolling content area.
 *
 * @cssprop --ewa-drawer-width - Width of the drawer (at most 86% of the viewport).
 * @cssprop --ewa-drawer-background - Background colour.
 * @cssprop --ewa-drawer-border-color - Colour of the edge and the header rule.
 * @cssprop --ewa-drawer-backdrop - Colour of the backdrop.
 *
 * @fires {CustomEvent<Record<string, never>>} ewa-drawer-close - The user closed the drawer (Escape, close button or backdrop).
 */
export class EwaDrawer extends LitElement {
  static override styles = [hostStyles, drawerStyles];
  static override properties = {
    open: { type: Boolean, reflect: true },
    label: {},
    closeLabel: { attribute: 'close-label' },
  };

  /** Whether the drawer is shown. */
  open = false;

  /** Heading and accessible name of the drawer. */
  label = 'Menu';

  /** Accessible label of the close button. */
  closeLabel = 'Close menu';

  private get dialog(): HTMLDialogElement {
    return this.renderRoot.querySelector('dialog')!;
  }

  private opener: HTMLElement | null = null;

  /** Closes the drawer and fires `ewa-drawer-close`. */
  requestClose(): void {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new CustomEvent('ewa-drawer-close', { bubbles: true, composed: true, detail: {} }));
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open && !this.dialog.open) {
      this.opener = deepActiveElement();
      this.dialog.showModal();
      this.focusables()[0]?.focus();
    } else if (!this.open && this.dialog.open) {
      this.dialog.close();
    }
  }

  /** Everything a keyboard user can reach in the drawer, in order: close button, then the slotted content. */
  private focusables(): HTMLElement[] {
    const own = [...this.renderRoot.querySelectorAll<HTMLElement>('.head button')];
    const slot = this.renderRoot.querySelector<HTMLSlotElement>('slot:not([name])');
    const slotted = (slot?.assignedElements({ flatten: true }) ?? []).flatMap((el) => [
      ...(el.matches(FOCUSABLE) ? [el as HTMLElement] : []),
      ...el.querySelectorAll<HTMLElement>(FOCUSABLE),
    ]);
    return [...own, ...slotted].filter((el) => el.checkVisibility());
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Tab') return;
    // The page behind is inert; wrap around so focus never leaves for the browser's own UI.
    const items = this.focusables();
    if (items.length === 0) return;
    const active = deepActiveElement();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  private onNativeCancel(event: Event): void {
    event.preventDefault();
    this.requestClose();
  }

  private onNativeClose(): void {
    // The close event is queued: if the host reopened meanwhile, it belongs to the previous session.
    if (this.dialog.open) return;
    this.open = false;
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) opener.focus();
  }

  private onClick(event: MouseEvent): void {
    // A click on the dialog box itself (not its panel) is a click on the backdrop.
    if (event.target === this.dialog) this.requestClose();
  }

  override render() {
    return html`
      <dialog
        part="base"
        aria-labelledby="heading"
        @cancel=${this.onNativeCancel}
        @close=${this.onNativeClose}
        @click=${this.onClick}
        @keydown=${this.onKeydown}
      >
        <div class="panel">
          <div part="header" class="head">
            <span id="heading"><slot name="heading">${this.label}</slot></span>
            <button part="close-button" class="close" type="button" aria-label=${this.closeLabel} @click=${() => this.requestClose()}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
              </svg>
            </button>
          </div>
          <div part="body" class="body"><slot></slot></div>
        </div>
      </dialog>
    `;
  }
}
