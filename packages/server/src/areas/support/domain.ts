import { randomBytes } from 'node:crypto';
import {
  type DataOf,
  type SupportQuery,
  type sendSupportQuery,
  supportQueryErrors,
  supportTexts,
} from '@ewa/api';
import { eq } from 'drizzle-orm';
import type { SessionCallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { accountByNumber, maskEmail } from '../../kernel/identity/index.ts';
import { supportQueries } from './schema.ts';

/** `SQ` and the date in India, then the query's serial: SQ20261125000042. */
export function supportReference(id: number, at: Date): string {
  const day = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `SQ${day}${String(id).padStart(6, '0')}`;
}

/**
 * `support/sendQuery`: the rules again (the first failure is a 400 naming its field), then the query is
 * stored with its reference number and a copy is mailed to the registered address. A mail that cannot
 * be sent does not lose the query: the reply says no copy went out.
 */
export async function sendQuery(
  ctx: SessionCallContext,
  query: SupportQuery,
): Promise<{
  isSuccess: true;
  message: string;
  displayMessage: string;
  data: DataOf<typeof sendSupportQuery>;
}> {
  const [failure] = supportQueryErrors(query);
  if (failure)
    throw new DomainError(failure.message, { status: 400, field: failure.field, errCode: 'FIELD_INVALID' });
  const subject = query.subject.trim();
  const message = query.message.trim();
  const account = await accountByNumber(ctx.db, ctx.session.njAcNo);
  const now = ctx.deps.clock.now();
  // The reference carries the row's serial, known once the row is in.
  const referenceNo = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportQueries)
      .values({
        referenceNo: `pending-${randomBytes(9).toString('base64url')}`,
        njAcNo: account.njAcNo,
        subject,
        message,
        createdAt: now,
      })
      .returning({ id: supportQueries.id });
    if (!row) throw new Error('support query not stored');
    const reference = supportReference(row.id, now);
    await tx.update(supportQueries).set({ referenceNo: reference }).where(eq(supportQueries.id, row.id));
    return reference;
  });

  let copySentTo = '';
  try {
    await ctx.deps.messages.send({
      channel: 'email',
      loginId: account.njAcNo,
      address: account.email,
      subject: `Your query ${referenceNo}: ${subject}`,
      body: `Dear ${account.appName},\n\nWe have received your query. Your reference number is ${referenceNo}; please quote it when you write to us about it.\n\nSubject: ${subject}\n\n${message}\n\nE-Wealth Help & Support`,
    });
    copySentTo = maskEmail(account.email);
    await ctx.db
      .update(supportQueries)
      .set({ copySentTo: account.email })
      .where(eq(supportQueries.referenceNo, referenceNo));
  } catch (error) {
    ctx.log.warn({ err: error, referenceNo }, 'support query copy not mailed');
  }
  await ctx.audit({
    action: 'support.query',
    outcome: 'success',
    actor: ctx.session.loginId,
    njAcNo: account.njAcNo,
    detail: { referenceNo, mailed: copySentTo !== '' },
  });
  const text = supportTexts.sent(referenceNo);
  return { isSuccess: true, message: text, displayMessage: text, data: { referenceNo, copySentTo } };
}
