import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { rupeesText } from '../../kernel/money.ts';
import {
  MERCHANT_NAME,
  MERCHANT_VPA,
  type PspStatus,
  signCallback,
  type UpiCallbackBody,
  type UpiProvider,
} from '../../kernel/payments/index.ts';
import { sandboxUpiRequests } from './schema.ts';

/**
 * The sandbox UPI PSP. Handles on `@ewapay` are real to it:
 * - `success@ewapay` approves about 3 s after the request, `failure@ewapay` declines (FAILED),
 * - `expire@ewapay` never answers (the request expires),
 * - any other `<name>@ewapay` waits for a person on /sandbox/upi (Approve / Decline);
 * any other handle does not verify.
 */
export const SANDBOX_HANDLE = 'ewapay';

export interface SandboxUpiOptions {
  db: Db;
  clock: Clock;
  approveDelayMs: number;
}

function payerNameOf(vpa: string): string {
  const name = vpa.split('@')[0] ?? '';
  return name
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
}

export function isSandboxVpa(vpa: string): boolean {
  return new RegExp(`^[\\w.-]+@${SANDBOX_HANDLE}$`, 'i').test(vpa);
}

function pspRef(): string {
  return `EWAPAY${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}${String(randomInt(0, 1000)).padStart(3, '0')}`;
}

export function createSandboxUpiProvider(options: SandboxUpiOptions): UpiProvider {
  const { db, clock } = options;

  async function existing(kind: 'COLLECT' | 'QR', merchantTrxnId: string) {
    const [row] = await db
      .select()
      .from(sandboxUpiRequests)
      .where(and(eq(sandboxUpiRequests.kind, kind), eq(sandboxUpiRequests.merchantTrxnId, merchantTrxnId)));
    return row;
  }

  return {
    async verifyVpa(vpa) {
      const verified = isSandboxVpa(vpa);
      return { verified, payerName: verified ? payerNameOf(vpa.toLowerCase()) : '' };
    },

    async requestCollect(request) {
      const vpa = request.payerVpa.toLowerCase();
      if (!isSandboxVpa(vpa)) return { accepted: false, upiRefTrxnId: '', message: 'Invalid VPA' };
      const now = clock.now();
      const handle = vpa.split('@')[0];
      const script =
        handle === 'success'
          ? { decision: 'SUCCESS', decideAt: new Date(now.getTime() + options.approveDelayMs) }
          : handle === 'failure'
            ? { decision: 'FAILED', decideAt: new Date(now.getTime() + 1000) }
            : { decision: null, decideAt: null };
      await db
        .insert(sandboxUpiRequests)
        .values({
          pspRef: pspRef(),
          kind: 'COLLECT',
          merchantTrxnId: request.merchantTrxnId,
          payerVpa: vpa,
          amountPaise: request.amountPaise,
          note: request.note,
          createdAt: now,
          expiresAt: request.expiresAt,
          ...script,
        })
        .onConflictDoNothing({ target: [sandboxUpiRequests.kind, sandboxUpiRequests.merchantTrxnId] });
      const row = await existing('COLLECT', request.merchantTrxnId);
      return { accepted: true, upiRefTrxnId: row?.pspRef ?? '', message: 'Collect request sent' };
    },

    async createDynamicQr(request) {
      await db
        .insert(sandboxUpiRequests)
        .values({
          pspRef: pspRef(),
          kind: 'QR',
          merchantTrxnId: request.merchantTrxnId,
          amountPaise: request.amountPaise,
          note: request.note,
          createdAt: clock.now(),
          expiresAt: request.expiresAt,
        })
        .onConflictDoNothing({ target: [sandboxUpiRequests.kind, sandboxUpiRequests.merchantTrxnId] });
      const row = await existing('QR', request.merchantTrxnId);
      const params = new URLSearchParams({
        pa: MERCHANT_VPA,
        pn: MERCHANT_NAME,
        tr: request.merchantTrxnId,
        am: rupeesText(request.amountPaise),
        cu: 'INR',
      });
      return { upiRefTrxnId: row?.pspRef ?? '', intentUrl: `upi://pay?${params}` };
    },

    async inquire(merchantTrxnId) {
      const [row] = await db
        .select()
        .from(sandboxUpiRequests)
        .where(eq(sandboxUpiRequests.merchantTrxnId, merchantTrxnId))
        .orderBy(asc(sandboxUpiRequests.createdAt))
        .limit(1);
      if (!row) return { status: 'UNKNOWN', upiRefTrxnId: '' };
      // A request past its expiry is expired even before the PSP's own sweep marks it.
      const status = row.status === 'PENDING' && row.expiresAt <= clock.now() ? 'EXPIRED' : row.status;
      return { status: status as PspStatus, upiRefTrxnId: row.pspRef };
    },

    async withdraw(merchantTrxnId) {
      await db
        .update(sandboxUpiRequests)
        .set({ status: 'EXPIRED', decidedAt: clock.now() })
        .where(
          and(
            eq(sandboxUpiRequests.merchantTrxnId, merchantTrxnId),
            eq(sandboxUpiRequests.status, 'PENDING'),
          ),
        );
    },
  };
}

