import { type ClientOptions, createClient } from '@ewa/api/client';
import type { ApiPort } from './api.ts';

/** The contract client on `/api`: loaded with the first call, so the login page renders without it. */
export function createPortalClient(
  handlers: Pick<ClientOptions, 'getToken' | 'onUnauthorized' | 'onExpectationFailed'>,
): ApiPort {
  return createClient({
    baseURL: `${globalThis.location?.origin ?? ''}/api`,
    ...handlers,
    // Replies are checked against their structs while developing; production trusts the contract tests.
    validateReplies: import.meta.env?.DEV ?? false,
  });
}
