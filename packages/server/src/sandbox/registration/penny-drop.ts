import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enums, object, optional, pattern, size, string, validate } from 'superstruct';
import {
  type BankAccountVerifier,
  type BankVerification,
  type BankVerificationFailure,
  BankVerificationTimeout,
  bankVerifierProviders,
} from '../../areas/registration/bank/bank-verification.ts';
import { lookupIfsc } from '../../areas/registration/bank/branches.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { describeInvalid } from '../../http/request-fields.ts';
import { acceptHtmlForms, escapeHtml, formFields, sandboxPage } from '../html.ts';
import { DEMO_KYC_PEOPLE } from './kyc-people.ts';
import { type Latency, latencyFrom, waitFor } from './latency.ts';
import { sandboxBankAccounts, sandboxPennyDrops } from './schema.ts';

/** What a penny drop credits. */
export const PENNY_DROP_PAISE = 100;
/** A repeated verification of an account within this time answers the first one's result. */
export const PENNY_DROP_REPEAT_SECONDS = 60;

export interface SandboxPennyDropSettings {
  latency: Latency;
  /** Share of verifications the bank does not answer in time (0..1). */
  failRate: number;
  random: () => number;
}

export const sandboxPennyDropSettings = (env = process.env): SandboxPennyDropSettings => ({
  latency: latencyFrom(env.EWA_PENNY_DROP_LATENCY_MS, { minMs: 1000, maxMs: 3000 }),
  failRate: Number(env.EWA_PENNY_DROP_FAIL_RATE ?? 0.03),
  random: Math.random,
});

/** The sandbox bank's accounts at start: one in each demo applicant's name, and a closed one. */
export const DEMO_BANK_ACCOUNTS: readonly {
  ifsc: string;
  accountNumber: string;
  holderName: string;
  status: 'ACTIVE' | 'CLOSED';
}[] = [
  // Banks answer the name as their books keep it, in capitals.
  ...DEMO_KYC_PEOPLE.map((p) => ({
    ...p.bank,
    holderName: p.record.name.toUpperCase(),
    status: 'ACTIVE' as const,
  })),
  {
    ifsc: 'PUNB0144900',
    accountNumber: '1449000100012345',
    holderName: 'RAHUL ANIL DESHMUKH',
    status: 'CLOSED',
  },
];

const answerOf = (drop: typeof sandboxPennyDrops.$inferSelect): BankVerification =>
  drop.outcome === 'VERIFIED'
    ? { status: 'verified', nameAtBank: drop.nameAtBank ?? '' }
    : { status: 'failed', reason: (drop.failure ?? 'NO_SUCH_ACCOUNT') as BankVerificationFailure };

/**
 * The sandbox bank's penny drop: credits ₹1 to the account and answers the holder's name, or why it
 * could not; some verifications time out (at random, and the next ones a tester asks to fail).
 */
