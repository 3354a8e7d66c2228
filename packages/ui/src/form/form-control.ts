import {
  html,
  LitElement,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import {
  firstSyncFailure,
  type ValidationFailure,
  type Validator,
  type ValidityFlag,
} from '../validate/validator.ts';

export interface Validation {
  flags: Partial<Record<ValidityFlag, boolean>>;
  message: string;
  /** Invalid only because an async check has not answered for this value yet: no feedback for that. */
  unchecked?: boolean;
}

const valid: Validation = { flags: {}, message: '' };

/** The validity a failed check gives (undefined when nothing failed). */
export const failed = (failure: ValidationFailure | undefined): Validation | undefined =>
  failure && { flags: { [failure.validator.flag]: true }, message: failure.message };

/**
 * The shared base of form-associated inputs. It owns the form value, the validity (from named
 * validators) and *when* feedback shows: after the user has been in the field and left it, or once
 * the form was submitted — never while typing the first characters. It runs sync validators only;
 * a field that asks a server (the UPI ID) builds on `EwaAsyncFormControl`, which adds async ones, so
 * a field without them (amount, OTP) does not carry that code.
 *
 * A subclass renders its inner input with `id="input"` and no value binding (the base keeps it showing
 * `inputText` after each render), wires it with `ariaDescribedBy` and `ariaInvalidValue`, renders
 * `renderLabel()`, `renderDescription()` and `renderFeedback()`, and lists its validators in
 * `activeValidators`.
 *
 * Custom states: `:state(user-invalid)` (invalid and feedback showing), `:state(touched)` (the user
 * has left the field), `:state(valid)`.
 */
export class EwaFormControl extends LitElement {
  static override properties: PropertyDeclarations = {
    name: { reflect: true },
    value: { attribute: false },
    defaultValue: { attribute: 'value' },
    label: {},
    description: {},
    required: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    readonly: { type: Boolean, reflect: true },
    requiredMessage: { attribute: 'required-message' },
    touched: { state: true },
    submitted: { state: true },
  };

  static formAssociated = true;
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  protected readonly internals: ElementInternals = this.attachInternals();

  /** The name under which the value is sent with the form. */
  name = '';

  /** The current value. Set the `value` attribute for the initial value that a form reset returns to. */
  value = '';

  /** The initial value (the `value` attribute); a form reset returns to it. */
  defaultValue = '';

  /** The visible label; also used in the spec's messages ('<label> cannot be empty.'). */
  label = '';

  /** Help text shown beneath the label and announced with the control. */
  description = '';

  required = false;
  disabled = false;
  readonly = false;

  /** Replaces the message shown when a required field is empty. */
  requiredMessage?: string;

  /** The user has been in the field and left it. */
  protected touched = false;
  /** The user has changed the value (not reactive: the value changes with it). */
  protected dirty = false;
  /** The form was submitted (or reportValidity called) while this field was invalid. */
  protected submitted = false;

  #fieldsetDisabled = false;
  /** The validity computed before render, applied to the internals after render (the anchor exists then). */
  protected validation: Validation = valid;

  constructor() {
    super();
    this.addEventListener('invalid', () => {
      this.submitted = true;
      this.startChecks();
    });
    this.addEventListener('focusout', (event) => {
      const to = event.relatedTarget;
      // Moving focus between parts of the same control (OTP boxes, reveal button) is not leaving it;
      // nor is the window losing focus (another app, the SMS for the OTP).
      if (to === this || (to instanceof Node && this.shadowRoot?.contains(to)) || !document.hasFocus())
        return;
      this.touch();
    });
  }

  // ---------------------------------------------------------------- for subclasses

  /** The checks of this field, in order (async ones run on `EwaAsyncFormControl`, after all sync ones pass). */
  protected get activeValidators(): Validator[] {
    return [];
  }

  /** The inner input: it receives focus and anchors the browser's validation bubble. */
  protected get input(): HTMLInputElement | null {
    return this.renderRoot?.querySelector<HTMLInputElement>('#input') ?? null;
  }

  /** What the inner input shows; by default the value. */
  protected get inputText(): string {
    return this.value;
  }

  /** What the validators see; by default the value. */
  protected get valueForValidation(): string {
    return this.value;
  }

  /** What the form receives; by default the value. */
  protected get formValue(): string {
    return this.value;
  }

  /** Subclasses call this when the user changed the value (an input event). */
  protected userChangedValue(value: string): void {
    this.value = value;
    this.dirty = true;
  }

  /** Subclasses call this on the inner control's change event; it re-dispatches `change` from the host. */
  protected userCommittedValue(): void {
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /**
   * Enter in the inner input submits the form, as in a native field (the inner input lives in shadow
   * DOM, so the browser's implicit submission does not reach the outer form). The form's first submit
   * button is clicked, so its name, value and disabled state count.
   */
  protected submitOnEnter = (event: KeyboardEvent): void => {
    if (
      event.key !== 'Enter' ||
      event.isComposing ||
      event.shiftKey ||
      event.ctrlKey ||
      event.altKey ||
      event.metaKey
    )
      return;
    const form = this.form;
    if (!form) return;
    event.preventDefault();
    // Native submit buttons and ewa-button (its type attribute reflects).
    const submitter = form.querySelector<HTMLElement>('[type=submit],button:not([type])');
    if (submitter) {
      if (!submitter.matches(':disabled,[disabled],[loading]')) submitter.click();
      return;
    }
    form.requestSubmit();
  };

  // ---------------------------------------------------------------- public API like native inputs

  get form(): HTMLFormElement | null {
    return this.internals.form;
  }
  get validity(): ValidityState {
    return this.internals.validity;
  }
  get validationMessage(): string {
    return this.internals.validationMessage;
  }
  get willValidate(): boolean {
    return this.internals.willValidate;
  }
  /** Whether the value passes every check. A host button can follow it. */
  get valid(): boolean {
    return this.validity.valid;
  }

  checkValidity(): boolean {
    return this.internals.checkValidity();
  }

  /** Shows the feedback now (as a form submit would) and answers the validity. */
  reportValidity(): boolean {
    this.submitted = true;
    return this.internals.reportValidity();
  }

  /**
   * Treats the field as visited and left: shows its feedback and starts its checks that take time, without the
   * browser's validation bubble (e.g. a wizard's Next button checking a step).
   */
  touch(): void {
    this.touched = true;
    this.userLeft();
  }

  /** Whether the feedback is showing now. */
  get showsFeedback(): boolean {
    const { message, unchecked } = this.validation;
    return (this.touched || this.submitted) && !!message && !unchecked;
  }

  // ---------------------------------------------------------------- form callbacks

  /** @internal */
  formResetCallback(): void {
    this.value = this.defaultValue;
    this.touched = false;
    this.dirty = false;
    this.submitted = false;
  }

  /** @internal */
  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  /** @internal */
  formDisabledCallback(disabled: boolean): void {
    this.#fieldsetDisabled = disabled;
    this.requestUpdate();
  }

  /** Disabled itself or inside a disabled fieldset. */
  protected get isDisabled(): boolean {
    return this.disabled || this.#fieldsetDisabled;
  }

  // ---------------------------------------------------------------- lifecycle

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // The value attribute shows through `value` at once, not only after the first render.
    if (name === 'value' && !this.dirty) this.value = this.defaultValue;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The `value` attribute sets the value until the user types; on the first render a value
    // given as a property wins (field initialisers mark defaultValue as changed too).
    if (changed.has('defaultValue') && !this.dirty && (this.hasUpdated || !this.value)) {
      this.value = this.defaultValue;
    }
    // Hosts often hand a number (`.value=${5000}`) or null; the field works on text.
    if (typeof this.value !== 'string') this.value = this.value == null ? '' : String(this.value);
    this.validation = this.computeValidation();
  }

  protected override updated(_changed: PropertyValues<this>): void {
    // The inner input follows after each render, even where the user typed since the last one
    // (Lit's live() per binding, done once here for every field).
    const input = this.input;
    if (input && input.value !== this.inputText) input.value = this.inputText;
    this.internals.setFormValue(this.isDisabled ? null : this.formValue, this.value);
    const { flags, message } = this.validation;
    if (message) this.internals.setValidity(flags, message, input ?? undefined);
    else this.internals.setValidity({});
    this.setState('touched', this.touched);
    this.setState('user-invalid', this.showsFeedback);
    this.setState('valid', !message);
  }

  /** Turns a custom state (`:state(name)`) on or off. */
  protected setState(name: string, on: boolean): void {
    try {
      this.internals.states[on ? 'add' : 'delete'](name);
    } catch {
      // Browsers without CustomStateSet keep working without the states.
    }
  }

  /** The validity of `value` under `validators` (by default the current ones, read once), worked out before each render. */
  protected computeValidation(
    value = this.valueForValidation,
    validators = this.activeValidators,
  ): Validation {
    return failed(firstSyncFailure(value, validators, this.label)) ?? valid;
  }

  /** Starts the checks that take time (none here); called on leaving the field and on a submit attempt. */
  protected startChecks(): void {}

  /** Called when the user leaves the field; by default starts the checks that take time. */
  protected userLeft(): void {
    this.startChecks();
  }

  // ---------------------------------------------------------------- rendering helpers

  /** The ids the inner control is described by: description and feedback. */
  protected get ariaDescribedBy(): string {
    return this.description ? 'description feedback' : 'feedback';
  }

  protected get ariaInvalidValue(): 'true' | 'false' {
    return this.showsFeedback ? 'true' : 'false';
  }

  protected renderLabel(): TemplateResult | typeof nothing {
    if (!this.label) return nothing;
    return html`<label part="label" class="label" for="input"
      >${this.label}${this.required ? html`<span class="required-mark" aria-hidden="true"> *</span>` : nothing}</label
    >`;
  }

  protected renderDescription(): TemplateResult | typeof nothing {
    if (!this.description) return nothing;
    return html`<div part="description" class="description" id="description">${this.description}</div>`;
  }

  /** The feedback line: a polite live region that is always present, so screen readers announce new errors. */
  protected renderFeedback(): TemplateResult {
    const message = this.showsFeedback ? this.validation.message : '';
    return html`<div part="feedback" class="feedback" id="feedback" aria-live="polite">${message}</div>`;
  }
}
