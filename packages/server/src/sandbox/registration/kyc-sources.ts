import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type CkycAnswer,
  type DigiLockerAnswer,
  type KraAnswer,
  type KycSources,
  kycSourceProviders,
} from '../../areas/registration/kyc/kyc-sources.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { acceptHtmlForms, escapeHtml, formFields, sandboxPage } from '../html.ts';
import { aadhaarOf, DEMO_KYC_PEOPLE, type DemoKycPerson } from './kyc-people.ts';
import { type Latency, latencyFrom, waitFor } from './latency.ts';
import { sandboxDigilockerConsents } from './schema.ts';

/** The demo PANs by what the registries answer for them (e2e tests import these). */
export { DEMO_KYC_PANS } from './kyc-people.ts';

/** A DigiLocker code is good for one exchange within this time. */
export const DIGILOCKER_CODE_SECONDS = 10 * 60;

export interface SandboxKycSettings {
  /** How long a KRA, CKYC or DigiLocker lookup takes. */
  latency: Latency;
  random: () => number;
}

export const sandboxKycSettings = (env = process.env): SandboxKycSettings => ({
  latency: latencyFrom(env.EWA_SANDBOX_KYC_LATENCY_MS, { minMs: 300, maxMs: 1200 }),
  random: Math.random,
});

const personOf = (pan: string): DemoKycPerson | undefined => {
  const wanted = pan.trim().toUpperCase();
  return DEMO_KYC_PEOPLE.find((p) => p.pan === wanted);
};

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

const STATE = /^[A-Za-z0-9._~-]{8,128}$/;

