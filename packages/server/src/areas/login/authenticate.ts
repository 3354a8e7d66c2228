import type { authenticate as authenticateCall, LoginWith, ReplyOf, RequestOf } from '@ewa/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import type { CallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import { verifyPassword } from '../../session/passwords.ts';
import { openSession } from '../../session/sessions.ts';
import { type Account, findAccount, loginIdOf, userDataOf } from './accounts.ts';
import { captchaCookie, consumeCaptcha } from './captcha.ts';
import { unknownLoginFailures } from './schema.ts';

type AuthRequest = RequestOf<typeof authenticateCall>;
type AuthReply = ReplyOf<typeof authenticateCall>;

export const loginTexts = {
  invalid: 'Invalid Login ID or Password.',
  blocked:
    'Your account has been blocked due to multiple failed login attempts. Please reset your password using Forgot Password.',
  captchaEmpty: 'Captcha cannot be empty.',
  captchaInvalid: 'Captcha should be valid.',
  success: 'Login successful.',
} as const;

/** The key per-id limits and unknown-id failures are counted under. */
export const loginKey = (loginId: string, loginWith: LoginWith) =>
  `${loginWith}:${loginId.trim().toLowerCase()}`;

/** Refuses a blocked account with `ucc_block`; nothing else is checked, so a right password cannot unblock. */
export async function refuseIfBlocked(
  ctx: CallContext,
  account: Account,
  action: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (!account.blockedAt) return;
  await ctx.audit({ action, outcome: 'blocked', actor: account.njAcNo, njAcNo: account.njAcNo });
  throw new DomainError(loginTexts.blocked, { errCode: 'ucc_block', extra });
}

/** One more failed attempt, counted atomically; the account is blocked when the count reaches the limit. */
async function countFailure(db: Db, account: Account, blockAt: number, now: Date): Promise<number> {
  const [row] = await db
    .update(accounts)
    .set({
      failedLoginCount: sql`${accounts.failedLoginCount} + 1`,
      blockedAt: sql`case when ${accounts.failedLoginCount} + 1 >= ${blockAt} then coalesce(${accounts.blockedAt}, ${now.toISOString()}::timestamptz) else ${accounts.blockedAt} end`,
    })
    .where(eq(accounts.njAcNo, account.njAcNo))
    .returning({ count: accounts.failedLoginCount });
  return row?.count ?? account.failedLoginCount + 1;
}

async function countUnknownFailure(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(unknownLoginFailures)
    .values({ loginKey: key, count: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: unknownLoginFailures.loginKey,
      set: { count: sql`${unknownLoginFailures.count} + 1`, updatedAt: now },
    })
    .returning({ count: unknownLoginFailures.count });
  return row?.count ?? 1;
}

/** Failed attempts so far for a login id, whether or not it names an account. */
export async function failureCount(db: Db, loginId: string, loginWith: LoginWith): Promise<number> {
  const account = await findAccount(db, loginId, loginWith);
  if (account) return account.failedLoginCount;
  const [row] = await db
    .select({ count: unknownLoginFailures.count })
    .from(unknownLoginFailures)
    .where(eq(unknownLoginFailures.loginKey, loginKey(loginId, loginWith)));
  return row?.count ?? 0;
}

/** Checks the captcha when the attempts so far require one; a missing or wrong captcha is not a password attempt. */
async function requireCaptcha(ctx: CallContext, request: AuthRequest, attempts: number): Promise<void> {
  if (attempts < ctx.deps.config.login.captchaFromFailures) return;
  const extra = { attemptCount: attempts, isCaptchaValidate: true };
  const code = request.captchaCode?.trim() ?? '';
  const captchaId = request.captchaId || ctx.request.cookies?.[captchaCookie] || '';
  if (!code) throw new DomainError(loginTexts.captchaEmpty, { field: 'captchaCode', extra });
  if (!captchaId || !(await consumeCaptcha(ctx.deps, captchaId, code)))
    throw new DomainError(loginTexts.captchaInvalid, { field: 'captchaCode', extra });
}

/** `login/v2/authenticate` (spec 000 §4 "Login failure", §9). */
export async function authenticate(request: AuthRequest, ctx: CallContext): Promise<AuthReply> {
  const { deps } = ctx;
  const { captchaFromFailures, blockAtFailures } = deps.config.login;
  const key = loginKey(request.loginId, request.loginWith);
  await consumeRate(deps.db, deps.clock, `login:${key}`, deps.config.rateLimit.perLoginIdPerMinute);
  const now = deps.clock.now();
  const account = await findAccount(deps.db, request.loginId, request.loginWith);

  if (!account) {
    // Answer exactly as for a real account, so login ids cannot be probed.
    const before = await failureCount(deps.db, request.loginId, request.loginWith);
    await requireCaptcha(ctx, request, before);
    const count = await countUnknownFailure(deps.db, key, now);
    await ctx.audit({
      action: 'login',
      outcome: 'failure',
      actor: request.loginId,
      detail: { reason: 'unknown id' },
    });
    if (count >= blockAtFailures)
      throw new DomainError(loginTexts.blocked, {
        errCode: 'ucc_block',
        extra: { attemptCount: count, isCaptchaValidate: true },
      });
    throw new DomainError(loginTexts.invalid, {
      errCode: 'INVALID_CREDENTIALS',
      extra: { attemptCount: count, isCaptchaValidate: count >= captchaFromFailures },
    });
  }

  await refuseIfBlocked(ctx, account, 'login', {
    attemptCount: account.failedLoginCount,
    isCaptchaValidate: true,
  });
  await requireCaptcha(ctx, request, account.failedLoginCount);

  if (!(await verifyPassword(account.passwordHash, request.password))) {
    const count = await countFailure(deps.db, account, blockAtFailures, now);
    const blocked = count >= blockAtFailures;
    await ctx.audit({
      action: 'login',
      outcome: blocked ? 'blocked' : 'failure',
      actor: request.loginId,
      njAcNo: account.njAcNo,
      detail: { attemptCount: count },
    });
    throw new DomainError(blocked ? loginTexts.blocked : loginTexts.invalid, {
      errCode: blocked ? 'ucc_block' : 'INVALID_CREDENTIALS',
      extra: { attemptCount: count, isCaptchaValidate: blocked || count >= captchaFromFailures },
    });
  }

  const { token, userData } = await signIn(ctx, account, 'login');
  return {
    isSuccess: true,
    message: loginTexts.success,
    token,
    attemptCount: 0,
    isCaptchaValidate: false,
    data: { userData },
  };
}

/** Opens the session of a verified user: failures reset, audit row, token and userData. */
export async function signIn(ctx: CallContext, account: Account, action: string) {
  const { deps } = ctx;
  await deps.db.update(accounts).set({ failedLoginCount: 0 }).where(eq(accounts.njAcNo, account.njAcNo));
  const { token } = await openSession(
    deps,
    { njAcNo: account.njAcNo, loginId: loginIdOf(account), accType: account.accType },
    ctx,
  );
  await ctx.audit({ action, outcome: 'success', actor: loginIdOf(account), njAcNo: account.njAcNo });
  return { token, userData: await userDataOf(deps.db, account) };
}
