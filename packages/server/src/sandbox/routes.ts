import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { captchas } from '../areas/login/schema.ts';
import { outbox } from '../db/schema/core.ts';
import type { AppDeps } from '../deps.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Sandbox pages listed on /sandbox; areas with their own "other side" pages add them here. */
export const sandboxPages: { path: string; title: string }[] = [
  { path: '/sandbox/outbox', title: 'Outbox: OTPs and e-mails sent' },
  { path: '/sandbox/api/outbox?to=50000001', title: 'Outbox as JSON for one login id' },
  { path: '/sandbox/api/captcha/latest', title: 'Text of the latest captcha (automated tests)' },
];

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1b2733}table{border-collapse:collapse}
td,th{border:1px solid #ccd;padding:.35rem .6rem;text-align:left;vertical-align:top}
.note{color:#a33}</style></head><body><p class="note">Sandbox — not available in production.</p>
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** The "other side" a tester uses: outbox of SMS / e-mail, latest captcha text. Only when the sandbox is on. */
export async function registerSandbox(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get('/sandbox', async (_request, reply) => {
    const items = sandboxPages
      .map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`)
      .join('');
    return reply.type('text/html; charset=utf-8').send(page('E-Wealth sandbox', `<ul>${items}</ul>`));
  });

  app.get<{ Querystring: { to?: string } }>('/sandbox/api/outbox', async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? eq(outbox.loginId, to) : undefined)
      .orderBy(desc(outbox.id))
      .limit(50);
    return { isSuccess: true, data: rows };
  });

  app.get<{ Querystring: { to?: string } }>('/sandbox/outbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? eq(outbox.loginId, to) : undefined)
      .orderBy(desc(outbox.id))
      .limit(100);
    const body =
      rows.length === 0
        ? '<p>No messages yet.</p>'
        : `<table><thead><tr><th>When</th><th>Login id</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead><tbody>${rows
            .map(
              (m) =>
                `<tr><td>${m.at.toISOString()}</td><td>${escapeHtml(m.loginId)}</td><td>${m.channel}</td><td>${escapeHtml(m.address)}</td><td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.body)}</td></tr>`,
            )
            .join('')}</tbody></table>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Outbox',
          `<form><label>Login id <input name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>${body}`,
        ),
      );
  });

  app.get('/sandbox/api/captcha/latest', async () => {
    const [row] = await db
      .select({ captchaId: captchas.id, text: captchas.sandboxText, createdAt: captchas.createdAt })
      .from(captchas)
      .where(and(isNotNull(captchas.sandboxText)))
      .orderBy(desc(captchas.createdAt))
      .limit(1);
    return row ? { isSuccess: true, data: row } : { isSuccess: false, message: 'No captcha issued yet.' };
  });

  app.get<{ Querystring: { njAcNo?: string } }>('/sandbox/rekyc', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Re-KYC (KYC source sandbox)',
          `<p>Re-KYC for account ${escapeHtml(String(request.query.njAcNo ?? ''))} would be completed at the KYC registration agency.</p>`,
        ),
      ),
  );
}
