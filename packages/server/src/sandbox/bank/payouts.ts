import { randomInt } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BankPayoutProvider, PayoutAnswer } from '../../areas/portfolio/payout-provider.ts';
import { bankPayoutProviders } from '../../areas/portfolio/payout-provider.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { escapeHtml, sandboxPage } from '../html.ts';
import { sandboxBankPayouts } from './schema.ts';

export interface SandboxPayoutSettings {
  /** How long an IMPS credit takes (seconds in real life). */
  impsMs: number;
  /** How long a NEFT credit takes (the next batch). */
  neftMs: number;
  /** Share of payouts the beneficiary bank refuses (0..1). */
  failRate: number;
  random: () => number;
}

export const sandboxPayoutSettings = (env = process.env): SandboxPayoutSettings => ({
  impsMs: Number(env.EWA_PAYOUT_IMPS_MS ?? 2_000),
  neftMs: Number(env.EWA_PAYOUT_NEFT_MS ?? 10_000),
  failRate: Number(env.EWA_PAYOUT_FAIL_RATE ?? 0.05),
  random: Math.random,
});

/** Accounts ending in 0000 are closed at the sandbox bank: every payout to them is refused. */
export const CLOSED_ACCOUNT_SUFFIX = '0000';
export const FAILURE_REASONS = {
  closed: 'Beneficiary account closed',
  busy: 'Beneficiary bank not responding',
} as const;

/**
 * The sandbox paying bank: takes a payout once per reference (a repeat answers the first), credits it
 * after the mode's latency, and refuses some: every payout to a closed account, a share of the others
 * at random, and the next ones a tester asks to fail.
 */
export function createSandboxBankPayouts(db: Db, settings: SandboxPayoutSettings) {
  let failNext = 0;
  const provider: BankPayoutProvider & { failNext(count: number): void } = {
    failNext(count: number) {
      failNext = Math.max(0, Math.floor(count));
    },
    async send(instruction, now): Promise<PayoutAnswer> {
      const closed = instruction.accNo.endsWith(CLOSED_ACCOUNT_SUFFIX);
      const [existing] = await db
        .select({ ref: sandboxBankPayouts.payoutRef })
        .from(sandboxBankPayouts)
        .where(eq(sandboxBankPayouts.payoutRef, instruction.payoutRef));
      if (!existing) {
        const forced = failNext > 0;
        if (forced) failNext--;
        const fails = closed || forced || settings.random() < settings.failRate;
        const latency = instruction.payMode === 'IMPS' ? settings.impsMs : settings.neftMs;
        await db
          .insert(sandboxBankPayouts)
          .values({
            payoutRef: instruction.payoutRef,
            payMode: instruction.payMode,
            amountPaise: instruction.amountPaise,
            accNo: instruction.accNo,
            ifsc: instruction.ifsc,
            status: 'PROCESSING',
            outcome: fails ? 'FAILED' : 'PAID',
            failureReason: fails ? (closed ? FAILURE_REASONS.closed : FAILURE_REASONS.busy) : null,
            settleAt: new Date(now.getTime() + latency),
            bankRef: `${instruction.payMode === 'IMPS' ? 'IMPS' : 'N'}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}${String(randomInt(0, 1000)).padStart(3, '0')}`,
            createdAt: now,
          })
          .onConflictDoNothing();
      }
      // Settles once its time has come; the conditional update makes a race settle it once.
      await db
        .update(sandboxBankPayouts)
        .set({ status: sandboxBankPayouts.outcome })
        .where(
          and(
            eq(sandboxBankPayouts.payoutRef, instruction.payoutRef),
            eq(sandboxBankPayouts.status, 'PROCESSING'),
            lte(sandboxBankPayouts.settleAt, now),
          ),
        );
      return answerOf(db, instruction.payoutRef, now);
    },
  };
  return provider;
}

async function answerOf(db: Db, payoutRef: string, now: Date): Promise<PayoutAnswer> {
  const [row] = await db.select().from(sandboxBankPayouts).where(eq(sandboxBankPayouts.payoutRef, payoutRef));
  if (!row || row.settleAt > now) return { status: 'PROCESSING' };
  if (row.outcome === 'FAILED')
    return { status: 'FAILED', reason: row.failureReason ?? FAILURE_REASONS.busy };
  return { status: 'PAID', bankRef: row.bankRef, creditDate: istParts(row.settleAt).date };
}

/** Installs the sandbox bank as the payout bank, with its page of payouts for testers. */
export function registerSandboxPayouts(app: FastifyInstance, deps: AppDeps): void {
  const bank = createSandboxBankPayouts(deps.db, sandboxPayoutSettings());
  bankPayoutProviders.install(deps, bank);

  const recent = () =>
    deps.db.select().from(sandboxBankPayouts).orderBy(desc(sandboxBankPayouts.createdAt)).limit(100);
  app.get('/sandbox/api/payouts', async () => ({ isSuccess: true, data: await recent() }));
  app.post<{ Body: { count?: unknown } }>('/sandbox/api/payouts/fail-next', async (request, reply) => {
    const count = Number(request.body?.count ?? 1);
    if (!Number.isInteger(count) || count < 0 || count > 100)
      return reply.code(400).send({ isSuccess: false, field: 'count', message: 'count must be 0 to 100.' });
    bank.failNext(count);
    return { isSuccess: true, data: { failNext: count } };
  });
  app.get('/sandbox/payouts', async (_request, reply) => {
    const rows = await recent();
    const body =
      rows.length === 0
        ? '<p>No payouts yet.</p>'
        : `<table><thead><tr><th>Sent</th><th>Reference</th><th>Mode</th><th>Amount (₹)</th><th>Account</th><th>IFSC</th><th>Status</th><th>Bank reference</th><th>Reason</th></tr></thead><tbody>${rows
            .map(
              (p) =>
                `<tr><td>${p.createdAt.toISOString()}</td><td>${escapeHtml(p.payoutRef)}</td><td>${p.payMode}</td><td>${(p.amountPaise / 100).toFixed(2)}</td><td>${escapeHtml(p.accNo)}</td><td>${escapeHtml(p.ifsc)}</td><td>${p.status}</td><td>${escapeHtml(p.bankRef)}</td><td>${escapeHtml(p.failureReason ?? '')}</td></tr>`,
            )
            .join('')}</tbody></table>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          'Bank payouts',
          `${body}<p>Payouts to accounts ending in ${CLOSED_ACCOUNT_SUFFIX} are refused (account closed).</p>`,
        ),
      );
  });
}
