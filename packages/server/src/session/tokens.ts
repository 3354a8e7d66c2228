import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { resolveSecret } from '../db/secrets.ts';

/** What a token carries: the session it names and the user's account codes (spec 000 §6). */
export interface TokenClaims {
  sid: string;
  njAcNo: string;
  loginId: string;
  accType: string;
  /**
   * Set on a session that may make only some calls (the mapping authorization login: `authorize:<id>`,
   * one transaction). Unset: the account's full session.
   */
  scope?: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/**
 * Signs and checks session tokens (`v1.<claims>.<hmac>`). The session row is still checked on every call.
 * A token whose signature has been checked is remembered (a bounded map, oldest out first), so the
 * calls that follow skip the HMAC and decoding; its expiry is still checked on every call.
 */
export class TokenSigner {
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly secret: Buffer,
    private readonly remember = 10_000,
  ) {}

  sign(claims: TokenClaims): string {
    const body = `v1.${b64(JSON.stringify(claims))}`;
    return `${body}.${b64(createHmac('sha256', this.secret).update(body).digest())}`;
  }

  /** The claims of a well-signed, unexpired token; undefined otherwise. */
  verify(token: string, nowSeconds: number): TokenClaims | undefined {
    let claims = this.verified.get(token);
    if (!claims) {
      claims = this.checkSignature(token);
      if (!claims) return undefined;
      if (this.verified.size >= this.remember) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, claims);
    }
    if (claims.exp <= nowSeconds) {
      this.verified.delete(token);
      return undefined;
    }
    return claims;
  }

  private checkSignature(token: string): TokenClaims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== 'v1') return undefined;
    const expected = createHmac('sha256', this.secret).update(`${parts[0]}.${parts[1]}`).digest();
    const given = Buffer.from(parts[2] ?? '', 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as TokenClaims;
      if (typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return undefined;
      // The map hands the same object to every call: nobody may change it.
      return Object.freeze(claims);
    } catch {
      return undefined;
    }
  }

  /**
   * A 32-byte key for one purpose (e.g. encrypting authorization links), derived from the secret
   * with HKDF-SHA256, so one configured secret serves every purpose without one key opening another.
   */
  deriveKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.secret, 'ewa-derived-key', purpose, 32));
  }

  /** A keyed hash for short secrets kept in the database (OTP and captcha texts). */
  digest(purpose: string, value: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\0${value}`).digest('base64url');
  }
}

/**
 * The signing secret: `EWA_TOKEN_SECRET` when set, else one generated on first start and kept in the
 * database, so every instance on the same database signs alike and nothing secret lives in the repo.
 */
export function resolveTokenSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  return resolveSecret(db, 'token-hmac', configured);
}
