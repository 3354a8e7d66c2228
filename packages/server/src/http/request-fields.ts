import type { StructError } from 'superstruct';

/** Turns a superstruct failure into the field that failed and the spec's message for it (spec 000 §5). */
export function describeInvalid(error: StructError): { field: string; message: string } {
  const failure = error.failures()[0] ?? error;
  const field = failure.path.length > 0 ? failure.path.join('.') : '(body)';
  if (failure.path.length === 0) return { field, message: 'Request body should be a JSON object.' };
  if (failure.type === 'never') return { field, message: `${field} is not allowed.` };
  if (failure.value === undefined || failure.value === '')
    return { field, message: `${field} cannot be empty.` };
  return { field, message: `${field} should be valid.` };
}

/**
 * The field of the first string (or key) holding a NUL character, which no text column can store
 * (PostgreSQL refuses it, so it would surface as a 500); `(body)` for a bare string. Undefined if none.
 */
export function nulField(value: unknown, path: string[] = []): string | undefined {
  const here = () => (path.length > 0 ? path.join('.') : '(body)');
  if (typeof value === 'string') return value.includes('\0') ? here() : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return here();
    const found = nulField(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
