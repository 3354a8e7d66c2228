import { html, nothing, type PropertyValues } from 'lit';
import { fieldBoxStyles, fieldStyles } from '../../form/form-control.styles.ts';
import { EwaFormControl } from '../../form/form-control.ts';
import { hostStyles } from '../../tokens/tokens.ts';
import {
  ageOn,
  type CalendarDate,
  indianDate,
  indianDateText,
  isoDateText,
  maxAge,
  minAge,
  notFutureDate,
  parseIndianDate,
  parseIsoDate,
  todayInIndia,
} from '../../validate/date.ts';
import { fieldEmpty } from '../../validate/messages.ts';
import type { Validator } from '../../validate/validator.ts';
import { required } from '../../validate/validators.ts';
import { shapeDate } from './date-typing.ts';

/**
 * A date-of-birth field typed as DD/MM/YYYY: the slashes come by themselves, phones show the numeric
 * keypad, and the browser may fill it (`autocomplete="bday"`). It checks, in this order: filled
 * ('Date of Birth cannot be empty.'), a real date ('Date of Birth should be valid.'), not in the future
 * ('Date of Birth cannot be a future date.'), then the age limits of its `min-age` and `max-age`
 * attributes with the texts of spec 000 §5: 'Date of birth should be greater than 18 years.'
 * (`min-age="18"`), 'Entered date should be less than 18 years' (a minor: `max-age="18"`), and
 * 'Date of birth should be less than 100 years.' (`max-age="100"`). Age is in completed years, on
 * today's date in India. The same rules are in `@ewa/ui/validate` (`dateOfBirthProblem`,
 * `dateOfBirthValidators`) for the server.
 *
 * The form receives the date as typed (DD/MM/YYYY); `isoValue` gives it as YYYY-MM-DD and `age`
 * the completed years. A value set as YYYY-MM-DD shows as DD/MM/YYYY. The message shows under the field after the user leaves it or submits, and
 * is announced.
 *
 * @summary Form-associated date of birth, DD/MM/YYYY, with age limits as validators.
 * @tag ewa-dob-field
 *
 * @csspart base - The wrapper of the whole field.
 * @csspart label - The label.
 * @csspart description - The help text (by default the format, DD/MM/YYYY).
 * @csspart control - The box around the input.
 * @csspart input - The native input.
 * @csspart feedback - The validation message.
 *
 * @cssprop --ewa-field-border-color - Border of the box (default: the border colour).
 * @cssprop --ewa-field-background - Background of the box (default: the surface colour).
 * @cssprop --ewa-field-radius - Corner radius of the box.
 * @cssprop --ewa-field-label-color - Colour of the label.
 * @cssprop --ewa-field-error-color - Colour of the feedback (default: the danger colour).
 *
 * @fires {Event} input - When the user changes the date.
 * @fires {Event} change - When the user commits a change.
 */
export class EwaDobField extends EwaFormControl {
  static override styles = [hostStyles, fieldStyles, fieldBoxStyles];
  static override properties = {
    minAge: { type: Number, attribute: 'min-age' },
    maxAge: { type: Number, attribute: 'max-age' },
    minAgeMessage: { attribute: 'min-age-message' },
    maxAgeMessage: { attribute: 'max-age-message' },
    today: {},
    validators: { attribute: false },
  };

  /** The least age in completed years, e.g. 18 for a holder or a guardian. */
  minAge?: number;
  /** The holder must be younger than this, e.g. 18 for a minor, 100 for anyone. */
  maxAge?: number;
  /** Replaces the minimum-age message, e.g. `messages.dobAdultStaff` when partner or centre staff enter the holder. */
  minAgeMessage?: string;
  /** Replaces the maximum-age message. */
  maxAgeMessage?: string;
  /** The day ages are counted on, as YYYY-MM-DD; by default today in India. */
  today?: string;
  /** Extra checks after the built-in ones. */
  validators: Validator[] = [];

  constructor() {
    super();
    this.label = 'Date of Birth';
    this.description = 'DD/MM/YYYY';
  }

  /** The date as YYYY-MM-DD, or '' while it is not a real date. */
  get isoValue(): string {
    const date = parseIndianDate(this.value);
    return date ? isoDateText(date) : '';
  }

  /** Completed years on the day ages are counted on, or undefined while the date is not a real one. */
  get age(): number | undefined {
    const date = parseIndianDate(this.value);
    return date ? ageOn(date, this.countingDay()) : undefined;
  }

  private countingDay = (): CalendarDate => parseIsoDate(this.today) ?? todayInIndia();

  protected override get activeValidators(): Validator[] {
    const today = this.countingDay;
    const list: Validator[] = [];
    if (this.required) list.push(required({ message: this.requiredMessage ?? fieldEmpty }));
    list.push(indianDate(), notFutureDate({ today }));
    if (this.minAge != null && !Number.isNaN(this.minAge))
      list.push(minAge(this.minAge, { today, message: this.minAgeMessage }));
    if (this.maxAge != null && !Number.isNaN(this.maxAge))
      list.push(maxAge(this.maxAge, { today, message: this.maxAgeMessage }));
    return [...list, ...this.validators];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A date given as YYYY-MM-DD (as services keep it) shows as DD/MM/YYYY.
    const shown = (text: unknown) => {
      const date = typeof text === 'string' ? parseIsoDate(text) : undefined;
      return date ? indianDateText(date) : text;
    };
    this.defaultValue = shown(this.defaultValue) as string;
    this.value = shown(this.value) as string;
    super.willUpdate(changed);
  }

  private handleInput(event: InputEvent) {
    const input = event.target as HTMLInputElement;
    const deleting = event.inputType?.startsWith('delete') ?? false;
    const { text, caret } = shapeDate(input.value, input.selectionStart ?? input.value.length, deleting);
    if (text !== input.value) {
      input.value = text;
      input.setSelectionRange(caret, caret);
    }
    this.userChangedValue(text);
  }

  override render() {
    return html`<div part="base" class="base">
      ${this.renderLabel()} ${this.renderDescription()}
      <div part="control" class="control ${this.isDisabled ? 'disabled' : ''}">
        <input
          part="input"
          id="input"
          type="text"
          inputmode="numeric"
          autocomplete="bday"
          placeholder="DD/MM/YYYY"
          name=${this.name || nothing}
          ?required=${this.required}
          ?disabled=${this.isDisabled}
          ?readonly=${this.readonly}
          aria-describedby=${this.ariaDescribedBy}
          aria-invalid=${this.ariaInvalidValue}
          @input=${this.handleInput}
          @change=${this.userCommittedValue}
          @keydown=${this.submitOnEnter}
        />
      </div>
      ${this.renderFeedback()}
    </div>`;
  }
}
