/**
 * The password policy (ASVS V6.2), once, for the server and the app: 8 to 128 characters of any kind
 * (no composition rules), not a common or easily guessed password, and not containing the account
 * number or the login id. Guessability comes from zxcvbn-ts and its common-password dictionary.
 *
 * The dictionary weighs a few hundred kilobytes: import this module on its own (`@ewa/api/password-policy`,
 * lazily in the app), never through the package index. The policy applies when a password is set,
 * never when one is checked at login.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TEXTS } from './texts.ts';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'containsId' | 'guessable';

/** zxcvbn scores 0–4; 3 and up means "safely unguessable" against an online and a slow offline attack. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * Why `password` may not be set for the holder of `identifiers` (account number, login ids), or
 * undefined when it may. Length counts characters (code points), not UTF-16 units.
 */
export function passwordProblem(
  password: string,
  identifiers: readonly string[] = [],
): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.toLowerCase();
  const ids = identifiers.map((id) => id.trim().toLowerCase()).filter((id) => id.length >= 4);
  if (ids.some((id) => lower.includes(id))) return 'containsId';
  if (strength().check(password, ids).score < MIN_PASSWORD_SCORE) return 'guessable';
  return undefined;
}

/** The reason shown under the field, or '' when the password may be set. */
export function passwordProblemText(password: string, identifiers: readonly string[] = []): string {
  const problem = passwordProblem(password, identifiers);
  return problem ? PASSWORD_TEXTS[problem] : '';
}
