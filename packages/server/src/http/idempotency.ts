import { createHash } from 'node:crypto';
import type { CallContext } from './calls.ts';
import { DomainError } from './errors.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
export const BAD_IDEMPOTENCY_KEY_TEXT = 'Idempotency-Key must be 8 to 64 letters, digits, - or _.';

/**
 * The optional `Idempotency-Key` header of a call that moves money or state (a cart confirmation,
 * an authorization); a malformed one is a 400 naming it, never ignored.
 */
export function idempotencyKeyOf(ctx: Pick<CallContext, 'header'>): string | undefined {
  const key = ctx.header('idempotency-key');
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new DomainError(BAD_IDEMPOTENCY_KEY_TEXT, {
      status: 400,
      field: 'Idempotency-Key',
      errCode: 'BAD_REQUEST',
    });
  return key;
}

/** A call that must be safe to repeat: without an `Idempotency-Key` it is refused (400) with `text`. */
export function requireIdempotencyKey(key: string | undefined, text: string): asserts key is string {
  if (!key) throw new DomainError(text, { status: 400, field: 'Idempotency-Key', errCode: 'BAD_REQUEST' });
}

/** JSON with object keys sorted at every level, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What an idempotency key stands for: SHA-256 of the request's canonical JSON. */
export function requestHashOf(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}
