import type { LoginWith } from '@ewa/api';
import { and, eq, gte, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import type { CallContext } from '../../http/calls.ts';
import { admitDistinct } from '../../http/rate.ts';
import { type Account, findAccount } from './accounts.ts';
import { unknownLoginFailures } from './schema.ts';

/**
 * Failed password attempts, counted so that parallel requests cannot check more passwords than the
 * rules allow: an attempt is claimed (counted as a failure) in one conditional statement *before* its
 * password is checked, and a right password gives its claim back. Captcha and block are decided from
 * what the claim returns, never from a count read earlier.
 *
 * An id that names no account is counted the same way under its key, so every reply (and the work
 * behind it) is alike for unknown, real and blocked ids.
 */

export interface AttemptLimits {
  captchaFromFailures: number;
  blockAtFailures: number;
  /** A block ends by itself this many hours after it was set (`EWA_LOGIN_BLOCK_HOURS`). */
  blockHours: number;
}

/** Whom a login id names: an account, or nobody (then only `key` is known). */
export interface LoginSubject {
  key: string;
  account: Account | undefined;
}

/** The key per-id limits and unknown-id failures are counted under. */
export const loginKey = (loginId: string, loginWith: LoginWith) =>
  `${loginWith}:${loginId.trim().toLowerCase()}`;

export async function findSubject(db: Db, loginId: string, loginWith: LoginWith): Promise<LoginSubject> {
  return { key: loginKey(loginId, loginWith), account: await findAccount(db, loginId, loginWith) };
}

/**
 * `findSubject` for a caller: the id is first counted among the different ids the caller's address
 * tried (config `loginIdsPerIp`); one address trying many accounts is refused with 429, alike for real
 * and unknown ids, on every instance.
 */
export async function findSubjectFor(
  ctx: CallContext,
  loginId: string,
  loginWith: LoginWith,
): Promise<LoginSubject> {
  await admitFromSource(ctx, loginKey(loginId, loginWith));
  return findSubject(ctx.db, loginId, loginWith);
}

/** Counts an identity (a login key, a PAN) among those the caller's address tried; 429 past the limit. */
export async function admitFromSource(ctx: CallContext, key: string): Promise<void> {
  const { distinctIds, windowSeconds } = ctx.deps.config.loginIdsPerIp;
  await admitDistinct(ctx.db, ctx.deps.clock, `login-ids:${ctx.ip}`, key, distinctIds, windowSeconds);
}

/**
 * Ends a block set `blockHours` or more ago: the count starts again from 0. A block set meanwhile (at
 * `now`) is never lifted, so parallel callers cannot undo a fresh one; lifting twice does nothing more.
 */
export async function liftExpiredBlock(db: Db, subject: LoginSubject, limits: AttemptLimits, now: Date) {
  const cutoff = new Date(now.getTime() - limits.blockHours * 3600_000);
  if (subject.account) {
    await db
      .update(accounts)
      .set({ blockedAt: null, failedLoginCount: 0 })
      .where(
        and(
          eq(accounts.njAcNo, subject.account.njAcNo),
          isNotNull(accounts.blockedAt),
          lte(accounts.blockedAt, cutoff),
        ),
      );
    return;
  }
  await db
    .delete(unknownLoginFailures)
    .where(
      and(
        eq(unknownLoginFailures.loginKey, subject.key),
        gte(unknownLoginFailures.count, limits.blockAtFailures),
        lte(unknownLoginFailures.updatedAt, cutoff),
      ),
    );
}

/**
 * Attempts counted so far (including ones being checked right now) and whether the id is blocked:
 * an account with `blocked_at`, or any id whose count has reached the limit.
 */
export async function attemptsOf(
  db: Db,
  subject: LoginSubject,
  limits: AttemptLimits,
  now: Date,
): Promise<{ count: number; blocked: boolean }> {
  await liftExpiredBlock(db, subject, limits, now);
  let count: number;
  let blockedAt: Date | null = null;
  if (subject.account) {
    const [row] = await db
      .select({ count: accounts.failedLoginCount, blockedAt: accounts.blockedAt })
      .from(accounts)
      .where(eq(accounts.njAcNo, subject.account.njAcNo));
    count = row?.count ?? 0;
    blockedAt = row?.blockedAt ?? null;
  } else {
    const [row] = await db
      .select({ count: unknownLoginFailures.count })
      .from(unknownLoginFailures)
      .where(eq(unknownLoginFailures.loginKey, subject.key));
    count = row?.count ?? 0;
  }
  return { count, blocked: blockedAt !== null || count >= limits.blockAtFailures };
}

/**
 * Claims one password check: counted at once, allowed only while the id is not blocked, below the
 * limit, and (from the captcha threshold on) when `captchaSolved`. Answers the attempt's number, or
 * undefined when it may not be made (see `attemptsOf` for why).
 */
export async function claimAttempt(
  db: Db,
  subject: LoginSubject,
  limits: AttemptLimits,
  captchaSolved: boolean,
  now: Date,
): Promise<number | undefined> {
  await liftExpiredBlock(db, subject, limits, now);
  const allowed = (count: SQL) =>
    captchaSolved
      ? lt(count, limits.blockAtFailures)
      : and(lt(count, limits.blockAtFailures), lt(count, limits.captchaFromFailures));
  if (subject.account) {
    const [row] = await db
      .update(accounts)
      .set({ failedLoginCount: sql`${accounts.failedLoginCount} + 1` })
      .where(
        and(
          eq(accounts.njAcNo, subject.account.njAcNo),
          isNull(accounts.blockedAt),
          allowed(sql`${accounts.failedLoginCount}`),
        ),
      )
      .returning({ count: accounts.failedLoginCount });
    return row?.count;
  }
  const [row] = await db
    .insert(unknownLoginFailures)
    .values({ loginKey: subject.key, count: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: unknownLoginFailures.loginKey,
      set: { count: sql`${unknownLoginFailures.count} + 1`, updatedAt: now },
      setWhere: allowed(sql`${unknownLoginFailures.count}`),
    })
    .returning({ count: unknownLoginFailures.count });
  return row?.count;
}

/**
 * The claimed attempt failed: it stays counted, and the account is blocked once the count reaches the
 * limit. Answers the count and whether the id is now blocked.
 */
export async function settleFailure(
  db: Db,
  subject: LoginSubject,
  attempt: number,
  limits: AttemptLimits,
  now: Date,
): Promise<{ count: number; blocked: boolean }> {
  if (!subject.account) return { count: attempt, blocked: attempt >= limits.blockAtFailures };
  const [row] = await db
    .update(accounts)
    .set({
      blockedAt: sql`case when ${accounts.failedLoginCount} >= ${limits.blockAtFailures} then coalesce(${accounts.blockedAt}, ${now.toISOString()}::timestamptz) else ${accounts.blockedAt} end`,
    })
    .where(eq(accounts.njAcNo, subject.account.njAcNo))
    .returning({ count: accounts.failedLoginCount, blockedAt: accounts.blockedAt });
  const count = row?.count ?? attempt;
  return { count, blocked: (row?.blockedAt ?? null) !== null };
}

/**
 * The password was right: the claim is given back — the count goes to 0 when no other attempt was
 * claimed meanwhile, else down by this one (the others' failures still count). Without a claim
 * (`attempt` undefined: OTP login) the count goes to 0. False when the account was blocked meanwhile:
 * then nobody signs in.
 */
export async function settleSuccess(db: Db, account: Account, attempt?: number): Promise<boolean> {
  const count = accounts.failedLoginCount;
  const rows = await db
    .update(accounts)
    .set({
      failedLoginCount:
        attempt === undefined
          ? 0
          : sql`case when ${count} = ${attempt} then 0 else greatest(${count} - 1, 0) end`,
    })
    .where(and(eq(accounts.njAcNo, account.njAcNo), isNull(accounts.blockedAt)))
    .returning({ count });
  return rows.length > 0;
}
