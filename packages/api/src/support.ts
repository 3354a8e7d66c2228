/**
 * Help and support: an investor sends a query (subject and message) from
 * `/help-and-support/send-query` — also where the verify-e-mail gate's Continue leads (spec 000 §2).
 * The server stores it, answers a reference number and mails a copy to the registered address.
 * The path is ours (the spec names none), in its style.
 */
import { object, size, string } from 'superstruct';
import { defineCall, envelope } from './core.ts';
import { type FieldError, fieldTexts } from './fields.ts';

export const SUPPORT_SUBJECT_MAX_LENGTH = 100;
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

export const supportLabels = { subject: 'Subject', message: 'Message' } as const;

export const supportTexts = {
  sent: (referenceNo: string) => `Your query has been sent. Your reference number is ${referenceNo}.`,
} as const;

export interface SupportQuery {
  subject: string;
  message: string;
}

/** The query form's rules: both filled in, within their lengths. Answers [] when they pass. */
export function supportQueryErrors(query: SupportQuery): FieldError[] {
  const errors: FieldError[] = [];
  const check = (field: keyof SupportQuery, max: number) => {
    const value = query[field].trim();
    if (value === '') errors.push({ field, message: fieldTexts.empty(supportLabels[field]) });
    else if (value.length > max) errors.push({ field, message: fieldTexts.invalid(supportLabels[field]) });
  };
  check('subject', SUPPORT_SUBJECT_MAX_LENGTH);
  check('message', SUPPORT_MESSAGE_MAX_LENGTH);
  return errors;
}

export const sendSupportQuery = defineCall(
  'support/sendQuery',
  object({ subject: size(string(), 0, 1000), message: size(string(), 0, 20000) }),
  envelope(
    object({
      referenceNo: string(),
      /** The registered address the copy went to, masked; '' when it could not be sent. */
      copySentTo: string(),
    }),
  ),
);

export const supportCalls = { sendSupportQuery } as const;