/** A person's answer on the payer page (or a test's): only while the request is pending and alive. */
export async function answerRequest(
  db: Db,
  now: Date,
  ref: string,
  answer: 'SUCCESS' | 'REJECTED',
  payerVpa?: string,
): Promise<boolean> {
  const rows = await db
    .update(sandboxUpiRequests)
    .set({
      status: answer,
      decidedAt: now,
      callbackDueAt: now,
      ...(payerVpa ? { payerVpa } : {}),
    })
    .where(
      and(
        eq(sandboxUpiRequests.pspRef, ref),
        eq(sandboxUpiRequests.status, 'PENDING'),
        gt(sandboxUpiRequests.expiresAt, now),
      ),
    )
    .returning({ pspRef: sandboxUpiRequests.pspRef });
  return rows.length > 0;
}

/** Delivers one signed callback; answers whether the merchant acknowledged it (2xx). */
export type CallbackSender = (body: string, signature: string) => Promise<boolean>;

const MAX_ATTEMPTS = 12;

/**
 * The PSP's own clock work: scripted payers answer, requests past expiry expire, and owed
 * callbacks are delivered (retried with back-off until acknowledged). All state is in the
 * database, so a restart resumes exactly where it stopped.
 */
export async function runPspRound(db: Db, now: Date, secret: Buffer, send: CallbackSender): Promise<number> {
  await db
    .update(sandboxUpiRequests)
    .set({ status: sql`${sandboxUpiRequests.decision}`, decidedAt: now, callbackDueAt: now })
    .where(
      and(
        eq(sandboxUpiRequests.status, 'PENDING'),
        isNotNull(sandboxUpiRequests.decision),
        lte(sandboxUpiRequests.decideAt, now),
        gt(sandboxUpiRequests.expiresAt, now),
      ),
    );
  await db
    .update(sandboxUpiRequests)
    .set({ status: 'EXPIRED', decidedAt: now, callbackDueAt: now })
    .where(and(eq(sandboxUpiRequests.status, 'PENDING'), lte(sandboxUpiRequests.expiresAt, now)));
  const due = await db
    .select()
    .from(sandboxUpiRequests)
    .where(lte(sandboxUpiRequests.callbackDueAt, now))
    .orderBy(asc(sandboxUpiRequests.callbackDueAt))
    .limit(50);
  let delivered = 0;
  for (const request of due) {
    const body: UpiCallbackBody = {
      eventId: `${request.pspRef}:${request.status}`,
      merchantTrxnId: request.merchantTrxnId,
      upiRefTrxnId: request.pspRef,
      status: request.status as UpiCallbackBody['status'],
      amount: rupeesText(request.amountPaise),
      payerVpa: request.payerVpa ?? '',
      occurredAt: (request.decidedAt ?? now).toISOString(),
    };
    const raw = JSON.stringify(body);
    const ok = await send(raw, signCallback(secret, raw, now)).catch(() => false);
    const attempts = request.callbackAttempts + 1;
    await db
      .update(sandboxUpiRequests)
      .set(
        ok
          ? { callbackDueAt: null, callbackDeliveredAt: now, callbackAttempts: attempts }
          : {
              callbackAttempts: attempts,
              callbackDueAt:
                attempts >= MAX_ATTEMPTS
                  ? null
                  : new Date(now.getTime() + Math.min(60_000, 500 * 2 ** attempts)),
            },
      )
      .where(eq(sandboxUpiRequests.pspRef, request.pspRef));
    if (ok) delivered++;
  }
  return delivered;
}
