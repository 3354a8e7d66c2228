import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { rupeesText } from '../../kernel/money.ts';
import {
  NETBANKING_RETURN_PATH,
  type NetBankingProvider,
  type PspStatus,
} from '../../kernel/payments/index.ts';
import { escapeHtml, sandboxPage } from '../html.ts';
import { sandboxBankPayments } from './schema.ts';

/** A signed message between the portal and the bank, carried in a URL (as bank integrations do). */
export interface BankMessage {
  merchantTrxnId: string;
  amountPaise: number;
  bankCode?: string;
  expiresAt?: string;
  status?: 'SUCCESS' | 'FAILED';
  bankRefNo?: string;
}

export function sealMessage(secret: Buffer, message: BankMessage): { msg: string; sig: string } {
  const msg = Buffer.from(JSON.stringify(message)).toString('base64url');
  return { msg, sig: createHmac('sha256', secret).update(msg).digest('base64url') };
}

export function openMessage(secret: Buffer, msg: unknown, sig: unknown): BankMessage | undefined {
  if (typeof msg !== 'string' || typeof sig !== 'string' || msg.length > 2000) return undefined;
  const expected = Buffer.from(createHmac('sha256', secret).update(msg).digest('base64url'));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const message = JSON.parse(Buffer.from(msg, 'base64url').toString('utf8')) as BankMessage;
    return typeof message.merchantTrxnId === 'string' && Number.isSafeInteger(message.amountPaise)
      ? message
      : undefined;
  } catch {
    return undefined;
  }
}

export function createSandboxNetBanking(options: { db: Db; secret: Buffer }): NetBankingProvider {
  return {
    paymentUrl(request) {
      const { msg, sig } = sealMessage(options.secret, {
        merchantTrxnId: request.merchantTrxnId,
        amountPaise: request.amountPaise,
        bankCode: request.bankCode,
        expiresAt: request.expiresAt.toISOString(),
      });
      return `/sandbox/bank/pay?msg=${msg}&sig=${sig}`;
    },
    async inquire(merchantTrxnId) {
      const [row] = await options.db
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.merchantTrxnId, merchantTrxnId));
      return { status: (row?.status ?? 'UNKNOWN') as PspStatus, bankRefNo: row?.bankRef ?? '' };
    },
    openReturn: (query) => openMessage(options.secret, query.msg, query.sig),
  };
}

const bankPage = (title: string, body: string) =>
  sandboxPage(title, body, {
    note: 'Sandbox bank — not available in production.',
    style:
      'body{margin:2rem auto;max-width:32rem}.card{border:1px solid #ccd;border-radius:8px;padding:1.5rem}button{font-size:1rem;padding:.5rem 1.5rem;margin-right:1rem}',
  });

/** The sandbox bank's page: Pay or Cancel, then back to the portal's return route with the result. */
export function registerSandboxBankPages(
  app: FastifyInstance,
  options: { db: Db; clock: Clock; secret: Buffer },
) {
  const { db, clock, secret } = options;

  app.get<{ Querystring: { msg?: string; sig?: string } }>('/sandbox/bank/pay', async (request, reply) => {
    const message = openMessage(secret, request.query.msg, request.query.sig);
    if (!message)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(bankPage('Invalid request', '<p>The payment request is not valid.</p>'));
    const expired = message.expiresAt ? new Date(message.expiresAt) <= clock.now() : false;
    const form = `<div class="card"><p>Merchant: <strong>E-Wealth Mutual Funds</strong></p>
<p>Transaction: <strong>${escapeHtml(message.merchantTrxnId)}</strong></p>
<p>Amount: <strong>Rs ${rupeesText(message.amountPaise)}</strong></p>
${expired ? '<p class="note">This payment session has expired.</p>' : ''}
<form method="post" action="/sandbox/bank/pay">
<input type="hidden" name="msg" value="${escapeHtml(String(request.query.msg))}">
<input type="hidden" name="sig" value="${escapeHtml(String(request.query.sig))}">
<button name="action" value="pay"${expired ? ' disabled' : ''}>Pay</button><button name="action" value="cancel">Cancel</button>
</form></div>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(bankPage(`Sandbox Net Banking${message.bankCode ? ` (${message.bankCode})` : ''}`, form));
  });

  app.post<{ Body: { msg?: string; sig?: string; action?: string } }>(
    '/sandbox/bank/pay',
    async (request, reply) => {
      const body = (request.body ?? {}) as { msg?: string; sig?: string; action?: string };
      const message = openMessage(secret, body.msg, body.sig);
      if (!message)
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(bankPage('Invalid request', '<p>The payment request is not valid.</p>'));
      const now = clock.now();
      const expired = message.expiresAt ? new Date(message.expiresAt) <= now : false;
      const pay = body.action === 'pay' && !expired;
      const bankRef = `SBK${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
      // One answer per payment: a second Pay/Cancel (back button) repeats the first.
      await db
        .insert(sandboxBankPayments)
        .values({
          bankRef,
          merchantTrxnId: message.merchantTrxnId,
          amountPaise: message.amountPaise,
          status: pay ? 'SUCCESS' : 'FAILED',
          createdAt: now,
          decidedAt: now,
        })
        .onConflictDoNothing({ target: sandboxBankPayments.merchantTrxnId });
      const [row] = await db
        .select()
        .from(sandboxBankPayments)
        .where(and(eq(sandboxBankPayments.merchantTrxnId, message.merchantTrxnId)));
      const back = sealMessage(secret, {
        merchantTrxnId: message.merchantTrxnId,
        amountPaise: message.amountPaise,
        status: row?.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
        bankRefNo: row?.bankRef ?? bankRef,
      });
      return reply.redirect(`${NETBANKING_RETURN_PATH}?msg=${back.msg}&sig=${back.sig}`, 303);
    },
  );
}
