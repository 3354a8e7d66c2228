import { PAY_MODE } from '@ewa/api';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { RequestOrigin } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { originOf } from '../../http/calls.ts';
import {
  checkCallbackSignature,
  INSTANT_RESPONSE_PATH,
  intentUrl,
  NETBANKING_RETURN_PATH,
  type NetBankingProvider,
  plainRupeesToPaise,
  UPI_CALLBACK_PATH,
  UPI_SIGNATURE_HEADER,
  type UpiCallbackBody,
} from './providers.ts';
import type { PaymentRuntime } from './runtime.ts';
import { callbackRejections, payments, upiCallbacks } from './schema.ts';
import { FINAL_PSP_STATUS, type FinalPayStatus, settlePayment, systemOrigin } from './settle.ts';

export type CallbackOutcome =
  | 'APPLIED'
  | 'LATE'
  | 'STALE'
  | 'DUPLICATE'
  | 'FORGED'
  | 'UNTIMELY'
  | 'UNKNOWN'
  | 'MISMATCH'
  | 'MALFORMED';

function parseCallback(raw: string): UpiCallbackBody | undefined {
  try {
    const body = JSON.parse(raw) as Partial<UpiCallbackBody>;
    if (
      typeof body.eventId === 'string' &&
      typeof body.merchantTrxnId === 'string' &&
      typeof body.upiRefTrxnId === 'string' &&
      typeof body.amount === 'string' &&
      typeof body.status === 'string' &&
      FINAL_PSP_STATUS[body.status]
    )
      return body as UpiCallbackBody;
  } catch {}
  return undefined;
}

/**
 * Counts a delivery refused for its signature in its hour, and keeps its body only while the hour's
 * count is within `keepPerHour`: anyone can post to the callback address, and a row per forged
 * delivery would let them fill the database. Answers the hour's count.
 */
async function recordRejection(
  db: Db,
  raw: string,
  outcome: 'FORGED' | 'UNTIMELY',
  now: Date,
  keepPerHour: number,
): Promise<number> {
  const hourStart = new Date(now.getTime() - (now.getTime() % 3_600_000));
  const [row] = await db
    .insert(callbackRejections)
    .values({ hook: 'upi', outcome, hourStart, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: [callbackRejections.hook, callbackRejections.outcome, callbackRejections.hourStart],
      set: { count: sql`${callbackRejections.count} + 1`, lastAt: now },
    })
    .returning({ count: callbackRejections.count });
  const count = row?.count ?? 1;
  if (count <= keepPerHour)
    await db.insert(upiCallbacks).values({
      rawBody: raw.slice(0, 4000),
      signatureValid: outcome === 'UNTIMELY',
      outcome,
      receivedAt: now,
    });
  return count;
}

/**
 * A PSP callback: the signature over the signing time and the raw body is checked first, and the
 * signing time must be within the tolerance; a refused delivery is counted, its body kept only up to
 * `keepRefusedPerHour` an hour; every delivery with a valid signature is recorded; the first delivery of an
 * event is applied at most once, repeats are recorded as DUPLICATE, and a callback for a payment that
 * has already ended (expired, or settled by an inquiry) changes nothing. It settles only a UPI payment,
 * with the reference of its collect request or QR and its amount written as plain rupees.
 */
export async function receiveUpiCallback(
  db: Db,
  secret: Buffer,
  raw: string,
  signature: string | undefined,
  now: Date,
  keepRefusedPerHour: number,
): Promise<{ outcome: CallbackOutcome; status: number }> {
  const signed = checkCallbackSignature(secret, raw, signature, now);
  if (signed !== 'VALID') {
    await recordRejection(db, raw, signed, now, keepRefusedPerHour);
    return { outcome: signed, status: 401 };
  }
  const body = parseCallback(raw);
  if (!body) {
    await db
      .insert(upiCallbacks)
      .values({ rawBody: raw.slice(0, 4000), signatureValid: true, outcome: 'MALFORMED', receivedAt: now });
    return { outcome: 'MALFORMED', status: 400 };
  }
  const record = {
    rawBody: raw,
    signatureValid: true,
    eventId: body.eventId,
    trxnId: body.merchantTrxnId,
    pspStatus: body.status,
    receivedAt: now,
  };
  const origin = systemOrigin('upi-callback');
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(upiCallbacks)
      .values({ ...record, dedupeKey: body.eventId, outcome: 'RECEIVED' })
      .onConflictDoNothing({ target: upiCallbacks.dedupeKey })
      .returning({ id: upiCallbacks.id });
    if (!first) {
      await tx.insert(upiCallbacks).values({ ...record, outcome: 'DUPLICATE' });
      return { outcome: 'DUPLICATE' as const, status: 200 };
    }
    const decide = async (outcome: CallbackOutcome) => {
      await tx.update(upiCallbacks).set({ outcome }).where(eq(upiCallbacks.id, first.id));
      return { outcome, status: 200 };
    };
    // A refused event leaves its key free: the PSP's genuine delivery of that event still counts.
    const refuse = async () => {
      await tx
        .update(upiCallbacks)
        .set({ outcome: 'MISMATCH', dedupeKey: null })
        .where(eq(upiCallbacks.id, first.id));
      return { outcome: 'MISMATCH' as const, status: 200 };
    };
    const [payment] = await tx.select().from(payments).where(eq(payments.trxnId, body.merchantTrxnId));
    if (!payment) return decide('UNKNOWN');
    if (payment.payMode !== PAY_MODE.UPI_COLLECT && payment.payMode !== PAY_MODE.UPI_QR) return refuse();
    if (!payment.upiRefTrxnId || payment.upiRefTrxnId !== body.upiRefTrxnId) return refuse();
    if (plainRupeesToPaise(body.amount) !== payment.amountPaise) return refuse();
    if (payment.payStatus !== 'PENDING') return decide(payment.payStatus === 'EXPIRED' ? 'LATE' : 'STALE');
    const status = FINAL_PSP_STATUS[body.status] as FinalPayStatus;
    const { applied } = await settlePayment(
      db,
      payment.trxnId,
      { status, upiRefTrxnId: body.upiRefTrxnId, reason: `callback ${body.eventId}`, source: 'upi-callback' },
      now,
      origin,
      tx,
    );
    return decide(applied ? 'APPLIED' : 'STALE');
  });
}

