import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing, as one object so a test can count the checks it makes.
 * argon2id with the library's defaults (19 MiB, 2 passes); 2 is Argon2id in its const enum.
 */
export const passwordHasher = {
  hash: (password: string): Promise<string> => hash(password, { algorithm: 2 }),
  verify: (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password),
};

export function hashPassword(password: string): Promise<string> {
  return passwordHasher.hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordHasher.verify(passwordHash, password);
}
