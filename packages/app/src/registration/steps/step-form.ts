import type { FieldError } from '@ewa/api/fields';
import type { RegApplication } from '@ewa/api/registration/entry';
import { replyText } from '@ewa/api/reply';
import { makeAutoObservable, runInAction } from 'mobx';
import { GENERIC_FAILURE } from '../../stores/api.ts';
import { refusalOf } from '../registration-store.ts';

/**
 * What a step screen's store shares with the others: which fields the applicant has left (a rule's
 * message shows from then on, or after a submit), the server's refusals beside their fields until the
 * field changes, and the save whose answer (the application) the wizard moves on with.
 */
export class StepFormState {
  touched = new Set<string>();
  submitted = false;
  saving = false;
  serverErrors: FieldError[] = [];
  saveError = '';

  /** `rules`: the contract's check of the answers as they stand (observable reads). */
  constructor(private readonly rules: () => FieldError[]) {
    makeAutoObservable<StepFormState, 'rules'>(this, { rules: false }, { autoBind: true });
  }

  get errors(): FieldError[] {
    return this.rules();
  }

  /** The message of `field` now ('' when it passes): the server's refusal first, then the rule's. */
  ruleMessage(field: string): string {
    return (
      this.serverErrors.find((e) => e.field === field)?.message ??
      this.errors.find((e) => e.field === field)?.message ??
      ''
    );
  }

  /** The message to show beside `field`: once it was left, or after a submit. */
  shownMessage(field: string): string {
    return this.submitted || this.touched.has(field) ? this.ruleMessage(field) : '';
  }

  touch(field: string): void {
    this.touched.add(field);
  }

  /** The applicant changed `field`: the server's refusal of it no longer applies. */
  changed(field: string): void {
    if (this.serverErrors.some((e) => e.field === field))
      this.serverErrors = this.serverErrors.filter((e) => e.field !== field);
  }

  /** Submit: every message shows; with none, `send` saves. Answers the application on success. */
  async save(
    send: () => Promise<{ isSuccess: boolean; data?: RegApplication | null; message?: string | null }>,
  ): Promise<RegApplication | undefined> {
    this.submitted = true;
    this.saveError = '';
    if (this.saving || this.errors.length > 0) return undefined;
    this.saving = true;
    try {
      const reply = await send();
      if (reply.isSuccess && reply.data) return reply.data;
      runInAction(() => {
        this.saveError = replyText(reply, GENERIC_FAILURE);
      });
      return undefined;
    } catch (error) {
      const refusal = refusalOf(error);
      runInAction(() => {
        this.serverErrors = refusal.errors;
        if (refusal.errors.length === 0) this.saveError = refusal.message;
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}

/** A list's options as the design system's selects take them. */
export interface Option {
  code: string;
  name: string;
}
