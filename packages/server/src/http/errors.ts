import type { FieldError } from '@ewa/api';
/** The spec's texts for failures the server itself produces (spec 000 §8, 001 §8). */
export const texts = {
  generic: 'Oops! Something went wrong. Please try again!!',
  sessionExpired: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
  unauthorisedAccess: 'UNAUTHORIZED ACCESS',
  notFound: 'The requested service was not found.',
  tooMany: 'Too many attempts. Please try again after some time.',
  badJson: 'Request body should be valid JSON.',
} as const;

export type DomainStatus = 200 | 400 | 401 | 403 | 404 | 409 | 417 | 422 | 429;

/**
 * A failure the user is told about, carrying the user-facing text.
 * - status 200 (default): the spec's `isSuccess: false` answer, shown by the screen that asked;
 * - 417: the app stores the message and opens the error page; 401: the app logs out;
 * - `extra` adds the call's top-level fields (e.g. `attemptCount`) and must fit the call's reply struct.
 */
export class DomainError extends Error {
  readonly status: DomainStatus;
  readonly errCode: string | undefined;
  readonly field: string | undefined;
  readonly extra: Record<string, unknown>;
  readonly data: unknown;

  constructor(
    message: string,
    options: {
      status?: DomainStatus;
      errCode?: string;
      field?: string;
      extra?: Record<string, unknown>;
      data?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = options.status ?? 200;
    this.errCode = options.errCode;
    this.field = options.field;
    this.extra = options.extra ?? {};
    this.data = options.data;
  }
}

/** The session is missing, expired or revoked. */
export function unauthorized(message: string = texts.sessionExpired): DomainError {
  return new DomainError(message, { status: 401, errCode: 'UNAUTHORIZED' });
}

/** The session may not act on this account. */
export function forbidden(): DomainError {
  return new DomainError(texts.unauthorisedAccess, { status: 403, errCode: 'FORBIDDEN' });
}

/**
 * The one own-account guard: a session acts only on its own account. `requested` absent (a call
 * whose account field is optional) means the session's. Answers the account to act on.
 */
export function requireOwnAccount(sessionAcNo: string, requested: string | undefined): string {
  if (requested !== undefined && requested !== sessionAcNo) throw forbidden();
  return sessionAcNo;
}

/** A form's refusal (400): every field its rules refused, the first also as `field`. */
export function refuseFields(errors: readonly FieldError[], fallback = texts.generic): never {
  const [first] = errors;
  throw new DomainError(first?.message ?? fallback, {
    status: 400,
    errCode: 'FIELD_INVALID',
    field: first?.field,
    extra: { errors },
  });
}
