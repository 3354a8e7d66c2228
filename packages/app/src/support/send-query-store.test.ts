import { ApiError } from '@ewa/api/client';
import { sendSupportQuery } from '@ewa/api/support';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { SendQueryStore } from './send-query-store.ts';

function apiAnswering(answer: (body: unknown) => unknown) {
  const bodies: unknown[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: unknown) => {
      expect(call.path).toBe(sendSupportQuery.path);
      bodies.push(body);
      return answer(body);
    }) as ApiPort['call'],
  };
  return { api, bodies };
}

const sent = {
  isSuccess: true,
  displayMessage: 'Your query has been sent. Your reference number is SQ20261125000002.',
  data: { referenceNo: 'SQ20261125000002', copySentTo: 'an****@example.in' },
};

describe('send-a-query store', () => {
  it('sends nothing while a rule fails, and shows every message after the attempt', async () => {
    const { api, bodies } = apiAnswering(() => sent);
    const store = new SendQueryStore(api);
    expect(store.shownMessage('subject')).toBe('');
    expect(await store.send()).toBe(false);
    expect(bodies).toEqual([]);
    expect(store.shownMessage('subject')).toBe('Subject cannot be empty.');
    expect(store.shownMessage('message')).toBe('Message cannot be empty.');
  });

  it('sends the trimmed query and keeps the reference number', async () => {
    const { api, bodies } = apiAnswering(() => sent);
    const store = new SendQueryStore(api);
    store.set('subject', '  Update e-mail ');
    store.set('message', 'Please update my e-mail address. ');
    expect(await store.send()).toBe(true);
    expect(bodies).toEqual([{ subject: 'Update e-mail', message: 'Please update my e-mail address.' }]);
    expect(store.sent).toEqual({
      referenceNo: 'SQ20261125000002',
      copySentTo: 'an****@example.in',
      text: sent.displayMessage,
    });
    store.startOver();
    expect([store.subject, store.message, store.sent]).toEqual(['', '', null]);
  });

  it('shows the server’s refusal beside its field', async () => {
    const { api } = apiAnswering(() => {
      throw new ApiError(sendSupportQuery.path, 400, {
        isSuccess: false,
        message: 'Subject should be valid.',
        field: 'subject',
        data: null,
      });
    });
    const store = new SendQueryStore(api);
    store.set('subject', 'Hello');
    store.set('message', 'World');
    expect(await store.send()).toBe(false);
    expect(store.shownMessage('subject')).toBe('Subject should be valid.');
    store.set('subject', 'Hello again');
    expect(store.shownMessage('subject')).toBe('');
  });
});
