import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSecrets } from './schema/core.ts';

/**
 * A shared secret by name: from the environment when set, else generated once and kept in the
 * database (so every instance and every restart signs and verifies with the same key).
 */
export async function resolveSecret(db: Db, name: string, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return Buffer.from(row.value, 'base64url');
}
