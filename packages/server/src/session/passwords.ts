import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const argon2id = { algorithm: 2 } as const; // Argon2id in the library's const enum; its defaults: 19 MiB, 2 passes

/** A hash of a random password nobody knows, made once, with the same settings as every real hash. */
let dummyHash: Promise<string> | undefined;

/** Password hashing, as one object so a test can count the checks it makes. */
export const passwordHasher = {
  hash: (password: string): Promise<string> => hash(password, argon2id),
  verify: (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password),
  /**
   * Spends the time of a real check where there is no password to check (an unknown or blocked id),
   * so the reply's timing does not tell those ids from real ones. Always false.
   */
  verifyDummy: async (password: string): Promise<false> => {
    dummyHash ??= hash(randomBytes(24).toString('base64url'), argon2id);
    await verify(await dummyHash, password);
    return false;
  },
};

export function hashPassword(password: string): Promise<string> {
  return passwordHasher.hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordHasher.verify(passwordHash, password);
}
