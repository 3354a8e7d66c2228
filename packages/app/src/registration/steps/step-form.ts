import type { FieldError } from '@ewa/api/fields';
import type { RegApplication } from '@ewa/api/registration/entry';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf } from '../registration-store.ts';

/**
 * When a step form shows its messages, and the server's refusals: a rule's message shows once its
 * field was left or the form submitted; a server refusal shows beside its field until that field
 * changes. The rules themselves are the contract's (`rules()` answers every failure as it stands).
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
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get ruleErrors(): FieldError[] {
    return this.rules();
  }

  serverMessage(field: string): string {
    return this.serverErrors.find((e) => e.field === field)?.message ?? '';
  }

  /** The message of a field as the rules see it now, else the server's: what its validity is. */
  ruleMessage(field: string): string {
    return this.ruleErrors.find((e) => e.field === field)?.message ?? this.serverMessage(field);
  }

  /** The message shown beside a field: after it was left or on submit, and the server's at once. */
  shownMessage(field: string): string {
    return this.submitted || this.touched.has(field) ? this.ruleMessage(field) : this.serverMessage(field);
  }

  leave(field: string) {
    this.touched.add(field);
  }

  /** A field changed: its server refusal no longer applies. */
  changed(field: string) {
    this.serverErrors = this.serverErrors.filter(
      (e) => e.field !== field && !e.field.startsWith(`${field}.`),
    );
  }

  /**
   * Submits when every rule passes: `send` calls the step's save; its answer goes to `onSaved`, a
   * refusal's field messages beside their fields and its message above the button.
   */
  async submit(
    send: () => Promise<{ isSuccess: boolean; message?: string; data?: RegApplication | null }>,
    onSaved: (app: RegApplication) => void,
  ): Promise<boolean> {
    this.submitted = true;
    this.error = '';
    if (this.ruleErrors.length > 0 || this.busy) return false;
    this.busy = true;
    try {
      const reply = await send();
      runInAction(() => {
        if (!reply.isSuccess || !reply.data) this.error = reply.message ?? '';
      });
      if (reply.isSuccess && reply.data) {
        onSaved(reply.data);
        return true;
      }
      return false;
    } catch (error) {
      this.refused(error);
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  refused(error: unknown) {
    const refusal = refusalOf(error);
    runInAction(() => {
      this.serverErrors = refusal.errors;
      this.error = refusal.errors.length > 0 ? '' : refusal.message;
    });
  }

  /** Loads the step's saved answers; a failure is shown, the form stays usable. */
  async load(read: () => Promise<void>) {
    try {
      await read();
    } catch (error) {
      this.refused(error);
    } finally {
      runInAction(() => {
        this.loaded = true;
      });
    }
  }
}
