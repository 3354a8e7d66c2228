import { FetchError, ofetch } from 'ofetch';
import { type Infer, validate } from 'superstruct';
import { type AnyCall, type Call, errorReply, type ReplyOf, type RequestOf } from './core.ts';

import { TECHNICAL_PROBLEM_TEXT } from './texts.ts';

export { TECHNICAL_PROBLEM_TEXT };

export type ErrorReply = Infer<typeof errorReply>;

/**
 * A call that did not answer 2xx. `reply` is always an envelope: the server's own when it sent one
 * (400 carries `field`, 500 carries `requestId`), otherwise one built with the generic text.
 * `status` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly path: string,
    readonly status: number,
    readonly reply: ErrorReply,
  ) {
    super(reply.displayMessage || reply.message || TECHNICAL_PROBLEM_TEXT);
  }

  /** The request field the server named on a 400, if any. */
  get field(): string | undefined {
    return this.reply.field;
  }

  /** The text to show the user: the server's displayMessage, else its message, else the generic text. */
  get displayText(): string {
    return this.message;
  }
}

/** A 2xx reply that does not match the call's reply struct (only checked when `validateReplies` is on). */
export class ReplyShapeError extends Error {
  override readonly name = 'ReplyShapeError';
  constructor(
    readonly path: string,
    /** Dotted path of the first offending reply field, e.g. `data.userData.loginId`. */
    readonly field: string,
    detail: string,
    readonly reply: unknown,
  ) {
    super(`Reply of ${path} does not match its contract at "${field}": ${detail}`);
  }
}

export interface ClientOptions {
  /** Where the calls live, e.g. `http://localhost:8080/api` or `/api`. */
  baseURL: string;
  /** The bearer token of the current session, if any; read before every attempt. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** A session call answered 401: the app logs out and redirects. */
  onUnauthorized?: () => void;
  /** Any call answered 417: the app stores the message and opens its error page. */
  onExpectationFailed?: (message: string) => void;
  /** Check each 2xx reply against its struct (development and tests). */
  validateReplies?: boolean;
  /** Milliseconds before an attempt is abandoned; none by default. */
  timeout?: number;
  /** Milliseconds between the failed attempt and its retry. */
  retryDelay?: number;
}

export interface SendOptions {
  /** Makes a money-moving call safe to repeat; sent as `Idempotency-Key`. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

// Any 5xx and, through ofetch's rule for a failed fetch (no response counts as 500), network errors.
const RETRY_STATUS = Array.from({ length: 100 }, (_, i) => 500 + i);

/** Retried at most once — except money-moving calls, which need an idempotency key to be safe to repeat. */
export function retriesFor(call: Pick<Call, 'movesMoney'>, idempotencyKey?: string): 0 | 1 {
  if (call.movesMoney && !idempotencyKey) return 0;
  return 1;
}

/**
 * Resolves with the reply on 2xx — including domain failures the spec answers as `isSuccess: false`.
 * Rejects with `ApiError` on any other status or a network failure (after the hooks for 401/417 ran),
 * with `ReplyShapeError` when validation is on and the reply breaks its contract, and with the
 * caller's abort error when `signal` aborts.
 */
export interface Client {
  call<C extends AnyCall>(call: C, body: RequestOf<C>, options?: SendOptions): Promise<ReplyOf<C>>;
  /**
   * A call whose reply is a file (`replyIsFile`): resolves with its bytes and the name the server gave
   * it; rejects with `ApiError` carrying the envelope of a refusal, as `call` does.
   */
  download<C extends AnyCall>(call: C, body: RequestOf<C>, options?: SendOptions): Promise<DownloadedFile>;
}

/** A file a call answered with. */
export interface DownloadedFile {
  blob: Blob;
  /** From the reply's Content-Disposition; `download` when it names none. */
  fileName: string;
  contentType: string;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameOf(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename="([^"]*)"|filename=([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || undefined;
}

