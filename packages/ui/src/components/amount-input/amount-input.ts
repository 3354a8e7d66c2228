import { html, nothing, type PropertyValues } from 'lit';
import { fieldBoxStyles, fieldStyles } from '../../form/form-control.styles.ts';
import { EwaFormControl } from '../../form/form-control.ts';
import { RUPEE } from '../../format/inr.ts';
import { parseAmountInput } from '../../format/parse.ts';
import { amountInWords } from '../../format/words.ts';
import { hostStyles } from '../../tokens/tokens.ts';
import { amount, maxAmount, minAmount, multipleOf } from '../../validate/amount.ts';
import { fieldEmpty, fieldInvalid } from '../../validate/messages.ts';
import type { Validator } from '../../validate/validator.ts';
import { required } from '../../validate/validators.ts';
import { amountInputStyles } from './amount-input.styles.ts';
import { regroup } from './grouping.ts';

/** Shows a plain decimal ('100000.5') the way the field shows it while typing ('1,00,000.5'), every decimal kept. */
function display(plain: string): string {
  const parsed = parseAmountInput(plain);
  return parsed ? regroup(parsed, 0, Number.POSITIVE_INFINITY).text : '';
}

/**
 * A form-associated amount field. It groups digits the Indian way while the user types (the caret
 * stays where it was), accepts pasted '1,00,000', '100000.50' or '₹ 5,000', checks min, max and
 * multiples, and can show the amount in words beneath. The form receives a plain decimal string
 * ('100000.50').
 *
 * @summary Amount input with live Indian grouping, limits, multiples and words.
 * @tag ewa-amount-input
 *
 * @csspart base - The wrapper of the whole field.
 * @csspart label - The label.
 * @csspart description - The help text.
 * @csspart control - The box around the input.
 * @csspart currency - The rupee sign before the input.
 * @csspart input - The native input.
 * @csspart words - The amount in words beneath the input.
 * @csspart feedback - The validation message.
 *
 * @cssprop --ewa-field-border-color - Border of the box (default: the border colour).
 * @cssprop --ewa-field-background - Background of the box.
 * @cssprop --ewa-field-error-color - Colour of the feedback (default: the danger colour).
 * @cssprop --ewa-amount-input-words-color - Colour of the words line (default: the muted text colour).
 *
 * @fires {Event} input - When the user changes the amount.
 * @fires {Event} change - When the user commits a change.
 */
export class EwaAmountInput extends EwaFormControl {
  static override styles = [hostStyles, fieldStyles, fieldBoxStyles, amountInputStyles];
  static override properties = {
    min: {},
    max: {},
    multipleOf: { attribute: 'multiple-of' },
    decimals: { type: Number },
    words: { type: Boolean, reflect: true },
    currency: { reflect: true },
    placeholder: {},
    minMessage: { attribute: 'min-message' },
    maxMessage: { attribute: 'max-message' },
    multipleOfMessage: { attribute: 'multiple-of-message' },
    invalidMessage: { attribute: 'invalid-message' },
    displayText: { state: true },
  };

  /** Smallest amount allowed ('5000'). */
  min?: string;
  /** Largest amount allowed. */
  max?: string;
  /**
   * The amount must be the minimum (`min`, or zero) plus a whole multiple of this (SIP multiples '100',
   * brokerage '0.05'): with min 150 and multiple-of 100, 250 is valid and 200 is not.
   */
  multipleOf?: string;
  /** Fraction digits the user may type. */
  decimals = 2;
  /** Shows the amount in words beneath the input. */
  words = false;
  /** `none` hides the rupee sign before the input (e.g. for a brokerage percentage). */
  currency: 'inr' | 'none' = 'inr';
  placeholder?: string;
  /** Replaces 'Minimum amount is ₹ …'. */
  minMessage?: string;
  /** Replaces 'Maximum amount is ₹ …'. */
  maxMessage?: string;
  /** Replaces 'Amount should be in multiples of ₹ …'. */
  multipleOfMessage?: string;
  /** Replaces '<label> should be valid.' for text that is not an amount. */
  invalidMessage?: string;

  /** What the input shows; kept apart from `value` so the user's grouping and caret survive. */
  private displayText = '';

  /** The amount as a number (NaN when empty). */
  get valueAsNumber(): number {
    return this.value === '' ? Number.NaN : Number(this.value);
  }

