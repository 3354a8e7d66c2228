import type { DataOf, getSessions } from '@ewa/api';
import { SESSION_TEXTS } from '@ewa/api/texts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/core.ts';
import type { SessionCallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { revokeOtherSessions, revokeOwnSession } from '../../session/sessions.ts';
import { describeDevice } from './devices.ts';

/** The investor's live sessions (not ended, not expired, not idle past the limit), the caller's first. */
export async function listSessions(ctx: SessionCallContext): Promise<DataOf<typeof getSessions>> {
  const now = ctx.deps.clock.now();
  const idleSince = new Date(now.getTime() - ctx.deps.config.session.idleSeconds * 1000);
  const rows = await ctx.db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.njAcNo, ctx.session.njAcNo),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  const list = rows.map((row) => {
    const current = row.id === ctx.session.id;
    return {
      sessionId: row.id,
      ...describeDevice(row.userAgent),
      ip: row.ip,
      signedInAt: row.createdAt.toISOString(),
      // The caller is using its session right now, whenever the row last recorded it.
      lastSeenAt: (current ? now : row.lastSeenAt).toISOString(),
      current: current ? ('Y' as const) : ('N' as const),
    };
  });
  list.sort((a, b) => (a.current === b.current ? 0 : a.current === 'Y' ? -1 : 1));
  return { sessions: list };
}

/** Ends one other session of the caller's account; the caller's own and another account's are refused. */
export async function endSession(ctx: SessionCallContext, sessionId: string): Promise<void> {
  if (sessionId === ctx.session.id)
    throw new DomainError(SESSION_TEXTS.isCurrent, { errCode: 'CURRENT_SESSION', field: 'sessionId' });
  const ended = await revokeOwnSession(ctx.deps, ctx.session.njAcNo, sessionId);
  await ctx.audit({
    action: 'session.end',
    outcome: ended ? 'success' : 'failure',
    actor: ctx.session.loginId,
    njAcNo: ctx.session.njAcNo,
  });
  if (!ended) throw new DomainError(SESSION_TEXTS.notFound, { status: 404, errCode: 'SESSION_NOT_FOUND' });
}

/** Ends every other session of the caller's account; answers how many ended. */
export async function endOtherSessions(ctx: SessionCallContext): Promise<number> {
  const ended = await revokeOtherSessions(ctx.deps, ctx.session.njAcNo, ctx.session.id);
  await ctx.audit({
    action: 'session.end-others',
    outcome: 'success',
    actor: ctx.session.loginId,
    njAcNo: ctx.session.njAcNo,
    detail: { ended },
  });
  return ended;
}
