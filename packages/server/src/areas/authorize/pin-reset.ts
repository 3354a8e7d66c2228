import {
  AUTHORIZE_TEXTS,
  type forgotPinReset,
  type forgotPinSendOtp,
  newPinProblem,
  type ReplyOf,
  type RequestOf,
} from '@ewa/api';
import { eq } from 'drizzle-orm';
import type { CallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import {
  admitFromSource,
  checkOtp,
  findAccount,
  type LoginSubject,
  otpHolderOf,
  sendOtpAlike,
  wrongOtp,
} from '../../kernel/identity/index.ts';
import { hashPassword } from '../../session/passwords.ts';
import { authorizationLogins } from './schema.ts';

/**
 * Whom a forgot-PIN request is for: an account with the mapping authorization login, or a stand-in
 * (unknown, or no such login) that is answered alike and never sent anything.
 */
async function pinSubject(ctx: CallContext, njAcNo: string): Promise<LoginSubject> {
  const key = `PIN:${njAcNo.trim()}`;
  await admitFromSource(ctx, key);
  await consumeRate(ctx.db, ctx.deps.clock, `otp:${key}`, ctx.deps.config.rateLimit.perLoginIdPerMinute);
  const account = await findAccount(ctx.db, njAcNo, 'ACNO');
  const [login] = account?.authorizationModule
    ? await ctx.db.select().from(authorizationLogins).where(eq(authorizationLogins.njAcNo, account.njAcNo))
    : [];
  return { key, account: login ? account : undefined };
}

/** Forgot PIN, step 1: an OTP to the registered mobile and e-mail, answered alike for every number. */
export async function sendPinOtp(
  ctx: CallContext,
  request: RequestOf<typeof forgotPinSendOtp>,
): Promise<ReplyOf<typeof forgotPinSendOtp>> {
  return sendOtpAlike(ctx, request.loginId, await pinSubject(ctx, request.loginId), 'pin');
}

/**
 * Forgot PIN, step 2: the OTP, then the new 4-digit PIN. Sets it and lifts a block of the mapping
 * login (failures back to 0). A number that has no mapping login is answered as a wrong OTP.
 */
export async function resetPin(
  ctx: CallContext,
  request: RequestOf<typeof forgotPinReset>,
): Promise<ReplyOf<typeof forgotPinReset>> {
  const problem = newPinProblem(request.newPin);
  if (problem) throw new DomainError(problem, { field: 'newPin', errCode: 'INVALID' });
  if (request.newPin !== request.confirmPin)
    throw new DomainError(AUTHORIZE_TEXTS.pinMismatch, { field: 'confirmPin', errCode: 'PIN_MISMATCH' });
  const subject = await pinSubject(ctx, request.loginId);
  const holder = otpHolderOf(subject);
  const { account } = subject;
  try {
    const { wrongCount } = await checkOtp(ctx.deps, holder, 'pin', request.otp);
    if (!account) throw await wrongOtp(ctx.deps, holder, 'pin', wrongCount);
  } catch (error) {
    await ctx.audit({
      action: 'pin.reset',
      outcome: 'failure',
      actor: request.loginId,
      njAcNo: account?.njAcNo,
    });
    throw error;
  }
  await ctx.db
    .update(authorizationLogins)
    .set({ pinHash: await hashPassword(request.newPin), failedCount: 0, blockedAt: null })
    .where(eq(authorizationLogins.njAcNo, account.njAcNo));
  await ctx.audit({
    action: 'pin.reset',
    outcome: 'success',
    actor: request.loginId,
    njAcNo: account.njAcNo,
  });
  return { isSuccess: true, message: AUTHORIZE_TEXTS.pinReset, data: {} };
}
