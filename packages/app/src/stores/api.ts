import type { Client, SendOptions } from '@ewa/api/client';
import type { AnyCall, ReplyOf, RequestOf } from '@ewa/api/core';
import { SOMETHING_WENT_WRONG_TEXT } from '@ewa/api/texts';

/**
 * What the stores need from the contract client: one typed call. The real one is `@ewa/api`'s
 * createClient (wired in root.ts); store tests hand in a scripted fake.
 */
export type ApiPort = Pick<Client, 'call'> & {
  /** Fetches what the first call needs ahead of it (e.g. when the user starts filling a form). */
  prepare?(): void;
  /** A call whose reply is a file (a report's CSV or PDF); the real client has it, fakes may not. */
  download?: Client['download'];
};

/** Loads a module once, with its first use; a failed load is tried again on the next use. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/**
 * An ApiPort whose client module is fetched with the first call. A failed fetch of that module
 * fails only that call; the next one tries again.
 */
export function lazyApi(load: () => Promise<ApiPort>): ApiPort {
  const loaded = loadOnce(load);
  return {
    async call<C extends AnyCall>(call: C, body: RequestOf<C>, options?: SendOptions): Promise<ReplyOf<C>> {
      return (await loaded()).call(call, body, options);
    },
    async download<C extends AnyCall>(call: C, body: RequestOf<C>, options?: SendOptions) {
      const port = await loaded();
      if (!port.download) throw new Error(`${call.path} needs a client that downloads files`);
      return port.download(call, body, options);
    },
    prepare() {
      // A failed fetch here is tried again by the call itself.
      loaded().catch(() => {});
    },
  };
}

/** The spec's generic failure text (spec 000 §8), as the contract spells it. */
export const GENERIC_FAILURE = SOMETHING_WENT_WRONG_TEXT;

/** A failure whose message is meant for the user (a server's displayMessage, a spec text). */
export class ShownError extends Error {
  override readonly name = 'ShownError';
}

/** The text to show for a failed call or flow. */
export function failureText(error: unknown): string {
  if (error instanceof ShownError) return error.message;
  if (error instanceof Error && error.name === 'ApiError') return error.message;
  return GENERIC_FAILURE;
}
