import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema/core.ts';
import { DomainError, texts } from './errors.ts';

/**
 * Counts one attempt in a fixed window shared by every instance (in the database) and refuses with
 * 429 past `limit`. Used per login id on login, OTP and captcha; per IP limits are @fastify/rate-limit's.
 */
export async function consumeRate(
  db: Db,
  clock: Clock,
  bucket: string,
  limit: number,
  windowSeconds = 60,
): Promise<void> {
  const nowMs = clock.now().getTime();
  const windowStart = new Date(nowMs - (nowMs % (windowSeconds * 1000)));
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket: bucket.slice(0, 200), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
    })
    .returning({ count: rateCounters.count });
  if ((row?.count ?? 0) > limit)
    throw new DomainError(texts.tooMany, { status: 429, errCode: 'RATE_LIMITED' });
}
