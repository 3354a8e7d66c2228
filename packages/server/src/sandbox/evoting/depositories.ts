import { timingSafeEqual } from 'node:crypto';
import { DEPOSITORIES, type Depository } from '@ewa/api';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  enums,
  object,
  optional,
  pattern,
  size,
  string,
  boolean as structBoolean,
  validate,
} from 'superstruct';
import {
  type DepositoryReturn,
  depositoryProviders,
  type VotingSession,
} from '../../areas/evoting/depository.ts';
import { createVotingRequest } from '../../areas/evoting/domain.ts';
import { evotingEvents } from '../../areas/evoting/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { originOf } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { describeInvalid } from '../../http/request-fields.ts';
import { acceptHtmlForms, escapeHtml, formFields, sandboxPage } from '../html.ts';
import { sandboxDepositorySessions } from './schema.ts';

/** What the sandbox NSDL answers for a request a tester asked to fail. */
export const SANDBOX_NSDL_ERROR = {
  code: 'EVN-4012',
  description: 'The demat account is not entitled to vote on this EVEN.',
} as const;

const FORM_PURPOSE = 'sandbox-depository-form';
const RETURN_PURPOSE = 'sandbox-depository-return';

const slug = (depository: Depository) => depository.toLowerCase();

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The fields as signed: each `name=value` line in name order, the checksum left out. */
function canonical(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'checksum')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('\n');
}

