import { html, LitElement, nothing } from 'lit';
import { formatCompact } from '../../format/compact.ts';
import { toDecimal } from '../../format/decimal.ts';
import { formatAmount, formatUnits } from '../../format/inr.ts';
import { amountInWords } from '../../format/words.ts';
import { baseStyles } from '../../tokens/tokens.ts';
import { amountStyles } from './amount.styles.ts';

/**
 * Shows an amount or a number of fund units in Indian grouping.
 *
 * @summary An amount in Indian grouping (₹ 12,34,56,789.50), optionally in words or in crore/lakh.
 * @tag ewa-amount
 *
 * @csspart base - The wrapper of the whole display.
 * @csspart value - The formatted number.
 * @csspart words - The amount in words, shown beneath when `words` is set.
 *
 * @cssprop --ewa-amount-color - Colour of the number (default: the text colour).
 * @cssprop --ewa-amount-negative-color - Colour of a negative number (default: the danger colour).
 * @cssprop --ewa-amount-words-color - Colour of the words line (default: the muted text colour).
 * @cssprop --ewa-amount-font-weight - Weight of the number.
 */
export class EwaAmount extends LitElement {
  static override styles = [baseStyles, amountStyles];
  static override properties = {
    value: {},
    kind: { reflect: true },
    currency: { reflect: true },
    words: { type: Boolean, reflect: true },
    compact: { type: Boolean, reflect: true },
  };

  /** The number to show: a number or a numeric string ('1234.5'). Empty or unreadable values show '–'. */
  value: number | string | null | undefined = '';

  /** `amount` shows 2 decimals with the rupee sign; `units` shows 3 decimals without a sign. */
  kind: 'amount' | 'units' = 'amount';

  /** `none` drops the rupee sign from an amount. */
  currency: 'inr' | 'none' = 'inr';

  /** Shows the amount in words beneath, cheque style, ending with 'Only' (amounts up to 10 digits of rupees). */
  words = false;

  /** Shows a short form in crore and lakh (1.2 Cr, 12 L, 950); the full figure stays available to screen readers. */
  compact = false;

  private get isAmount(): boolean {
    return this.kind !== 'units';
  }

  /** The full formatted text, as shown when `compact` is off. */
  get formatted(): string {
    return this.isAmount
      ? formatAmount(this.value, { currency: this.currency !== 'none' })
      : formatUnits(this.value);
  }

  override render() {
    const decimal = toDecimal(this.value);
    const full = this.formatted;
    const shortForm = this.compact
      ? formatCompact(this.value, { currency: this.isAmount && this.currency !== 'none' })
      : undefined;
    const words = this.words && this.isAmount ? amountInWords(this.value) : '';
    return html`<span
      part="base"
      class="base ${decimal?.negative ? 'negative' : ''} ${decimal ? '' : 'empty'}"
      >${
        shortForm
          ? html`<span part="value" class="value" title=${full}
            ><span aria-hidden="true">${shortForm}</span><span class="visually-hidden">${full}</span></span
          >`
          : html`<span part="value" class="value">${full}</span>`
      }${words ? html`<span part="words" class="words">${words}</span>` : nothing}</span
    >`;
  }
}
