import { AUTH_TYPES, authTypeLabel, PAY_MODE_NAMES } from '@ewa/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { boolean, enums, object, optional, pattern, size, string, validate } from 'superstruct';
import { enterTransactions, entryFromForm, type PartnerForm } from '../../areas/authorize/entry.ts';
import { LINK_DAYS, linkSealerFor, partnerLink } from '../../areas/authorize/link.ts';
import { completeMarsAuthorization, openMarsToken } from '../../areas/authorize/mars.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../http/errors.ts';
import { describeInvalid } from '../../http/request-fields.ts';
import { acceptHtmlForms, escapeHtml, formFields, sandboxPage } from '../html.ts';

/** The JSON twin's body: the issue's four fields, plus the flags that reach each rule. */
const PartnerRequest = object({
  investor: pattern(string(), /^\d{1,20}$/),
  type: size(string(), 1, 20),
  amount: optional(pattern(string(), /^\d{1,10}(\.\d{1,2})?$/)),
  payMode: optional(enums(['', '1', '2', '3', '5', '7', '8'])),
  payerVpa: optional(size(pattern(string(), /^[\w.-]+@[\w.-]+$/), 1, 200)),
  poa: optional(boolean()),
  edis: optional(boolean()),
  mfMode: optional(enums(['D', 'P'])),
  marsOverlap: optional(boolean()),
  bulkConfirm: optional(boolean()),
  isMars: optional(boolean()),
  /** Sandbox only: a link that expires sooner (or already expired, with a negative number). */
  linkExpiresInSeconds: optional(pattern(string(), /^-?\d{1,9}$/)),
});

const html = (reply: FastifyReply, title: string, body: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').send(sandboxPage(title, body));

/** Only addresses inside the portal may be returned to. */
const portalReturn = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^\/ewa\/[A-Za-z0-9/_?&=.%-]*$/.test(value) ? value : fallback;

/**
 * The "other side" of authorization a tester uses: the partner who enters a transaction for an
 * investor (page and JSON twin), the depository's eDIS page and the MARS authorization page.
 */
export async function registerSandboxAuthorizePages(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const sealer = linkSealerFor(deps.tokens);

  async function enter(form: PartnerForm, expiresInSeconds?: number) {
    const entry = await entryFromForm(deps.db, form, deps.clock.now());
    const [created] = await enterTransactions(deps.db, [entry]);
    if (!created) throw new Error('transaction not entered');
    const exp = Math.floor(deps.clock.now().getTime() / 1000) + (expiresInSeconds ?? LINK_DAYS * 24 * 3600);
    return { trxnId: created.refNo, link: partnerLink(sealer.seal({ id: created.id, exp })), entry };
  }

  await app.register(async (scope) => {
    acceptHtmlForms(scope);

    scope.post('/sandbox/api/partner/transactions', async (request, reply) => {
      const [error, body] = validate(request.body, PartnerRequest);
      if (error) {
        const { field, message } = describeInvalid(error);
        return reply.code(400).send({ isSuccess: false, field, message });
      }
      try {
        const { trxnId, link } = await enter(
          body,
          body.linkExpiresInSeconds === undefined ? undefined : Number(body.linkExpiresInSeconds),
        );
        return { data: { trxnId, link } };
      } catch (failure) {
        if (failure instanceof DomainError)
          return reply
            .code(400)
            .send({ isSuccess: false, message: failure.message, errCode: failure.errCode });
        throw failure;
      }
    });

    scope.get('/sandbox/partner', async (_request, reply) =>
      html(reply, 'Partner: enter a transaction', partnerForm()),
    );

    scope.post('/sandbox/partner', async (request, reply) => {
      const form = formFields(request.body);
      const flag = (name: string) => form[name] !== undefined;
      const input = {
        investor: (form.investor ?? '').trim(),
        type: form.type ?? '',
        ...(form.amount?.trim() ? { amount: form.amount.trim() } : {}),
        ...(form.payMode ? { payMode: form.payMode } : {}),
        ...(form.payerVpa?.trim() ? { payerVpa: form.payerVpa.trim() } : {}),
        poa: flag('poa'),
        edis: flag('edis'),
        marsOverlap: flag('marsOverlap'),
        isMars: flag('isMars'),
      };
      const [error, body] = validate(input, PartnerRequest);
      if (error)
        return html(
          reply,
          'Partner: enter a transaction',
          `<p class="note">${escapeHtml(describeInvalid(error).message)} (${escapeHtml(describeInvalid(error).field)})</p>${partnerForm(form)}`,
          400,
        );
      try {
        const { trxnId, link, entry } = await enter(body);
        const lines = entry.lines
          .map(
            (l) =>
              `<li>${escapeHtml(l.schName)}${l.targetSchName ? ` → ${escapeHtml(l.targetSchName)}` : ''}</li>`,
          )
          .join('');
        return html(
          reply,
          'Transaction entered',
          `<p>Ref. No <strong>${escapeHtml(trxnId)}</strong>, ${escapeHtml(authTypeLabel(entry.trxnType))} for investor ${escapeHtml(entry.njAcNo)}.</p>
<ul>${lines}</ul>
<p>Send this link to the investor (valid ${LINK_DAYS} days, spent once acted on):</p>
<p><a id="partner-link" href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p><a href="/sandbox/partner">Enter another</a></p>`,
        );
      } catch (failure) {
        if (failure instanceof DomainError)
          return html(
            reply,
            'Partner: enter a transaction',
            `<p class="note">${escapeHtml(failure.message)}</p>${partnerForm(form)}`,
            400,
          );
        throw failure;
      }
    });

    // The depository's eDIS page: shows what the portal posted, then returns with the investor's answer.
    scope.post('/sandbox/depository/edis', async (request, reply) => {
      const form = formFields(request.body);
      const back = portalReturn(form.returnUrl, '/ewa/edis-response');
      const rows = Object.entries(form)
        .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(String(v))}</td></tr>`)
        .join('');
      return html(
        reply,
        'Depository eDIS (sandbox)',
        `<p>The portal sent this request to debit units from your demat account:</p><table>${rows}</table>
<form method="post" action="/sandbox/depository/edis/decide">
<input type="hidden" name="returnUrl" value="${escapeHtml(back)}">
<input type="hidden" name="edisTrxnNo" value="${escapeHtml(String(form.edisTrxnNo ?? ''))}">
<p><button name="status" value="SUCCESS">Authorize the debit</button> <button name="status" value="FAILED">Cancel</button></p></form>`,
      );
    });
    scope.post('/sandbox/depository/edis/decide', async (request, reply) => {
      const form = formFields(request.body);
      const back = portalReturn(form.returnUrl, '/ewa/edis-response');
      const status = form.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED';
      const separator = back.includes('?') ? '&' : '?';
      return reply.redirect(
        `${back}${separator}edisStatus=${status}&edisTrxnNo=${encodeURIComponent(String(form.edisTrxnNo ?? ''))}`,
        303,
      );
    });

    // The MARS authorization page: the token serial the portal posted, the transaction it names.
    scope.post('/sandbox/mars/authorize', async (request, reply) => {
      const form = formFields(request.body);
      const serial = String(form.serialNo ?? '');
      const opened = serial ? await openMarsToken(deps.db, serial, deps.clock.now()) : undefined;
      const received = Object.entries(form)
        .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(String(v))}</td></tr>`)
        .join('');
      if (!opened?.row)
        return html(
          reply,
          'MARS authorization (sandbox)',
          `<table>${received}</table><p class="note">This token is not valid or has been used.</p><p><a href="/ewa/transact/authorize/mars">Back to the portal</a></p>`,
          400,
        );
      return html(
        reply,
        'MARS authorization (sandbox)',
        `<p>Received from the portal:</p><table>${received}</table>
<p>Transaction <strong>${escapeHtml(opened.row.refNo)}</strong> (${escapeHtml(authTypeLabel(opened.row.trxnType))}) of investor ${escapeHtml(opened.token.njAcNo)}.</p>
<form method="post" action="/sandbox/mars/authorize/decide"><input type="hidden" name="serialNo" value="${escapeHtml(serial)}">
<p><button name="decision" value="AUTHORIZED">Authorize</button> <button name="decision" value="REJECTED">Reject</button></p></form>`,
      );
    });
    scope.post('/sandbox/mars/authorize/decide', async (request, reply) => {
      const form = formFields(request.body);
      const done = await completeMarsAuthorization(
        deps.db,
        String(form.serialNo ?? ''),
        form.decision === 'REJECTED' ? 'REJECTED' : 'AUTHORIZED',
        deps.clock.now(),
        {
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
          requestId: String(request.id),
        },
      );
      const query = done ? `?trxnId=${encodeURIComponent(done.refNo)}` : '';
      return reply.redirect(`/ewa/transact/authorize/mars${query}`, 303);
    });
  });
}

