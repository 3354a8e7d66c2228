import { html, LitElement, nothing } from 'lit';
import { baseStyles } from '../../tokens/tokens.ts';
import { searchBoxStyles } from './search-box.styles.ts';
import {
  attachmentsOf,
  collapsedHelp,
  menuTrail,
  type SearchFunction,
  type SearchResult,
  shortAttachmentName,
} from './search-result.ts';

type SearchPhase = 'idle' | 'loading' | 'done' | 'failed';

const NO_RESULT = 'No Result Found';

const paperclip = html`<svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="M10.5 4.5l-5 5a1.5 1.5 0 002 2l5.5-5.5a3 3 0 00-4-4L3.5 7.5a4.5 4.5 0 006 6l4-4" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" />
</svg>`;
const CALL_FAILED = 'There is some technical problem, please try after some time!';

/**
 * @summary The portal's search (spec 001 §2): a labelled combobox whose results come from the host's
 * `search` function, debounced, with stale answers dropped. Each result shows its display name, help
 * text (collapsed past 160 characters with 'read more' / 'read less'), a link and up to three
 * attachments (names cut to 8 characters). 'No Result Found' when nothing matches.
 *
 * Keyboard: ArrowDown / ArrowUp move through the results (the input keeps focus; the active result
 * is its `aria-activedescendant`), Enter opens the active result, Escape closes the list (a second
 * Escape clears the query). Tab reaches each result's buttons and links.
 *
 * The combobox's popup is a one-column grid rather than a listbox: a result holds buttons and links,
 * which a listbox option may not contain.
 *
 * @tag ewa-search-box
 *
 * @csspart base - The wrapper.
 * @csspart label - The label.
 * @csspart input - The text input (the combobox).
 * @csspart popup - The drop-down holding status and results.
 * @csspart status - The status line ('No Result Found', searching, failure).
 * @csspart results - The grid of results.
 * @csspart result - One result (a grid row; `aria-selected="true"` when active).
 * @csspart cell - The result's content.
 * @csspart name - The result's display name.
 * @csspart module - The module the result belongs to.
 * @csspart help - The help text.
 * @csspart read-more - The 'read more' / 'read less' button.
 * @csspart link - A result's link.
 * @csspart attachment - An attachment link.
 *
 * @cssprop --ewa-search-box-border-color - Border of the input box.
 * @cssprop --ewa-search-box-background - Background of the input box.
 * @cssprop --ewa-search-box-popup-background - Background of the results.
 * @cssprop --ewa-search-box-active-background - Background of the active result.
 * @cssprop --ewa-search-box-link-color - Colour of the result links and buttons.
 * @cssprop --ewa-search-box-z - Stacking order of the results over the page.
 *
 * @fires {CustomEvent<{ result: SearchResult }>} ewa-search-select - A result was chosen (Enter, click on it, or its link). Cancelable: call `preventDefault()` to route yourself; otherwise the browser goes to the result's url.
 */

export class EwaSearchBox extends LitElement {
  static override styles = [baseStyles, searchBoxStyles];
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  static override properties = {
    search: { attribute: false },
    label: {},
    hideLabel: { type: Boolean, reflect: true, attribute: 'hide-label' },
    placeholder: {},
    debounce: { type: Number },
    minLength: { type: Number, attribute: 'min-length' },
    value: {},
    results: { state: true },
    phase: { state: true },
    open: { state: true },
    active: { state: true },
    expanded: { state: true },
  };

  /** The host's search: `(query, signal) => Promise<SearchResult[]>`. */
  search?: SearchFunction;

  label = 'Search';

  /** Shows the label to screen readers only. */
  hideLabel = false;

  placeholder = '';

  /** Milliseconds to wait after the last key before searching. */
  debounce = 300;

  /** Fewest characters that start a search. */
  minLength = 1;

  /** The current query. */
  value = '';

  private results: SearchResult[] = [];
  private phase: SearchPhase = 'idle';
  private open = false;
  private active = -1;
  private expanded = new Set<number>();

  private get input(): HTMLInputElement {
    return this.renderRoot.querySelector('input') as HTMLInputElement;
  }

  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | undefined;
  private sequence = 0;

  protected override updated(): void {
    // A box near the right edge (e.g. in the header) opens its results leftwards, inside the viewport.
    const popup = this.renderRoot.querySelector<HTMLElement>('.popup');
    if (!popup || popup.hidden) return;
    popup.classList.remove('align-end');
    const box = popup.getBoundingClientRect();
    if (box.right > document.documentElement.clientWidth) popup.classList.add('align-end');
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
    this.inFlight?.abort();
  }

  /** Runs the search for the current value now, skipping the debounce. */
  async runSearch(): Promise<void> {
    clearTimeout(this.timer);
    this.inFlight?.abort();
    const text = this.value.trim();
    const ticket = ++this.sequence;
    if (text.length < this.minLength || !this.search) {
      this.phase = 'idle';
      this.results = [];
      this.open = false;
      return;
    }
    const controller = new AbortController();
    this.inFlight = controller;
    this.phase = 'loading';
    this.open = true;
    try {
      const results = await this.search(text, controller.signal);
      if (ticket !== this.sequence) return; // a newer query has started: this answer is stale
      this.results = Array.isArray(results) ? results : [];
      this.phase = 'done';
    } catch {
      if (ticket !== this.sequence) return;
      this.results = [];
      this.phase = 'failed';
    }
    this.active = -1;
    this.expanded = new Set();
  }

