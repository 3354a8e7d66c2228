import { ApiError } from '@ewa/api/client';
import { exchangeHandoverCode } from '@ewa/api/login';
import { SESSION_TEXTS } from '@ewa/api/texts';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { HandoverStore } from './handover-store.ts';

function apiAnswering(answer: () => unknown) {
  const bodies: unknown[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: unknown) => {
      expect(call.path).toBe(exchangeHandoverCode.path);
      bodies.push(body);
      return answer();
    }) as ApiPort['call'],
  };
  return { api, bodies };
}

describe('hand-over code exchange', () => {
  it('keeps the session it gets for the code', async () => {
    const kept: string[] = [];
    const { api, bodies } = apiAnswering(() => ({ isSuccess: true, token: 'v1.a.b', data: { njAcNo: '1' } }));
    const store = new HandoverStore(api, (token) => kept.push(token));
    await store.exchange('the-code');
    expect(bodies).toEqual([{ code: 'the-code' }]);
    expect(kept).toEqual(['v1.a.b']);
    expect(store.status).toBe('done');
  });

  it('keeps nothing and shows the server’s message for a used code', async () => {
    const kept: string[] = [];
    const { api } = apiAnswering(() => ({
      isSuccess: false,
      errCode: 'HANDOVER_USED',
      message: SESSION_TEXTS.handoverUsed,
    }));
    const store = new HandoverStore(api, (token) => kept.push(token));
    await store.exchange('used');
    expect(kept).toEqual([]);
    expect(store).toMatchObject({ status: 'failed', message: SESSION_TEXTS.handoverUsed });
  });

  it('shows the refusal of a malformed code', async () => {
    const { api } = apiAnswering(() => {
      throw new ApiError(exchangeHandoverCode.path, 400, {
        isSuccess: false,
        message: 'code should be valid.',
        field: 'code',
        data: null,
      });
    });
    const store = new HandoverStore(api, () => {});
    await store.exchange('x');
    expect(store).toMatchObject({ status: 'failed', message: 'code should be valid.' });
  });
});
