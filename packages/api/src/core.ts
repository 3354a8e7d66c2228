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
 * - `movesMoney`: passes the server's one door of money calls: it needs an `Idempotency-Key`, acts once
 *   per key and answers a repeat with the first reply (see `MONEY_DOOR`); the client retries it only
 *   with its key.
 * - `publicCacheSeconds`: a public catalogue, the same for everyone: its successful replies may be kept
 *   this long by browsers and proxies. Every other reply is `Cache-Control: no-store`.
 */
export interface CallOptions {
  auth: 'public' | 'session';
  movesMoney?: boolean;
  /**
   * Request fields a money call's key does not stand for (the browser a retry was sent from): a repeat
   * that differs only in them is the same request.
   */
  keyIgnores?: readonly string[];
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

/**
 * The one door every `movesMoney` call passes: an `Idempotency-Key` of the caller's making, kept per
 * account for `keyHours`; the same key with another request is refused (422, `keyReusedCode`).
 */
export const MONEY_DOOR = {
  header: 'Idempotency-Key',
  keyHours: 24,
  keyReusedCode: 'IDEMPOTENCY_KEY_REUSED',
  needsKey: 'This request needs an Idempotency-Key, so that a repeat does not act twice.',
  badKey: 'Idempotency-Key must be 8 to 64 letters, digits, - or _.',
  keyReused:
    'This confirmation was already used for a different request. Please review it and confirm again.',
  stillActingCode: 'REQUEST_IN_PROGRESS',
  stillActing:
    'This request is still being processed. Please check its status in a moment before trying again.',
} as const;

/** How long the public catalogues (scheme list and filters, client documents) may be kept: 5 minutes. */
export const CATALOGUE_CACHE_SECONDS = 300;

/** The spec's Y / N flags (spec 001 §3): the one struct of every yes-or-no field of every call. */
export const ynFlag = () => enums(['Y', 'N']);
export type YN = 'Y' | 'N';

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
  return envelope(object({ ...(fields ?? ({} as F)), otpSeconds: number(), otp_regenrate: ynFlag() }), {
    otp_regenrate: optional(ynFlag()),
  });
}

/**
 * The reply of a failed call whose shape is not known to the caller (400, 401, 404, 417, 429, 500).
 * A refused OTP (or OTP send) keeps its counters, which tell the screen to clear the boxes or stop resending.
 */
export const errorReply = object({
  ...envelopeFields,
  data: optional(nullable(unknown())),
  otp_wrongcount: optional(number()),
  otp_regenrate: optional(string()),
});

/** Empty request body `{}`. */
export const emptyRequest = object({});

/** A money amount in rupees at the contract edge (the server keeps integer paise). */
export const rupees = () => number();

export type { Describe };
