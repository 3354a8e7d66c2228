import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { array, enums, object, pattern, string, validate } from 'superstruct';
import { outbox } from '../db/schema/core.ts';
import type { AppDeps } from '../deps.ts';
import { describeInvalid } from '../http/request-fields.ts';
import { captchas } from '../kernel/identity/index.ts';
import type { SandboxOutages } from '../messaging/messages.ts';
import { registerSandboxAuthorizePages } from './authorize/pages.ts';
import { registerSandboxPayouts } from './bank/payouts.ts';
import { registerSandboxClock } from './clock/clock.ts';
import { registerSandboxDpCharges } from './dpcharges/bills.ts';
import { registerSandboxDepositories } from './evoting/depositories.ts';
import { registerSandboxFatca } from './fatca/fatca.ts';
import { acceptHtmlForms, escapeHtml, formFields, sandboxPage } from './html.ts';
import { registerSandboxInvestors } from './investors/investors.ts';
import { registerSandboxKyc } from './kyc/kyc.ts';
import { DEMO_KYC_PEOPLE } from './registration/kyc-people.ts';
import { registerSandboxKycSources } from './registration/kyc-sources.ts';
import { registerSandboxPennyDrop } from './registration/penny-drop.ts';

/** Sandbox pages listed on /sandbox; areas with their own "other side" pages add them here. */
export const sandboxPages: { path: string; title: string }[] = [
  { path: '/sandbox/outbox', title: 'Outbox: OTPs and e-mails sent' },
  { path: '/sandbox/api/outbox?to=50000001', title: 'Outbox as JSON for one login id' },
  {
    path: '/sandbox/api/outbox/outages',
    title: 'SMS / e-mail gateway outages as JSON (POST /sandbox/api/outbox/outage to set one)',
  },
  {
    path: '/sandbox/api/captcha/latest',
    title: 'Text of the latest captcha, or of one captcha with ?id= (automated tests)',
  },
  {
    path: '/sandbox/api/investors',
    title:
      'Situations of fresh investors (POST {"situation":"plain"} makes one and answers its login; POST …/{account}/allot allots its paid orders as on their NAV day)',
  },
  {
    path: '/sandbox/api/clock',
    title: 'The server clock (POST {"advanceSeconds":n} moves it on: expiries without waiting)',
  },
  { path: '/sandbox/rekyc?njAcNo=50000010', title: 'KYC agency: complete the re-KYC of an investor' },
  { path: '/sandbox/fatca', title: 'FATCA form links of the demo investors' },
  {
    path: '/sandbox/api/fatca/link?to=50000003',
    title: 'FATCA form link for one investor as JSON (holder: &holder=S)',
  },
  {
    path: '/sandbox/dpcharges',
    title: 'DP charges: raise a new bill for an investor (JSON: POST /sandbox/api/dpcharges/bills)',
  },
  {
    path: '/sandbox/evoting',
    title: 'E-voting requests: make one for an investor at CDSL or NSDL (POST /sandbox/api/evoting/requests)',
  },
  {
    path: '/sandbox/partner',
    title:
      'Partner: enter a transaction for an investor to authorize (JSON: POST /sandbox/api/partner/transactions)',
  },
  { path: '/sandbox/payouts', title: 'Bank payouts: redemption and insta cash credits to investors' },
  {
    path: '/sandbox/api/payouts',
    title: 'Bank payouts as JSON (POST /sandbox/api/payouts/fail-next with {"count":n} refuses the next n)',
  },
  {
    path: '/sandbox/kyc-sources',
    title: `KRA, CKYC and DigiLocker demo PANs: ${DEMO_KYC_PEOPLE.map((p) => `${p.pan} ${p.situation}`).join('; ')}`,
  },
  {
    path: '/sandbox/bank-accounts',
    title:
      'Bank accounts the penny drop verifies: open one (JSON: POST /sandbox/api/bank-accounts; POST /sandbox/api/penny-drops/fail-next times out the next n)',
  },
];

/** An outage request: the login id whose messages fail, and which channels (none ends it). */
const OutageRequest = object({
  to: pattern(string(), /^[A-Za-z0-9._@-]{1,64}$/),
  channels: array(enums(['sms', 'email'] as const)),
});

