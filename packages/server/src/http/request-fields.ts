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
