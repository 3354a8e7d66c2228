import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes); 2 is Argon2id in its const enum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
