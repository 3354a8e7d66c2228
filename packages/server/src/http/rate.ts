import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema/core.ts';
import { DomainError, texts } from './errors.ts';

/** The start of the fixed window `now` falls in. */
const windowOf = (nowMs: number, windowSeconds: number) => nowMs - (nowMs % (windowSeconds * 1000));

/** Adds `n` to a bucket's count in a window, atomically, and answers the new count (every instance's). */
async function addToCounter(db: Db, bucket: string, windowStart: number, n: number): Promise<number> {
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket: bucket.slice(0, 200), windowStart: new Date(windowStart), count: n })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + ${n}` },
    })
    .returning({ count: rateCounters.count });
  return row?.count ?? n;
}

/**
 * Counts one attempt in a fixed window shared by every instance (in the database) and refuses with
 * 429 past `limit`. Exact: each attempt's own place in the count decides. Used per login id, and per
 * IP on the login, OTP and captcha calls (one budget for all of them).
 */
export async function consumeRate(
  db: Db,
  clock: Clock,
  bucket: string,
  limit: number,
  windowSeconds = 60,
): Promise<void> {
  const count = await addToCounter(db, bucket, windowOf(clock.now().getTime(), windowSeconds), 1);
  if (count > limit) throw new DomainError(texts.tooMany, { status: 429, errCode: 'RATE_LIMITED' });
}

/**
 * Counts the different `key`s one `source` uses in a fixed window, shared by every instance (in the
 * database), and refuses a new key with 429 once `limit` different ones were used; keys already used
 * in the window stay allowed. A key is marked used by one insert that only its first request wins, so
 * parallel requests for the same key count once and each new key has its own place in the count.
 */
export async function admitDistinct(
  db: Db,
  clock: Clock,
  source: string,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const windowStart = new Date(windowOf(clock.now().getTime(), windowSeconds));
  const seen = `seen:${source}|${key}`.slice(0, 200);
  const [first] = await db
    .insert(rateCounters)
    .values({ bucket: seen, windowStart, count: 1 })
    .onConflictDoNothing()
    .returning({ count: rateCounters.count });
  if (!first) return;
  const used = await addToCounter(db, `distinct:${source}`, windowStart.getTime(), 1);
  if (used <= limit) return;
  // Refused keys are not marked used, so they stay refused for the rest of the window.
  await db
    .delete(rateCounters)
    .where(and(eq(rateCounters.bucket, seen), eq(rateCounters.windowStart, windowStart)));
  throw new DomainError(texts.tooMany, { status: 429, errCode: 'RATE_LIMITED' });
}

/**
 * Runs `fn` in a transaction that holds a lock named by `key` on every instance, for limits counted
 * from rows (the sends in a sliding window, the credits in an hour): the count read in `fn` and the
 * row that uses up a place are one step, because parallel callers of one key wait in turn and each
 * reads what the earlier ones wrote. Keep `fn` to the count and the insert; the slow work comes after.
 */
export async function underLimitLock<T>(db: Db, key: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return fn(tx);
  });
}

interface WindowCount {
  windowStart: number;
  /** The shared count as the database last answered it (every instance's, this one's included). */
  known: number;
  /** This instance's requests not yet added to the database. */
  pending: number;
}

/**
 * A per-key budget for every request (the global per-IP limit), shared by every instance through the
 * database without a database round trip per request. Below half the budget an instance counts in
 * memory and adds its counts to the database every `flushMs` and every `batch` (1% of the budget)
 * requests of a key; from half the budget on, each request adds itself at once and its own place in
 * the shared count decides. An instance learns the shared count at least every batch, so (up to 50
 * instances) none is still counting in memory when the budget runs out; the most N instances can
 * overshoot is what each counted in memory in its last second and has not sent yet (under a batch),
 * never N budgets. Past the budget, requests are refused without asking the database.
 */
export class SharedRateLimiter {
  private readonly counts = new Map<string, WindowCount>();
  private readonly batch: number;
  private readonly timer: NodeJS.Timeout;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly limit: number,
    private readonly windowSeconds = 60,
    flushMs = 1000,
  ) {
    this.batch = Math.max(1, Math.ceil(limit / 100));
    this.timer = setInterval(() => void this.flushAll(), flushMs);
    this.timer.unref();
  }

  /** Counts a request of `key`; false when the key is past its budget in this window. */
  async allow(key: string): Promise<boolean> {
    const windowStart = windowOf(this.clock.now().getTime(), this.windowSeconds);
    let entry = this.counts.get(key);
    // A past window's counts no longer matter (not even unsent ones).
    if (!entry || entry.windowStart !== windowStart) {
      entry = { windowStart, known: 0, pending: 0 };
      this.counts.set(key, entry);
    }
    entry.pending++;
    // Past the budget already (the shared count only grows in a window): refused without asking.
    if (entry.known >= this.limit) return false;
    if (entry.known + entry.pending <= this.limit / 2) {
      if (entry.pending >= this.batch) await this.flush(key, entry);
      return true;
    }
    entry.pending--;
    const n = entry.pending + 1;
    entry.pending = 0;
    try {
      const total = await addToCounter(this.db, key, windowStart, n);
      entry.known = Math.max(entry.known, total);
      return total <= this.limit;
    } catch (error) {
      // A limiter that cannot count lets the request through rather than take the service down.
      this.log.warn({ err: error }, 'rate counter not updated');
      return true;
    }
  }

  private async flush(key: string, entry: WindowCount): Promise<void> {
    const n = entry.pending;
    if (n === 0) return;
    entry.pending = 0;
    try {
      entry.known = Math.max(entry.known, await addToCounter(this.db, key, entry.windowStart, n));
    } catch (error) {
      entry.pending += n;
      this.log.warn({ err: error }, 'rate counter not updated');
    }
  }

  private async flushAll(): Promise<void> {
    const current = windowOf(this.clock.now().getTime(), this.windowSeconds);
    for (const [key, entry] of this.counts) {
      if (entry.windowStart < current) this.counts.delete(key);
      else await this.flush(key, entry);
    }
    // The counters table keeps an hour of windows (every instance sweeps; the statements are idempotent).
    const now = Date.now();
    if (now - this.lastSweep < 600_000) return;
    this.lastSweep = now;
    try {
      await this.db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(current - 3_600_000)));
    } catch (error) {
      this.log.warn({ err: error }, 'old rate counters not removed');
    }
  }

  /** Sends what is still counted in memory and stops the timer (app close). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    for (const [key, entry] of this.counts) await this.flush(key, entry);
  }
}
