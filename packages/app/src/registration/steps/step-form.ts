import type { FieldError } from '@ewa/api/fields';
import type { RegApplication } from '@ewa/api/registration/entry';
import { replyText } from '@ewa/api/reply';
import { makeAutoObservable } from 'mobx';
import { GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import { refusalOf } from '../registration-store.ts';

type SaveReply<T> = { isSuccess: boolean; data?: T | null; message?: string | null };

/**
 * What a step screen's store shares with the others: which fields the applicant has left (a rule's
 * message shows from then on, or after a submit), the server's refusals beside their fields at once and
 * until the field changes, and the save whose answer (the application) the wizard moves on with.
 * The rules themselves are the contract's (`rules()` answers every failure as the form stands).
 */
export class StepFormState {
  touched = new Set<string>();
  submitted = false;
  serverErrors: FieldError[] = [];
  /** A refusal or failure not tied to a field. */
  error = '';
  busy = false;
  loaded = false;

  constructor(private readonly rules: () => FieldError[]) {
    // save, submit and load run inside the step store's own flow (`yield*`), not as flows of their own.
    makeAutoObservable<StepFormState, 'rules'>(
      this,
      { rules: false, save: false, submit: false, load: false },
      { autoBind: true },
    );
  }

  get ruleErrors(): FieldError[] {
    return this.rules();
  }
  get errors(): FieldError[] {
    return this.ruleErrors;
  }
  get saving(): boolean {
    return this.busy;
  }
  get saveError(): string {
    return this.error;
  }

  serverMessage(field: string): string {
    return this.serverErrors.find((e) => e.field === field)?.message ?? '';
  }

  /** The message of `field` now ('' when it passes): the server's refusal first, then the rule's. */
  ruleMessage(field: string): string {
    return this.serverMessage(field) || (this.ruleErrors.find((e) => e.field === field)?.message ?? '');
  }

  /** The message beside `field`: the server's at once, a rule's once the field was left or on submit. */
  shownMessage(field: string): string {
    return this.submitted || this.touched.has(field) ? this.ruleMessage(field) : this.serverMessage(field);
  }

  touch(field: string): void {
    this.touched.add(field);
  }
  leave(field: string): void {
    this.touch(field);
  }

  /** The applicant changed `field`: the server's refusal of it (and of its parts) no longer applies. */
  changed(field: string): void {
    if (this.serverErrors.some((e) => e.field === field || e.field.startsWith(`${field}.`)))
      this.serverErrors = this.serverErrors.filter(
        (e) => e.field !== field && !e.field.startsWith(`${field}.`),
      );
  }

  /**
   * Submit, inside the step store's flow (`yield* this.form.save(...)`): every message shows; with none,
   * `send` saves. Answers what the save answered (the application).
   */
  *save<T = RegApplication>(
    send: () => Promise<SaveReply<T>>,
  ): Generator<Promise<SaveReply<T>>, T | undefined, SaveReply<T>> {
    this.submitted = true;
    this.error = '';
    if (this.busy || this.ruleErrors.length > 0) return undefined;
    this.busy = true;
    try {
      const reply = yield* awaited(send());
      if (reply.isSuccess && reply.data) return reply.data;
      this.error = replyText(reply, GENERIC_FAILURE);
      return undefined;
    } catch (error) {
      this.refused(error);
      return undefined;
    } finally {
      this.busy = false;
    }
  }

  /** `save`, then the answer to `onSaved`. Answers whether it saved. */
  *submit<T = RegApplication>(
    send: () => Promise<SaveReply<T>>,
    onSaved: (saved: T) => void,
  ): Generator<Promise<SaveReply<T>>, boolean, SaveReply<T>> {
    const saved = yield* this.save(send);
    if (saved) onSaved(saved);
    return saved !== undefined;
  }

  /** A refused call: its field messages beside their fields, else its message above the button. */
  refused(error: unknown): void {
    const refusal = refusalOf(error);
    this.serverErrors = refusal.errors;
    this.error = refusal.errors.length > 0 ? '' : refusal.message;
  }

  /**
   * Loads the step's saved answers inside the step store's flow: `take` keeps what `read` answered; a
   * failure is shown, the form stays usable.
   */
  *load<R>(read: () => Promise<R>, take: (answer: R) => void): Generator<Promise<R>, void, R> {
    try {
      take(yield* awaited(read()));
    } catch (error) {
      this.refused(error);
    } finally {
      this.loaded = true;
    }
  }
}

/** A list's options as the design system's selects take them. */
export interface Option {
  code: string;
  name: string;
}
