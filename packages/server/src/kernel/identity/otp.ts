import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../http/errors.ts';
import { underLimitLock } from '../../http/rate.ts';
import { MessageNotSent, type OutgoingMessage } from '../../messaging/messages.ts';
import type { Account } from './accounts.ts';
import { otps } from './schema.ts';

/** `reset`: a forgotten password; `pin`: a forgotten authorization PIN; `authorize`: a two-factor stop request (the authorize area binds it to the transaction). */
export type OtpPurpose = 'login' | 'email' | 'reset' | 'pin' | 'authorize' | 'register' | 'nominee';

/**
 * Whom an OTP is for: an account, or — for a login id that names none — a stand-in keyed by that id
 * (`?ACNO:59999999`, never an account number), counted and checked alike but never delivered.
 */
export type OtpHolder = Pick<Account, 'njAcNo'>;

export const otpTexts = {
  sent: 'OTP has been sent to the mobile number.',
  sentEmail: 'OTP has been sent to your registered e-mail address.',
  matched: 'OTP Matched SuccessFully.',
  invalid: 'Please enter valid OTP.',
  expired: 'OTP has expired. Please generate a new OTP.',
  tooManyWrong: 'You have entered a wrong OTP 3 times. Please generate a new OTP.',
  regenerationLimit: 'You have reached the limit for generating OTP. Please try again after some time.',
  notSent: 'We could not send the OTP just now. Please try again in a few minutes.',
} as const;

const digestOf = (deps: AppDeps, account: OtpHolder, purpose: OtpPurpose, code: string) =>
  deps.tokens.digest('otp', `${account.njAcNo}:${purpose}:${code}`);

/** Sends used in the current window, including live and dead ones. */
async function sendsInWindow(
  db: Db,
  config: AppDeps['config'],
  account: OtpHolder,
  purpose: OtpPurpose,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - config.otp.sendWindowSeconds * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(otps)
    .where(and(eq(otps.njAcNo, account.njAcNo), eq(otps.purpose, purpose), gt(otps.createdAt, since)));
  return row?.n ?? 0;
}

/** 'Y' while another OTP may be sent in this window. */
export async function canRegenerate(
  deps: AppDeps,
  account: OtpHolder,
  purpose: OtpPurpose,
): Promise<'Y' | 'N'> {
  const used = await sendsInWindow(deps.db, deps.config, account, purpose, deps.clock.now());
  return used < deps.config.otp.maxSends ? 'Y' : 'N';
}

/**
 * Issues a 6-digit OTP bound to the account and purpose, limited to `maxSends` per window
 * (`otp_regenrate`). The window's sends are counted and the new one written under one lock per holder
 * and purpose, so parallel requests get exactly the sends that are left. Answers the code for
 * `deliverOtp`, which retires the earlier ones once it is sent.
 */
