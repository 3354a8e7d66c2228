/**
 * The SQLSTATE of a database error, whether the driver threw it or a query builder wrapped it
 * (drizzle keeps the driver's error as `cause`). Undefined for anything else.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    if (typeof e !== 'object') break;
  }
  return undefined;
}

/** A unique index refused a row (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === '23505';