/** The sandbox's CDSL and NSDL: forms signed with the server's key, returns signed the same way. */
function sandboxDepositories(deps: AppDeps) {
  const sign = (purpose: string, text: string) => deps.tokens.digest(purpose, text);

  const provider = (depository: Depository) => ({
    votingForm(session: VotingSession) {
      const fields: Record<string, string> =
        depository === 'CDSL'
          ? {
              requestReference: session.requestReference,
              boId: `${session.dpId}${session.clientId}`,
              evsn: session.eventNo,
              pan: session.panNo,
              investorName: session.investorName,
              returnUrl: session.returnUrl,
            }
          : {
              requestReference: session.requestReference,
              dpId: session.dpId,
              clientId: session.clientId,
              even: session.eventNo,
              pan: session.panNo,
              investorName: session.investorName,
              returnUrl: session.returnUrl,
            };
      fields.checksum = sign(FORM_PURPOSE, canonical(fields));
      return {
        actionUrl: `/sandbox/evoting/${slug(depository)}`,
        fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
      };
    },
    readReturn(query: Record<string, string>): DepositoryReturn | undefined {
      const { msg, sig } = query;
      if (!msg || !sig || !sameText(sig, sign(RETURN_PURPOSE, msg))) return undefined;
      try {
        const answer = JSON.parse(Buffer.from(msg, 'base64url').toString('utf8')) as DepositoryReturn;
        return typeof answer.requestReference === 'string' &&
          ['VOTED', 'CANCELLED', 'ERROR'].includes(answer.outcome)
          ? answer
          : undefined;
      } catch {
        return undefined;
      }
    },
  });

  /** The return address with the signed answer, as the depository sends the browser back. */
  const returnTo = (returnUrl: string, answer: DepositoryReturn) => {
    const msg = Buffer.from(JSON.stringify(answer), 'utf8').toString('base64url');
    const url = new URL(returnUrl, 'http://sandbox.invalid');
    url.searchParams.set('msg', msg);
    url.searchParams.set('sig', sign(RETURN_PURPOSE, msg));
    return returnUrl.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`;
  };

  const verified = (fields: Record<string, string>) =>
    typeof fields.checksum === 'string' && sameText(fields.checksum, sign(FORM_PURPOSE, canonical(fields)));

  return { CDSL: provider('CDSL'), NSDL: provider('NSDL'), returnTo, verified };
}

const NewRequest = object({
  investor: pattern(size(string(), 1, 20), /^\d+$/),
  depository: enums(DEPOSITORIES),
  fail: optional(structBoolean()),
});

const VOTES = { ASSENT: 'Assent (for)', DISSENT: 'Dissent (against)', ABSTAIN: 'Abstain' } as const;

/**
 * The sandbox depositories (the "other side" of e-voting): their voting pages show what the portal
 * posted, let the tester vote on the event's resolution (or go back without voting) and return the
 * browser to the portal with a signed answer; NSDL refuses a request the tester asked to fail.
 */
export async function registerSandboxDepositories(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const sandbox = sandboxDepositories(deps);
  depositoryProviders.install(deps, { CDSL: sandbox.CDSL, NSDL: sandbox.NSDL });
  const { db } = deps;

  type Made =
    | { ok: true; requestReference: string; link: string }
    | { ok: false; status: 400 | 409; field?: string; message: string };
  const newRequest = async (body: unknown, origin: ReturnType<typeof originOf>): Promise<Made> => {
    const [error, wanted] = validate(body, NewRequest);
    if (error) return { ok: false, status: 400, ...describeInvalid(error) };
    if (wanted.fail && wanted.depository !== 'NSDL')
      return { ok: false, status: 400, field: 'fail', message: 'Only NSDL errors can be simulated.' };
    try {
      const requestReference = await createVotingRequest(deps, origin, {
        njAcNo: wanted.investor,
        depository: wanted.depository,
      });
      await db.insert(sandboxDepositorySessions).values({
        requestReference,
        depository: wanted.depository,
        fail: wanted.fail ?? false,
      });
      return { ok: true, requestReference, link: `/ewa/evoting?requestReference=${requestReference}` };
    } catch (failure) {
      if (!(failure instanceof DomainError)) throw failure;
      return { ok: false, status: 409, message: failure.message };
    }
  };

  app.get('/sandbox/evoting', async (_request, reply) => {
    const recent = await db
      .select()
      .from(sandboxDepositorySessions)
      .orderBy(desc(sandboxDepositorySessions.updatedAt))
      .limit(20);
    const rows = recent
      .map(
        (s) =>
          `<tr><td>${escapeHtml(s.requestReference)}</td><td>${s.depository}</td><td>${s.fail ? 'yes' : ''}</td><td>${s.received ? 'yes' : ''}</td><td>${escapeHtml(s.vote ?? '')}</td><td><a href="/ewa/evoting?requestReference=${escapeHtml(s.requestReference)}">Open in the portal</a></td></tr>`,
      )
      .join('');
    const body = `<p>Make an e-voting request for an investor, then open its link in the portal (logged in as that investor).</p>
<form method="post" action="/sandbox/evoting/requests">
<label>Investor <input name="investor" value="50000001" required></label>
<label>Depository <select name="depository"><option>CDSL</option><option>NSDL</option></select></label>
<label><input type="checkbox" name="fail"> NSDL refuses it with an error</label>
<button>Make a request</button></form>
<h2>Recent requests</h2>${
      rows
        ? `<table><thead><tr><th>Reference</th><th>Depository</th><th>Fails</th><th>Received</th><th>Vote</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>None yet.</p>'
    }`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('E-voting requests', body));
  });

  await app.register(async (scope) => {
    acceptHtmlForms(scope);

    scope.post('/sandbox/api/evoting/requests', async (request, reply) => {
      const made = await newRequest(request.body, originOf(request));
      if (!made.ok) {
        const { ok: _ok, status, ...failure } = made;
        return reply.code(status).send({ isSuccess: false, ...failure });
      }
      return { isSuccess: true, data: { requestReference: made.requestReference, link: made.link } };
    });

    scope.post('/sandbox/evoting/requests', async (request, reply) => {
      const form = formFields(request.body);
      const made = await newRequest(
        {
          investor: String(form.investor ?? '').trim(),
          depository: form.depository,
          fail: form.fail !== undefined,
        },
        originOf(request),
      );
      const body = made.ok
        ? `<p>Request <strong>${escapeHtml(made.requestReference)}</strong>: <a href="${escapeHtml(made.link)}">${escapeHtml(made.link)}</a></p>`
        : `<p>${escapeHtml(made.message)}</p>`;
      return reply
        .code(made.ok ? 200 : made.status)
        .type('text/html; charset=utf-8')
        .send(sandboxPage('E-voting request', `${body}<p><a href="/sandbox/evoting">Back</a></p>`));
    });

    for (const depository of DEPOSITORIES) {
      const title = `${depository} e-Voting`;
      const note = `Sandbox ${depository} — not the real depository, not available in production.`;
      const page = (body: string, status = 200) => ({ status, html: sandboxPage(title, body, { note }) });

      const receivedTable = (fields: Record<string, string>) =>
        `<h2>Received from E-Wealth</h2><table><tbody>${Object.entries(fields)
          .map(
            ([name, value]) =>
              `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</tbody></table>`;

      const ballot = async (fields: Record<string, string>) => {
        if (!sandbox.verified(fields))
          return page(
            `<p>The request's checksum does not match: ${depository} refuses it.</p>${receivedTable(fields)}`,
            400,
          );
        const requestReference = fields.requestReference ?? '';
        const [session] = await db
          .select()
          .from(sandboxDepositorySessions)
          .where(eq(sandboxDepositorySessions.requestReference, requestReference));
        await db
          .insert(sandboxDepositorySessions)
          .values({ requestReference, depository, received: fields })
          .onConflictDoUpdate({
            target: sandboxDepositorySessions.requestReference,
            set: { received: fields, updatedAt: new Date() },
          });
        const back = (answer: Omit<DepositoryReturn, 'requestReference'>) =>
          sandbox.returnTo(fields.returnUrl ?? '', { requestReference, ...answer });
        if (depository === 'NSDL' && session?.fail) {
          return page(`<p role="alert"><strong>Error ${SANDBOX_NSDL_ERROR.code}:</strong> ${escapeHtml(SANDBOX_NSDL_ERROR.description)}</p>
<p><a class="button" href="${escapeHtml(back({ outcome: 'ERROR', errorCode: SANDBOX_NSDL_ERROR.code, errorDescription: SANDBOX_NSDL_ERROR.description }))}">Return to E-Wealth</a></p>${receivedTable(fields)}`);
        }
        const eventNo = (depository === 'CDSL' ? fields.evsn : fields.even) ?? '';
        const [event] = await db
          .select()
          .from(evotingEvents)
          .where(and(eq(evotingEvents.depository, depository), eq(evotingEvents.eventNo, eventNo)));
        const choices = Object.entries(VOTES)
          .map(
            ([value, label], i) =>
              `<label><input type="radio" name="vote" value="${value}"${i === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label><br>`,
          )
          .join('');
        return page(`<p>${escapeHtml(fields.investorName ?? '')}, ${depository === 'CDSL' ? 'EVSN' : 'EVEN'} ${escapeHtml(eventNo)}: ${escapeHtml(event?.companyName ?? 'unknown event')}</p>
<form method="post" action="/sandbox/evoting/${slug(depository)}/vote">
<input type="hidden" name="requestReference" value="${escapeHtml(requestReference)}">
<fieldset><legend>Resolution 1: ${escapeHtml(event?.resolution ?? '')}</legend>${choices}</fieldset>
<p><button name="action" value="vote">Submit vote</button> <button name="action" value="cancel">Return without voting</button></p>
</form>${receivedTable(fields)}`);
      };

      scope.post(`/sandbox/evoting/${slug(depository)}`, async (request, reply) => {
        const fields: Record<string, string> = {};
        for (const [name, value] of Object.entries(formFields(request.body))) fields[name] = String(value);
        const answer = await ballot(fields);
        return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
      });

      scope.post(`/sandbox/evoting/${slug(depository)}/vote`, async (request, reply) => {
        const form = formFields(request.body);
        const requestReference = String(form.requestReference ?? '');
        const [session] = await db
          .select()
          .from(sandboxDepositorySessions)
          .where(
            and(
              eq(sandboxDepositorySessions.requestReference, requestReference),
              eq(sandboxDepositorySessions.depository, depository),
            ),
          );
        // The return address is the one the signed form carried, never one posted with the vote.
        const returnUrl = session?.received?.returnUrl;
        if (!session || !returnUrl) {
          const missing = page('<p>No ballot is open for this request.</p>', 404);
          return reply.code(missing.status).type('text/html; charset=utf-8').send(missing.html);
        }
        const vote = form.action === 'vote' && form.vote && form.vote in VOTES ? form.vote : undefined;
        await db
          .update(sandboxDepositorySessions)
          .set({ vote: vote ?? 'NOT VOTED', updatedAt: new Date() })
          .where(eq(sandboxDepositorySessions.requestReference, requestReference));
        return reply.redirect(
          sandbox.returnTo(returnUrl, { requestReference, outcome: vote ? 'VOTED' : 'CANCELLED' }),
          303,
        );
      });
    }
  });
}
