import { randomBytes } from 'node:crypto';
import type { DataOf, exchangeHandoverCode, issueHandoverCode } from '@ewa/api';
import { SESSION_TEXTS } from '@ewa/api/texts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { accounts, sessions } from '../../db/schema/core.ts';
import type { CallContext, SessionCallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { handoverCodes } from '../../kernel/identity/index.ts';
import { openSession } from '../../session/sessions.ts';

/** How long a hand-over code works: long enough to open a page, short enough to be useless later. */
export const HANDOVER_SECONDS = 60;

const codeHash = (ctx: CallContext, code: string) => ctx.deps.tokens.digest('handover', code);

/** A fresh one-time code for the caller's session; only its hash is kept. */
export async function issueHandover(ctx: SessionCallContext): Promise<DataOf<typeof issueHandoverCode>> {
  const now = ctx.deps.clock.now();
  const code = randomBytes(32).toString('base64url');
  await ctx.db.insert(handoverCodes).values({
    codeHash: codeHash(ctx, code),
    sessionId: ctx.session.id,
    njAcNo: ctx.session.njAcNo,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOVER_SECONDS * 1000),
  });
  await ctx.audit({
    action: 'session.handover.issue',
    outcome: 'info',
    actor: ctx.session.loginId,
    njAcNo: ctx.session.njAcNo,
  });
  return { code, expiresInSeconds: HANDOVER_SECONDS };
}

const refusal = (message: string, errCode: string) => new DomainError(message, { errCode, field: 'code' });

/**
 * Uses a code up (one conditional update, so two exchanges of one code never both win) and opens a
 * session of its account for the exchanging browser, provided the session that issued it still works.
 */
export async function exchangeHandover(
  ctx: CallContext,
  code: string,
): Promise<{ token: string; data: DataOf<typeof exchangeHandoverCode> }> {
  const now = ctx.deps.clock.now();
  const hash = codeHash(ctx, code);
  const [claimed] = await ctx.db
    .update(handoverCodes)
    .set({ usedAt: now })
    .where(
      and(eq(handoverCodes.codeHash, hash), isNull(handoverCodes.usedAt), gt(handoverCodes.expiresAt, now)),
    )
    .returning({ sessionId: handoverCodes.sessionId, njAcNo: handoverCodes.njAcNo });
  if (!claimed) {
    const [known] = await ctx.db
      .select({ usedAt: handoverCodes.usedAt })
      .from(handoverCodes)
      .where(eq(handoverCodes.codeHash, hash));
    await ctx.audit({
      action: 'session.handover',
      outcome: 'failure',
      actor: '(code)',
      detail: { reason: !known ? 'unknown' : known.usedAt ? 'used' : 'expired' },
    });
    if (!known) throw refusal(SESSION_TEXTS.handoverInvalid, 'HANDOVER_INVALID');
    if (known.usedAt) throw refusal(SESSION_TEXTS.handoverUsed, 'HANDOVER_USED');
    throw refusal(SESSION_TEXTS.handoverExpired, 'HANDOVER_EXPIRED');
  }
  const idleSince = new Date(now.getTime() - ctx.deps.config.session.idleSeconds * 1000);
  const [origin] = await ctx.db
    .select({ loginId: sessions.loginId, accType: accounts.accType, blockedAt: accounts.blockedAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.njAcNo, sessions.njAcNo))
    .where(
      and(
        eq(sessions.id, claimed.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    );
  if (!origin || origin.blockedAt) {
    await ctx.audit({
      action: 'session.handover',
      outcome: 'failure',
      actor: claimed.njAcNo,
      njAcNo: claimed.njAcNo,
      detail: { reason: 'session ended' },
    });
    throw refusal(SESSION_TEXTS.handoverInvalid, 'HANDOVER_INVALID');
  }
  const { token } = await openSession(
    ctx.deps,
    { njAcNo: claimed.njAcNo, loginId: origin.loginId, accType: origin.accType },
    ctx,
  );
  await ctx.audit({
    action: 'session.handover',
    outcome: 'success',
    actor: origin.loginId,
    njAcNo: claimed.njAcNo,
  });
  return { token, data: { njAcNo: claimed.njAcNo } };
}