/** A return address the sandbox sends browsers to: a path of this site or an http(s) address. */
function isReturnUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** `returnUrl` with the given query fields added, kept relative when it was relative. */
function withQuery(returnUrl: string, fields: Record<string, string>): string {
  const url = new URL(returnUrl, 'http://sandbox.invalid');
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  return returnUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * The sandbox KRA, CKYC and DigiLocker over the demo people: lookups take a real provider's time,
 * DigiLocker codes are single use and expire after ten minutes.
 */
export function createSandboxKycSources(db: Db, clock: Clock, settings: SandboxKycSettings) {
  const pause = () => waitFor(settings.latency, settings.random);
  const sources: KycSources = {
    async kra(pan): Promise<KraAnswer> {
      await pause();
      const person = personOf(pan);
      if (!person?.kra) return { status: 'NOT_FOUND' };
      return { status: person.kra.status, agency: person.kra.agency, record: person.record };
    },
    async ckyc(pan, dob): Promise<CkycAnswer> {
      await pause();
      const person = personOf(pan);
      // CKYC downloads a record only when the date of birth matches the one it holds.
      if (!person?.ckycNo || person.record.dob !== dob.trim()) return { status: 'NOT_FOUND' };
      return { status: 'FOUND', ckycNo: person.ckycNo, record: person.record };
    },
    digilocker: {
      async start({ state, returnUrl }) {
        if (!STATE.test(state)) throw new Error('DigiLocker state should be 8 to 128 URL-safe characters.');
        if (!isReturnUrl(returnUrl))
          throw new Error('DigiLocker return URL should be a path or an http(s) address.');
        const row = {
          returnUrl,
          aadhaarHolder: null,
          codeHash: null,
          codeExpiresAt: null,
          codeUsedAt: null,
          createdAt: clock.now(),
        };
        await db
          .insert(sandboxDigilockerConsents)
          .values({ state, ...row })
          .onConflictDoUpdate({ target: sandboxDigilockerConsents.state, set: row });
        return `/sandbox/digilocker/consent?state=${encodeURIComponent(state)}`;
      },
      async finish(code): Promise<DigiLockerAnswer> {
        await pause();
        const now = clock.now();
        // One conditional update: of two exchanges of a code at once, only one gets the record.
        const [used] = await db
          .update(sandboxDigilockerConsents)
          .set({ codeUsedAt: now })
          .where(
            and(
              eq(sandboxDigilockerConsents.codeHash, hashOf(code)),
              isNull(sandboxDigilockerConsents.codeUsedAt),
              gt(sandboxDigilockerConsents.codeExpiresAt, now),
            ),
          )
          .returning({ holder: sandboxDigilockerConsents.aadhaarHolder });
        const person = used?.holder ? personOf(used.holder) : undefined;
        return person ? { status: 'OK', record: aadhaarOf(person) } : { status: 'INVALID_CODE' };
      },
    },
  };
  return sources;
}

const maskedAadhaar = (last4: string) => `XXXX XXXX ${last4}`;

/** Installs the sandbox registries and their pages: the demo PANs, and DigiLocker's consent page. */
export async function registerSandboxKycSources(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  kycSourceProviders.install(deps, createSandboxKycSources(db, clock, sandboxKycSettings()));

  app.get('/sandbox/kyc-sources', async (_request, reply) => {
    const rows = DEMO_KYC_PEOPLE.map(
      (p) =>
        `<tr><td>${p.pan}</td><td>${escapeHtml(p.situation)}</td><td>${escapeHtml(p.record.name)}</td><td>${p.record.dob}</td><td>${p.kra ? `${p.kra.status === 'ON_HOLD' ? 'On hold' : 'Registered'} (${escapeHtml(p.kra.agency)})` : 'Not found'}</td><td>${p.ckycNo ?? 'Not found'}</td><td>${maskedAadhaar(p.aadhaarLast4)}</td><td>${p.bank.ifsc} / ${p.bank.accountNumber}</td></tr>`,
    ).join('');
    const body = `<p>The sandbox KRA, CKYC and DigiLocker know these applicants. CKYC answers only when the date of birth matches.</p>
<table><thead><tr><th>PAN</th><th>Case</th><th>Name</th><th>Date of birth</th><th>KRA</th><th>CKYC number</th><th>Aadhaar (DigiLocker)</th><th>Bank account (IFSC / number)</th></tr></thead><tbody>${rows}</tbody></table>`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('KYC registries: demo PANs', body));
  });

  const consentOf = async (state: string) =>
    STATE.test(state)
      ? (
          await db.select().from(sandboxDigilockerConsents).where(eq(sandboxDigilockerConsents.state, state))
        )[0]
      : undefined;

  const unknownRequest = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage('DigiLocker', '<p>This consent request is not known. Start again from E-Wealth.</p>', {
          note: 'Sandbox DigiLocker — not available in production.',
        }),
      );

  app.get<{ Querystring: { state?: string } }>('/sandbox/digilocker/consent', async (request, reply) => {
    const state = String(request.query.state ?? '');
    const consent = await consentOf(state);
    if (!consent) return unknownRequest(reply);
    const options = DEMO_KYC_PEOPLE.map(
      (p, i) =>
        `<option value="${p.pan}"${i === 0 ? ' selected' : ''}>${escapeHtml(p.record.name)} — Aadhaar ${maskedAadhaar(p.aadhaarLast4)}</option>`,
    ).join('');
    const body = `<p><strong>E-Wealth</strong> asks to read your Aadhaar (e-Aadhaar) from your DigiLocker to fill in your KYC details.</p>
<form method="post" action="/sandbox/digilocker/consent">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<p><label for="holder">Signed in to DigiLocker as</label><br><select id="holder" name="holder">${options}</select></p>
<p>Shared: name, date of birth, gender, address and the last 4 digits of the Aadhaar number.</p>
<button name="decision" value="allow" autofocus>Allow</button> <button name="decision" value="deny">Deny</button>
</form>`;
    return reply.type('text/html; charset=utf-8').send(
      sandboxPage('DigiLocker: share your Aadhaar', body, {
        note: 'Sandbox DigiLocker — not available in production.',
      }),
    );
  });

  await app.register(async (scope) => {
    acceptHtmlForms(scope);
    scope.post('/sandbox/digilocker/consent', async (request, reply) => {
      const form = formFields(request.body);
      const state = String(form.state ?? '');
      const consent = await consentOf(state);
      if (!consent) return unknownRequest(reply);
      const holder = DEMO_KYC_PEOPLE.find((p) => p.pan === form.holder);
      if (form.decision !== 'allow' || !holder)
        return reply.redirect(
          withQuery(consent.returnUrl, {
            error: 'access_denied',
            error_description: 'The user denied access to DigiLocker.',
            state,
          }),
          303,
        );
      const code = randomBytes(24).toString('base64url');
      await db
        .update(sandboxDigilockerConsents)
        .set({
          aadhaarHolder: holder.pan,
          codeHash: hashOf(code),
          codeExpiresAt: new Date(clock.now().getTime() + DIGILOCKER_CODE_SECONDS * 1000),
          codeUsedAt: null,
        })
        .where(eq(sandboxDigilockerConsents.state, state));
      return reply.redirect(withQuery(consent.returnUrl, { code, state }), 303);
    });
  });
}
