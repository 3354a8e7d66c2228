import { html, nothing } from 'lit';
import { EwaAsyncFormControl } from '../../form/async-form-control.ts';
import { fieldBoxStyles, fieldStyles } from '../../form/form-control.styles.ts';
import { baseStyles } from '../../tokens/tokens.ts';
import { fieldEmpty, fieldInvalid } from '../../validate/messages.ts';
import type { MessageSource, Validator } from '../../validate/validator.ts';
import { email, maxLength, minLength, pattern, required } from '../../validate/validators.ts';
import { textFieldStyles } from './text-field.styles.ts';

/**
 * A labelled, form-associated text input with the spec's common messages
 * ('<label> cannot be empty.', '<label> should be valid.'), shown after the user leaves the field
 * or submits the form.
 *
 * @summary Form-associated text input: label, description, validation feedback, password reveal.
 * @tag ewa-text-field
 *
 * @slot prefix - Content before the input (an icon, '+91').
 * @slot suffix - Content after the input.
 *
 * @csspart base - The wrapper of the whole field.
 * @csspart label - The label.
 * @csspart description - The help text.
 * @csspart control - The box around the input.
 * @csspart input - The native input.
 * @csspart reveal - The show/hide password button.
 * @csspart feedback - The validation message.
 *
 * @cssprop --ewa-field-border-color - Border of the box (default: the border colour).
 * @cssprop --ewa-field-background - Background of the box (default: the surface colour).
 * @cssprop --ewa-field-radius - Corner radius of the box.
 * @cssprop --ewa-field-label-color - Colour of the label.
 * @cssprop --ewa-field-error-color - Colour of the feedback (default: the danger colour).
 *
 * @fires {Event} input - When the user changes the value (from the native input).
 * @fires {Event} change - When the user commits a change.
 */
export class EwaTextField extends EwaAsyncFormControl {
  static override styles = [baseStyles, fieldStyles, fieldBoxStyles, textFieldStyles];
  static override properties = {
    type: { reflect: true },
    pattern: {},
    minlength: { type: Number },
    maxlength: { type: Number },
    inputmode: {},
    autocomplete: {},
    placeholder: {},
    uppercase: { type: Boolean, reflect: true },
    passwordToggle: { type: Boolean, attribute: 'password-toggle' },
    invalidMessage: { attribute: 'invalid-message' },
    validators: { attribute: false },
    passwordVisible: { state: true },
  };

  type: 'text' | 'password' | 'email' | 'tel' | 'search' = 'text';
  /** A regular expression the whole value must match. */
  pattern?: string;
  minlength?: number;
  maxlength?: number;
  inputmode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url' | 'none';
  autocomplete?: string;
  placeholder?: string;
  /** Turns letters into capitals as the user types (PAN, IFSC, tax payer id). */
  uppercase = false;
  /** Adds a show/hide button to a password field. */
  passwordToggle = false;
  /** Replaces '<label> should be valid.' for pattern and length failures. */
  invalidMessage?: string;
  /** Extra checks after the built-in ones, e.g. `[pan()]` from `@ewa/ui/validate`. */
  validators: Validator[] = [];

  private passwordVisible = false;

  protected override get activeValidators(): Validator[] {
    const invalid: MessageSource = this.invalidMessage ?? fieldInvalid;
    const list: Validator[] = [];
    if (this.required) list.push(required({ message: this.requiredMessage ?? fieldEmpty }));
    if (this.type === 'email') list.push(email({ message: this.invalidMessage }));
    if (this.pattern) list.push(pattern(this.pattern, { message: invalid }));
    if (this.minlength != null) list.push(minLength(this.minlength, { message: invalid }));
    if (this.maxlength != null) list.push(maxLength(this.maxlength, { message: invalid }));
    return [...list, ...this.validators];
  }

  private handleInput(event: InputEvent) {
    const input = event.target as HTMLInputElement;
    if (this.uppercase) {
      const { selectionStart, selectionEnd } = input;
      const upper = input.value.toUpperCase();
      if (upper !== input.value) {
        input.value = upper;
        input.setSelectionRange(selectionStart, selectionEnd);
      }
    }
    this.userChangedValue(input.value);
  }

  private togglePassword() {
    this.passwordVisible = !this.passwordVisible;
  }

  override render() {
    const isPassword = this.type === 'password';
    const inputType = isPassword && this.passwordVisible ? 'text' : this.type;
    return html`<div part="base" class="base">
      ${this.renderLabel()} ${this.renderDescription()}
      <div part="control" class="control ${this.isDisabled ? 'disabled' : ''}">
        <slot name="prefix" class="affix"></slot>
        <input
          part="input"
          id="input"
          type=${inputType}
          name=${this.name || nothing}
          ?required=${this.required}
          ?disabled=${this.isDisabled}
          ?readonly=${this.readonly}
          maxlength=${this.maxlength ?? nothing}
          inputmode=${this.inputmode ?? nothing}
          autocomplete=${this.autocomplete ?? nothing}
          placeholder=${this.placeholder ?? nothing}
          autocapitalize=${this.uppercase ? 'characters' : nothing}
          aria-describedby=${this.ariaDescribedBy}
          aria-invalid=${this.ariaInvalidValue}
          @input=${this.handleInput}
          @change=${this.userCommittedValue}
          @keydown=${this.submitOnEnter}
        />
        ${
          isPassword && this.passwordToggle
            ? html`<button
              part="reveal"
              class="icon-button"
              type="button"
              aria-pressed=${this.passwordVisible ? 'true' : 'false'}
              ?disabled=${this.isDisabled}
              @click=${this.togglePassword}
            >
              ${this.passwordVisible ? 'Hide' : 'Show'}<span class="visually-hidden"> password</span>
            </button>`
            : nothing
        }
        <slot name="suffix" class="affix"></slot>
      </div>
      ${this.renderFeedback()}
    </div>`;
  }
}
