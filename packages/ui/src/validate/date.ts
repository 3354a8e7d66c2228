import { dobFuture, dobLessThan, dobOldest, dobYoungest, fieldInvalid } from './messages.ts';
import { createValidator, type Validator, type ValidatorOptions } from './validator.ts';

// Dates as people type them (DD/MM/YYYY) and the age rules of spec 000 §5 (holders 18 and over,
// minors under 18, nobody 100 or older). No DOM and no time zone of the machine: the server runs
// the same rules on what the browser sent, against the same day in India.

/** A day of the calendar, without a time or a time zone. */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** Age limits of spec 000 §9: holders from 18 years, nobody 100 years or older. */
export const AGE_LIMITS = { adult: 18, maximum: 100 } as const;

/** The date typed as 'DD/MM/YYYY' is a real day (no 31/04, 29/02 only in leap years, years 1000–9999). */
export function parseIndianDate(text: string | null | undefined): CalendarDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; our years start at 1000, so the round trip is exact.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** An ISO calendar date ('1990-08-05') as a CalendarDate, when it is a real day. */
export function parseIsoDate(text: string | null | undefined): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((text ?? '').trim());
  return match ? parseIndianDate(`${match[3]}/${match[2]}/${match[1]}`) : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** '05/08/1990'. */
export const indianDateText = ({ year, month, day }: CalendarDate): string =>
  `${two(day)}/${two(month)}/${year}`;

/** '1990-08-05', the form services and databases keep. */
export const isoDateText = ({ year, month, day }: CalendarDate): string =>
  `${year}-${two(month)}-${two(day)}`;

/** Today's date in India at the instant `now` (by default the clock's now). */
export function todayInIndia(now: Date | number = Date.now()): CalendarDate {
  const ist = new Date(new Date(now).getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** Negative when `a` is before `b`, 0 on the same day, positive after. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Completed years from `birth` to `on`: the age goes up on the birthday. Someone born on 29 February
 * turns a year older on 1 March in a year without one.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const years = on.year - birth.year;
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return birthdayPassed ? years : years - 1;
}

/** Where a date of birth stands against the age rules; `undefined` when it passes them all. */
export type DateOfBirthProblem = 'invalid' | 'future' | 'tooYoung' | 'tooOld';

export interface AgeRule {
  /** The holder must have completed at least this many years (18 for a holder or a guardian). */
  minAge?: number;
  /** The holder must be younger than this many years (18 for a minor, 100 for anyone). */
  maxAge?: number;
  /** The day to judge on; by default today in India. */
  today?: CalendarDate;
}

/**
 * The one date-of-birth rule, for the field and the server alike: a real DD/MM/YYYY date, not after
 * today, at least `minAge` completed years, and younger than `maxAge` years. Answers the first
 * problem found, or undefined.
 */
export function dateOfBirthProblem(text: string, rule: AgeRule = {}): DateOfBirthProblem | undefined {
  const birth = parseIndianDate(text);
  if (!birth) return 'invalid';
  const today = rule.today ?? todayInIndia();
  if (compareDates(birth, today) > 0) return 'future';
  const age = ageOn(birth, today);
  if (rule.minAge != null && age < rule.minAge) return 'tooYoung';
  if (rule.maxAge != null && age >= rule.maxAge) return 'tooOld';
  return undefined;
}

/** What the validators need to know about today: a fixed day, or a function asked at each check. */
export type TodaySource = CalendarDate | (() => CalendarDate);

export interface DateValidatorOptions extends ValidatorOptions {
  /** The day to judge on; by default today in India, read at each check. */
  today?: TodaySource;
}

const todayOf = (source: TodaySource | undefined): CalendarDate =>
  typeof source === 'function' ? source() : (source ?? todayInIndia());

/** A real date typed DD/MM/YYYY: '<label> should be valid.' */
export const indianDate = (options?: ValidatorOptions): Validator =>
  createValidator(
    {
      name: 'indianDate',
      flag: 'badInput',
      check: (value) => parseIndianDate(value) !== undefined,
      message: fieldInvalid,
    },
    options,
  );

/** Not after today: '<label> cannot be a future date.' An unreadable date is left to `indianDate`. */
export const notFutureDate = (options?: DateValidatorOptions): Validator =>
  createValidator(
    {
      name: 'notFutureDate',
      flag: 'rangeOverflow',
      check: (value) => dateOfBirthProblem(value, { today: todayOf(options?.today) }) !== 'future',
      message: dobFuture,
    },
    options,
  );

/**
 * At least `years` completed years old: 'Date of birth should be greater than 18 years.' (spec 000 §5;
 * staff entering for a client say `messages.dobAdultStaff`). A date too recent is a range overflow.
 */
export const minAge = (years: number, options?: DateValidatorOptions): Validator =>
  createValidator(
    {
      name: 'minAge',
      flag: 'rangeOverflow',
      check: (value) =>
        dateOfBirthProblem(value, { minAge: years, today: todayOf(options?.today) }) !== 'tooYoung',
      message: dobYoungest(years),
    },
    options,
  );

/**
 * Younger than `years`: 'Entered date should be less than 18 years' for a minor (spec 000 §5);
 * 'Date of birth should be less than 100 years.' at the upper limit of 100.
 */
export const maxAge = (years: number, options?: DateValidatorOptions): Validator =>
  createValidator(
    {
      name: 'maxAge',
      flag: 'rangeUnderflow',
      check: (value) =>
        dateOfBirthProblem(value, { maxAge: years, today: todayOf(options?.today) }) !== 'tooOld',
      message: years === AGE_LIMITS.maximum ? dobOldest(years) : dobLessThan(years),
    },
    options,
  );

/** The date-of-birth checks in their order: real date, not in the future, then the age limits given. */
export function dateOfBirthValidators(
  rule: Omit<AgeRule, 'today'> & { today?: TodaySource } = {},
): Validator[] {
  const today = rule.today;
  const list = [indianDate(), notFutureDate({ today })];
  if (rule.minAge != null) list.push(minAge(rule.minAge, { today }));
  if (rule.maxAge != null) list.push(maxAge(rule.maxAge, { today }));
  return list;
}