  protected override get activeValidators(): Validator[] {
    const list: Validator[] = [];
    const currency = this.currency !== 'none';
    const option = (message?: string) => (message ? { message, currency } : { currency });
    if (this.required) list.push(required({ message: this.requiredMessage ?? fieldEmpty }));
    list.push(amount({ message: this.invalidMessage ?? fieldInvalid }));
    if (this.min) list.push(minAmount(this.min, option(this.minMessage)));
    if (this.max) list.push(maxAmount(this.max, option(this.maxMessage)));
    if (this.multipleOf)
      list.push(
        multipleOf(this.multipleOf, { ...option(this.multipleOfMessage), from: this.min || undefined }),
      );
    return list;
  }

  protected override get inputText(): string {
    return this.displayText;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A value set from outside (property, reset, restore) replaces what the input shows.
    if (changed.has('value') && (parseAmountInput(this.displayText) ?? '') !== this.value) {
      this.displayText = display(this.value);
    }
  }

  private apply(raw: string, caret: number) {
    const edit = regroup(raw, caret, this.decimals);
    const input = this.input!;
    this.displayText = edit.text;
    input.value = edit.text;
    input.setSelectionRange(edit.caret, edit.caret);
    this.userChangedValue(parseAmountInput(edit.text) ?? '');
  }

  private handleInput() {
    const { value, selectionStart } = this.input!;
    this.apply(value, selectionStart ?? value.length);
  }

  /**
   * Backspace just after a grouping comma (or Delete just before one) removes the digit beyond it;
   * otherwise the comma would come straight back and the key would seem dead.
   */
  private handleBeforeInput(event: InputEvent) {
    const { value, selectionStart, selectionEnd } = this.input!;
    if (selectionStart === null || selectionStart !== selectionEnd) return;
    let digitAt: number | undefined;
    if (event.inputType === 'deleteContentBackward' && value[selectionStart - 1] === ',')
      digitAt = selectionStart - 2;
    if (event.inputType === 'deleteContentForward' && value[selectionStart] === ',')
      digitAt = selectionStart + 1;
    if (digitAt === undefined || digitAt < 0 || digitAt >= value.length) return;
    event.preventDefault();
    const caret = event.inputType === 'deleteContentBackward' ? digitAt : selectionStart;
    this.apply(value.slice(0, digitAt) + value.slice(digitAt + 1), caret);
    this.input!.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }

  /** Pasted text is read as a whole ('₹ 5,000', 'Rs. 250.50'), so its currency and commas never leak in. */
  private handlePaste(event: ClipboardEvent) {
    const pasted = event.clipboardData?.getData('text') ?? '';
    const plain = parseAmountInput(pasted);
    if (plain === undefined) return;
    event.preventDefault();
    const { value, selectionStart, selectionEnd } = this.input!;
    const start = selectionStart ?? value.length;
    const end = selectionEnd ?? value.length;
    const inserted = plain.replace(/^-/, '');
    this.apply(value.slice(0, start) + inserted + value.slice(end), start + inserted.length);
    this.input!.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }

  override render() {
    const words = this.words ? amountInWords(this.value) : '';
    return html`<div part="base" class="base">
      ${this.renderLabel()} ${this.renderDescription()}
      <div part="control" class="control ${this.isDisabled ? 'disabled' : ''}">
        ${
          this.currency === 'none'
            ? nothing
            : html`<span part="currency" class="affix" aria-hidden="true">${RUPEE}</span>`
        }
        <input
          part="input"
          id="input"
          type="text"
          inputmode="decimal"
          autocomplete="transaction-amount"
          placeholder=${this.placeholder ?? nothing}
          ?required=${this.required}
          ?disabled=${this.isDisabled}
          ?readonly=${this.readonly}
          aria-describedby=${this.ariaDescribedBy}
          aria-invalid=${this.ariaInvalidValue}
          @beforeinput=${this.handleBeforeInput}
          @input=${this.handleInput}
          @paste=${this.handlePaste}
          @change=${this.userCommittedValue}
          @keydown=${this.submitOnEnter}
        />
      </div>
      ${words ? html`<div part="words" class="words" id="words">${words}</div>` : nothing} ${this.renderFeedback()}
    </div>`;
  }

  protected override get ariaDescribedBy(): string {
    return [super.ariaDescribedBy, this.words && this.value ? 'words' : ''].filter(Boolean).join(' ');
  }
}
