import type {
  changePassword as changePasswordCall,
  forgotPasswordReset as forgotPasswordResetCall,
  RequestOf,
} from '@ewa/api';
import { type PasswordProblem, passwordProblem } from '@ewa/api/password-policy';
import { PASSWORD_TEXTS } from '@ewa/api/texts';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/core.ts';
import type { CallContext, SessionCallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import {
  accountByNumber,
  checkOtp,
  claimAttempt,
  type LoginSubject,
  loginIdOf,
  type OtpHolder,
  settleFailure,
  settleSuccess,
  wrongOtp,
} from '../../kernel/identity/index.ts';
import { hashPassword, passwordHasher } from '../../session/passwords.ts';
import { openSession, revokeAccountSessions } from '../../session/sessions.ts';
import { loginTexts } from './authenticate.ts';

export const passwordTexts = {
  oldWrong: 'Old Password should be valid.',
  mismatch: 'New Password and Confirm Password should be same.',
  sameAsOld: 'New Password should be different from the Old Password.',
  changed: 'Your password has been changed successfully.',
} as const;

/** The account is blocked: its sessions end, and the app (on 401) goes back to the login page. */
async function endSessions(ctx: SessionCallContext, njAcNo: string): Promise<DomainError> {
  await revokeAccountSessions(ctx.deps, njAcNo);
  return new DomainError(loginTexts.blocked, { status: 401, errCode: 'ucc_block' });
}

/**
 * Changes the password (also the forced change of an expired one). Every session of the account is
 * revoked; the caller gets a fresh token so the screen can carry on.
 */
export async function changePassword(request: RequestOf<typeof changePasswordCall>, ctx: SessionCallContext) {
  const account = await accountByNumber(ctx.db, ctx.session.njAcNo);
  // Old-password guesses count on the account's login failures, under the login's limit (spec 000 §9:
  // blocked at 4) since the spec gives none of its own here: a stolen session gets no more guesses than
  // the login page, and at the limit the account is blocked and every session of it ends.
  const limits = ctx.deps.config.login;
  const subject = { key: account.njAcNo, account };
  const now = ctx.deps.clock.now();
  const attempt = await claimAttempt(ctx.db, subject, limits, true, now);
  if (attempt === undefined) throw await endSessions(ctx, account.njAcNo);
  if (!(await passwordHasher.verify(account.passwordHash, request.oldPassword))) {
    const { blocked } = await settleFailure(ctx.db, subject, attempt, limits, now);
    await ctx.audit({
      action: 'password.change',
      outcome: blocked ? 'blocked' : 'failure',
      actor: ctx.session.loginId,
      njAcNo: account.njAcNo,
      detail: { reason: 'old password wrong' },
    });
    if (blocked) throw await endSessions(ctx, account.njAcNo);
    throw new DomainError(passwordTexts.oldWrong, { field: 'oldPassword', errCode: 'OLD_PASSWORD_WRONG' });
  }
  if (!(await settleSuccess(ctx.db, account, attempt))) throw await endSessions(ctx, account.njAcNo);
  if (request.newPassword !== request.confirmPassword)
    throw new DomainError(passwordTexts.mismatch, { field: 'confirmPassword', errCode: 'PASSWORD_MISMATCH' });
  if (request.newPassword === request.oldPassword)
    throw new DomainError(passwordTexts.sameAsOld, { field: 'newPassword', errCode: 'PASSWORD_REUSED' });
  // The policy (ASVS V6.2) applies when a password is set, never when one is checked at login.
  const identifiers = [account.njAcNo, account.personalizedLoginId ?? '', ctx.session.loginId];
  const problem = passwordProblem(request.newPassword, identifiers);
  if (problem)
    throw new DomainError(PASSWORD_TEXTS[problem], { field: 'newPassword', errCode: 'PASSWORD_WEAK' });

  const passwordHash = await hashPassword(request.newPassword);
  await ctx.db
    .update(accounts)
    .set({ passwordHash, passwordChangedAt: now, passwordExpired: false, failedLoginCount: 0 })
    .where(eq(accounts.njAcNo, account.njAcNo));
  await revokeAccountSessions(ctx.deps, account.njAcNo);
  const { token } = await openSession(
    ctx.deps,
    { njAcNo: account.njAcNo, loginId: loginIdOf(account), accType: account.accType },
    ctx,
  );
  await ctx.audit({
    action: 'password.change',
    outcome: 'success',
    actor: ctx.session.loginId,
    njAcNo: account.njAcNo,
  });
  return { isSuccess: true, message: passwordTexts.changed, token, data: {} };
}

export const resetTexts = {
  reset: 'Your password has been reset. Please login with your new password.',
} as const;

/**
 * Forgot password, step 2: the reset OTP, then the new password under the policy. Sets it, lifts the
 * login block, counts failures back to 0 and ends every session. An unknown id is answered as a real
 * one whose OTP was wrong. The policy is checked against the typed id before the OTP (so the answer
 * tells nothing about the account) and against every id of the account after it.
 */
export async function resetPassword(
  ctx: CallContext,
  subject: LoginSubject,
  request: RequestOf<typeof forgotPasswordResetCall>,
  holder: OtpHolder,
) {
  const { account } = subject;
  if (request.newPassword !== request.confirmPassword)
    throw new DomainError(passwordTexts.mismatch, { field: 'confirmPassword', errCode: 'PASSWORD_MISMATCH' });
  const refuse = (problem: PasswordProblem) =>
    new DomainError(PASSWORD_TEXTS[problem], { field: 'newPassword', errCode: 'PASSWORD_WEAK' });
  const typed = passwordProblem(request.newPassword, [request.loginId]);
  if (typed) throw refuse(typed);
  try {
    const { wrongCount } = await checkOtp(ctx.deps, holder, 'reset', request.otp);
    if (!account) throw await wrongOtp(ctx.deps, holder, 'reset', wrongCount);
  } catch (error) {
    await ctx.audit({
      action: 'password.reset',
      outcome: 'failure',
      actor: request.loginId,
      njAcNo: account?.njAcNo,
    });
    throw error;
  }
  const problem = passwordProblem(request.newPassword, [account.njAcNo, account.personalizedLoginId ?? '']);
  if (problem) throw refuse(problem);
  const now = ctx.deps.clock.now();
  await ctx.db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(request.newPassword),
      passwordChangedAt: now,
      passwordExpired: false,
      failedLoginCount: 0,
      blockedAt: null,
    })
    .where(eq(accounts.njAcNo, account.njAcNo));
  await revokeAccountSessions(ctx.deps, account.njAcNo);
  await ctx.audit({
    action: 'password.reset',
    outcome: 'success',
    actor: request.loginId,
    njAcNo: account.njAcNo,
  });
  return { isSuccess: true, message: resetTexts.reset, data: {} };
}
