// biome-ignore lint/suspicious/noExplicitAny: superstruct's own schema type
type ObjectSchema = Record<string, Struct<any, any>>;

import {
  array,
  boolean,
  type Describe,
  enums,
  type Infer,
  nullable,
  number,
  object,
  optional,
  type Struct,
  string,
  unknown,
} from 'superstruct';

/**
 * How a call must be treated by the client and the server.
 * - `session`: needs a bearer token of a live session; `public` does not.
 * - `movesMoney`: never retried automatically unless the request carries an idempotency key.
 * - `publicCacheSeconds`: a public catalogue, the same for everyone: its successful replies may be kept
 *   this long by browsers and proxies. Every other reply is `Cache-Control: no-store`.
 */
export interface CallOptions {
  auth: 'public' | 'session';
  movesMoney?: boolean;
  publicCacheSeconds?: number;
  /**
   * The successful reply is a file (Content-Disposition: attachment), not an envelope; a refusal is
   * still the envelope. The client fetches it with `download`.
   */
  replyIsFile?: boolean;
}

/** One call of the portal: its path exactly as the spec spells it, and its request and reply structs. */
export interface Call<Req = unknown, Res = unknown> extends CallOptions {
  path: string;
  request: Struct<Req, unknown>;
  reply: Struct<Res, unknown>;
}

// Both inferred together: a Struct is not covariant, so matching one side against `unknown` gives never.
export type RequestOf<C> = C extends Call<infer Req, infer _Res> ? Req : never;
export type ReplyOf<C> = C extends Call<infer _Req, infer Res> ? Res : never;
// biome-ignore lint/suspicious/noExplicitAny: the widest call, for generic constraints
export type AnyCall = Call<any, any>;
/** What a successful reply carries in `data` (never null or absent). */
export type DataOf<C> = Exclude<ReplyOf<C> extends { data?: infer D } ? D : never, null | undefined>;

// biome-ignore lint/suspicious/noExplicitAny: any struct, whatever its schema
type AnyStruct = Struct<any, any>;

/**
 * Declares a call. Generic over the structs themselves, so the request and reply types are
 * exactly what the structs infer (inferring through `Struct<T>` widens object replies to an index signature).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<Q extends AnyStruct, R extends AnyStruct>(
  path: string,
  request: Q,
  reply: R,
  options: CallOptions = { auth: 'session' },
): Call<Infer<Q>, Infer<R>> {
  return { path, request, reply, ...options };
}

/** How long the public catalogues (scheme list and filters, client documents) may be kept: 5 minutes. */
export const CATALOGUE_CACHE_SECONDS = 300;

/** The fields every reply carries (the spec's envelope). */
export const envelopeFields = {
  isSuccess: boolean(),
  message: optional(string()),
  displayMessage: optional(string()),
  errCode: optional(string()),
  techMessage: optional(string()),
  /** Set on unexpected failures so support can find the log line. */
  requestId: optional(string()),
  /** Set on a 400: the request field that failed validation. */
  field: optional(string()),
  /** Set on a 400 of a form's save: every field its rules refused (the first is `field`). */
  errors: optional(array(object({ field: string(), message: string() }))),
};

/**
 * A reply envelope: `data` is present on success (and may be absent or null on failure);
 * `extra` holds the call-specific top-level fields the spec lists (e.g. `token`, `attemptCount`).
 */
/* @__NO_SIDE_EFFECTS__ */
// The default `extra` is an empty schema, not a record: spreading a record would add an index signature.
// biome-ignore lint/complexity/noBannedTypes: the empty object schema
export function envelope<D, E extends ObjectSchema = {}>(data: Struct<D, unknown>, extra?: E) {
  return object({ ...envelopeFields, data: optional(nullable(data)), ...(extra ?? ({} as E)) });
}

/**
 * The reply of every call that sends an OTP: the call's own `fields` beside how long the OTP lives
 * (`otpSeconds`) and whether another may be sent in the window (`otp_regenrate`). A send refused at the
 * limit says `otp_regenrate: 'N'` at the top level, with the limit's text.
 */
/* @__NO_SIDE_EFFECTS__ */
// biome-ignore lint/complexity/noBannedTypes: the empty object schema
export function otpSentReply<F extends ObjectSchema = {}>(fields?: F) {
  const regenerate = () => enums(['Y', 'N']);
  return envelope(object({ ...(fields ?? ({} as F)), otpSeconds: number(), otp_regenrate: regenerate() }), {
    otp_regenrate: optional(regenerate()),
  });
}

/** The reply of a failed call whose shape is not known to the caller (400, 401, 404, 417, 500). */
export const errorReply = object({ ...envelopeFields, data: optional(nullable(unknown())) });

/** Empty request body `{}`. */
export const emptyRequest = object({});

/** A money amount in rupees at the contract edge (the server keeps integer paise). */
export const rupees = () => number();

export type { Describe };
