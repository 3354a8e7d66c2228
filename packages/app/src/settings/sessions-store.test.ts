import { ApiError } from '@ewa/api/client';
import { endOtherSessions, endSession, getSessions, type LiveSession } from '@ewa/api/login';
import { SESSION_TEXTS } from '@ewa/api/texts';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { SessionsStore } from './sessions-store.ts';

const session = (sessionId: string, current: 'Y' | 'N'): LiveSession => ({
  sessionId,
  device: 'Desktop, Windows 10',
  browser: 'Firefox 126',
  ip: '10.0.0.1',
  signedInAt: '2026-11-26T10:00:00.000Z',
  lastSeenAt: '2026-11-26T10:05:00.000Z',
  current,
});

/** A fake server holding a list of sessions; `refuse` makes endSession answer like the real one for a stranger's id. */
function fakeServer(list: LiveSession[], refuse = false) {
  const calls: string[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: { sessionId?: string }) => {
      calls.push(call.path);
      if (call.path === getSessions.path) return { isSuccess: true, data: { sessions: [...list] } };
      if (call.path === endSession.path) {
        if (refuse)
          throw new ApiError(call.path, 404, {
            isSuccess: false,
            message: SESSION_TEXTS.notFound,
            data: null,
          });
        list = list.filter((s) => s.sessionId !== body.sessionId);
        return { isSuccess: true, message: SESSION_TEXTS.ended, data: {} };
      }
      if (call.path === endOtherSessions.path) {
        const ended = list.filter((s) => s.current === 'N').length;
        list = list.filter((s) => s.current === 'Y');
        return { isSuccess: true, message: SESSION_TEXTS.othersEnded, data: { ended } };
      }
      throw new Error(`unexpected ${call.path}`);
    }) as ApiPort['call'],
  };
  return { api, calls };
}

describe('sessions in Settings', () => {
  it('ends one other session and shows the list as the server now has it', async () => {
    const { api } = fakeServer([session('me', 'Y'), session('a', 'N'), session('b', 'N')]);
    const store = new SessionsStore(api);
    await store.load();
    expect(store.others.map((s) => s.sessionId)).toEqual(['a', 'b']);
    await store.end('a');
    expect(store.notice).toBe(SESSION_TEXTS.ended);
    expect(store.sessions.map((s) => s.sessionId)).toEqual(['me', 'b']);
    expect(store.ending).toBeNull();
  });

  it('ends all others', async () => {
    const { api } = fakeServer([session('me', 'Y'), session('a', 'N'), session('b', 'N')]);
    const store = new SessionsStore(api);
    await store.load();
    await store.endOthers();
    expect(store.notice).toBe(SESSION_TEXTS.othersEnded);
    expect(store.sessions.map((s) => s.sessionId)).toEqual(['me']);
    expect(store.others).toEqual([]);
  });

  it('shows the server’s refusal and keeps the list', async () => {
    const { api } = fakeServer([session('me', 'Y'), session('a', 'N')], true);
    const store = new SessionsStore(api);
    await store.load();
    await store.end('a');
    expect(store.error).toBe(SESSION_TEXTS.notFound);
    expect(store.notice).toBe('');
    expect(store.sessions).toHaveLength(2);
  });
});
