import { html, nothing, type PropertyValues } from 'lit';
import { fieldBoxStyles, fieldStyles } from '../../form/form-control.styles.ts';
import { EwaFormControl, type Validation } from '../../form/form-control.ts';
import { baseStyles } from '../../tokens/tokens.ts';
import { fieldEmpty, fieldInvalid } from '../../validate/messages.ts';
import { createValidator, type Validator } from '../../validate/validator.ts';
import { required } from '../../validate/validators.ts';
import { countrySelectStyles } from './country-select.styles.ts';

/** One choice: the code the form sends and the name people read (a country, a state, a city). */
export interface SelectOption {
  code: string;
  name: string;
}

export interface OptionSelectDetail {
  code: string;
  name: string;
}

/**
 * The options that match what was typed: names starting with it first, then names with a word starting
 * with it, then names containing it; a code typed in full comes first of all. Order is kept within each group.
 */
export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...options];
  const rank = (option: SelectOption) => {
    const name = option.name.toLowerCase();
    if (option.code.toLowerCase() === text) return 0;
    if (name.startsWith(text)) return 1;
    if (name.split(/[\s(),-]+/).some((word) => word.startsWith(text))) return 2;
    return name.includes(text) ? 3 : 4;
  };
  return options
    .map((option, index) => ({ option, index, rank: rank(option) }))
    .filter((entry) => entry.rank < 4)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

/**
 * A searchable select for a long list given as data (`options`: `{ code, name }`): countries, and
 * equally the states and cities of the address step. It follows the WAI-ARIA combobox pattern with a
 * listbox: typing filters the list (the first match is active, so Enter takes it), ArrowDown / ArrowUp
 * open the list and move through it, Enter chooses, Escape closes the list and puts back the choice made
 * before typing (a second Escape clears the choice), Tab leaves. The number of matches is announced. The form receives the chosen code.
 *
 * Leaving the field with text that names an option exactly chooses it; text that matches none shows
 * '<label> should be valid.'; an empty required field shows '<label> cannot be empty.' (or
 * `required-message`, e.g. 'Please provide Nationality').
 *
 * @summary Form-associated searchable select (combobox + listbox), options given as data.
 * @tag ewa-country-select
 *
 * @csspart base - The wrapper of the whole field.
 * @csspart label - The label.
 * @csspart description - The help text.
 * @csspart control - The box around the input and the button.
 * @csspart input - The text input (the combobox).
 * @csspart button - The button that opens the list.
 * @csspart popup - The drop-down holding the list.
 * @csspart listbox - The list of options.
 * @csspart option - One option (`aria-selected="true"` when active; also `option-chosen` for the chosen one).
 * @csspart no-match - The line shown when nothing matches.
 * @csspart feedback - The validation message.
 *
 * @cssprop --ewa-field-border-color - Border of the box (default: the border colour).
 * @cssprop --ewa-field-background - Background of the box (default: the surface colour).
 * @cssprop --ewa-field-error-color - Colour of the feedback (default: the danger colour).
 * @cssprop --ewa-country-select-active-background - Background of the active option.
 * @cssprop --ewa-country-select-popup-max-height - Height of the list before it scrolls (default 16rem).
 * @cssprop --ewa-country-select-z - Stacking order of the list over the page.
 *
 * @fires {CustomEvent<OptionSelectDetail>} ewa-select - An option was chosen. Detail: `{ code, name }`.
 * @fires {Event} input - When the user types or the choice changes.
 * @fires {Event} change - When the choice changes.
 */
export class EwaCountrySelect extends EwaFormControl {
  static override styles = [baseStyles, fieldStyles, fieldBoxStyles, countrySelectStyles];
  static override properties = {
    options: { attribute: false },
    placeholder: {},
    noMatchText: { attribute: 'no-match-text' },
    query: { state: true },
    open: { state: true },
    active: { state: true },
  };

  /** The choices, in the order to show them. */
  options: SelectOption[] = [];
  placeholder = 'Type to search';
  /** Shown when nothing matches what was typed. */
  noMatchText = 'No match found';

  /** What the user typed since the last choice; null shows the chosen option's name. */
  private query: string | null = null;
  private open = false;
  /** Index of the active option in the filtered list; -1 for none. */
  private active = -1;
  /** The choice before the user started typing, which Escape puts back. */
  #choiceBeforeTyping: string | null = null;

