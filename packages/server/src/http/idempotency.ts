import { createHash } from 'node:crypto';
import { type Call, MONEY_DOOR } from '@ewa/api';
import { DomainError } from './errors.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The `Idempotency-Key` header of a money call: required, and a malformed one is a 400 naming it.
 * Every money call's key is read here (the router's one door), never by an area.
 */
export function moneyKeyOf(header: string | string[] | undefined): string {
  const refuse = (text: string) =>
    new DomainError(text, { status: 400, field: MONEY_DOOR.header, errCode: 'BAD_REQUEST' });
  if (header === undefined || header === '') throw refuse(MONEY_DOOR.needsKey);
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw refuse(MONEY_DOOR.badKey);
  return header;
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
function requestHashOf(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** A money call's request as its key stands for it: less the fields the call says a key ignores. */
export function moneyRequestHash(call: Pick<Call, 'keyIgnores'>, request: unknown): string {
  if (!call.keyIgnores?.length || !request || typeof request !== 'object') return requestHashOf(request);
  const kept = { ...(request as Record<string, unknown>) };
  for (const field of call.keyIgnores) delete kept[field];
  return requestHashOf(kept);
}
