import type { Client } from '@ewa/api';

/**
 * What the stores need from the contract client: one typed call. The real one is `@ewa/api`'s
 * createClient (wired in root.ts); store tests hand in a scripted fake.
 */
export type ApiPort = Pick<Client, 'call'>;

/** The spec's generic failure text (spec 000 §8). */
export const GENERIC_FAILURE = 'Oops! Something went wrong. Please try again!!';

/** A failure whose message is meant for the user (a server's displayMessage, a spec text). */
export class ShownError extends Error {
  override readonly name = 'ShownError';
}

/** The text to show for a failed call or flow. */
export function failureText(error: unknown): string {
  if (error instanceof ShownError) return error.message;
  if (error instanceof Error && error.name === 'ApiError') return error.message;
  return GENERIC_FAILURE;
}
