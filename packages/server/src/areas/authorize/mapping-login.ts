import {
  type authenticateAuthorization,
  type DataOf,
  type getAuthLinkDetail,
  mappingSecretProblem,
  type ReplyOf,
  type RequestOf,
} from '@ewa/api';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import type { CallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import { hashPassword, verifyPassword } from '../../session/passwords.ts';
import { openSession, revokeSession } from '../../session/sessions.ts';
import { AUTH_TEXTS } from './rules.ts';
import { authorizationLoginSessions, authorizationLogins, authTransactions } from './schema.ts';
import type { AuthorizeDeps } from './transactions.ts';
import { scopeFor } from './transactions.ts';

export const MAPPING_TEXTS = {
  failed: 'The Date of Birth/PIN does not match our records.',
  blocked:
    'Your authorization login has been blocked after repeated failures. Please log in with your password to authorize.',
  notEnabled: 'Please log in with your password to authorize this transaction.',
} as const;

/** The account a link belongs to, as the mapping login page shows it (public: the link is the key). */
export async function linkDetail(
  ad: AuthorizeDeps,
  reference: string,
): Promise<DataOf<typeof getAuthLinkDetail>> {
  const claims = ad.sealer.open(reference, Math.floor(ad.deps.clock.now().getTime() / 1000));
  if (claims === 'invalid') throw new DomainError(AUTH_TEXTS.linkInvalid, { errCode: 'LINK_INVALID' });
  if (claims === 'expired') throw new DomainError(AUTH_TEXTS.linkExpired, { errCode: 'LINK_EXPIRED' });
  const [row] = await ad.deps.db
    .select({
      njAcNo: accounts.njAcNo,
      name: accounts.appName,
      module: accounts.authorizationModule,
      status: authTransactions.status,
    })
    .from(authTransactions)
    .innerJoin(accounts, eq(accounts.njAcNo, authTransactions.njAcNo))
    .where(eq(authTransactions.id, claims.id));
  if (!row) throw new DomainError(AUTH_TEXTS.notFound, { errCode: 'NOT_FOUND' });
  if (row.status !== 'PENDING') throw new DomainError(AUTH_TEXTS.linkUsed, { errCode: 'LINK_USED' });
  return { njAcNo: row.njAcNo, name: row.name, AuthorizationModule: row.module ? 'Y' : 'N' };
}

/**
 * `login/authenticateAuthorization` (spec 000 §2, §5): the account number and its Date of Birth
 * (DDMMYYYY) or 4-digit PIN. Only accounts whose authorization-module flag is set may sign in this
 * way; the session it opens answers only the authorization calls, and with a link only for that
 * link's transaction. Failures are counted like password logins and block at the same limit; a block
 * ends the sessions this login opened.
 */
export async function authenticateForAuthorization(
  ad: AuthorizeDeps,
  request: RequestOf<typeof authenticateAuthorization>,
  ctx: CallContext,
): Promise<ReplyOf<typeof authenticateAuthorization>> {
  const { deps } = ad;
  const problem = mappingSecretProblem(request.password);
  if (problem) throw new DomainError(problem, { field: 'password', errCode: 'INVALID' });
  await consumeRate(
    deps.db,
    deps.clock,
    `authlogin:${request.loginId}`,
    deps.config.rateLimit.perLoginIdPerMinute,
  );
  const [account] = await deps.db.select().from(accounts).where(eq(accounts.njAcNo, request.loginId));
  const [secrets] = account
    ? await deps.db.select().from(authorizationLogins).where(eq(authorizationLogins.njAcNo, account.njAcNo))
    : [];
  const fail = async (text: string, errCode: string) => {
    await ctx.audit({
      action: 'authorize.login',
      outcome: errCode === 'BLOCKED' ? 'blocked' : 'failure',
      actor: request.loginId,
      njAcNo: account?.njAcNo ?? null,
      detail: { errCode },
    });
    return new DomainError(text, { errCode });
  };
  if (!account || !secrets || !account.authorizationModule)
    throw await fail(MAPPING_TEXTS.notEnabled, 'NOT_ENABLED');
  if (secrets.blockedAt) throw await fail(MAPPING_TEXTS.blocked, 'BLOCKED');

  let scope = 'authorize:*';
  if (request.encryptedData) {
    const claims = ad.sealer.open(request.encryptedData, Math.floor(deps.clock.now().getTime() / 1000));
    if (claims === 'invalid') throw await fail(AUTH_TEXTS.linkInvalid, 'LINK_INVALID');
    if (claims === 'expired') throw await fail(AUTH_TEXTS.linkExpired, 'LINK_EXPIRED');
    scope = scopeFor(claims.id);
  }

  const limit = deps.config.login.blockAtFailures;
  const now = deps.clock.now();
  const attempt = await claimMappingAttempt(deps.db, account.njAcNo, limit);
  if (attempt === undefined) throw await fail(MAPPING_TEXTS.blocked, 'BLOCKED');

  const secret = request.password.trim();
  const hash = secret.length === 4 ? secrets.pinHash : secrets.dobHash;
  if (!hash || !(await verifyPassword(hash, secret))) {
    const blocked = await settleMappingFailure(deps, account.njAcNo, limit, now);
    throw await fail(blocked ? MAPPING_TEXTS.blocked : MAPPING_TEXTS.failed, blocked ? 'BLOCKED' : 'INVALID');
  }
  if (!(await settleMappingSuccess(deps.db, account.njAcNo, attempt)))
    throw await fail(MAPPING_TEXTS.blocked, 'BLOCKED');
  const { token, session } = await openSession(
    deps,
    { njAcNo: account.njAcNo, loginId: account.njAcNo, accType: account.accType, scope },
    ctx,
  );
  await deps.db.insert(authorizationLoginSessions).values({ sessionId: session.id, njAcNo: account.njAcNo });
  // A block set meanwhile may have ended the login's sessions before this one was recorded: end it too.
  const [standing] = await deps.db
    .select({ blockedAt: authorizationLogins.blockedAt })
    .from(authorizationLogins)
    .where(eq(authorizationLogins.njAcNo, account.njAcNo));
  if (standing?.blockedAt) {
    await endMappingSessions(deps, account.njAcNo);
    throw await fail(MAPPING_TEXTS.blocked, 'BLOCKED');
  }
  await ctx.audit({
    action: 'authorize.login',
    outcome: 'success',
    actor: account.njAcNo,
    njAcNo: account.njAcNo,
    detail: { scope },
  });
  return {
    isSuccess: true,
    message: 'Login successful.',
    token,
    data: {
      userData: {
        loginId: account.njAcNo,
        njAcNo: account.njAcNo,
        name: account.appName,
        AuthorizationModule: 'Y',
      },
    },
  };
}

/**
 * Claims one check of a secret, as the password login does (login/attempts.ts): counted as a failure
 * in one conditional statement before the secret is checked, allowed only while the login is not
 * blocked and below the limit, so parallel requests check no more secrets than the limit allows.
 * Answers the attempt's number, or undefined when none may be made.
 */
async function claimMappingAttempt(db: Db, njAcNo: string, limit: number): Promise<number | undefined> {
  const [claimed] = await db
    .update(authorizationLogins)
    .set({ failedCount: sql`${authorizationLogins.failedCount} + 1` })
    .where(
      and(
        eq(authorizationLogins.njAcNo, njAcNo),
        isNull(authorizationLogins.blockedAt),
        lt(authorizationLogins.failedCount, limit),
      ),
    )
    .returning({ attempt: authorizationLogins.failedCount });
  return claimed?.attempt;
}

/** A wrong secret: its claim stays counted; at the limit the login is blocked and its sessions end. */
async function settleMappingFailure(
  deps: AuthorizeDeps['deps'],
  njAcNo: string,
  limit: number,
  now: Date,
): Promise<boolean> {
  const [row] = await deps.db
    .update(authorizationLogins)
    .set({
      blockedAt: sql`case when ${authorizationLogins.failedCount} >= ${limit} then coalesce(${authorizationLogins.blockedAt}, ${now.toISOString()}::timestamptz) else ${authorizationLogins.blockedAt} end`,
    })
    .where(eq(authorizationLogins.njAcNo, njAcNo))
    .returning({ blockedAt: authorizationLogins.blockedAt });
  const blocked = (row?.blockedAt ?? null) !== null;
  if (blocked) await endMappingSessions(deps, njAcNo);
  return blocked;
}

/**
 * The right secret: the claim is given back (the count to 0 when no other attempt was claimed
 * meanwhile, else down by this one). False when the login was blocked meanwhile: nobody signs in.
 */
async function settleMappingSuccess(db: Db, njAcNo: string, attempt: number): Promise<boolean> {
  const count = authorizationLogins.failedCount;
  const rows = await db
    .update(authorizationLogins)
    .set({ failedCount: sql`case when ${count} = ${attempt} then 0 else greatest(${count} - 1, 0) end` })
    .where(and(eq(authorizationLogins.njAcNo, njAcNo), isNull(authorizationLogins.blockedAt)))
    .returning({ count });
  return rows.length > 0;
}

/** Ends every session the mapping login opened for the account (its block). */
async function endMappingSessions(deps: AuthorizeDeps['deps'], njAcNo: string): Promise<void> {
  const opened = await deps.db
    .select({ id: authorizationLoginSessions.sessionId })
    .from(authorizationLoginSessions)
    .where(eq(authorizationLoginSessions.njAcNo, njAcNo));
  for (const { id } of opened) await revokeSession(deps, id);
}

/** The mapping login's secrets of one account (demo seed, tests): a 4-digit PIN and a DDMMYYYY date. */
export async function setAuthorizationSecrets(
  deps: Pick<AuthorizeDeps['deps'], 'db'>,
  njAcNo: string,
  secrets: { pin: string; dob: string },
): Promise<void> {
  const [pinHash, dobHash] = await Promise.all([hashPassword(secrets.pin), hashPassword(secrets.dob)]);
  await deps.db
    .insert(authorizationLogins)
    .values({ njAcNo, pinHash, dobHash })
    .onConflictDoUpdate({
      target: authorizationLogins.njAcNo,
      set: { pinHash, dobHash, failedCount: 0, blockedAt: null },
    });
}
