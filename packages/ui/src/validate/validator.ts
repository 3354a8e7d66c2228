/** What a message is built from: the field's label and the value checked. */
export interface MessageContext {
  /** The field's visible label ('PAN', 'Amount'); '' when the field has none. */
  label: string;
  value: string;
}

/** A fixed text, or a function of the field's label and value. */
export type MessageSource = string | ((context: MessageContext) => string);

/** The ValidityState flag a failed check sets on a form control. */
export type ValidityFlag = Exclude<keyof ValidityStateFlags, 'valid'>;

export interface CheckOptions {
  /** Aborted when a newer check makes this one stale (async checks only). */
  signal?: AbortSignal;
}

/**
 * A small named check with a default message (after Lion's Validator). `check` answers true when the
 * value passes. A field runs its sync validators first, then its async ones when all sync ones pass.
 */
export interface Validator {
  /** A stable name for styling and tests: 'required', 'pattern', 'upiId', 'minAmount' ... */
  readonly name: string;
  /** The ValidityState flag set when the check fails. */
  readonly flag: ValidityFlag;
  /** Whether `check` returns a promise (the field shows a pending state meanwhile). */
  readonly async: boolean;
  /** Whether the validator also runs on an empty value (only 'required' does). */
  readonly checksEmpty: boolean;
  check(value: string, options: CheckOptions): boolean | Promise<boolean>;
  message(context: MessageContext): string;
}

export interface ValidatorOptions {
  /** Replaces the default message. */
  message?: MessageSource;
}

interface ValidatorSpec {
  name: string;
  flag?: ValidityFlag;
  async?: boolean;
  checksEmpty?: boolean;
  check: Validator['check'];
  message: MessageSource;
}

const resolve = (source: MessageSource, context: MessageContext) =>
  typeof source === 'function' ? source(context) : source;

/** Builds a validator; `options.message` overrides the spec's default message. */
export function createValidator(spec: ValidatorSpec, options: ValidatorOptions = {}): Validator {
  const message = options.message ?? spec.message;
  return {
    name: spec.name,
    flag: spec.flag ?? 'customError',
    async: spec.async ?? false,
    checksEmpty: spec.checksEmpty ?? false,
    check: spec.check,
    message: (context) => resolve(message, context),
  };
}

export interface ValidationFailure {
  validator: Validator;
  message: string;
}

const isBlank = (value: string) => value.trim() === '';

/**
 * Runs the sync validators in order and answers the first failure (or undefined).
 * An empty value is only checked by validators that check emptiness, so an optional field that
 * is left empty is valid.
 */
export function firstSyncFailure(
  value: string,
  validators: readonly Validator[],
  label = '',
): ValidationFailure | undefined {
  for (const validator of validators) {
    if (validator.async) continue;
    if (isBlank(value) && !validator.checksEmpty) continue;
    if (validator.check(value, {}) !== true) {
      return { validator, message: validator.message({ label, value }) };
    }
  }
  return undefined;
}

/**
 * Runs the async validators in order after the sync ones passed. Resolves with the first failure,
 * or undefined when all pass. A check that throws or rejects counts as a failure. Resolves
 * undefined without further checks once `signal` is aborted (the caller drops the stale answer).
 */
export async function firstAsyncFailure(
  value: string,
  validators: readonly Validator[],
  label = '',
  signal?: AbortSignal,
): Promise<ValidationFailure | undefined> {
  for (const validator of validators) {
    if (!validator.async) continue;
    if (isBlank(value) && !validator.checksEmpty) continue;
    let passed: boolean;
    try {
      passed = (await validator.check(value, signal ? { signal } : {})) === true;
    } catch {
      passed = false;
    }
    if (signal?.aborted) return undefined;
    if (!passed) return { validator, message: validator.message({ label, value }) };
  }
  return undefined;
}