export async function issueOtp(
  deps: AppDeps,
  account: OtpHolder,
  purpose: OtpPurpose,
): Promise<{ id: number; code: string; regenerate: 'Y' | 'N' }> {
  const now = deps.clock.now();
  const { maxSends, ttlSeconds } = deps.config.otp;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const issued = await underLimitLock(deps.db, `otp-sends:${account.njAcNo}:${purpose}`, async (tx) => {
    const used = await sendsInWindow(tx, deps.config, account, purpose, now);
    if (used >= maxSends) return undefined;
    const [row] = await tx
      .insert(otps)
      .values({
        njAcNo: account.njAcNo,
        purpose,
        codeHash: digestOf(deps, account, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      })
      .returning({ id: otps.id });
    if (!row) throw new Error('OTP row not written');
    return { id: row.id, regenerate: used + 1 < maxSends ? ('Y' as const) : ('N' as const) };
  });
  if (!issued)
    throw new DomainError(otpTexts.regenerationLimit, {
      errCode: 'otp_regenrate',
      extra: { otp_regenrate: 'N' },
    });
  return { ...issued, code };
}

/**
 * Delivers an issued OTP on each channel given; one delivery is enough (the other failure is logged),
 * and then the earlier live OTPs of the account and purpose die. When none gets through, the new OTP
 * is withdrawn, so it neither counts against regeneration nor replaces one the user already has, and
 * the user is asked to try again.
 */
export async function deliverOtp(
  deps: AppDeps,
  log: FastifyBaseLogger,
  issued: { id: number; account: OtpHolder; purpose: OtpPurpose },
  messages: OutgoingMessage[],
): Promise<void> {
  const results = await Promise.allSettled(messages.map((message) => deps.messages.send(message)));
  let delivered = 0;
  for (const [i, result] of results.entries()) {
    if (result.status === 'fulfilled') delivered++;
    else
      log.warn(
        {
          channel: messages[i]?.channel,
          failure: result.reason instanceof MessageNotSent ? result.reason.reason : String(result.reason),
        },
        'OTP message not sent',
      );
  }
  if (delivered > 0) {
    await deps.db
      .update(otps)
      .set({ consumedAt: deps.clock.now() })
      .where(
        and(
          eq(otps.njAcNo, issued.account.njAcNo),
          eq(otps.purpose, issued.purpose),
          isNull(otps.consumedAt),
          lt(otps.id, issued.id),
        ),
      );
    return;
  }
  await deps.db.delete(otps).where(eq(otps.id, issued.id));
  throw new DomainError(otpTexts.notSent, { errCode: 'OTP_NOT_SENT' });
}

async function otpError(
  deps: AppDeps,
  account: OtpHolder,
  purpose: OtpPurpose,
  message: string,
  wrongCount: number,
): Promise<DomainError> {
  return new DomainError(message, {
    errCode: 'OTP_INVALID',
    extra: { otp_wrongcount: wrongCount, otp_regenrate: await canRegenerate(deps, account, purpose) },
  });
}

/** The refusal of a wrong OTP, for a holder whose right code must not sign anyone in. */
export const wrongOtp = (deps: AppDeps, account: OtpHolder, purpose: OtpPurpose, wrongCount: number) =>
  otpError(deps, account, purpose, otpTexts.invalid, wrongCount);

/**
 * Checks an entered OTP against the latest live one: right → used up (single use); wrong → counted,
 * dead at `maxWrong`; expired or none → refused. Each check is counted before the code is compared,
 * in one conditional statement (as password attempts are), so parallel entries compare no more codes
 * than `maxWrong`; a right one gives its count back. Failures throw with `otp_wrongcount` and `otp_regenrate`.
 */
export async function checkOtp(
  deps: AppDeps,
  account: OtpHolder,
  purpose: OtpPurpose,
  entered: string,
): Promise<{ wrongCount: number; id: number }> {
  const now = deps.clock.now();
  const { maxWrong } = deps.config.otp;
  const [live] = await deps.db
    .select()
    .from(otps)
    .where(and(eq(otps.njAcNo, account.njAcNo), eq(otps.purpose, purpose), isNull(otps.consumedAt)))
    .orderBy(desc(otps.id))
    .limit(1);
  const fail = (message: string, wrongCount: number) => otpError(deps, account, purpose, message, wrongCount);
  if (!live || live.expiresAt <= now) throw await fail(otpTexts.expired, live?.wrongCount ?? 0);

  const [claimed] = await deps.db
    .update(otps)
    .set({ wrongCount: sql`${otps.wrongCount} + 1` })
    .where(and(eq(otps.id, live.id), isNull(otps.consumedAt), lt(otps.wrongCount, maxWrong)))
    .returning({ wrongCount: otps.wrongCount });
  // Used a moment ago (single use), or as many codes as allowed are being compared already.
  if (!claimed) throw await fail(otpTexts.tooManyWrong, maxWrong);

  const expected = Buffer.from(live.codeHash);
  const given = Buffer.from(digestOf(deps, account, purpose, entered.trim()));
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    const [used] = await deps.db
      .update(otps)
      .set({ consumedAt: now, wrongCount: sql`greatest(${otps.wrongCount} - 1, 0)` })
      .where(and(eq(otps.id, live.id), isNull(otps.consumedAt)))
      .returning({ wrongCount: otps.wrongCount });
    // Someone else used it a moment ago, or the wrong ones beside it ended it: it is single use.
    if (!used) throw await fail(otpTexts.expired, claimed.wrongCount - 1);
    return { wrongCount: used.wrongCount, id: live.id };
  }

  await deps.db
    .update(otps)
    .set({
      consumedAt: sql`case when ${otps.wrongCount} >= ${maxWrong} then coalesce(${otps.consumedAt}, ${now.toISOString()}::timestamptz) else ${otps.consumedAt} end`,
    })
    .where(eq(otps.id, live.id));
  const wrongCount = claimed.wrongCount;
  throw await fail(wrongCount >= maxWrong ? otpTexts.tooManyWrong : otpTexts.invalid, wrongCount);
}
