import { timingSafeEqual } from 'node:crypto';
import { HOLDER_CODES, type HolderCode } from '@ewa/api';
import type { TokenSigner } from '../../session/tokens.ts';

/** How long a FATCA form link works. */
export const FATCA_LINK_SECONDS = 60 * 60;

/** What a FATCA link's token names: one account, one holder, until when. */
export interface FatcaLinkClaims {
  ucc: string;
  holder: HolderCode;
  /** Seconds since the epoch. */
  exp: number;
}

const PREFIX = 'f1';
const PURPOSE = 'fatca-link';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * Signs a FATCA link token (`f1.<claims>.<mac>`) with the server's token secret under its own
 * purpose, so it can never pass for a session token, nor a session token for it.
 */
export function signFatcaLink(tokens: TokenSigner, claims: FatcaLinkClaims): string {
  const body = `${PREFIX}.${b64(JSON.stringify(claims))}`;
  return `${body}.${tokens.digest(PURPOSE, body)}`;
}

/** Whether `token` is a well-signed, unexpired link for exactly this account and holder. */
export function fatcaLinkAllows(
  tokens: TokenSigner,
  token: string,
  ucc: string,
  holder: string,
  nowSeconds: number,
): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return false;
  const body = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(tokens.digest(PURPOSE, body));
  const given = Buffer.from(parts[2] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  let claims: Partial<FatcaLinkClaims>;
  try {
    claims = JSON.parse(
      Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'),
    ) as Partial<FatcaLinkClaims>;
  } catch {
    return false;
  }
  return (
    claims.ucc === ucc &&
    claims.holder === holder &&
    (HOLDER_CODES as readonly string[]).includes(holder) &&
    typeof claims.exp === 'number' &&
    claims.exp > nowSeconds
  );
}