export function createClient(options: ClientOptions): Client {
  const fetcher = ofetch.create({
    baseURL: options.baseURL,
    retryStatusCodes: RETRY_STATUS,
    retryDelay: options.retryDelay ?? 0,
    ...(options.timeout ? { timeout: options.timeout } : {}),
  });

  async function call<C extends AnyCall>(
    c: C,
    body: RequestOf<C>,
    callOptions: SendOptions = {},
  ): Promise<ReplyOf<C>> {
    const { idempotencyKey, signal } = callOptions;
    let response: { status: number; _data?: unknown };
    try {
      response = await fetcher.raw(`/${c.path}`, {
        method: 'POST',
        body: (body ?? {}) as Record<string, unknown>,
        retry: retriesFor(c, idempotencyKey),
        ...(signal ? { signal } : {}),
        async onRequest(context) {
          // Read per attempt so a retry after a token refresh carries the fresh one.
          const token = await options.getToken();
          const headers = context.options.headers;
          if (token) headers.set('authorization', `Bearer ${token}`);
          else headers.delete('authorization');
          if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
        },
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw failure(c, error);
    }
    const reply = response._data;
    if (options.validateReplies) {
      const [shapeError] = validate(reply, c.reply);
      if (shapeError) {
        const field = shapeError.path.join('.') || '(reply)';
        throw new ReplyShapeError(c.path, field, shapeError.message, reply);
      }
    }
    return reply as ReplyOf<C>;
  }

  async function download<C extends AnyCall>(
    c: C,
    body: RequestOf<C>,
    callOptions: SendOptions = {},
  ): Promise<DownloadedFile> {
    const { idempotencyKey, signal } = callOptions;
    try {
      const response = await fetcher.raw(`/${c.path}`, {
        method: 'POST',
        body: (body ?? {}) as Record<string, unknown>,
        responseType: 'blob',
        retry: retriesFor(c, idempotencyKey),
        ...(signal ? { signal } : {}),
        async onRequest(context) {
          const token = await options.getToken();
          if (token) context.options.headers.set('authorization', `Bearer ${token}`);
          else context.options.headers.delete('authorization');
        },
        // A refusal is an envelope: read it as JSON so the error carries its message and field.
        async onResponseError(context) {
          const data = context.response._data;
          if (data instanceof Blob) {
            try {
              context.response._data = JSON.parse(await data.text());
            } catch {
              context.response._data = undefined;
            }
          }
        },
      });
      const blob = response._data as Blob;
      return {
        blob,
        fileName: fileNameOf(response.headers.get('content-disposition')) ?? 'download',
        contentType: response.headers.get('content-type') ?? blob.type,
      };
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw failure(c, error);
    }
  }

  function failure(c: Call, error: unknown): ApiError {
    const response = error instanceof FetchError ? error.response : undefined;
    const status = response?.status ?? 0;
    const reply = asErrorReply(response?._data);
    if (status === 401 && c.auth === 'session') options.onUnauthorized?.();
    if (status === 417)
      options.onExpectationFailed?.(reply.displayMessage || reply.message || TECHNICAL_PROBLEM_TEXT);
    return new ApiError(c.path, status, reply);
  }

  return { call, download };
}

/** The server's envelope when it sent one; otherwise an envelope with the generic text. */
function asErrorReply(data: unknown): ErrorReply {
  // mask: keep the envelope even when the server adds call-specific fields to it.
  const [, envelopeReply] = validate(data, errorReply, { coerce: true, mask: true });
  if (envelopeReply) return envelopeReply;
  // Keep a server's own message (e.g. a framework's 404 body) but never a non-string one.
  const message =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : undefined;
  return {
    isSuccess: false,
    message: message ?? TECHNICAL_PROBLEM_TEXT,
    displayMessage: TECHNICAL_PROBLEM_TEXT,
    data: null,
  };
}
