import { html, LitElement, nothing, type PropertyValues, type ReactiveElement } from 'lit';
import { hostStyles } from '../../tokens/tokens.ts';
import { cartStyles } from './cart.styles.ts';

/** One scheme in the purchase cart (spec 001 §3 cart item). */
/** What brokerage on a direct plan is, beside its figures: so the total and the button agree. */
export const BROKERAGE_NOTE =
  'Brokerage is not part of this payment: it is charged on each order once it is executed, and collected separately.';

export interface CartItem {
  schemeName: string;
  /** The dividend option, e.g. 'Growth' or 'IDCW'. */
  option: string;
  plan: 'Direct' | 'Regular';
  /** Amount in rupees. */
  amount: number;
  /** Brokerage on this item in rupees, when the scheme pays one. */
  brokerage?: number;
  /** The scheme code, carried for the host; not shown. */
  schcode?: string;
}

export interface CartRemoveDetail {
  index: number;
}

export interface CartAmountChangeDetail {
  index: number;
  amount: number;
}

/**
 * Registers the last item's amount field. It loads with the first item, not with the cart: an empty
 * cart, and a page that shows one later, do not download the field and its validation up front.
 */
export const amountEditorLoader = { load: (): Promise<unknown> => import('../amount-input/define.ts') };

/** Registers `ewa-amount`, which shows the other items' amounts and the totals; it too loads with the first item. */
export const amountDisplayLoader = { load: (): Promise<unknown> => import('../amount/define.ts') };

/** Adds rupee amounts in whole paise, so 0.1 + 0.2 is 0.3. */
function sumRupees(values: readonly number[]): number {
  return values.reduce((paise, value) => paise + Math.round(value * 100), 0) / 100;
}

/**
 * @summary The purchase cart (spec 001 §3–§4): schemes with option, plan and amount, remove any item,
 * edit the amount of the last item only, total and total brokerage, an optional 'Add more' button.
 *
 * The cart does not change its own `items`: it fires events and the host (the cart store) answers
 * with new items. The items' `ewa-amount` and the last item's `ewa-amount-input` are loaded with the
 * first item; `updateComplete` waits for them.
 *
 * @tag ewa-cart
 *
 * @slot heading - Replaces the heading text (`heading`).
 * @slot footer - Extra content after the totals, e.g. the payment choice.
 *
 * @csspart base - The cart's section.
 * @csspart heading - The heading.
 * @csspart empty - The empty-state text.
 * @csspart items - The list of items.
 * @csspart item - One item.
 * @csspart scheme-name - The scheme's name.
 * @csspart meta - Option and plan.
 * @csspart amount - The amount of an item (an `ewa-amount`).
 * @csspart amount-input - The amount field of the last item (an `ewa-amount-input`).
 * @csspart brokerage - An item's brokerage line.
 * @csspart brokerage-note - What brokerage is: charged on execution, not part of the payment.
 * @csspart remove-button - An item's remove button.
 * @csspart totals - The totals list.
 * @csspart add-more-button - The 'Add more' button.
 *
 * @cssprop --ewa-cart-border-color - Border and item separators.
 * @cssprop --ewa-cart-background - Background of the cart.
 * @cssprop --ewa-cart-radius - Corner radius.
 * @cssprop --ewa-cart-remove-color - Colour of the remove buttons.
 *
 * @fires {CustomEvent<CartRemoveDetail>} ewa-cart-remove - The user removed the item at `index`.
 * @fires {CustomEvent<CartAmountChangeDetail>} ewa-cart-amount-change - The user committed a new valid amount for the last item.
 * @fires {CustomEvent<Record<string, never>>} ewa-cart-add-more - The user chose 'Add more'.
 */
export class EwaCart extends LitElement {
  static override styles = [hostStyles, cartStyles];
  static override properties = {
    items: { attribute: false },
    total: { type: Number },
    totalBrokerage: { type: Number, attribute: 'total-brokerage' },
    addMore: { type: Boolean, reflect: true, attribute: 'add-more' },
    heading: {},
    emptyText: { attribute: 'empty-text' },
    minAmount: { attribute: 'min-amount' },
    maxAmount: { attribute: 'max-amount' },
    multipleOf: { attribute: 'multiple-of' },
  };

  /** The items, in the order they were added. */
  items: CartItem[] = [];

  /** The total in rupees; computed from the items when not given. */
  total?: number;

  /** The total brokerage in rupees; computed from the items' brokerage when not given. */
  totalBrokerage?: number;

  /** Shows the 'Add more' button. */
  addMore = false;

  heading = 'Cart';

  /** Text shown when the cart has no items. */
  emptyText = 'Your cart is empty.';

  /** Smallest amount accepted for the last item (passed to its amount field). */
  minAmount?: string;

  /** Largest amount accepted for the last item. */
  maxAmount?: string;

  /** The last item's amount must be a multiple of this (e.g. 100). */
  multipleOf?: string;

  private get headingEl(): HTMLElement {
    return this.renderRoot.querySelector('h2')!;
  }

  /** After a removal, where focus goes once the host has answered with the new items. */
  private focusAfterRemoval: number | null = null;

  get computedTotal(): number {
    return this.total ?? sumRupees(this.items.map((item) => item.amount));
  }

  get computedTotalBrokerage(): number | undefined {
    if (this.totalBrokerage !== undefined) return this.totalBrokerage;
    const brokerages = this.items
      .map((item) => item.brokerage)
      .filter((b): b is number => typeof b === 'number');
    return brokerages.length ? sumRupees(brokerages) : undefined;
  }

  private removeItem(index: number): void {
    this.focusAfterRemoval = index;
    this.dispatchEvent(
      new CustomEvent<CartRemoveDetail>('ewa-cart-remove', {
        bubbles: true,
        composed: true,
        detail: { index },
      }),
    );
  }

