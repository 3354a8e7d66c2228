import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TokenSigner } from '../../session/tokens.ts';

/**
 * The encrypted reference of one pending transaction: the partner's link (`d`), the list's
 * `encryptedData`, the receipt's `tid`. AES-256-GCM under a key derived from the server's token
 * secret, so it is both secret (the id inside cannot be read) and authenticated (a changed byte,
 * another server's key or a forged reference fails to open). It carries its own expiry.
 */
export interface LinkClaims {
  /** auth_transactions.id */
  id: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Which receipt the reference opens: the transaction, or a second part (switch SIP, NFO SIP). */
  part?: 'SIP' | 'NPIP';
}

export const LINK_DAYS = 7;
const VERSION = 1;
const AAD = Buffer.from('ewa-authorize-link-v1');

export type LinkProblem = 'invalid' | 'expired';

export class LinkSealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a link key is 32 bytes');
  }

  seal(claims: LinkClaims): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.of(VERSION), iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The claims of a reference this server sealed and that has not expired; else why not. */
  open(reference: string, nowSeconds: number): LinkClaims | LinkProblem {
    const raw = Buffer.from(reference, 'base64url');
    // version, iv, at least one byte of body, tag
    if (raw.length < 1 + 12 + 1 + 16 || raw[0] !== VERSION || raw.toString('base64url') !== reference)
      return 'invalid';
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(1, 13));
      decipher.setAAD(AAD);
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const text = Buffer.concat([
        decipher.update(raw.subarray(13, raw.length - 16)),
        decipher.final(),
      ]).toString('utf8');
      const claims = JSON.parse(text) as LinkClaims;
      if (!Number.isSafeInteger(claims.id) || typeof claims.exp !== 'number') return 'invalid';
      return claims.exp <= nowSeconds ? 'expired' : claims;
    } catch {
      return 'invalid';
    }
  }
}

/** The portal address a partner sends: the detail page with the sealed reference. */
export function partnerLink(reference: string): string {
  return `/ewa/transact/authorize/detail?d=${reference}&rf=al`;
}

/** The app's link sealer: its key derived from the token secret for this purpose only. */
export function linkSealerFor(tokens: Pick<TokenSigner, 'deriveKey'>): LinkSealer {
  return new LinkSealer(tokens.deriveKey('authorize-link'));
}
