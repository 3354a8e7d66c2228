import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { rupeesText, toPaise } from '../../kernel/money.ts';
import { escapeHtml, formFields, sandboxPage } from '../html.ts';
import { answerRequest } from './psp.ts';
import { sandboxUpiRequests } from './schema.ts';

/** What the payer's app lists: collect requests waiting for a person, and payable QR codes. */
async function waitingRequests(db: Db, now: Date, vpa: string | undefined) {
  return db
    .select()
    .from(sandboxUpiRequests)
    .where(
      and(
        eq(sandboxUpiRequests.status, 'PENDING'),
        gt(sandboxUpiRequests.expiresAt, now),
        isNull(sandboxUpiRequests.decision),
        vpa ? or(eq(sandboxUpiRequests.payerVpa, vpa), eq(sandboxUpiRequests.kind, 'QR')) : undefined,
      ),
    )
    .orderBy(desc(sandboxUpiRequests.createdAt))
    .limit(100);
}

/** Pays a `upi://pay` link (as scanning the QR would): it must name a live QR of the same amount. */
export async function payIntentLink(db: Db, now: Date, link: string, payerVpa: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return 'That is not a UPI link.';
  }
  if (url.protocol !== 'upi:') return 'That is not a UPI link.';
  const trxnId = url.searchParams.get('tr') ?? '';
  const amount = Number(url.searchParams.get('am'));
  const [qr] = await db
    .select()
    .from(sandboxUpiRequests)
    .where(and(eq(sandboxUpiRequests.kind, 'QR'), eq(sandboxUpiRequests.merchantTrxnId, trxnId)));
  if (!qr) return 'No such QR code at this PSP.';
  let paise: number;
  try {
    paise = toPaise(amount);
  } catch {
    return 'The amount in the link is not valid.';
  }
  if (paise !== qr.amountPaise) return 'The amount in the link does not match the QR code.';
  const paid = await answerRequest(db, now, qr.pspRef, 'SUCCESS', payerVpa);
  return paid
    ? `Paid Rs ${rupeesText(qr.amountPaise)} for ${trxnId}.`
    : 'This QR code can no longer be paid.';
}

/** /sandbox/upi: the payer's UPI app. Forms post urlencoded bodies; JSON twins serve automated tests. */
export async function registerSandboxUpiPages(app: FastifyInstance, options: { db: Db; clock: Clock }) {
  const { db, clock } = options;

  app.get<{ Querystring: { vpa?: string; msg?: string } }>('/sandbox/upi', async (request, reply) => {
    const vpa =
      typeof request.query.vpa === 'string' && request.query.vpa
        ? request.query.vpa.toLowerCase()
        : undefined;
    const rows = await waitingRequests(db, clock.now(), vpa);
    const table = rows.length
      ? `<table><thead><tr><th>Kind</th><th>Payer VPA</th><th>Amount</th><th>Merchant reference</th><th>Expires</th><th></th></tr></thead><tbody>${rows
          .map(
            (
              r,
            ) => `<tr><td>${r.kind === 'QR' ? 'QR / intent' : 'Collect request'}</td><td>${escapeHtml(r.payerVpa ?? '(whoever scans)')}</td>
<td>Rs ${rupeesText(r.amountPaise)}</td><td>${escapeHtml(r.merchantTrxnId)}</td><td>${r.expiresAt.toISOString()}</td>
<td><form method="post" action="/sandbox/upi/answer"><input type="hidden" name="ref" value="${escapeHtml(r.pspRef)}">
<button name="action" value="approve">Approve</button> <button name="action" value="decline">Decline</button></form></td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No collect requests waiting.</p>';
    const notice =
      typeof request.query.msg === 'string' ? `<p><strong>${escapeHtml(request.query.msg)}</strong></p>` : '';
    const body = `${notice}<form method="get"><label>My VPA <input name="vpa" value="${escapeHtml(vpa ?? '')}" placeholder="name@ewapay"></label> <button>Show</button></form>
<h2>Waiting for me</h2>${table}
<h2>Pay a UPI link (as scanning the QR code)</h2>
<form method="post" action="/sandbox/upi/pay-link"><textarea name="link" aria-label="UPI link" placeholder="upi://pay?pa=..."></textarea><br>
<label>Pay as <input name="payer" value="${escapeHtml(vpa ?? 'payer@ewapay')}"></label> <button>Pay</button></form>
<p>Scripted payers: <code>success@ewapay</code> approves in about 3 s, <code>failure@ewapay</code> declines,
<code>expire@ewapay</code> never answers. Other <code>name@ewapay</code> wait here.</p>`;
    return reply.type('text/html; charset=utf-8').send(
      sandboxPage('Sandbox UPI app (payer)', body, {
        refreshSeconds: 5,
        style: 'form{display:inline}textarea{width:40rem;height:3rem}',
      }),
    );
  });

  app.post('/sandbox/upi/answer', async (request, reply) => {
    const form = formFields(request.body);
    const ok = await answerRequest(
      db,
      clock.now(),
      String(form.ref ?? ''),
      form.action === 'approve' ? 'SUCCESS' : 'REJECTED',
    );
    const msg = ok
      ? form.action === 'approve'
        ? 'Approved.'
        : 'Declined.'
      : 'That request can no longer be answered.';
    return reply.redirect(`/sandbox/upi?msg=${encodeURIComponent(msg)}`, 303);
  });

  app.post('/sandbox/upi/pay-link', async (request, reply) => {
    const form = formFields(request.body);
    const msg = await payIntentLink(
      db,
      clock.now(),
      String(form.link ?? ''),
      String(form.payer || 'payer@ewapay'),
    );
    return reply.redirect(`/sandbox/upi?msg=${encodeURIComponent(msg)}`, 303);
  });

  app.get<{ Querystring: { vpa?: string } }>('/sandbox/api/upi/requests', async (request) => {
    const vpa =
      typeof request.query.vpa === 'string' && request.query.vpa
        ? request.query.vpa.toLowerCase()
        : undefined;
    return { isSuccess: true, data: await waitingRequests(db, clock.now(), vpa) };
  });

  app.post('/sandbox/api/upi/answer', async (request) => {
    const form = formFields(request.body);
    const answered = await answerRequest(
      db,
      clock.now(),
      String(form.ref ?? ''),
      form.action === 'approve' ? 'SUCCESS' : 'REJECTED',
    );
    return { isSuccess: answered };
  });

  app.post('/sandbox/api/upi/pay-link', async (request) => {
    const form = formFields(request.body);
    const message = await payIntentLink(
      db,
      clock.now(),
      String(form.link ?? ''),
      String(form.payer || 'payer@ewapay'),
    );
    return { isSuccess: message.startsWith('Paid'), message };
  });
}
