/**
 * Reading a reply the way every screen and the server do. Apart from the amount rules, so the login
 * page, which needs only these, downloads nothing else.
 */

/** The text a failed reply gives the user: its displayMessage, else its message, else `fallback`. */
export function replyText(
  reply: { displayMessage?: string | null; message?: string | null } | null | undefined,
  fallback: string,
): string {
  return reply?.displayMessage || reply?.message || fallback;
}

/** The spec's yes/no flags ('Y' / 'N', sometimes lower case): true only for yes. */
export function isYes(flag: string | null | undefined): boolean {
  return flag === 'Y' || flag === 'y';
}
