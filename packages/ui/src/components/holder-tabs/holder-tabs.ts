import { html, LitElement, nothing } from 'lit';
import { baseStyles } from '../../tokens/tokens.ts';
import { holderTabsStyles } from './holder-tabs.styles.ts';

/** Holder codes of spec 000 §3: F applicant (first holder), S second, T third, G guardian. */
export type HolderCode = 'F' | 'S' | 'T' | 'G';

export interface HolderTab {
  code: HolderCode;
  /** What the tab says; by default 'First holder', 'Second holder', 'Third holder' or 'Guardian'. */
  label?: string;
  /** This holder's part of the step is complete: the tab shows a tick. */
  done?: boolean;
}

export interface HolderChangeDetail {
  code: HolderCode;
  index: number;
}

/** The usual names of the holder roles (spec 000 §6: First, Second, Third, Guardian). */
export const HOLDER_LABELS: Record<HolderCode, string> = {
  F: 'First holder',
  S: 'Second holder',
  T: 'Third holder',
  G: 'Guardian',
};

/**
 * Tabs for the holders of an account (First / Second / Third holder / Guardian), for the steps that
 * are filled per holder. It follows the WAI-ARIA tabs pattern: one tab stop, ArrowLeft / ArrowRight
 * (and Home / End) move between holders and show theirs at once. A holder whose part is complete shows
 * a tick, and screen readers hear ', done' after the name.
 *
 * Each holder's content goes in the slot named by its code (`<div slot="S">`). A page that renders only
 * the selected holder's form puts it in the default slot instead; it shows in the selected tab's panel.
 *
 * @summary Per-holder tabs (WAI-ARIA tabs) with a done mark per holder.
 * @tag ewa-holder-tabs
 *
 * @slot - Content for the selected holder, when the page renders one holder at a time.
 * @slot F - The first holder's content (likewise `S`, `T` and `G`).
 *
 * @csspart tablist - The row of tabs.
 * @csspart tab - One tab (also `tab-selected`, `tab-done`).
 * @csspart done-mark - The tick of a completed holder.
 * @csspart panel - One holder's panel.
 *
 * @cssprop --ewa-holder-tabs-selected-color - Text and underline of the selected tab (default: the primary colour).
 * @cssprop --ewa-holder-tabs-done-color - Colour of the tick (default: the success colour).
 *
 * @fires {CustomEvent<HolderChangeDetail>} ewa-holder-change - The user chose another holder. Detail: `{ code, index }`. Cancelable: call `preventDefault()` to stay on the current holder (e.g. while it has errors).
 */
export class EwaHolderTabs extends LitElement {
  static override styles = [baseStyles, holderTabsStyles];
  static override properties = {
    holders: { attribute: false },
    selected: { reflect: true },
    label: {},
  };

  /** The holders, in order. */
  holders: HolderTab[] = [];
  /** The code of the shown holder; by default the first. */
  selected: HolderCode | '' = '';
  /** The name of the tab list for screen readers. */
  label = 'Holders';

  private get selectedIndex(): number {
    const index = this.holders.findIndex((holder) => holder.code === this.selected);
    return Math.max(index, 0);
  }

  private tabs(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role="tab"]')];
  }

  /** Shows the holder at `index` if the page agrees; answers whether it did. */
  private async choose(index: number): Promise<boolean> {
    const holder = this.holders[index];
    if (!holder) return false;
    if (index !== this.selectedIndex) {
      const proceed = this.dispatchEvent(
        new CustomEvent<HolderChangeDetail>('ewa-holder-change', {
          detail: { code: holder.code, index },
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
      if (!proceed) return false;
      this.selected = holder.code;
      await this.updateComplete;
    }
    this.tabs()[index]?.focus();
    return true;
  }

  private onKeydown(event: KeyboardEvent): void {
    const count = this.holders.length;
    const from = this.tabs().indexOf(event.target as HTMLElement);
    if (from < 0 || !count) return;
    const to =
      event.key === 'ArrowRight'
        ? (from + 1) % count
        : event.key === 'ArrowLeft'
          ? (from - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    void this.choose(to);
  }

  override render() {
    const selectedIndex = this.selectedIndex;
    return html`<div part="tablist" class="tablist" role="tablist" aria-label=${this.label} @keydown=${this.onKeydown}>
        ${this.holders.map((holder, index) => {
          const selected = index === selectedIndex;
          const parts = `tab${selected ? ' tab-selected' : ''}${holder.done ? ' tab-done' : ''}`;
          return html`<button
            part=${parts}
            class="tab"
            type="button"
            role="tab"
            id=${`tab-${holder.code}`}
            aria-selected=${selected ? 'true' : 'false'}
            aria-controls=${`panel-${holder.code}`}
            tabindex=${selected ? 0 : -1}
            @click=${() => void this.choose(index)}
          >
            ${holder.label ?? HOLDER_LABELS[holder.code] ?? holder.code}${
              holder.done
                ? html`<span part="done-mark" class="done-mark" aria-hidden="true">✓</span
                    ><span class="visually-hidden">, done</span>`
                : nothing
            }
          </button>`;
        })}
      </div>
      ${this.holders.map((holder, index) => {
        const selected = index === selectedIndex;
        return html`<div
          part="panel"
          class="panel"
          role="tabpanel"
          id=${`panel-${holder.code}`}
          aria-labelledby=${`tab-${holder.code}`}
          ?hidden=${!selected}
        >
          <slot name=${holder.code}></slot>${selected ? html`<slot></slot>` : nothing}
        </div>`;
      })}`;
  }
}
