import type { forgotLoginId as forgotLoginIdCall, RequestOf } from '@ewa/api';
import { and, eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/core.ts';
import type { CallContext } from '../../http/calls.ts';
import { consumeRate } from '../../http/rate.ts';
import { admitFromSource, loginIdOf } from '../../kernel/identity/index.ts';

export const recoveryTexts = {
  loginIdSent:
    'If these details match an E-Wealth account, its login id has been sent to the registered mobile number and e-mail address.',
} as const;

/** At most this many accounts are told their id for one PAN and mobile (joint accounts share them). */
const MAX_MATCHES = 5;

/**
 * Forgot login id: the login id of each account with this PAN and registered mobile goes to the
 * account's registered mobile and e-mail, never into the reply. The reply is the same whether or not
 * anything matched, and it does not wait for the gateway (its time would tell a match apart). An
 * account is sent its id at most `otp.maxSends` times per OTP window; further asks are answered alike.
 */
export async function sendForgottenLoginId(ctx: CallContext, request: RequestOf<typeof forgotLoginIdCall>) {
  const panNo = request.panNo.trim().toUpperCase();
  const mobile = request.mobile.trim();
  await admitFromSource(ctx, `PAN:${panNo}`);
  const { deps } = ctx;
  await consumeRate(ctx.db, deps.clock, `forgot-loginid:${panNo}`, deps.config.rateLimit.perLoginIdPerMinute);
  const matched = await ctx.db
    .select()
    .from(accounts)
    .where(and(sql`upper(${accounts.panNo}) = ${panNo}`, eq(accounts.mobile, mobile)))
    .limit(MAX_MATCHES);
  for (const account of matched) {
    const { maxSends, sendWindowSeconds } = deps.config.otp;
    try {
      await consumeRate(ctx.db, deps.clock, `loginid-sent:${account.njAcNo}`, maxSends, sendWindowSeconds);
    } catch {
      continue;
    }
    const body = `Your E-Wealth login id is ${loginIdOf(account)}. If you did not ask for it, please contact us.`;
    const sends = [
      { channel: 'sms' as const, address: account.mobile, subject: 'Your login id' },
      { channel: 'email' as const, address: account.email, subject: 'Your E-Wealth login id' },
    ].map((message) =>
      deps.messages.send({ ...message, loginId: account.njAcNo, body }).catch((error: unknown) => {
        ctx.log.warn({ channel: message.channel, err: error }, 'login id message not sent');
      }),
    );
    void Promise.all(sends);
  }
  await ctx.audit({
    action: 'loginid.forgot',
    outcome: matched.length > 0 ? 'info' : 'failure',
    // The audit keeps no full PAN of people who may have no account here.
    actor: `PAN:${panNo.slice(0, 5)}XXXXX`,
    njAcNo: matched[0]?.njAcNo,
    ...(matched.length > 0 ? {} : { detail: { reason: 'no match' } }),
  });
  return { isSuccess: true, message: recoveryTexts.loginIdSent, data: {} };
}
