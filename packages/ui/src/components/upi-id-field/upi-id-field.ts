import { html, nothing, type PropertyValues } from 'lit';
import { EwaAsyncFormControl } from '../../form/async-form-control.ts';
import { fieldBoxStyles, fieldStyles } from '../../form/form-control.styles.ts';
import { spinnerStyles } from '../../styles/spinner.styles.ts';
import { hostStyles } from '../../tokens/tokens.ts';
import { upiIdEmpty, upiIdInvalid } from '../../validate/messages.ts';
import { UPI_ID_MAX_LENGTH, UPI_VERIFIED_STATUS, type UpiVerification } from '../../validate/upi.ts';
import { firstSyncFailure, type ValidationFailure, type Validator } from '../../validate/validator.ts';
import { asyncCheck, required, upiId } from '../../validate/validators.ts';
import { upiIdFieldStyles } from './upi-id-field.styles.ts';

export type { UpiVerification };

/** Asks the server whether a UPI ID exists; `signal` is aborted when the answer is no longer wanted. */
export type UpiVerify = (upiId: string, options: { signal: AbortSignal }) => Promise<UpiVerification>;

export interface UpiVerifiedDetail {
  upiId: string;
  /** The payer's name as the provider knows it, when given. */
  name?: string;
}

export interface UpiInvalidDetail {
  upiId: string;
  message: string;
}

/**
 * The UPI ID field of spec 001 §5. On leaving the field it checks the pattern ('Kindly enter valid
 * UPI ID'; empty: 'Please provide UPI ID'), then asks the host's `verify` function, showing that it
 * is checking. Status 'VE' makes it valid and shows the payer's name; any other status or a failed
 * call shows 'Kindly enter valid UPI ID'. A check made stale by further typing is dropped.
 * A 'Pay via UPI' button follows `valid` (update it on `input`, `ewa-upi-verified`, `ewa-upi-invalid`).
 *
 * @summary Form-associated UPI ID field with pattern check and server verification (VE).
 * @tag ewa-upi-id-field
 *
 * @csspart base - The wrapper of the whole field.
 * @csspart label - The label.
 * @csspart description - The help text.
 * @csspart control - The box around the input.
 * @csspart input - The native input.
 * @csspart status - The line under the input that says the ID is being verified, or whose it is.
 * @csspart feedback - The validation message.
 *
 * @cssprop --ewa-field-border-color - Border of the box (default: the border colour).
 * @cssprop --ewa-field-error-color - Colour of the feedback (default: the danger colour).
 * @cssprop --ewa-upi-id-field-verified-color - Colour of the verified line (default: the success colour).
 *
 * @fires {CustomEvent<UpiVerifiedDetail>} ewa-upi-verified - The UPI ID was verified (status VE). Detail: `{ upiId, name }`.
 * @fires {CustomEvent<UpiInvalidDetail>} ewa-upi-invalid - The UPI ID failed the pattern or the verification. Detail: `{ upiId, message }`.
 * @fires {Event} input - When the user changes the value.
 * @fires {Event} change - When the user commits a change.
 */
export class EwaUpiIdField extends EwaAsyncFormControl {
  static override styles = [hostStyles, fieldStyles, fieldBoxStyles, spinnerStyles, upiIdFieldStyles];
  static override properties = {
    verify: { attribute: false },
    placeholder: {},
    invalidMessage: { attribute: 'invalid-message' },
    verified: { state: true },
  };

  /** Asks the server about the UPI ID; returns `{ status, name? }`, status 'VE' meaning valid. Without it, the pattern decides. */
  verify?: UpiVerify;
  placeholder = 'yourname@bank';
  /** Replaces 'Kindly enter valid UPI ID'. */
  invalidMessage?: string;

  /** The last verified ID and its payer's name. */
  private verified?: UpiVerifiedDetail;

  constructor() {
    super();
    this.label = 'UPI ID';
    // Spec 001 §5: the UPI ID is required.
    this.required = true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Answers of an earlier verify function (another host, another provider) no longer count.
    if (changed.has('verify') && this.hasUpdated) this.forgetAsyncChecks();
    super.willUpdate(changed);
  }

