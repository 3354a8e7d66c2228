import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { accounts, sessions } from '../db/schema/core.ts';
import { type SessionAccount, sessionAccountColumns } from '../db/session-cache.ts';
import { type InstanceState, PerInstance } from '../instance.ts';
import type { TokenSigner } from './tokens.ts';

/** The signed-in user as every session call sees it. */
export interface Session {
  id: string;
  njAcNo: string;
  loginId: string;
  accType: string;
  /** A session limited to some calls (see TokenClaims.scope); unset for a full session. */
  scope?: string;
  /**
   * The account's row as of this request, read in the same query as the session (one round trip
   * for the many calls that need it). Absent only on a session made by `openSession` in-process.
   */
  account?: SessionAccount;
}

export interface SessionDeps {
  db: Db;
  clock: Clock;
  config: Pick<ServerConfig, 'session'>;
  tokens: TokenSigner;
  /** Its session cache is used when present (the app always hands it in). */
  database?: Pick<Database, 'sessionCache'>;
  /** What the app keeps in memory: the prepared session lookup. */
  instance: InstanceState;
}

type CacheDeps = { database?: Pick<Database, 'sessionCache'> };

/** Opens a session and answers its token. */
export async function openSession(
  deps: SessionDeps,
  account: { njAcNo: string; loginId: string; accType: string; scope?: string },
  from: { ip: string; userAgent: string },
): Promise<{ token: string; session: Session }> {
  const now = deps.clock.now();
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + deps.config.session.absoluteSeconds * 1000);
  await deps.db.insert(sessions).values({
    id,
    njAcNo: account.njAcNo,
    loginId: account.loginId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: from.ip,
    userAgent: from.userAgent.slice(0, 300),
  });
  const token = deps.tokens.sign({
    sid: id,
    njAcNo: account.njAcNo,
    loginId: account.loginId,
    accType: account.accType,
    ...(account.scope ? { scope: account.scope } : {}),
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  return { token, session: { id, ...account } };
}

/** The session lookup runs on every authenticated call: prepared once per app instance. */
const sessionLookups = new PerInstance((deps: SessionDeps) => prepareLookup(deps.db));
function prepareLookup(db: Db) {
  return db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      account: sessionAccountColumns,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.njAcNo, sessions.njAcNo))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('ewa_session_with_account');
}
/**
 * The live session a bearer token names, or undefined when the token is forged, expired (idle or
 * absolute) or revoked. Activity is recorded at most every few seconds so reads stay cheap.
 * A session read within the last moment is reused (see db/session-cache.ts for why a revocation still
 * takes effect on the next call); expiry is checked against the clock on every call either way.
 */
export async function resolveSession(deps: SessionDeps, token: string): Promise<Session | undefined> {
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const claims = deps.tokens.verify(token, Math.floor(nowMs / 1000));
  if (!claims) return undefined;
  const cache = deps.database?.sessionCache;
  let live = cache?.get(claims.sid);
  if (!live) {
    const generation = cache?.generation ?? 0;
    const [row] = await sessionLookups.of(deps).execute({ id: claims.sid });
    if (!row || row.revokedAt) return undefined;
    live = {
      njAcNo: row.account.njAcNo,
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      account: row.account,
    };
    cache?.store(claims.sid, live, generation);
  }
  if (live.expiresAt <= nowMs || live.account.blockedAt) return undefined;
  const idleMs = deps.config.session.idleSeconds * 1000;
  const sinceSeen = nowMs - live.lastSeenAt;
  if (sinceSeen >= idleMs) return undefined;
  if (sinceSeen >= Math.min(30_000, idleMs / 4)) {
    // Marked first, so the calls arriving meanwhile do not write it again.
    live.lastSeenAt = nowMs;
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, claims.sid));
  }
  return {
    id: claims.sid,
    njAcNo: claims.njAcNo,
    loginId: claims.loginId,
    accType: claims.accType,
    ...(claims.scope ? { scope: claims.scope } : {}),
    account: live.account,
  };
}

/**
 * After this instance changed an account (its flags, its password): the next call of any of its
 * sessions reads the account again. Other instances learn it from the database's change notice.
 */
export function forgetAccount(deps: CacheDeps, njAcNo: string): void {
  deps.database?.sessionCache.dropAccount(njAcNo);
}

export async function revokeSession(
  deps: Pick<SessionDeps, 'db' | 'clock'> & CacheDeps,
  id: string,
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  deps.database?.sessionCache.dropSession(id);
}

/** Ends every session of an account (password change, block). */
export async function revokeAccountSessions(
  deps: Pick<SessionDeps, 'db' | 'clock'> & CacheDeps,
  njAcNo: string,
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.njAcNo, njAcNo), isNull(sessions.revokedAt)));
  forgetAccount(deps, njAcNo);
}

/**
 * Ends one session of an account, if it is that account's and still open: another account's session
 * id changes nothing. Answers whether a session ended.
 */
export async function revokeOwnSession(
  deps: Pick<SessionDeps, 'db' | 'clock'> & CacheDeps,
  njAcNo: string,
  id: string,
): Promise<boolean> {
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, id), eq(sessions.njAcNo, njAcNo), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  deps.database?.sessionCache.dropSession(id);
  return ended.length > 0;
}

/** Ends every open session of an account but one (the caller's); answers how many ended. */
export async function revokeOtherSessions(
  deps: Pick<SessionDeps, 'db' | 'clock'> & CacheDeps,
  njAcNo: string,
  keepId: string,
): Promise<number> {
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.njAcNo, njAcNo), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  for (const { id } of ended) deps.database?.sessionCache.dropSession(id);
  return ended.length;
}