  private onInput(event: Event): void {
    this.value = (event.target as HTMLInputElement).value;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runSearch(), this.debounce);
  }

  private moveActive(step: 1 | -1): void {
    const count = this.results.length;
    if (count === 0) return;
    this.open = true;
    this.active = this.active < 0 ? (step === 1 ? 0 : count - 1) : (this.active + step + count) % count;
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector(`#cell-${this.active}`)?.scrollIntoView({ block: 'nearest' });
    });
  }

  private onKeydown(event: KeyboardEvent): void {
    switch (event.key) {
      case 'ArrowDown':
        this.moveActive(1);
        break;
      case 'ArrowUp':
        this.moveActive(-1);
        break;
      case 'Enter': {
        const result = this.results[this.active];
        if (!this.open || !result) return;
        this.choose(result);
        break;
      }
      case 'Escape':
        if (this.open) this.close();
        else if (this.value) {
          this.value = '';
          void this.runSearch();
        } else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  private onPopupKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    this.close();
    this.input.focus();
  }

  private onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null;
    if (next && (this.renderRoot.contains(next) || this.contains(next))) return;
    this.close();
  }

  private onFocusIn(event: FocusEvent): void {
    const from = event.relatedTarget as Node | null;
    if (from && (this.renderRoot.contains(from) || this.contains(from))) return;
    if (this.phase !== 'idle' && this.value.trim()) this.open = true;
  }

  private close(): void {
    this.open = false;
    this.active = -1;
  }

  /** Fires ewa-search-select; unless the host prevents it, goes to the result's url. Answers whether the browser should go on. */
  private choose(result: SearchResult, viaLink?: MouseEvent): void {
    const proceed = this.dispatchEvent(
      new CustomEvent('ewa-search-select', {
        bubbles: true,
        composed: true,
        cancelable: true,
        detail: { result },
      }),
    );
    this.close();
    if (!proceed) {
      viaLink?.preventDefault();
      return;
    }
    // A link click navigates by itself; Enter or a click on the option go to the url here.
    if (!viaLink && result.url) window.location.assign(result.url);
  }

  private toggleHelp(index: number): void {
    const next = new Set(this.expanded);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    this.expanded = next;
  }

  private statusText(): string {
    if (this.phase === 'loading') return 'Searching…';
    if (this.phase === 'failed') return CALL_FAILED;
    if (this.phase === 'done' && this.results.length === 0) return NO_RESULT;
    return '';
  }

  private announcement(status: string): string {
    if (status) return status;
    const count = this.results.length;
    return count ? `${count} ${count === 1 ? 'result' : 'results'}` : '';
  }

  private renderResult(result: SearchResult, index: number) {
    const help = result.helpContent?.trim() ?? '';
    const { text: shortHelp, collapsible } = collapsedHelp(help);
    const isExpanded = this.expanded.has(index);
    const attachments = attachmentsOf(result);
    const selected = index === this.active;
    return html`<div part="result" class="result" role="row" aria-selected=${selected ? 'true' : 'false'}>
      <div part="cell" role="gridcell" id=${`cell-${index}`}>
      <div
        class="pick"
        @click=${() => this.choose(result)}
        @mousemove=${() => {
          this.active = index;
        }}
      >
        <span part="name" class="name" id=${`name-${index}`}>${result.displayName}</span>
        ${result.moduleName ? html`<span part="module" class="module">${menuTrail(result.moduleName)}</span>` : nothing}
        ${help ? html`<span part="help" class="help" id=${`help-${index}`}>${isExpanded ? help : shortHelp}</span>` : nothing}
      </div>
      ${
        collapsible || result.url || attachments.length
          ? html`<div class="extras">
            ${
              collapsible
                ? html`<button
                  part="read-more"
                  type="button"
                  aria-expanded=${isExpanded ? 'true' : 'false'}
                  aria-controls=${`help-${index}`}
                  @click=${() => this.toggleHelp(index)}
                >
                  ${isExpanded ? 'read less' : 'read more'}
                </button>`
                : nothing
            }
            ${
              result.url
                ? html`<a part="link" href=${result.url} aria-label=${`Open ${result.displayName}`} @click=${(e: MouseEvent) => this.choose(result, e)}
                  >Open</a
                >`
                : nothing
            }
            ${attachments.map(
              (file) => html`<a
                part="attachment"
                class="attachment"
                href=${file.path}
                target="_blank"
                rel="noopener"
                title=${file.name}
                >${paperclip}${shortAttachmentName(file.name)}</a
              >`,
            )}
          </div>`
          : nothing
      }
      </div>
    </div>`;
  }

  override render() {
    const status = this.statusText();
    const showList = this.phase === 'done' && this.results.length > 0;
    const expanded = this.open && (showList || status !== '');
    return html`<div part="base" @focusout=${this.onFocusOut} @focusin=${this.onFocusIn}>
      <label part="label" for="input">${this.label}</label>
      <div class="control">
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" stroke-width="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
        <input
          part="input"
          id="input"
          type="search"
          role="combobox"
          autocomplete="off"
          spellcheck="false"
          aria-autocomplete="list"
          aria-haspopup="grid"
          aria-controls="results"
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-activedescendant=${this.open && this.active >= 0 ? `cell-${this.active}` : nothing}
          placeholder=${this.placeholder || nothing}
          .value=${this.value}
          @input=${this.onInput}
          @keydown=${this.onKeydown}
        />
      </div>
      <span class="visually-hidden" role="status">${this.open ? this.announcement(status) : ''}</span>
      <div part="popup" class="popup" ?hidden=${!expanded} @keydown=${this.onPopupKeydown}>
        <p part="status" class="status">${status}</p>
        <div part="results" role="grid" id="results" aria-label=${`${this.label} results`} aria-busy=${this.phase === 'loading' ? 'true' : 'false'}>
          ${showList ? this.results.map((result, index) => this.renderResult(result, index)) : nothing}
        </div>
      </div>
    </div>`;
  }
}
