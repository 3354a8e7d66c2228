import type { Client } from '@ewa/api';

/**
 * What the stores need from the contract client: one typed call. The real one is `@ewa/api`'s
 * createClient (wired in root.ts); store tests hand in a scripted fake.
 */
export type ApiPort = Pick<Client, 'call'>;

/** The spec's generic failure text (spec 000 §8). */
export const GENERIC_FAILURE = 'Oops! Something went wrong. Please try again!!';