function partnerForm(values: Record<string, string> = {}): string {
  const types = AUTH_TYPES.map(
    (t) =>
      `<option value="${t}"${values.type === t ? ' selected' : ''}>${t}${authTypeLabel(t) !== t ? ` (${escapeHtml(authTypeLabel(t))})` : ''}</option>`,
  ).join('');
  const choices: [string, string][] = [['', 'None'], ...Object.entries(PAY_MODE_NAMES)];
  const modes = choices
    .map(
      ([m, name]) =>
        `<option value="${m}"${values.payMode === m ? ' selected' : ''}>${m ? `${m} ${escapeHtml(name)}` : name}</option>`,
    )
    .join('');
  return `<form method="post" action="/sandbox/partner">
<p><label>Investor (account number) <input name="investor" required value="${escapeHtml(values.investor ?? '50000001')}"></label></p>
<p><label>Transaction type <select name="type">${types}</select></label></p>
<p><label>Amount (Rs) <input name="amount" inputmode="decimal" value="${escapeHtml(values.amount ?? '5000')}"></label></p>
<p><label>Pay mode (purchases) <select name="payMode">${modes}</select></label></p>
<p><label>Payer UPI ID (mode 8) <input name="payerVpa" value="${escapeHtml(values.payerVpa ?? 'success@ewapay')}"></label></p>
<p><label><input type="checkbox" name="poa"> POA/DDPI flag</label> <label><input type="checkbox" name="edis"> eDIS allowed (demat)</label>
<label><input type="checkbox" name="marsOverlap"> Scheme in a MARS portfolio</label> <label><input type="checkbox" name="isMars"> MARS list</label></p>
<p><button>Enter the transaction</button></p></form>
<p>JSON twin: <code>POST /sandbox/api/partner/transactions</code> with <code>{ "investor": "50000001", "type": "PIP", "amount": "5000", "payMode": "8" }</code>.</p>`;
}
