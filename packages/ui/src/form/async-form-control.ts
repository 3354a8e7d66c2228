import type { PropertyDeclarations, PropertyValues } from 'lit';
import { firstAsyncFailure, firstSyncFailure, type ValidationFailure } from '../validate/validator.ts';
import { EwaFormControl, failed, type Validation } from './form-control.ts';

/** The outcome of an async check, kept for the value it was made for. */
interface AsyncOutcome {
  value: string;
  failure: ValidationFailure | undefined;
}

/**
 * A form control whose validators may be async (a server asked whether the value is known). The async
 * checks run when the user leaves the field or submits, only once every sync check passes; until one
 * has answered for the current value the field is invalid without showing feedback (none shows while
 * a check runs), so a submit waits.
 * A check made stale by a newer value or a reset is aborted and its answer dropped; the answer for a
 * value is kept, so going back to it asks nothing.
 *
 * Custom state `:state(pending)` while a check runs, besides those of `EwaFormControl`.
 */
export class EwaAsyncFormControl extends EwaFormControl {
  static override properties: PropertyDeclarations = {
    pending: { state: true },
    asyncOutcome: { state: true },
  };

  /** An async check is running. */
  protected pending = false;
  private asyncOutcome?: AsyncOutcome;

  #asyncController?: AbortController;
  #asyncValue?: string;
  #asyncRun?: Promise<void>;

  /** Shown (and set as validation message) while an async check has not answered yet. */
  protected get pendingMessage(): string {
    return 'Checking…';
  }

  /** Called after an async check answered for the current value. */
  protected asyncChecked(_value: string, _failure: ValidationFailure | undefined): void {}

  /** Checks the value with the async validators now (the field does it on leaving it). */
  async validateAsync(): Promise<void> {
    const value = this.valueForValidation;
    const validators = this.activeValidators;
    if (
      !validators.some((validator) => validator.async) ||
      !value.trim() ||
      firstSyncFailure(value, validators, this.label) ||
      this.asyncOutcome?.value === value
    )
      return;
    // The same value is being checked already: wait for that answer instead of asking twice.
    if (this.#asyncController && this.#asyncValue === value) return this.#asyncRun;
    this.#cancelAsync();
    const controller = new AbortController();
    this.#asyncController = controller;
    this.#asyncValue = value;
    this.pending = true;
    this.#asyncRun = firstAsyncFailure(value, validators, this.label, controller.signal).then(
      async (failure) => {
        // A newer value or a reset made this answer stale (and aborted its controller): drop it.
        if (this.#asyncController !== controller || this.valueForValidation !== value) return;
        this.#asyncController = undefined;
        this.pending = false;
        this.asyncOutcome = { value, failure };
        await this.updateComplete;
        this.asyncChecked(value, failure);
      },
    );
    return this.#asyncRun;
  }

  /** Drops the async answers, e.g. when the function that checks changes. */
  protected forgetAsyncChecks(): void {
    this.#cancelAsync();
    this.asyncOutcome = undefined;
  }

  #cancelAsync(): void {
    this.#asyncController?.abort();
    this.#asyncController = undefined;
    this.pending = false;
  }

  protected override startChecks(): void {
    void this.validateAsync();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A check in flight for another value (typed since, or a form reset) is stale now.
    if (changed.has('value') && this.#asyncController && this.valueForValidation !== this.#asyncValue) {
      this.#cancelAsync();
    }
  }

  protected override computeValidation(
    value = this.valueForValidation,
    validators = this.activeValidators,
  ): Validation {
    const checksAsync = !!value.trim() && validators.some((validator) => validator.async);
    const outcome = this.asyncOutcome;
    // A sync failure comes first; then the async answer for this very value.
    const validation = super.computeValidation(value, validators);
    if (validation.message || !checksAsync) return validation;
    if (outcome?.value === value) return failed(outcome.failure) ?? validation;
    // Not checked yet (or checking): not valid, so a submit waits for the check.
    return { flags: { customError: true }, message: this.pendingMessage, unchecked: true };
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.setState('pending', this.pending);
  }
}
