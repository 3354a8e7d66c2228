import { HOLDER_CODES, type HolderCode } from '@ewa/api';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fatcaLinkFor } from '../../areas/fatca/domain.ts';
import { fatcaDeclarations } from '../../areas/fatca/schema.ts';
import { accountHolders, accounts } from '../../db/schema/core.ts';
import type { AppDeps } from '../../deps.ts';
import { forgetAccount } from '../../session/sessions.ts';
import { escapeHtml, sandboxPage } from '../html.ts';

const isHolder = (value: string): value is HolderCode => (HOLDER_CODES as readonly string[]).includes(value);

/**
 * FATCA form links for testers (the message an investor would receive): JSON for one account and
 * holder, and a page listing every account's holders.
 */
export async function registerSandboxFatca(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Querystring: { to?: string; holder?: string } }>(
    '/sandbox/api/fatca/link',
    async (request, reply) => {
      const to = String(request.query.to ?? '');
      const holder = String(request.query.holder ?? 'F');
      const [row] =
        /^\d{1,20}$/.test(to) && isHolder(holder)
          ? await deps.db
              .select({ code: accountHolders.holderCode })
              .from(accountHolders)
              .where(and(eq(accountHolders.njAcNo, to), eq(accountHolders.holderCode, holder)))
          : [];
      if (!row || !isHolder(holder))
        return reply.code(404).send({ isSuccess: false, message: 'No such account holder.' });
      return { isSuccess: true, data: { link: fatcaLinkFor(deps, to, holder) } };
    },
  );

  // A tester starts over: the account's declarations are withdrawn and its FATCA gate is back.
  app.post<{ Body: { to?: unknown } }>('/sandbox/api/fatca/pending', async (request, reply) => {
    const to = typeof request.body?.to === 'string' ? request.body.to : '';
    if (!/^\d{1,20}$/.test(to))
      return reply.code(400).send({ isSuccess: false, field: 'to', message: 'to should be valid.' });
    const updated = await deps.db.transaction(async (tx) => {
      await tx.delete(fatcaDeclarations).where(eq(fatcaDeclarations.njAcNo, to));
      return tx
        .update(accounts)
        .set({ fatcaDeclarationPending: true })
        .where(eq(accounts.njAcNo, to))
        .returning({ njAcNo: accounts.njAcNo });
    });
    if (updated.length === 0) return reply.code(404).send({ isSuccess: false, message: 'No such account.' });
    forgetAccount(deps, to);
    return { isSuccess: true, data: { fatcaDeclarationPending: 'Y' } };
  });

  app.get('/sandbox/fatca', async (_request, reply) => {
    const holders = await deps.db
      .select({
        njAcNo: accountHolders.njAcNo,
        code: accountHolders.holderCode,
        name: accountHolders.name,
        pending: accounts.fatcaDeclarationPending,
        declaredAt: fatcaDeclarations.declaredAt,
      })
      .from(accountHolders)
      .innerJoin(accounts, eq(accounts.njAcNo, accountHolders.njAcNo))
      .leftJoin(
        fatcaDeclarations,
        and(
          eq(fatcaDeclarations.njAcNo, accountHolders.njAcNo),
          eq(fatcaDeclarations.holderCode, accountHolders.holderCode),
        ),
      )
      .orderBy(asc(accountHolders.njAcNo), asc(accountHolders.holderCode));
    const rows = holders
      .filter((h) => isHolder(h.code))
      .map(
        (h) =>
          `<tr><td>${escapeHtml(h.njAcNo)}</td><td>${h.code}</td><td>${escapeHtml(h.name)}</td><td>${h.pending ? 'pending' : 'clear'}</td><td>${h.declaredAt ? h.declaredAt.toISOString() : '—'}</td><td><a href="${escapeHtml(fatcaLinkFor(deps, h.njAcNo, h.code))}" target="_blank">Open the FATCA form</a></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          'FATCA form links',
          `<p>Each link is signed for one account and holder and works for an hour.</p><table><thead><tr><th>Account</th><th>Holder</th><th>Name</th><th>FATCA gate</th><th>Declared</th><th></th></tr></thead><tbody>${rows}</tbody></table>`,
        ),
      );
  });
}
