import { type AuthType, authTypeLabel, type DataOf, type onValidateAuthTransaction } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestOrigin } from '../../audit/audit.ts';
import { writeAudit } from '../../audit/audit.ts';
import { DomainError } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import {
  accountByNumber,
  deliverOtp,
  issueOtp,
  maskEmail,
  maskMobile,
  otpTexts,
} from '../../kernel/identity/index.ts';
import { AUTH_TEXTS, needsTwoFactor } from './rules.ts';
import { authTransactions } from './schema.ts';
import { type Actor, type AuthorizeDeps, openReference, requirePending } from './transactions.ts';

type ValidateData = DataOf<typeof onValidateAuthTransaction>;

/**
 * `onValidateAuthTransaction` (spec 001 §4 "Two-factor OTP"): the stop request may be authorized
 * by this EMF investor; an OTP goes to the registered mobile and e-mail with the login OTP's rules
 * (6 digits, single use, `EWA_OTP_SECONDS`, 3 wrong entries, sends per window), and is bound to
 * this transaction, so it cannot authorize another.
 */
export async function validateForOtp(
  ad: AuthorizeDeps,
  actor: Actor,
  reference: string,
  log: FastifyBaseLogger,
  origin: RequestOrigin,
): Promise<ValidateData> {
  const { deps } = ad;
  const { row } = await openReference(ad, actor, reference);
  requirePending(row);
  if (!needsTwoFactor(row, actor.accType))
    throw new DomainError(AUTH_TEXTS.notTwoFactor, { errCode: 'NOT_TWO_FACTOR' });
  await consumeRate(
    deps.db,
    deps.clock,
    `authorize-otp:${row.njAcNo}`,
    deps.config.rateLimit.perLoginIdPerMinute,
  );
  const account = await accountByNumber(deps.db, row.njAcNo);
  const { id, code, regenerate } = await issueOtp(deps, account, 'authorize');
  const label = authTypeLabel(row.trxnType);
  const minutes = Math.ceil(deps.config.otp.ttlSeconds / 60);
  const body = `${code} is your E-Wealth OTP to authorize the ${label} request ${row.refNo}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
  await deliverOtp(deps, log, { id, account, purpose: 'authorize' }, [
    { channel: 'sms', loginId: account.njAcNo, address: account.mobile, subject: `${label} OTP`, body },
    {
      channel: 'email',
      loginId: account.njAcNo,
      address: account.email,
      subject: `E-Wealth ${label} OTP`,
      body,
    },
  ]);
  await deps.db
    .update(authTransactions)
    .set({ otpId: id })
    .where(and(eq(authTransactions.id, row.id), eq(authTransactions.status, 'PENDING')));
  await writeAudit(deps.db, origin, {
    action: 'authorize.otp.send',
    outcome: 'info',
    actor: actor.loginId,
    njAcNo: row.njAcNo,
    detail: { refNo: row.refNo, trxnType: row.trxnType },
  });
  return {
    trxnId: row.refNo,
    trxnType: row.trxnType as AuthType,
    mobile: maskMobile(account.mobile),
    emailId: maskEmail(account.email),
    otpSeconds: deps.config.otp.ttlSeconds,
    otp_regenrate: regenerate,
    message: otpTexts.sent,
  };
}
