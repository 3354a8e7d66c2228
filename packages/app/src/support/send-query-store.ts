import { ApiError } from '@ewa/api/client';
import type { FieldError } from '@ewa/api/fields';
import { replyText } from '@ewa/api/reply';
import { type SupportQuery, sendSupportQuery, supportQueryErrors } from '@ewa/api/support';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';

export interface SentQuery {
  referenceNo: string;
  text: string;
  copySentTo: string;
}

/** The send-a-query form: subject and message under the contract's rules, the send, its reference. */
export class SendQueryStore {
  subject = '';
  message = '';
  touched = new Set<keyof SupportQuery>();
  submitted = false;
  sending = false;
  serverError: FieldError | null = null;
  error = '';
  sent: SentQuery | null = null;

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<SendQueryStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  set(field: keyof SupportQuery, value: string): void {
    this[field] = value;
    if (this.serverError?.field === field) this.serverError = null;
  }

  touch(field: keyof SupportQuery): void {
    this.touched.add(field);
  }

  get errors(): FieldError[] {
    return supportQueryErrors({ subject: this.subject, message: this.message });
  }

  ruleMessage(field: keyof SupportQuery): string {
    if (this.serverError?.field === field) return this.serverError.message;
    return this.errors.find((e) => e.field === field)?.message ?? '';
  }

  shownMessage(field: keyof SupportQuery): string {
    return this.submitted || this.touched.has(field) ? this.ruleMessage(field) : '';
  }

  /** Sends the query when every rule passes; answers whether it was sent. */
  async send(): Promise<boolean> {
    this.submitted = true;
    this.error = '';
    if (this.sending || this.errors.length > 0 || this.serverError) return false;
    this.sending = true;
    try {
      const reply = await this.api.call(sendSupportQuery, {
        subject: this.subject.trim(),
        message: this.message.trim(),
      });
      runInAction(() => {
        if (reply.isSuccess && reply.data)
          this.sent = {
            referenceNo: reply.data.referenceNo,
            copySentTo: reply.data.copySentTo,
            text: replyText(reply, ''),
          };
        else this.error = replyText(reply, GENERIC_FAILURE);
      });
      return reply.isSuccess;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 400 && error.field)
          this.serverError = { field: error.field, message: error.displayText };
        else this.error = failureText(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** Another query: an empty form again. */
  startOver(): void {
    this.subject = '';
    this.message = '';
    this.touched = new Set();
    this.submitted = false;
    this.sent = null;
    this.error = '';
  }
}
