import type { authenticate as authenticateCall, ReplyOf, RequestOf } from '@ewa/api';
import type { CallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import {
  type Account,
  attemptsOf,
  claimAttempt,
  findSubjectFor,
  type LoginSubject,
  loginIdOf,
  loginKey,
  settleFailure,
  settleSuccess,
  userDataOf,
} from '../../kernel/identity/index.ts';
import { passwordHasher } from '../../session/passwords.ts';
import { openSession, revokeAccountSessions } from '../../session/sessions.ts';
import { captchaCookie, consumeCaptcha } from './captcha.ts';

export { loginKey } from '../../kernel/identity/index.ts';

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

/** The `ucc_block` refusal, alike for a blocked account and an unknown id past the limit. */
export function blockedError(extra: Record<string, unknown> = {}): DomainError {
  return new DomainError(loginTexts.blocked, { errCode: 'ucc_block', extra });
}

/**
 * Refuses a blocked id with `ucc_block` (an unknown id past the limit too, so the two answer alike);
 * nothing else is checked, so a right password or OTP cannot unblock.
 */
export async function refuseIfBlocked(
  ctx: CallContext,
  subject: LoginSubject,
  action: string,
  options: { extra?: (count: number) => Record<string, unknown>; password?: string } = {},
): Promise<void> {
  const { count, blocked } = await attemptsOf(ctx.db, subject, ctx.deps.config.login, ctx.deps.clock.now());
  if (!blocked) return;
  if (options.password !== undefined) await passwordHasher.verifyDummy(options.password);
  const njAcNo = subject.account?.njAcNo;
  await ctx.audit({ action, outcome: 'blocked', actor: njAcNo ?? subject.key, njAcNo });
  throw blockedError(options.extra?.(count));
}

/** Failed attempts so far for a login id, whether or not it names an account. */
export async function failureCount(ctx: CallContext, subject: LoginSubject): Promise<number> {
  return (await attemptsOf(ctx.db, subject, ctx.deps.config.login, ctx.deps.clock.now())).count;
}

/** Whether the request carries the right text of a live captcha (used up either way: single use). */
async function captchaSolved(ctx: CallContext, request: AuthRequest): Promise<boolean> {
  const code = request.captchaCode?.trim() ?? '';
  const captchaId = request.captchaId || ctx.request.cookies?.[captchaCookie] || '';
  return code !== '' && captchaId !== '' && consumeCaptcha(ctx.deps, captchaId, code);
}

/** `login/v2/authenticate` (spec 000 §4 "Login failure", §9). */
export async function authenticate(request: AuthRequest, ctx: CallContext): Promise<AuthReply> {
  const { deps } = ctx;
  const limits = deps.config.login;
  const key = loginKey(request.loginId, request.loginWith);
  await consumeRate(deps.db, deps.clock, `login:${key}`, deps.config.rateLimit.perLoginIdPerMinute);
  const subject = await findSubjectFor(ctx, request.loginId, request.loginWith);
  const now = deps.clock.now();
  const { account } = subject;
  const blockedExtra = (count: number) => ({ attemptCount: count, isCaptchaValidate: true });
  // A blocked id costs a (dummy) password check like any other, so its timing does not stand out.
  const refuseBlocked = () =>
    refuseIfBlocked(ctx, subject, 'login', { extra: blockedExtra, password: request.password });
  await refuseBlocked();

  // A missing or wrong captcha is not a password attempt: the claim is refused and nothing is counted.
  const attempt = await claimAttempt(deps.db, subject, limits, await captchaSolved(ctx, request), now);
  if (attempt === undefined) {
    await refuseBlocked();
    const { count } = await attemptsOf(deps.db, subject, limits, now);
    const extra = { attemptCount: count, isCaptchaValidate: true };
    throw new DomainError(request.captchaCode?.trim() ? loginTexts.captchaInvalid : loginTexts.captchaEmpty, {
      field: 'captchaCode',
      extra,
    });
  }

  const right = account
    ? await passwordHasher.verify(account.passwordHash, request.password)
    : await passwordHasher.verifyDummy(request.password);

  if (!account || !right) {
    const { count, blocked } = await settleFailure(deps.db, subject, attempt, limits, now);
    if (blocked && account) await revokeAccountSessions(deps, account.njAcNo);
    await ctx.audit({
      action: 'login',
      outcome: blocked ? 'blocked' : 'failure',
      actor: request.loginId,
      njAcNo: account?.njAcNo,
      detail: account ? { attemptCount: count } : { reason: 'unknown id' },
    });
    if (blocked) throw blockedError(blockedExtra(count));
    throw new DomainError(loginTexts.invalid, {
      errCode: 'INVALID_CREDENTIALS',
      extra: { attemptCount: count, isCaptchaValidate: count >= limits.captchaFromFailures },
    });
  }

  const { token, userData } = await signIn(ctx, account, 'login', attempt);
  return {
    isSuccess: true,
    message: loginTexts.success,
    token,
    attemptCount: 0,
    isCaptchaValidate: false,
    data: { userData },
  };
}

/**
 * Opens the session of a verified user: the attempt given back (failures reset), audit row, token and
 * userData. Refused with `ucc_block` when the account was blocked meanwhile.
 */
export async function signIn(ctx: CallContext, account: Account, action: string, attempt?: number) {
  const { deps } = ctx;
  if (!(await settleSuccess(deps.db, account, attempt))) {
    await ctx.audit({ action, outcome: 'blocked', actor: account.njAcNo, njAcNo: account.njAcNo });
    throw blockedError({ attemptCount: deps.config.login.blockAtFailures, isCaptchaValidate: true });
  }
  const { token } = await openSession(
    deps,
    { njAcNo: account.njAcNo, loginId: loginIdOf(account), accType: account.accType },
    ctx,
  );
  await ctx.audit({ action, outcome: 'success', actor: loginIdOf(account), njAcNo: account.njAcNo });
  return { token, userData: await userDataOf(deps.db, account) };
}