/** The "other side" a tester uses: outbox of SMS / e-mail, latest captcha text. Only when the sandbox is on. */
export async function registerSandbox(
  app: FastifyInstance,
  deps: AppDeps,
  options: { outages: SandboxOutages },
): Promise<void> {
  const { db } = deps;
  const { outages } = options;

  app.get('/sandbox', async (_request, reply) => {
    const items = sandboxPages
      .map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`)
      .join('');
    return reply.type('text/html; charset=utf-8').send(sandboxPage('E-Wealth sandbox', `<ul>${items}</ul>`));
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
        : `<table><thead><tr><th>When</th><th>Account</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead><tbody>${rows
            .map(
              (m) =>
                `<tr><td>${m.at.toISOString()}</td><td>${escapeHtml(m.loginId)}</td><td>${m.channel}</td><td>${escapeHtml(m.address)}</td><td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.body)}</td></tr>`,
            )
            .join('')}</tbody></table>`;
    const down = outages.list();
    const outageList = down.length
      ? `<ul>${down.map((o) => `<li>${escapeHtml(o.loginId)}: ${o.channels.join(' and ')} refused</li>`).join('')}</ul>`
      : '<p>None: every message is delivered.</p>';
    const outageForm = `<h2>Gateway outage</h2>${outageList}
<form method="post" action="/sandbox/outbox/outage"><label>Account number <input name="to" required value="${escapeHtml(to ?? '')}"></label>
<label><input type="checkbox" name="sms"> SMS fails</label> <label><input type="checkbox" name="email"> E-mail fails</label>
<button>Apply</button></form><p>With both ticked, no OTP for that account can be sent; with none, the outage ends.</p>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          'Outbox',
          `<form><label>Account number <input name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>${body}${outageForm}`,
        ),
      );
  });

  app.get('/sandbox/api/outbox/outages', async () => ({ isSuccess: true, data: outages.list() }));

  await app.register(async (scope) => {
    acceptHtmlForms(scope);

    scope.post('/sandbox/api/outbox/outage', async (request, reply) => {
      const [error, outage] = validate(request.body, OutageRequest);
      if (error) {
        const { field, message } = describeInvalid(error);
        return reply.code(400).send({ isSuccess: false, field, message });
      }
      outages.set(outage.to, outage.channels);
      return { isSuccess: true, data: outages.list() };
    });

    scope.post('/sandbox/outbox/outage', async (request, reply) => {
      const form = formFields(request.body);
      const to = String(form.to ?? '').trim();
      const channels = (['sms', 'email'] as const).filter((c) => form[c] !== undefined);
      const [error] = validate({ to, channels }, OutageRequest);
      if (error)
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(sandboxPage('Outbox', '<p>Enter the account number whose messages should fail.</p>'));
      outages.set(to, channels);
      return reply.redirect(`/sandbox/outbox?to=${encodeURIComponent(to)}`, 303);
    });
  });

  // `?id=` names the captcha a browser was shown (journeys running side by side each read their own).
  app.get<{ Querystring: { id?: string } }>('/sandbox/api/captcha/latest', async (request) => {
    const id = typeof request.query.id === 'string' ? request.query.id : undefined;
    const [row] = await db
      .select({ captchaId: captchas.id, text: captchas.sandboxText, createdAt: captchas.createdAt })
      .from(captchas)
      .where(and(isNotNull(captchas.sandboxText), id ? eq(captchas.id, id) : undefined))
      .orderBy(desc(captchas.createdAt))
      .limit(1);
    return row ? { isSuccess: true, data: row } : { isSuccess: false, message: 'No captcha issued yet.' };
  });

  // The other side of the areas' providers: KYC agency, depositories, FATCA links.
  await registerSandboxKyc(app, deps);
  await registerSandboxDepositories(app, deps);
  await registerSandboxFatca(app, deps);
  await registerSandboxDpCharges(app, deps);
  await registerSandboxAuthorizePages(app, deps);
  registerSandboxPayouts(app, deps);
  await registerSandboxKycSources(app, deps);
  await registerSandboxPennyDrop(app, deps);
  // What automated journeys need: an investor of their own, and a clock they move instead of waiting.
  registerSandboxInvestors(app, deps);
  registerSandboxClock(app, deps);
}
