import { html, LitElement, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { spinnerStyles } from '../../styles/spinner.styles.ts';
import { hostStyles } from '../../tokens/tokens.ts';
import { buttonStyles } from './button.styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'link' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

/**
 * A button, or a link that looks like one when `href` is set. As `type="submit"` or `type="reset"` it
 * submits or resets the form it sits in, although its native button lives in shadow DOM.
 *
 * @summary The design system's button: variants, sizes, loading and form submit/reset.
 * @tag ewa-button
 *
 * @slot - The button's text.
 * @slot prefix - An icon before the text.
 * @slot suffix - An icon after the text.
 *
 * @csspart base - The native button or link.
 * @csspart label - The wrapper of the text.
 * @csspart spinner - The busy indicator shown while `loading`.
 *
 * @cssprop --ewa-button-background - Background of the button (default: by variant, e.g. the primary colour).
 * @cssprop --ewa-button-color - Text colour (default: by variant).
 * @cssprop --ewa-button-border-color - Border colour (default: by variant).
 * @cssprop --ewa-button-radius - Corner radius (default: the medium radius).
 */
export class EwaButton extends LitElement {
  static override styles = [hostStyles, spinnerStyles, buttonStyles];
  static override properties = {
    variant: { reflect: true },
    size: { reflect: true },
    type: { reflect: true },
    disabled: { type: Boolean, reflect: true },
    disabledFocusable: { type: Boolean, attribute: 'disabled-focusable' },
    loading: { type: Boolean, reflect: true },
    href: {},
    target: {},
    name: {},
    value: {},
    block: { type: Boolean, reflect: true },
    description: {},
  };

  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  /** Form-associated so that it finds its form across the shadow boundary and follows a disabled fieldset. */
  static formAssociated = true;

  private readonly internals: ElementInternals = this.attachInternals();
  private fieldsetDisabled = false;

  variant: ButtonVariant = 'primary';
  size: ButtonSize = 'medium';
  /** What the button does in a form. */
  type: 'button' | 'submit' | 'reset' = 'button';
  disabled = false;
  /**
   * Disabled but still in the Tab order (announced as unavailable) instead of skipped. Set it in place
   * of `disabled` on a button that a field enables once it is checked, such as 'Pay via UPI' after the
   * UPI ID is verified, so Tab from the field lands on the button, not further down the page.
   */
  disabledFocusable = false;
  /** Shows a spinner, sets aria-busy and ignores activation until the work is done. */
  loading = false;
  /**
   * Read after the button's name by screen readers (e.g. why it must be pressed): an
   * `aria-describedby` on the host cannot reach the inner control across the shadow boundary.
   */
  description = '';
  /** Renders a link instead of a button. */
  href?: string;
  target?: '_blank' | '_self' | '_parent' | '_top';
  /** Name sent with the form when this button submits it. */
  name?: string;
  /** Value sent with the form when this button submits it. */
  value?: string;
  /** Stretches the button to the width of its container. */
  block = false;

  /** The form this button belongs to, if any. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** @internal Called by the browser when an enclosing fieldset is disabled or enabled. */
  formDisabledCallback(disabled: boolean): void {
    this.fieldsetDisabled = disabled;
    this.requestUpdate();
    // The host's own disabled attribute also calls this while it reflects, inside an update, where the
    // request above is dropped: render again once that update is done.
    void this.updateComplete.then(() => this.requestUpdate());
  }

  private get blocksActivation(): boolean {
    return this.disabled || this.disabledFocusable || this.fieldsetDisabled || this.loading;
  }

  constructor() {
    super();
    // A click on the host (e.g. from a label or script) must be swallowed while the button is inert.
    this.addEventListener('click', this.handleHostClick, { capture: true });
  }

  private handleHostClick = (event: MouseEvent) => {
    if (this.blocksActivation) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    if (this.href) return;
    const form = this.internals.form;
    if (!form) return;
    if (this.type === 'submit') this.submitForm(form);
    else if (this.type === 'reset') form.reset();
  };

  /** Submits through a temporary native submitter so validation runs and this button's name/value are sent. */
  private submitForm(form: HTMLFormElement): void {
    const submitter = document.createElement('button');
    submitter.type = 'submit';
    submitter.hidden = true;
    if (this.name) submitter.name = this.name;
    if (this.value !== undefined) submitter.value = this.value;
    form.append(submitter);
    try {
      form.requestSubmit(submitter);
    } finally {
      submitter.remove();
    }
  }

  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector<HTMLElement>('[part="base"]')?.focus(options);
  }

  override render() {
    const content = html`<slot name="prefix"></slot><span part="label" class="label"><slot></slot></span
      ><slot name="suffix"></slot>${
        this.loading ? html`<span part="spinner" class="spinner" aria-hidden="true"></span>` : nothing
      }${this.description ? html`<span id="description" class="description">${this.description}</span>` : nothing}`;
    const describedBy = this.description ? 'description' : undefined;
    if (this.href) {
      const disabled = this.blocksActivation;
      return html`<a
        part="base"
        class="base"
        href=${ifDefined(disabled ? undefined : this.href)}
        target=${ifDefined(this.target)}
        rel=${ifDefined(this.target === '_blank' ? 'noopener noreferrer' : undefined)}
        role=${ifDefined(disabled ? 'link' : undefined)}
        aria-disabled=${ifDefined(disabled ? 'true' : undefined)}
        aria-busy=${ifDefined(this.loading ? 'true' : undefined)}
        aria-describedby=${ifDefined(describedBy)}
        tabindex=${ifDefined(disabled ? (this.disabledFocusable ? '0' : '-1') : undefined)}
        >${content}</a
      >`;
    }
    return html`<button
      part="base"
      class="base"
      type="button"
      ?disabled=${this.disabled || this.fieldsetDisabled}
      aria-disabled=${ifDefined(this.loading || this.disabledFocusable ? 'true' : undefined)}
      aria-busy=${ifDefined(this.loading ? 'true' : undefined)}
      aria-describedby=${ifDefined(describedBy)}
    >
      ${content}
    </button>`;
  }
}