export function createSandboxPennyDrop(db: Db, clock: Clock, settings: SandboxPennyDropSettings) {
  let failNext = 0;
  const verifier: BankAccountVerifier & { failNext(count: number): void } = {
    failNext(count) {
      failNext = Math.max(0, Math.floor(count));
    },
    async verify(account) {
      await waitFor(settings.latency, settings.random);
      const forced = failNext > 0;
      if (forced) failNext--;
      if (forced || settings.random() < settings.failRate) throw new BankVerificationTimeout();
      const ifsc = account.ifsc.trim().toUpperCase();
      const accountNumber = account.accountNumber.trim();
      return db.transaction(async (tx) => {
        const now = clock.now();
        // The account's row is locked, so two verifications at once drop one rupee between them.
        const [held] = await tx
          .select()
          .from(sandboxBankAccounts)
          .where(
            and(eq(sandboxBankAccounts.ifsc, ifsc), eq(sandboxBankAccounts.accountNumber, accountNumber)),
          )
          .for('update');
        const [recent] = await tx
          .select()
          .from(sandboxPennyDrops)
          .where(
            and(
              eq(sandboxPennyDrops.ifsc, ifsc),
              eq(sandboxPennyDrops.accountNumber, accountNumber),
              gt(sandboxPennyDrops.createdAt, new Date(now.getTime() - PENNY_DROP_REPEAT_SECONDS * 1000)),
            ),
          )
          .orderBy(desc(sandboxPennyDrops.createdAt))
          .limit(1);
        if (recent) return answerOf(recent);
        let failure: BankVerificationFailure | undefined;
        if (!held) {
          const [elsewhere] = await tx
            .select({ ifsc: sandboxBankAccounts.ifsc })
            .from(sandboxBankAccounts)
            .where(
              and(eq(sandboxBankAccounts.accountNumber, accountNumber), ne(sandboxBankAccounts.ifsc, ifsc)),
            )
            .limit(1);
          failure = elsewhere ? 'IFSC_MISMATCH' : 'NO_SUCH_ACCOUNT';
        } else if (held.status === 'CLOSED') failure = 'ACCOUNT_CLOSED';
        const [drop] = await tx
          .insert(sandboxPennyDrops)
          .values({
            ifsc,
            accountNumber,
            amountPaise: PENNY_DROP_PAISE,
            outcome: failure ? 'FAILED' : 'VERIFIED',
            nameAtBank: failure ? null : (held?.holderName ?? null),
            failure: failure ?? null,
            createdAt: now,
          })
          .returning();
        if (!drop) throw new Error('the penny drop was not recorded');
        return answerOf(drop);
      });
    },
  };
  return verifier;
}

