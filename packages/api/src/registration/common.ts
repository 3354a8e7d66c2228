/**
 * What the account-opening steps' rules share (spec 000 §5, §9): the context a rule is judged in, the
 * date-of-birth messages by role, name parts, and an error list that keeps the first failure per field.
 */
import {
  AGE_LIMITS,
  ageOn,
  type CalendarDate,
  compareDates,
  dateOfBirthProblem,
  isFilled,
  messages,
  parseIndianDate,
} from '@ewa/ui/validate';
import { type FieldError, fieldTexts } from '../fields.ts';

/** What every step's rules may need to know besides the payload. */
export interface RegistrationContext {
  /** Today in India (`todayInIndia()` in the app and the server; a fixed day in tests). */
  today: CalendarDate;
  /** Partner or centre staff enter for the client: the adult age text is 'equal to or greater than'. */
  enteredByStaff: boolean;
}

/** Spec 000 §9: the first, middle and last name together. */
export const NAME_MAX_LENGTH = 85;
/** Names: letters, spaces and dots ('R. K. Sharma'). */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z. ]*$/;

export const isPersonName = (value: string): boolean => NAME_PATTERN.test(value.trim());

/** A whole name in one field (a parent's, a nominee's): a person's name within the 85 characters. */
export const isFullName = (value: string): boolean =>
  isPersonName(value) && value.trim().length <= NAME_MAX_LENGTH;

/** The errors of one check, at most one per field (the first rule that fails is the one shown). */
export class FieldErrorList {
  readonly errors: FieldError[] = [];

  fail(field: string, message: string): void {
    if (!this.has(field)) this.errors.push({ field, message });
  }

  has(field: string): boolean {
    return this.errors.some((e) => e.field === field);
  }

  /** '<label> cannot be empty.' when blank; answers whether the value is filled. */
  required(field: string, value: string, label: string): boolean {
    if (isFilled(value)) return true;
    this.fail(field, fieldTexts.empty(label));
    return false;
  }

  /** '<label> cannot be empty.' or, when filled, `message` (default '<label> should be valid.') unless `valid`. */
  requiredValid(
    field: string,
    value: string,
    label: string,
    valid: (v: string) => boolean,
    message?: string,
  ) {
    if (this.required(field, value, label) && !valid(value))
      this.fail(field, message ?? fieldTexts.invalid(label));
  }

  /** Optional: checked only when filled. */
  optionalValid(
    field: string,
    value: string,
    label: string,
    valid: (v: string) => boolean,
    message?: string,
  ) {
    if (isFilled(value) && !valid(value)) this.fail(field, message ?? fieldTexts.invalid(label));
  }

  /** One of the codes of an enumeration. */
  oneOf(field: string, value: string, label: string, list: readonly { code: string }[]) {
    this.requiredValid(field, value, label, (v) => list.some((item) => item.code === v));
  }
}

/** Whose date of birth it is: the rules and texts differ (spec 000 §5). */
export type DateOfBirthRole = 'adult' | 'minor' | 'anyone';

/**
 * The message for a date of birth typed DD/MM/YYYY, or '' when it passes: an adult (holder, guardian)
 * has completed 18 years and is under 100; a minor is under 18; anyone (a nominee) is under 100.
 */
export function dateOfBirthMessage(
  text: string,
  role: DateOfBirthRole,
  context: RegistrationContext,
  label = 'Date of Birth',
): string {
  if (!isFilled(text)) return fieldTexts.empty(label);
  const rule = {
    today: context.today,
    minAge: role === 'adult' ? AGE_LIMITS.adult : undefined,
    maxAge: role === 'minor' ? AGE_LIMITS.adult : AGE_LIMITS.maximum,
  };
  switch (dateOfBirthProblem(text, rule)) {
    case 'invalid':
      return fieldTexts.invalid(label);
    case 'future':
      return messages.dobFuture({ label });
    case 'tooYoung':
      return context.enteredByStaff ? messages.dobAdultStaff : messages.dobAdult;
    case 'tooOld':
      return role === 'minor' ? messages.dobMinor : messages.dobMaximum;
    default:
      return '';
  }
}

/** Whether a valid date of birth is of someone under 18 today (an unreadable date is not a minor). */
export function isMinorOn(text: string, today: CalendarDate): boolean {
  const birth = parseIndianDate(text);
  return birth !== undefined && compareDates(birth, today) <= 0 && ageOn(birth, today) < AGE_LIMITS.adult;
}
