import { endOtherSessions, endSession, getSessions, type LiveSession } from '@ewa/api/login';
import { replyText } from '@ewa/api/reply';
import { SESSION_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

/**
 * The investor's live sessions (Settings, ASVS V7.5): the list, ending one other session or all of
 * them, and the line that says what happened. The server decides what may end; this store only shows it.
 */
export class SessionsStore {
  sessions: LiveSession[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  /** The session being ended, or 'others' while all others are. */
  ending: string | null = null;
  error = '';
  notice = '';

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<SessionsStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get others(): LiveSession[] {
    return this.sessions.filter((s) => s.current === 'N');
  }

  readonly load = flow(function* (this: SessionsStore) {
    try {
      const reply = yield* awaited(this.api.call(getSessions, {}));
      if (!reply.isSuccess || !reply.data) throw new Error(replyText(reply, GENERIC_FAILURE));
      this.sessions = reply.data.sessions;
      this.status = 'ready';
    } catch (error) {
      this.error = failureText(error);
      this.status = 'failed';
    }
  });

  /** Ends one other session; the list is read again either way (it may have ended meanwhile). */
  readonly end = flow(function* (this: SessionsStore, sessionId: string) {
    if (this.ending) return;
    this.ending = sessionId;
    this.error = this.notice = '';
    try {
      const reply = yield* awaited(this.api.call(endSession, { sessionId }));
      if (reply.isSuccess) this.notice = replyText(reply, SESSION_TEXTS.ended);
      else this.error = replyText(reply, GENERIC_FAILURE);
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.ending = null;
    }
    yield this.load();
  });

  readonly endOthers = flow(function* (this: SessionsStore) {
    if (this.ending) return;
    this.ending = 'others';
    this.error = this.notice = '';
    try {
      const reply = yield* awaited(this.api.call(endOtherSessions, {}));
      if (reply.isSuccess) this.notice = replyText(reply, SESSION_TEXTS.othersEnded);
      else this.error = replyText(reply, GENERIC_FAILURE);
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.ending = null;
    }
    yield this.load();
  });
}
