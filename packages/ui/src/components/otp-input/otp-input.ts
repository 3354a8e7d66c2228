import { html } from 'lit';
import { fieldStyles } from '../../form/form-control.styles.ts';
import { EwaFormControl } from '../../form/form-control.ts';
import { hostStyles } from '../../tokens/tokens.ts';
import { otpInvalid } from '../../validate/messages.ts';
import type { Validator } from '../../validate/validator.ts';
import { otp, required } from '../../validate/validators.ts';
import { otpInputStyles } from './otp-input.styles.ts';

export interface OtpCompleteDetail {
  otp: string;
}

/**
 * A one-time-password field. It looks like a row of boxes but is one native input
 * (`autocomplete="one-time-code"`, numeric keypad), so the phone can fill the code from the SMS,
 * a pasted code lands whole, and screen readers meet one field. Message: 'Please enter valid OTP.'
 *
 * @summary Form-associated OTP field: boxes on screen, one input underneath.
 * @tag ewa-otp-input
 *
 * @csspart base - The wrapper of the whole field.
 * @csspart label - The label.
 * @csspart description - The help text.
 * @csspart boxes - The row of boxes.
 * @csspart box - One box (also `box-filled`, `box-active`).
 * @csspart input - The native input over the boxes.
 * @csspart feedback - The validation message.
 *
 * @cssprop --ewa-otp-input-box-size - Width of one box (default 2.75rem).
 * @cssprop --ewa-otp-input-box-border-color - Border of a box (default: the border colour).
 * @cssprop --ewa-otp-input-active-color - Border of the box being typed (default: the focus colour).
 *
 * @fires {CustomEvent<OtpCompleteDetail>} ewa-otp-complete - All digits are entered. Detail: `{ otp }`.
 * @fires {Event} input - When the user changes the code.
 * @fires {Event} change - When the user commits a change.
 */
export class EwaOtpInput extends EwaFormControl {
  static override styles = [hostStyles, fieldStyles, otpInputStyles];
  static override properties = {
    length: { type: Number },
    invalidMessage: { attribute: 'invalid-message' },
    caret: { state: true },
    focused: { state: true },
  };

  /** Number of digits. */
  length = 6;
  /** Replaces 'Please enter valid OTP.' */
  invalidMessage?: string;

  private caret = 0;
  private focused = false;

  constructor() {
    super();
    this.label = 'OTP';
    this.required = true;
  }

  protected override get activeValidators(): Validator[] {
    const message = this.invalidMessage ?? otpInvalid;
    const list: Validator[] = [];
    if (this.required) list.push(required({ message: this.requiredMessage ?? message }));
    list.push(otp(this.length, { message }));
    return list;
  }

  /** Clears the code (e.g. when a new OTP is sent). */
  clear(): void {
    this.value = '';
    this.caret = 0;
  }

  private handleInput() {
    const input = this.input!;
    const digits = input.value.replace(/\D/g, '').slice(0, this.length);
    if (digits !== input.value) input.value = digits;
    const wasComplete = this.value.length === this.length;
    this.userChangedValue(digits);
    this.trackCaret();
    if (digits.length === this.length && !wasComplete) {
      this.dispatchEvent(
        new CustomEvent<OtpCompleteDetail>('ewa-otp-complete', {
          detail: { otp: digits },
          bubbles: true,
          composed: true,
        }),
      );
    }
  }

  /** Boxes fill left to right, so focus and taps put the caret after the last digit, on the next empty box. */
  private caretToEnd = () => {
    this.focused = true;
    const input = this.input!;
    const end = input.value.length;
    input.setSelectionRange(end, end);
    this.trackCaret();
  };

  private trackCaret = () => {
    this.caret = Math.min(this.input?.selectionStart ?? this.value.length, this.length - 1);
  };

  override render() {
    const digits = this.value.split('');
    const boxes = Array.from({ length: this.length }, (_, i) => {
      const filled = i < digits.length;
      const active = this.focused && i === Math.min(this.caret, this.length - 1);
      const parts = `box${filled ? ' box-filled' : ''}${active ? ' box-active' : ''}`;
      return html`<span part=${parts} class="box ${active ? 'active' : ''}">${digits[i] ?? ''}</span>`;
    });
    return html`<div part="base" class="base">
      ${this.renderLabel()} ${this.renderDescription()}
      <div class="otp" style="--_length: ${this.length}">
        <div part="boxes" class="boxes" aria-hidden="true">${boxes}</div>
        <input
          part="input"
          id="input"
          type="text"
          inputmode="numeric"
          autocomplete="one-time-code"
          pattern="\\d*"
          maxlength=${this.length}
          ?required=${this.required}
          ?disabled=${this.isDisabled}
          ?readonly=${this.readonly}
          aria-describedby=${this.ariaDescribedBy}
          aria-invalid=${this.ariaInvalidValue}
          @input=${this.handleInput}
          @change=${this.userCommittedValue}
          @keydown=${this.submitOnEnter}
          @keyup=${this.trackCaret}
          @select=${this.trackCaret}
          @click=${this.caretToEnd}
          @focus=${this.caretToEnd}
          @blur=${() => {
            this.focused = false;
          }}
        />
      </div>
      ${this.renderFeedback()}
    </div>`;
  }
}
