import {
  type callTranStatusInqUPIService,
  type DataOf,
  type getUPICollectionApiStatus,
  type getUpiCallBackResDetail,
  PAY_MODE,
  type PayStatus,
  PURCHASE_TEXTS,
  type RequestOf,
  type validateVPA,
} from '@ewa/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { toRupees } from '../money.ts';
import { isOwnVerifiedVpa, loadVpaVerification } from './check-payment.ts';
import { intentUrl, type PaymentProviders, type PaymentSettings, type PspStatus } from './providers.ts';
import { payments, vpaVerifications } from './schema.ts';
import { FINAL_PSP_STATUS, settlePayment } from './settle.ts';

type Payment = typeof payments.$inferSelect;

/** Where the payer's app fetches the QR of a UPI QR payment (served by the provider scope). */
export function qrImageUrl(trxnId: string): string {
  return `/api/payments/upi/qr/${encodeURIComponent(trxnId)}.png`;
}

export const UPI_TEXTS = {
  notFound: 'The payment was not found.',
  notUpi: 'This payment is not a UPI payment.',
  notPending: 'This payment is no longer waiting for approval.',
  collectSent: 'A collect request has been sent to your UPI app. Please approve it before the timer ends.',
  collectRefused: 'The UPI collect request could not be sent. Please try another UPI ID.',
  waiting: 'Waiting for your approval in your UPI app.',
  verified: 'UPI ID verified.',
} as const;

export async function checkVpa(
  db: Db,
  providers: PaymentProviders,
  njAcNo: string,
  request: RequestOf<typeof validateVPA>,
): Promise<DataOf<typeof validateVPA>> {
  requireOwnAccount(njAcNo, request.njAcNo);
  const vpa = request.payerVirtualAddress.toLowerCase();
  const result = await providers.upi.verifyVpa(vpa);
  const status = result.verified ? 'VE' : 'NVE';
  const [row] = await db
    .insert(vpaVerifications)
    .values({ njAcNo, vpa, status, payerName: result.payerName })
    .returning({ srNo: vpaVerifications.srNo });
  return {
    VPAVerifyStatus: status,
    VPAVerifyDtlsrNo: String(row?.srNo ?? ''),
    payerName: result.payerName,
    message: result.verified ? UPI_TEXTS.verified : PURCHASE_TEXTS.invalidUpiId,
  };
}

/** The wait page polls every 10 s per payer: its lookup is prepared once per database handle. */
const paymentLookups = new WeakMap<Db, ReturnType<typeof preparePaymentLookup>>();
function preparePaymentLookup(db: Db) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.trxnId, sql.placeholder('trxnId')))
    .prepare('ewa_payment_by_trxn_id');
}

export async function ownPayment(db: Db, njAcNo: string, trxnId: string): Promise<Payment> {
  let lookup = paymentLookups.get(db);
  if (!lookup) {
    lookup = preparePaymentLookup(db);
    paymentLookups.set(db, lookup);
  }
  const [payment] = (await lookup.execute({ trxnId })) as Payment[];
  if (!payment || payment.njAcNo !== njAcNo)
    throw new DomainError(UPI_TEXTS.notFound, { errCode: 'NOT_FOUND' });
  if (payment.payMode !== PAY_MODE.UPI_COLLECT && payment.payMode !== PAY_MODE.UPI_QR)
    throw new DomainError(UPI_TEXTS.notUpi, { errCode: 'NOT_UPI' });
  return payment;
}

function statusMessage(status: PayStatus): string {
  if (status === 'SUCCESS') return PURCHASE_TEXTS.upiSubmitted;
  if (status === 'ERROR') return PURCHASE_TEXTS.upiTechnicalProblem;
  if (status === 'PENDING') return UPI_TEXTS.waiting;
  return PURCHASE_TEXTS.upiFailed;
}

/** What the wait page shows about a payment. */
export function waitView(payment: Payment, now: Date): DataOf<typeof getUpiCallBackResDetail> {
  const status = payment.payStatus;
  const remaining =
    payment.expiresAt && status === 'PENDING' ? payment.expiresAt.getTime() - now.getTime() : 0;
  return {
    trxnid: payment.trxnId,
    PAY_STATUS: status,
    UPIRefTrxnID: payment.upiRefTrxnId ?? '',
    amount: toRupees(payment.amountPaise),
    payMode: payment.payMode,
    payerVirtualAddress: payment.payerVpa ?? '',
    expiresAt: (payment.expiresAt ?? payment.createdAt).toISOString(),
    remainingMs: Math.max(0, remaining),
    ...(payment.payMode === PAY_MODE.UPI_QR
      ? {
          upiIntentUrl: intentUrl(payment.trxnId, payment.amountPaise),
          qrImageUrl: qrImageUrl(payment.trxnId),
        }
      : {}),
    message: statusMessage(status),
  };
}

export async function callbackResult(db: Db, njAcNo: string, trxnId: string, now: Date) {
  return waitView(await ownPayment(db, njAcNo, trxnId), now);
}

/** How often a result watch reads the payment again: the result shows this soon after it lands. */
export const WATCH_STEP_MS = 300;

/**
 * The wait page's pushed result: answers as soon as the payment is final, or when `waitMs` has
 * passed (or the page went away) with the pending view. Reading the row, not an in-process event,
 * makes a callback that lands on any instance reach a watch held by any other.
 */
export async function watchResult(
  db: Db,
  njAcNo: string,
  trxnId: string,
  waitMs: number,
  now: () => Date,
  gone: () => boolean,
) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const payment = await ownPayment(db, njAcNo, trxnId);
    const left = deadline - Date.now();
    if (payment.payStatus !== 'PENDING' || left <= 0 || gone()) return waitView(payment, now());
    await new Promise((resolve) => setTimeout(resolve, Math.min(WATCH_STEP_MS, left)));
  }
}

