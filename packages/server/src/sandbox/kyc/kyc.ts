import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, type ReKycState } from '../../db/schema/core.ts';
import type { AppDeps } from '../../deps.ts';
import { originOf } from '../../http/calls.ts';
import { completeReKyc, kycProviders, REKYC_RETURN_PATH } from '../../kyc/provider.ts';
import { forgetAccount } from '../../session/sessions.ts';
import { acceptHtmlForms, escapeHtml, formFields, sandboxPage } from '../html.ts';

const accountNumber = /^\d{1,20}$/;

/**
 * The sandbox KYC registration agency: the re-KYC link of every investor leads to its page, where the
 * tester completes re-KYC and is sent back to the portal, whose gate then clears.
 */
export async function registerSandboxKyc(app: FastifyInstance, deps: AppDeps): Promise<void> {
  kycProviders.install(deps, {
    reKycLink: (investor) => `/sandbox/rekyc?njAcNo=${encodeURIComponent(investor.njAcNo)}`,
  });

  app.get<{ Querystring: { njAcNo?: string } }>('/sandbox/rekyc', async (request, reply) => {
    const njAcNo = String(request.query.njAcNo ?? '');
    const [account] = accountNumber.test(njAcNo)
      ? await deps.db
          .select({ name: accounts.appName, reKyc: accounts.reKyc })
          .from(accounts)
          .where(eq(accounts.njAcNo, njAcNo))
      : [];
    const body = !account
      ? '<p>No investor with this account number.</p>'
      : `<p>Account <strong>${escapeHtml(njAcNo)}</strong>, ${escapeHtml(account.name)}.</p>
<p>${account.reKyc === 'none' ? 'Re-KYC is not due for this account.' : `Re-KYC is due (${escapeHtml(account.reKyc)}).`}</p>
<form method="post" action="/sandbox/rekyc/complete"><input type="hidden" name="njAcNo" value="${escapeHtml(njAcNo)}">
<button>Complete re-KYC and return to E-Wealth</button></form>
<p><a href="/ewa/rekyc">Return without completing</a></p>`;
    return reply.type('text/html; charset=utf-8').send(
      sandboxPage('Re-KYC (KYC registration agency)', body, {
        note: 'Sandbox KYC agency — not available in production.',
      }),
    );
  });

  // A tester starts over: re-KYC is due again for the account (mandatory unless `mandatory: false`).
  app.post<{ Body: { to?: unknown; mandatory?: unknown } }>(
    '/sandbox/api/rekyc/due',
    async (request, reply) => {
      const to = typeof request.body?.to === 'string' ? request.body.to : '';
      if (!accountNumber.test(to))
        return reply.code(400).send({ isSuccess: false, field: 'to', message: 'to should be valid.' });
      const state: ReKycState = request.body?.mandatory === false ? 'optional' : 'mandatory';
      const updated = await deps.db
        .update(accounts)
        .set({ reKyc: state })
        .where(eq(accounts.njAcNo, to))
        .returning({ njAcNo: accounts.njAcNo });
      if (updated.length === 0)
        return reply.code(404).send({ isSuccess: false, message: 'No such account.' });
      forgetAccount(deps, to);
      return { isSuccess: true, data: { reKyc: state } };
    },
  );

  await app.register(async (scope) => {
    acceptHtmlForms(scope);
    scope.post('/sandbox/rekyc/complete', async (request, reply) => {
      const njAcNo = String(formFields(request.body).njAcNo ?? '');
      if (!accountNumber.test(njAcNo))
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(
            sandboxPage('Re-KYC (KYC registration agency)', '<p>No investor with this account number.</p>'),
          );
      await completeReKyc(deps, njAcNo, originOf(request));
      return reply.redirect(REKYC_RETURN_PATH, 303);
    });
  });
}