  constructor() {
    super();
    this.label = 'Country';
    this.addEventListener('focusout', (event) => {
      const to = event.relatedTarget;
      if (to === this || (to instanceof Node && this.shadowRoot?.contains(to)) || !document.hasFocus())
        return;
      this.settle();
    });
  }

  /** The chosen option, when the value is one of the options. */
  get selectedOption(): SelectOption | undefined {
    return this.options.find((option) => option.code === this.value);
  }

  private get filtered(): SelectOption[] {
    return filterOptions(this.options, this.query ?? '');
  }

  protected override get inputText(): string {
    return this.query ?? this.selectedOption?.name ?? '';
  }

  protected override get activeValidators(): Validator[] {
    const list: Validator[] = [];
    if (this.required) list.push(required({ message: this.requiredMessage ?? fieldEmpty }));
    if (this.options.length) {
      const known = new Set(this.options.map((option) => option.code));
      list.push(
        createValidator({
          name: 'knownOption',
          flag: 'badInput',
          check: (value) => known.has(value),
          message: fieldInvalid,
        }),
      );
    }
    return list;
  }

  protected override computeValidation(): Validation {
    // Text typed that names no option yet: not valid, whatever was chosen before.
    if (this.query?.trim() && !this.value)
      return { flags: { badInput: true }, message: fieldInvalid({ label: this.label }) };
    return super.computeValidation();
  }

  /** @internal */
  override formResetCallback(): void {
    super.formResetCallback();
    this.query = null;
    this.#choiceBeforeTyping = null;
    this.open = false;
  }