  protected override get valueForValidation(): string {
    return this.value.trim();
  }

  protected override get formValue(): string {
    return this.value.trim();
  }

  protected override get pendingMessage(): string {
    return 'Verifying UPI ID…';
  }

  protected override get activeValidators(): Validator[] {
    const invalid = this.invalidMessage ?? upiIdInvalid;
    const list: Validator[] = [];
    if (this.required) list.push(required({ message: this.requiredMessage ?? upiIdEmpty }));
    list.push(upiId({ message: invalid }));
    const verify = this.verify;
    if (verify) {
      list.push(
        asyncCheck(
          'upiVerification',
          async (value, { signal }) => {
            const answer = await verify(value, { signal: signal ?? new AbortController().signal });
            if (answer?.status !== UPI_VERIFIED_STATUS) return false;
            this.verified = answer.name ? { upiId: value, name: answer.name } : { upiId: value };
            return true;
          },
          { message: invalid },
        ),
      );
    }
    return list;
  }

  /** Whether a verification is running. */
  get verifying(): boolean {
    return this.pending;
  }

  /** The payer's name from the last verification of the current ID, if any. */
  get payerName(): string | undefined {
    return this.verified?.upiId === this.valueForValidation ? this.verified.name : undefined;
  }

  protected override userLeft(): void {
    const value = this.valueForValidation;
    const failure = firstSyncFailure(value, this.activeValidators, this.label);
    if (failure || !this.verify) this.#tell(value, failure?.message);
    else void this.validateAsync();
  }

  protected override asyncChecked(value: string, failure: ValidationFailure | undefined): void {
    this.#tell(value, failure?.message);
  }

  /** Tells the host how the check of `upiId` ended: `ewa-upi-invalid` with the message, else `ewa-upi-verified`. */
  #tell(upiId: string, message?: string) {
    const name = this.payerName;
    const detail: UpiVerifiedDetail | UpiInvalidDetail = message
      ? { upiId, message }
      : name
        ? { upiId, name }
        : { upiId };
    this.dispatchEvent(
      new CustomEvent(message ? 'ewa-upi-invalid' : 'ewa-upi-verified', {
        detail,
        bubbles: true,
        composed: true,
      }),
    );
  }

  private handleInput(event: InputEvent) {
    this.userChangedValue((event.target as HTMLInputElement).value);
  }

  /** Verified as of this render (the internals are updated after render). */
  private get verifiedNow(): boolean {
    return !!this.verify && !this.validation.message && !!this.valueForValidation;
  }

  private renderStatus() {
    if (this.pending) {
      return html`<span class="spinner" aria-hidden="true"></span><span class="status-text">${this.pendingMessage}</span>`;
    }
    if (this.verifiedNow) {
      const name = this.payerName;
      return html`<span class="tick" aria-hidden="true">✓</span
        ><span class="status-text">${name ? `Verified: ${name}` : 'UPI ID verified'}</span>`;
    }
    return nothing;
  }

  override render() {
    const verified = this.verifiedNow;
    return html`<div part="base" class="base">
      ${this.renderLabel()} ${this.renderDescription()}
      <div part="control" class="control ${verified ? 'verified' : ''} ${this.isDisabled ? 'disabled' : ''}">
        <input
          part="input"
          id="input"
          type="text"
          inputmode="email"
          autocomplete="off"
          autocapitalize="none"
          spellcheck="false"
          maxlength=${UPI_ID_MAX_LENGTH}
          placeholder=${this.placeholder || nothing}
          ?required=${this.required}
          ?disabled=${this.isDisabled}
          ?readonly=${this.readonly}
          aria-describedby="${this.ariaDescribedBy} status"
          aria-invalid=${this.ariaInvalidValue}
          aria-busy=${this.pending ? 'true' : 'false'}
          @input=${this.handleInput}
          @change=${this.userCommittedValue}
          @keydown=${this.submitOnEnter}
        />
      </div>
      <div part="status" class="status ${this.pending ? 'pending' : verified ? 'verified' : ''}" id="status" aria-live="polite">${this.renderStatus()}</div>
      ${this.renderFeedback()}
    </div>`;
  }
}