/**
 * Sends the collect request of a pay-mode-8 payment, once: the claim on `collect_status` makes a
 * repeated or concurrent call answer the first request instead of sending another.
 */
export async function sendCollectRequest(
  deps: { db: Db; now: Date; providers: PaymentProviders; settings: PaymentSettings },
  njAcNo: string,
  request: RequestOf<typeof getUPICollectionApiStatus>,
  origin: RequestOrigin,
): Promise<DataOf<typeof getUPICollectionApiStatus>> {
  const { db, now } = deps;
  let payment = await ownPayment(db, njAcNo, request.trxnid);
  if (payment.payMode !== PAY_MODE.UPI_COLLECT)
    throw new DomainError(UPI_TEXTS.notUpi, { errCode: 'NOT_UPI' });
  const answer = (p: Payment) => ({
    collectionApiStatus: (p.collectStatus === 'SUCCESS' ? 'SUCCESS' : 'FAILED') as 'SUCCESS' | 'FAILED',
    collectionApiStatusDes:
      p.collectStatus === 'SUCCESS'
        ? UPI_TEXTS.collectSent
        : p.payStatus !== 'PENDING'
          ? UPI_TEXTS.notPending
          : UPI_TEXTS.collectRefused,
    ...waitView(p, deps.now),
  });
  if (
    payment.collectStatus === 'SUCCESS' ||
    payment.collectStatus === 'FAILED' ||
    payment.payStatus !== 'PENDING'
  )
    return answer(payment);

  const verification = await loadVpaVerification(db, request.VPAVerifyDtlSrNo);
  if (!isOwnVerifiedVpa(verification, njAcNo, request.payerVirtualAddress, request.VPAVerifyDtlSrNo))
    throw new DomainError(PURCHASE_TEXTS.invalidUpiId, { errCode: 'VPA' });

  const [claimed] = await db
    .update(payments)
    .set({
      collectStatus: 'SENDING',
      collectRequestedAt: now,
      payerVpa: verification.vpa,
      vpaVerifySrNo: verification.srNo,
    })
    .where(
      and(
        eq(payments.trxnId, payment.trxnId),
        isNull(payments.collectStatus),
        eq(payments.payStatus, 'PENDING'),
      ),
    )
    .returning();
  if (!claimed) {
    [payment] = (await db.select().from(payments).where(eq(payments.trxnId, request.trxnid))) as [Payment];
    return answer(payment);
  }
  const expiresAt = new Date(now.getTime() + deps.settings.upiTimeoutMs);
  let result: { accepted: boolean; upiRefTrxnId: string; message: string };
  try {
    result = await deps.providers.upi.requestCollect({
      merchantTrxnId: payment.trxnId,
      payerVpa: verification.vpa,
      amountPaise: payment.amountPaise,
      note: payment.purpose === 'purchase' ? 'E-Wealth mutual fund purchase' : `E-Wealth ${payment.purpose}`,
      expiresAt,
    });
  } catch (error) {
    // The PSP de-duplicates by our transaction id, so releasing the claim makes a retry safe.
    await db.update(payments).set({ collectStatus: null }).where(eq(payments.trxnId, payment.trxnId));
    throw error;
  }
  const [updated] = await db
    .update(payments)
    .set(
      result.accepted
        ? { collectStatus: 'SUCCESS', upiRefTrxnId: result.upiRefTrxnId, expiresAt }
        : { collectStatus: 'FAILED' },
    )
    .where(eq(payments.trxnId, payment.trxnId))
    .returning();
  await writeAudit(db, origin, {
    action: 'upi.collect_request',
    outcome: result.accepted ? 'success' : 'failure',
    actor: njAcNo,
    njAcNo,
    detail: {
      trxnId: payment.trxnId,
      payerVpa: verification.vpa,
      upiRefTrxnId: result.upiRefTrxnId,
      message: result.message,
    },
  });
  if (!result.accepted) {
    await settlePayment(
      db,
      payment.trxnId,
      { status: 'FAILED', reason: result.message, source: 'collect-request' },
      now,
      origin,
    );
  }
  const [final] = await db.select().from(payments).where(eq(payments.trxnId, payment.trxnId));
  return answer(final ?? (updated as Payment));
}

/** Manual status inquiry: asks the PSP; a final answer not yet applied is applied (once). */
export async function inquireUpiStatus(
  deps: { db: Db; now: Date; providers: PaymentProviders },
  njAcNo: string,
  request: RequestOf<typeof callTranStatusInqUPIService>,
  origin: RequestOrigin,
): Promise<DataOf<typeof callTranStatusInqUPIService>> {
  const { db, now } = deps;
  const payment = await ownPayment(db, njAcNo, request.trxnid);
  let psp: { status: PspStatus; upiRefTrxnId: string };
  try {
    psp = await deps.providers.upi.inquire(payment.trxnId);
  } catch {
    return { ...waitView(payment, now), inquiryStatus: 'ERROR', message: PURCHASE_TEXTS.upiTechnicalProblem };
  }
  const final = FINAL_PSP_STATUS[psp.status];
  if (final && payment.payStatus === 'PENDING') {
    await settlePayment(
      db,
      payment.trxnId,
      {
        status: final,
        upiRefTrxnId: psp.upiRefTrxnId,
        reason: `status inquiry: ${psp.status}`,
        source: 'status-inquiry',
      },
      now,
      origin,
    );
  }
  const [after] = (await db.select().from(payments).where(eq(payments.trxnId, payment.trxnId))) as [Payment];
  const inquiryStatus = psp.status === 'UNKNOWN' ? '' : psp.status;
  return { ...waitView(after, now), inquiryStatus, message: statusMessage(after.payStatus) };
}