/**
 * The browser back from the bank: a genuine answer for a pending net-banking payment of the same
 * amount settles it (once); the portal's result page then shows what was recorded first, so a
 * refreshed or replayed return never shows a second result.
 */
export async function netBankingReturn(
  db: Db,
  bank: NetBankingProvider,
  query: Record<string, unknown>,
  now: Date,
  origin: RequestOrigin,
): Promise<string> {
  const message = bank.openReturn(query);
  if (!message?.status) return `${INSTANT_RESPONSE_PATH}?Transaction=Failed&BankRefe_No=`;
  const [payment] = await db.select().from(payments).where(eq(payments.trxnId, message.merchantTrxnId));
  if (payment && payment.amountPaise === message.amountPaise && payment.payMode === PAY_MODE.NET_BANKING) {
    await settlePayment(
      db,
      payment.trxnId,
      {
        status: message.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
        bankRefNo: message.bankRefNo ?? '',
        reason: 'bank return',
        source: 'netbanking-return',
      },
      now,
      origin,
    );
  }
  const [after] = await db.select().from(payments).where(eq(payments.trxnId, message.merchantTrxnId));
  const ok = after?.payStatus === 'SUCCESS';
  const result = new URLSearchParams({
    Transaction: ok ? 'Success' : 'Failed',
    BankRefe_No: after?.bankRefNo ?? message.bankRefNo ?? '',
    trxnId: message.merchantTrxnId,
  });
  return `${INSTANT_RESPONSE_PATH}?${result}`;
}

/**
 * The routes providers and payers' apps reach (not contract calls): the PSP's signed UPI callback,
 * the QR image of a UPI QR payment, the bank's net-banking return. Registered as a child plugin, so
 * the callback's raw-body parser stays inside this scope.
 */
export async function providerRoutes(
  scope: FastifyInstance,
  options: { deps: AppDeps; runtime: PaymentRuntime },
): Promise<void> {
  const { deps, runtime } = options;

  // The signature covers the exact bytes, so the callback keeps the raw body.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, String(body));
  });

  scope.post(UPI_CALLBACK_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[UPI_SIGNATURE_HEADER];
    const result = await receiveUpiCallback(
      deps.db,
      runtime.upiWebhookSecret,
      raw,
      typeof signature === 'string' ? signature : undefined,
      deps.clock.now(),
      deps.config.forgedCallbacks.storedPerHour,
    );
    return reply.code(result.status).send({ isSuccess: result.status === 200, message: result.outcome });
  });

  scope.get<{ Params: { file: string } }>('/api/payments/upi/qr/:file', async (request, reply) => {
    const trxnId = request.params.file.replace(/\.png$/, '');
    const [payment] = /^[A-Z0-9]{1,40}$/.test(trxnId)
      ? await deps.db.select().from(payments).where(eq(payments.trxnId, trxnId))
      : [];
    if (!payment || payment.payMode !== PAY_MODE.UPI_QR)
      return reply.code(404).send({ isSuccess: false, message: 'No such QR code.' });
    const png = await QRCode.toBuffer(intentUrl(payment.trxnId, payment.amountPaise), {
      margin: 2,
      width: 280,
    });
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  });

  scope.get(
    NETBANKING_RETURN_PATH,
    async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
      const target = await netBankingReturn(
        deps.db,
        runtime.providers.netBanking,
        request.query,
        deps.clock.now(),
        originOf(request),
      );
      return reply.redirect(target, 303);
    },
  );
}
