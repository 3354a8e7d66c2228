import {
  type authenticateAuthorization,
  type DataOf,
  type getAuthLinkDetail,
  mappingSecretProblem,
  type ReplyOf,
  type RequestOf,
} from '@ewa/api';
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/core.ts';
import type { CallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import { hashPassword, verifyPassword } from '../../session/passwords.ts';
import { openSession } from '../../session/sessions.ts';
import { AUTH_TEXTS } from './rules.ts';
import { authorizationLogins, authTransactions } from './schema.ts';
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
 * link's transaction. Failures are counted like password logins and block at the same limit.
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

  const secret = request.password.trim();
  const hash = secret.length === 4 ? secrets.pinHash : secrets.dobHash;
  if (!hash || !(await verifyPassword(hash, secret))) {
    const [counted] = await deps.db
      .update(authorizationLogins)
      .set({
        failedCount: sql`${authorizationLogins.failedCount} + 1`,
        blockedAt: sql`case when ${authorizationLogins.failedCount} + 1 >= ${deps.config.login.blockAtFailures} then now() else null end`,
      })
      .where(eq(authorizationLogins.njAcNo, account.njAcNo))
      .returning({ failedCount: authorizationLogins.failedCount });
    const blocked = (counted?.failedCount ?? 0) >= deps.config.login.blockAtFailures;
    throw await fail(blocked ? MAPPING_TEXTS.blocked : MAPPING_TEXTS.failed, blocked ? 'BLOCKED' : 'INVALID');
  }
  await deps.db
    .update(authorizationLogins)
    .set({ failedCount: 0 })
    .where(eq(authorizationLogins.njAcNo, account.njAcNo));
  const { token } = await openSession(
    deps,
    { njAcNo: account.njAcNo, loginId: account.njAcNo, accType: account.accType, scope },
    ctx,
  );
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
