import { replyText } from '@ewa/api/reply';
import { failureText, GENERIC_FAILURE } from './api.ts';

/**
 * Waits for a promise inside a MobX `flow` and hands back its value with its type:
 * `const reply = yield* awaited(this.api.call(getSchemeList, body))`. A bare `yield` types its
 * result as `any`; this keeps every reply typed from the contract.
 */
export function* awaited<T>(promise: Promise<T>): Generator<Promise<T>, T, T> {
  return yield promise;
}

/**
 * Ends the current task where the browser can (`scheduler.yield`), so input and paint come before
 * the rest of a long piece of work; elsewhere (tests, older browsers) it goes straight on.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.() ?? Promise.resolve();
}

/** A page that loads what it shows once it opens; its screen shows the failure and a retry. */
export interface PageLoad {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: string;
}

type LoadReply<D> = { isSuccess: boolean; data?: D | null; displayMessage?: string; message?: string };

/**
 * Loads a page inside its MobX `flow`: `status` and `loadError` follow the call, `take` keeps the
 * data of a successful reply. `yield* loadPage(this, () => this.api.call(getX, body), (data) => …)`.
 */
export function* loadPage<R extends LoadReply<D>, D = NonNullable<R['data']>>(
  page: PageLoad,
  call: () => Promise<R>,
  take: (data: D) => void,
): Generator<Promise<R>, void, R> {
  page.status = 'loading';
  page.loadError = '';
  try {
    const reply = yield* awaited(call());
    if (reply.isSuccess && reply.data) {
      take(reply.data);
      page.status = 'ready';
    } else {
      page.loadError = replyText(reply, GENERIC_FAILURE);
      page.status = 'failed';
    }
  } catch (error) {
    page.loadError = failureText(error);
    page.status = 'failed';
  }
}