const NewAccount = object({
  holderName: size(pattern(string(), /^[A-Za-z][A-Za-z .'-]*$/), 1, 85),
  ifsc: size(string(), 1, 20),
  accountNumber: pattern(string(), /^\d{8,18}$/),
  status: optional(enums(['ACTIVE', 'CLOSED'] as const)),
});

type Opened =
  | { ok: true; account: typeof sandboxBankAccounts.$inferSelect }
  | { ok: false; status: 400 | 409; field: string; message: string };

/** Opens an account at the sandbox bank, at a branch the IFSC master knows. */
export async function openSandboxBankAccount(db: Db, body: unknown): Promise<Opened> {
  const [error, wanted] = validate(body, NewAccount);
  if (error) return { ok: false, status: 400, ...describeInvalid(error) };
  const branch = await lookupIfsc(db, wanted.ifsc);
  if (!branch) return { ok: false, status: 400, field: 'ifsc', message: 'No branch has this IFSC.' };
  const [account] = await db
    .insert(sandboxBankAccounts)
    .values({
      ifsc: branch.ifsc,
      accountNumber: wanted.accountNumber,
      holderName: wanted.holderName.trim().toUpperCase(),
      status: wanted.status ?? 'ACTIVE',
    })
    .onConflictDoNothing()
    .returning();
  if (!account)
    return {
      ok: false,
      status: 409,
      field: 'accountNumber',
      message: 'This branch already has this account number.',
    };
  return { ok: true, account };
}

/** Installs the sandbox penny drop with its accounts page (open an account) and JSON for tests. */
export async function registerSandboxPennyDrop(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  await db
    .insert(sandboxBankAccounts)
    .values([...DEMO_BANK_ACCOUNTS])
    .onConflictDoNothing();
  const bank = createSandboxPennyDrop(db, clock, sandboxPennyDropSettings());
  bankVerifierProviders.install(deps, bank);

  const accountsPage = async (notice = '') => {
    const accounts = await db
      .select()
      .from(sandboxBankAccounts)
      .orderBy(desc(sandboxBankAccounts.createdAt))
      .limit(200);
    const drops = await db.select().from(sandboxPennyDrops).orderBy(desc(sandboxPennyDrops.id)).limit(30);
    const accountRows = accounts
      .map(
        (a) =>
          `<tr><td>${escapeHtml(a.holderName)}</td><td>${escapeHtml(a.ifsc)}</td><td>${escapeHtml(a.accountNumber)}</td><td>${a.status === 'CLOSED' ? 'Closed' : 'Active'}</td></tr>`,
      )
      .join('');
    const dropRows = drops
      .map(
        (d) =>
          `<tr><td>${d.createdAt.toISOString()}</td><td>${escapeHtml(d.ifsc)}</td><td>${escapeHtml(d.accountNumber)}</td><td>${d.outcome}</td><td>${escapeHtml(d.nameAtBank ?? d.failure ?? '')}</td></tr>`,
      )
      .join('');
    return sandboxPage(
      'Sandbox bank accounts',
      `${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<h2>Open an account</h2>
<form method="post" action="/sandbox/bank-accounts">
<p><label>Holder name <input name="holderName" required maxlength="85" autocomplete="off"></label></p>
<p><label>IFSC <input name="ifsc" required maxlength="11" value="SBIN0000300"></label></p>
<p><label>Account number (8 to 18 digits) <input name="accountNumber" required inputmode="numeric" pattern="[0-9]{8,18}"></label></p>
<p><label><input type="checkbox" name="closed"> Closed</label></p>
<button>Open the account</button></form>
<p>Verifying an account credits ₹1 and answers the holder's name; a repeat within a minute answers the same without a new credit. JSON: POST /sandbox/api/bank-accounts.</p>
<h2>Accounts</h2><table><thead><tr><th>Holder</th><th>IFSC</th><th>Account number</th><th>Status</th></tr></thead><tbody>${accountRows}</tbody></table>
<h2>Penny drops</h2>${dropRows ? `<table><thead><tr><th>When</th><th>IFSC</th><th>Account</th><th>Outcome</th><th>Name / reason</th></tr></thead><tbody>${dropRows}</tbody></table>` : '<p>None yet.</p>'}`,
    );
  };

  app.get('/sandbox/bank-accounts', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(await accountsPage()),
  );
  app.get('/sandbox/api/penny-drops', async () => ({
    isSuccess: true,
    data: await db.select().from(sandboxPennyDrops).orderBy(desc(sandboxPennyDrops.id)).limit(100),
  }));
  app.post<{ Body: { count?: unknown } }>('/sandbox/api/penny-drops/fail-next', async (request, reply) => {
    const count = Number(request.body?.count ?? 1);
    if (!Number.isInteger(count) || count < 0 || count > 100)
      return reply.code(400).send({ isSuccess: false, field: 'count', message: 'count must be 0 to 100.' });
    bank.failNext(count);
    return { isSuccess: true, data: { failNext: count } };
  });

  await app.register(async (scope) => {
    acceptHtmlForms(scope);
    scope.post('/sandbox/api/bank-accounts', async (request, reply) => {
      const opened = await openSandboxBankAccount(db, request.body);
      if (!opened.ok) {
        const { ok: _ok, status, ...failure } = opened;
        return reply.code(status).send({ isSuccess: false, ...failure });
      }
      return { isSuccess: true, data: opened.account };
    });
    scope.post('/sandbox/bank-accounts', async (request, reply) => {
      const form = formFields(request.body);
      const opened = await openSandboxBankAccount(db, {
        holderName: String(form.holderName ?? '').trim(),
        ifsc: String(form.ifsc ?? '').trim(),
        accountNumber: String(form.accountNumber ?? '').trim(),
        status: form.closed !== undefined ? 'CLOSED' : 'ACTIVE',
      });
      const notice = opened.ok
        ? `Opened ${opened.account.accountNumber} at ${opened.account.ifsc} for ${opened.account.holderName}.`
        : opened.message;
      return reply
        .code(opened.ok ? 200 : opened.status)
        .type('text/html; charset=utf-8')
        .send(await accountsPage(notice));
    });
  });
}