  private addMoreChosen(): void {
    this.dispatchEvent(new CustomEvent('ewa-cart-add-more', { bubbles: true, composed: true, detail: {} }));
  }

  private onAmountChange(index: number, event: Event): void {
    const field = event.target as HTMLElement & { value: string; checkValidity(): boolean };
    const amount = Number(field.value);
    if (field.value === '' || !Number.isFinite(amount) || amount <= 0 || !field.checkValidity()) return;
    this.dispatchEvent(
      new CustomEvent<CartAmountChangeDetail>('ewa-cart-amount-change', {
        bubbles: true,
        composed: true,
        detail: { index, amount },
      }),
    );
  }

  #amountDisplay?: Promise<unknown>;
  #amountEditor?: Promise<unknown>;

  protected override willUpdate(): void {
    if (!this.items.length) return;
    // Not fetched (e.g. the connection dropped): the next update tries again.
    this.#amountDisplay ??= amountDisplayLoader.load().catch(() => {
      this.#amountDisplay = undefined;
    });
    this.#amountEditor ??= amountEditorLoader.load().catch(() => {
      this.#amountEditor = undefined;
    });
  }

  /** Resolves once the cart and, when it has items, their amounts and the last item's amount field have rendered. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await Promise.all([this.#amountDisplay, this.#amountEditor]);
    const amounts = this.renderRoot.querySelectorAll<ReactiveElement>('ewa-amount, ewa-amount-input');
    const rendered = await Promise.all([...amounts].map((amount) => amount.updateComplete));
    return done && !rendered.includes(false);
  }

  /** The last item the amount field was last rendered for. */
  #editorItem = '';

  protected override updated(changed: PropertyValues<this>): void {
    // Another last item gets a fresh amount field: nothing typed and no feedback carried over.
    const last = this.items.at(-1);
    const editorItem = last ? `${this.items.length}|${last.schemeName}|${last.option}|${last.plan}` : '';
    if (editorItem !== this.#editorItem) {
      this.renderRoot.querySelector('ewa-amount-input')?.formResetCallback?.();
      this.#editorItem = editorItem;
    }
    if (!changed.has('items') || this.focusAfterRemoval === null) return;
    // Keep the keyboard user in place: the next item's remove button, else the previous, else the heading.
    const buttons = this.renderRoot.querySelectorAll<HTMLElement>('.remove');
    const target = buttons[Math.min(this.focusAfterRemoval, buttons.length - 1)] ?? this.headingEl;
    this.focusAfterRemoval = null;
    target.focus();
  }

  private renderItem(item: CartItem, index: number, last: boolean) {
    const label = `${item.schemeName} (${item.option}, ${item.plan})`;
    const amountId = `amount-${index}`;
    return html`<li part="item" class="item" aria-labelledby=${`scheme-${index}`}>
      <div>
        <span part="scheme-name" class="scheme-name" id=${`scheme-${index}`}>${item.schemeName}</span>
        <span part="meta" class="meta">${item.option} · ${item.plan}</span>
      </div>
      <div class="amount-row">
        ${
          last
            ? html`<ewa-amount-input
              part="amount-input"
              label="Amount"
              value=${String(item.amount)}
              .value=${String(item.amount)}
              min=${this.minAmount ?? nothing}
              max=${this.maxAmount ?? nothing}
              multiple-of=${this.multipleOf ?? nothing}
              required
              @change=${(e: Event) => this.onAmountChange(index, e)}
            ></ewa-amount-input>`
            : html`<div>
              <span class="amount-label" id=${amountId}>Amount</span>
              <ewa-amount part="amount" aria-labelledby=${amountId} .value=${item.amount}></ewa-amount>
            </div>`
        }
        <button part="remove-button" class="remove" type="button" aria-label=${`Remove ${label}`} @click=${() => this.removeItem(index)}>
          Remove
        </button>
      </div>
      ${
        typeof item.brokerage === 'number'
          ? html`<span part="brokerage" class="brokerage"
              >Brokerage <ewa-amount .value=${item.brokerage}></ewa-amount>, on execution</span
            >`
          : nothing
      }
    </li>`;
  }

  override render() {
    const count = this.items.length;
    const brokerage = this.computedTotalBrokerage;
    return html`<section part="base" class="base" aria-labelledby="heading">
      <h2 part="heading" id="heading" tabindex="-1"><slot name="heading">${this.heading}</slot></h2>
      ${
        count === 0
          ? html`<p part="empty" class="empty">${this.emptyText}</p>`
          : html`<ul part="items" class="items">
              ${this.items.map((item, index) => this.renderItem(item, index, index === count - 1))}
            </ul>
            <dl part="totals" class="totals">
              <dt>${brokerage !== undefined ? 'Total to pay now' : 'Total'}</dt>
              <dd><ewa-amount class="total" .value=${this.computedTotal}></ewa-amount></dd>
              ${
                brokerage !== undefined
                  ? html`<dt class="later">Total brokerage, on execution</dt>
                    <dd class="later"><ewa-amount class="total-brokerage" .value=${brokerage}></ewa-amount></dd>`
                  : nothing
              }
            </dl>
            ${
              brokerage !== undefined
                ? html`<p part="brokerage-note" class="brokerage-note">${BROKERAGE_NOTE}</p>`
                : nothing
            }`
      }
      <slot name="footer"></slot>
      ${
        this.addMore
          ? html`<div class="footer">
            <button part="add-more-button" class="add-more" type="button" @click=${this.addMoreChosen}>Add more</button>
          </div>`
          : nothing
      }
    </section>`;
  }
}
