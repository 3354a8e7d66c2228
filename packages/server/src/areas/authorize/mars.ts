import { randomBytes } from 'node:crypto';
import { AUTHORIZE_TEXTS, authTypeLabel, type MarsPendingTrxn } from '@ewa/api';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { DomainError, forbidden } from '../../http/errors.ts';
import { toRupees } from '../../kernel/money.ts';
import { authTransactionLines, authTransactions, marsTokens } from './schema.ts';
import type { Actor } from './transactions.ts';

/**
 * MARS (ready portfolio) authorization (spec 001 §4 "Mars authorization"): its own pending list and
 * count, a status check per transaction, and a single-use token serial for the form the portal posts
 * to the MARS authorization page, which authorizes there and sends the investor back.
 */
export const MARS_TYPE_IDS: Record<string, string> = { PIP: '1', SIP: '2', RED: '3' };
export const MARS_TOKEN_MINUTES = 10;

export const MARS_TEXTS = {
  PENDING: 'Your MARS transaction is pending for authorization.',
  AUTHORIZED: 'Your MARS transaction has been authorized.',
  REJECTED: 'Your MARS transaction has been rejected.',
} as const;

/** The MARS calls name the investor (`loggedInUCC`): it must be the session's. */
function ownUcc(actor: Actor, loggedInUCC: string): void {
  if (loggedInUCC !== actor.njAcNo || actor.scope !== undefined) throw forbidden();
}

const marsFailure = () => new DomainError(AUTHORIZE_TEXTS.marsFailure, { errCode: 'MARS' });

export async function marsPending(db: Db, actor: Actor, loggedInUCC: string): Promise<MarsPendingTrxn[]> {
  ownUcc(actor, loggedInUCC);
  const rows = await db
    .select({ row: authTransactions, portfolio: authTransactionLines.schName })
    .from(authTransactions)
    .leftJoin(
      authTransactionLines,
      and(eq(authTransactionLines.authId, authTransactions.id), eq(authTransactionLines.lineNo, 1)),
    )
    .where(
      and(
        eq(authTransactions.njAcNo, actor.njAcNo),
        eq(authTransactions.isMars, true),
        eq(authTransactions.status, 'PENDING'),
      ),
    )
    .orderBy(desc(authTransactions.placedAt), desc(authTransactions.id));
  return rows.map(({ row, portfolio }) => ({
    trxnId: row.refNo,
    trxnTypeId: MARS_TYPE_IDS[row.trxnType] ?? '0',
    trxnType: authTypeLabel(row.trxnType),
    portfolioName: portfolio ?? '',
    trxnDate: row.placedAt.toISOString(),
    amount: row.amountPaise === null ? null : toRupees(row.amountPaise),
    status: row.status,
  }));
}

export async function marsPendingCount(db: Db, actor: Actor, loggedInUCC: string): Promise<number> {
  ownUcc(actor, loggedInUCC);
  const [row] = await db
    .select({ n: count() })
    .from(authTransactions)
    .where(
      and(
        eq(authTransactions.njAcNo, actor.njAcNo),
        eq(authTransactions.isMars, true),
        eq(authTransactions.status, 'PENDING'),
      ),
    );
  return Number(row?.n ?? 0);
}

async function ownMars(db: Db, actor: Actor, refNo: string) {
  const [row] = await db.select().from(authTransactions).where(eq(authTransactions.refNo, refNo));
  if (!row?.isMars || row.njAcNo !== actor.njAcNo || actor.scope !== undefined) throw marsFailure();
  return row;
}

export async function marsStatus(db: Db, actor: Actor, trxnTypeId: string, trxnId: string) {
  const row = await ownMars(db, actor, trxnId);
  if (trxnTypeId !== '' && MARS_TYPE_IDS[row.trxnType] !== trxnTypeId) throw marsFailure();
  return { trxnId: row.refNo, status: row.status, message: MARS_TEXTS[row.status] };
}

/** `insertEwaMarsToken`: a single-use serial, bound to the investor and (when named) one transaction. */
export async function issueMarsToken(db: Db, clock: Clock, actor: Actor, trxnId: string | undefined) {
  if (actor.scope !== undefined) throw forbidden();
  const row = trxnId ? await ownMars(db, actor, trxnId) : undefined;
  if (row && row.status !== 'PENDING') throw marsFailure();
  const serial = randomBytes(15).toString('base64url');
  const now = clock.now();
  await db.insert(marsTokens).values({
    serial,
    njAcNo: actor.njAcNo,
    authId: row?.id ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + MARS_TOKEN_MINUTES * 60_000),
  });
  return serial;
}

/** What the MARS page received, if the serial is live (the sandbox page shows it). */
export async function openMarsToken(db: Db, serial: string, now: Date) {
  const [token] = await db
    .select()
    .from(marsTokens)
    .where(and(eq(marsTokens.serial, serial), isNull(marsTokens.usedAt), gt(marsTokens.expiresAt, now)));
  if (!token) return undefined;
  const [row] = token.authId
    ? await db.select().from(authTransactions).where(eq(authTransactions.id, token.authId))
    : [];
  return { token, row };
}

/**
 * The MARS page's decision: the serial is spent (once), and the transaction it names leaves PENDING
 * exactly once. Answers the transaction's reference for the return to the portal.
 */
export async function completeMarsAuthorization(
  db: Db,
  serial: string,
  decision: 'AUTHORIZED' | 'REJECTED',
  now: Date,
  origin: RequestOrigin,
): Promise<{ refNo: string; status: string } | undefined> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(marsTokens)
      .set({ usedAt: now })
      .where(and(eq(marsTokens.serial, serial), isNull(marsTokens.usedAt), gt(marsTokens.expiresAt, now)))
      .returning();
    if (!token?.authId) return undefined;
    const [won] = await tx
      .update(authTransactions)
      .set({ status: decision, actedAt: now, actedBy: `mars:${token.njAcNo}`, actionKey: `MARS:${serial}` })
      .where(
        and(
          eq(authTransactions.id, token.authId),
          eq(authTransactions.njAcNo, token.njAcNo),
          eq(authTransactions.status, 'PENDING'),
        ),
      )
      .returning();
    const [row] = won
      ? [won]
      : await tx.select().from(authTransactions).where(eq(authTransactions.id, token.authId));
    if (won)
      await writeAudit(tx, origin, {
        action: decision === 'AUTHORIZED' ? 'authorize.mars.authorize' : 'authorize.mars.reject',
        outcome: 'success',
        actor: `mars:${token.njAcNo}`,
        njAcNo: token.njAcNo,
        detail: { refNo: won.refNo, trxnType: won.trxnType },
      });
    return row ? { refNo: row.refNo, status: row.status } : undefined;
  });
}
