import { randomBytes } from 'node:crypto';
import { HANDOVER_KEY_HOURS, HANDOVER_TEXTS, REG_TEXTS, registrationRootOf } from '@ewa/api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.ts';
import type { CallContext } from '../../../http/calls.ts';
import { DomainError } from '../../../http/errors.ts';
import { regApplications, regHandoverKeys } from '../schema.ts';
import type { Applicant } from './applicant.ts';
import { openApplicationFor } from './applications.ts';
import { sendApplicantOtp } from './entry.ts';

const digestOf = (deps: AppDeps, key: string) => deps.tokens.digest('reg-handover', key);

/**
 * JwtTokenUtility/eonboardPITGenerateTokenKey: staff of the partner that owns an open application get a
 * key (32 random bytes; only its digest kept) and the client's link. The application's live key ends.
 */
export async function generateHandoverKey(ctx: CallContext, applicant: Applicant, refNo: string) {
  const { deps } = ctx;
  if (applicant.accessBy !== 'CP')
    throw new DomainError(REG_TEXTS.notYours, { status: 403, errCode: 'FORBIDDEN' });
  const app = await openApplicationFor(deps.db, applicant, refNo);
  if (!app.contactMobile)
    throw new DomainError(HANDOVER_TEXTS.noContactMobile, { status: 409, errCode: 'NO_MOBILE' });
  const key = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + HANDOVER_KEY_HOURS * 3600_000);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(regHandoverKeys)
      .set({ expiresAt: now })
      .where(
        and(
          eq(regHandoverKeys.refNo, app.refNo),
          isNull(regHandoverKeys.redeemedAt),
          gt(regHandoverKeys.expiresAt, now),
        ),
      );
    await tx
      .insert(regHandoverKeys)
      .values({ keyDigest: digestOf(deps, key), refNo: app.refNo, createdAt: now, expiresAt });
  });
  await ctx.audit({
    action: 'registration.handover-key',
    outcome: 'success',
    actor: 'staff',
    detail: { refNo: app.refNo, partnerCode: applicant.partnerCode },
  });
  return {
    key,
    link: `/ewa${registrationRootOf(app.accountType)}/client/continue?key=${key}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * JwtTokenUtility/redeemTokenKey: an OTP goes to the application's contact mobile (as the direct client's
 * login sends it), then the key is used up and the application handed to that mobile; an unknown, ended or
 * used key is refused.
 */
export async function redeemHandoverKey(ctx: CallContext, key: string) {
  const { deps } = ctx;
  const digest = digestOf(deps, key);
  const [row] = await deps.db.select().from(regHandoverKeys).where(eq(regHandoverKeys.keyDigest, digest));
  if (!row)
    throw new DomainError(HANDOVER_TEXTS.keyUnknown, { status: 404, errCode: 'NOT_FOUND', field: 'key' });
  if (row.redeemedAt)
    throw new DomainError(HANDOVER_TEXTS.keyUsed, { status: 409, errCode: 'KEY_USED', field: 'key' });
  const now = deps.clock.now();
  if (row.expiresAt <= now)
    throw new DomainError(HANDOVER_TEXTS.keyExpired, { status: 409, errCode: 'KEY_EXPIRED', field: 'key' });
  const [app] = await deps.db.select().from(regApplications).where(eq(regApplications.refNo, row.refNo));
  if (!app?.contactMobile)
    throw new DomainError(HANDOVER_TEXTS.noContactMobile, { status: 409, errCode: 'NO_MOBILE' });
  const mobile = app.contactMobile;
  // The OTP first: a send refused (its limits) leaves the key unused for another try.
  const sent = await sendApplicantOtp(ctx, mobile);
  const used = await deps.db.transaction(async (tx) => {
    const marked = await tx
      .update(regHandoverKeys)
      .set({ redeemedAt: now })
      .where(
        and(
          eq(regHandoverKeys.keyDigest, digest),
          isNull(regHandoverKeys.redeemedAt),
          gt(regHandoverKeys.expiresAt, now),
        ),
      )
      .returning({ refNo: regHandoverKeys.refNo });
    if (marked.length === 0) return false;
    await tx
      .update(regApplications)
      .set({ clientMobile: mobile })
      .where(eq(regApplications.refNo, app.refNo));
    return true;
  });
  if (!used)
    throw new DomainError(HANDOVER_TEXTS.keyUsed, { status: 409, errCode: 'KEY_USED', field: 'key' });
  await ctx.audit({
    action: 'registration.handover-redeem',
    outcome: 'success',
    actor: 'applicant',
    detail: { refNo: app.refNo },
  });
  return { refNo: app.refNo, ...sent };
}