  /** Chooses an option by its code (as the user would: fires input, change and ewa-select). */
  choose(code: string): void {
    const option = this.options.find((item) => item.code === code);
    if (!option) return;
    this.#commit(option.code);
    this.dispatchEvent(
      new CustomEvent<OptionSelectDetail>('ewa-select', {
        detail: { code: option.code, name: option.name },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** Drops what was typed and puts the earlier choice back. */
  #undoTyping(): void {
    const before = this.#choiceBeforeTyping ?? '';
    this.query = null;
    this.#choiceBeforeTyping = null;
    if (before !== this.value) {
      this.userChangedValue(before);
      this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
  }

  private clear(): void {
    this.#commit('');
  }

  /** Sets the choice: input when the value changes, change when it differs from the one before typing. */
  #commit(code: string): void {
    const before = this.#choiceBeforeTyping ?? this.value;
    const valueChanged = code !== this.value;
    this.query = null;
    this.#choiceBeforeTyping = null;
    this.open = false;
    this.active = -1;
    this.userChangedValue(code);
    if (valueChanged) this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    if (code !== before) this.userCommittedValue();
  }

  /** On leaving: text naming an option exactly chooses it; empty text clears; other text stays, invalid. */
  private settle(): void {
    this.open = false;
    this.active = -1;
    if (this.query === null) return;
    const text = this.query.trim().toLowerCase();
    if (!text) {
      this.clear();
      return;
    }
    const exact = this.options.find(
      (option) => option.name.toLowerCase() === text || option.code.toLowerCase() === text,
    );
    if (exact) this.choose(exact.code);
  }

  private openList(at: 'chosen' | 'first' | 'last' | 'none'): void {
    const list = this.filtered;
    this.open = true;
    const chosen = list.findIndex((option) => option.code === this.value);
    this.active =
      at === 'none'
        ? -1
        : at === 'chosen'
          ? chosen
          : at === 'first'
            ? chosen >= 0
              ? chosen
              : list.length
                ? 0
                : -1
            : chosen >= 0
              ? chosen
              : list.length - 1;
  }

  private move(step: 1 | -1): void {
    const count = this.filtered.length;
    if (!count) return;
    this.active = this.active < 0 ? (step === 1 ? 0 : count - 1) : (this.active + step + count) % count;
  }

  private handleInput(event: Event): void {
    event.stopPropagation();
    const text = (event.target as HTMLInputElement).value;
    if (this.query === null) this.#choiceBeforeTyping = this.value;
    this.query = text;
    this.open = true;
    this.active = text.trim() && this.filtered.length ? 0 : -1;
    if (this.value !== '') this.userChangedValue('');
    else this.dirty = true;
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }

  private handleKeydown(event: KeyboardEvent): void {
    if (event.isComposing) return;
    // A read-only choice can be read and submitted, not changed.
    if (this.readonly) {
      this.submitOnEnter(event);
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        if (!this.open) this.openList(event.altKey ? 'none' : 'first');
        else if (!event.altKey) this.move(1);
        break;
      case 'ArrowUp':
        if (!this.open) this.openList('last');
        else if (event.altKey) {
          const option = this.filtered[this.active];
          if (option) this.choose(option.code);
          else this.open = false;
        } else this.move(-1);
        break;
      case 'Enter': {
        const option = this.open ? this.filtered[this.active] : undefined;
        if (!option) {
          if (this.open) this.open = false;
          else this.submitOnEnter(event);
          return;
        }
        this.choose(option.code);
        break;
      }
      case 'Escape':
        if (this.open) {
          this.open = false;
          this.active = -1;
          if (this.query !== null) this.#undoTyping();
        } else if (this.value || this.query) this.clear();
        else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  private toggle(): void {
    if (this.isDisabled || this.readonly) return;
    if (this.open) this.open = false;
    else this.openList('chosen');
    this.input?.focus();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // `active` and `open` are private, so not keys of PropertyValues<this>.
    const moved = (changed as PropertyValues).has('active') || (changed as PropertyValues).has('open');
    if (this.open && this.active >= 0 && moved) {
      this.renderRoot.querySelector(`#option-${this.active}`)?.scrollIntoView({ block: 'nearest' });
    }
  }

  private renderOption(option: SelectOption, index: number) {
    const active = index === this.active;
    const chosen = option.code === this.value;
    return html`<li
      part=${`option${chosen ? ' option-chosen' : ''}`}
      class="option ${active ? 'active' : ''}"
      role="option"
      id=${`option-${index}`}
      aria-selected=${active ? 'true' : 'false'}
      @click=${() => {
        this.choose(option.code);
        this.input?.focus();
      }}
      @mousemove=${() => {
        if (this.active !== index) this.active = index;
      }}
    >
      <span class="check" aria-hidden="true">${chosen ? '✓' : ''}</span>${option.name}
    </li>`;
  }

  private announcement(count: number): string {
    if (!this.open || this.query === null) return '';
    if (!count) return this.noMatchText;
    return `${count} ${count === 1 ? 'match' : 'matches'}`;
  }

  override render() {
    const list = this.open ? this.filtered : [];
    const expanded = this.open && (list.length > 0 || this.query !== null);
    return html`<div part="base" class="base">
      ${this.renderLabel()} ${this.renderDescription()}
      <div part="control" class="control ${this.isDisabled ? 'disabled' : ''}">
        <input
          part="input"
          id="input"
          type="text"
          role="combobox"
          autocomplete="off"
          spellcheck="false"
          aria-autocomplete="list"
          aria-controls="listbox"
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-activedescendant=${expanded && this.active >= 0 ? `option-${this.active}` : nothing}
          aria-describedby=${this.ariaDescribedBy}
          aria-invalid=${this.ariaInvalidValue}
          placeholder=${this.placeholder || nothing}
          ?required=${this.required}
          ?disabled=${this.isDisabled}
          ?readonly=${this.readonly}
          @input=${this.handleInput}
          @change=${(event: Event) => event.stopPropagation()}
          @keydown=${this.handleKeydown}
          @click=${() => {
            if (!this.open && !this.isDisabled && !this.readonly) this.openList('chosen');
          }}
        />
        <button
          part="button"
          class="toggle"
          type="button"
          tabindex="-1"
          aria-label=${`Show ${this.label || 'options'} list`}
          aria-controls="listbox"
          aria-expanded=${expanded ? 'true' : 'false'}
          ?disabled=${this.isDisabled}
          @click=${this.toggle}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />
          </svg>
        </button>
      </div>
      <div part="popup" class="popup" ?hidden=${!expanded} @mousedown=${(e: Event) => e.preventDefault()}>
        <ul part="listbox" role="listbox" id="listbox" aria-label=${this.label || 'Options'} ?hidden=${!list.length}>
          ${list.map((option, index) => this.renderOption(option, index))}
        </ul>
        ${expanded && !list.length ? html`<p part="no-match" class="no-match">${this.noMatchText}</p>` : nothing}
      </div>
      <span class="visually-hidden" role="status">${this.announcement(list.length)}</span>
      ${this.renderFeedback()}
    </div>`;
  }
}
