import { randomInt } from 'node:crypto';
import {
  type callTransactionStatusInquiryUPIService,
  type collectionRequestGenerate,
  type DataOf,
  DP_CHARGES_TEXTS,
  type DpChargesBill,
  type dpGetUpiCallBackResDetail,
  PAY_MODE,
  PURCHASE_TEXTS,
  type RequestOf,
  SEGMENT,
  type vpaAuthentication,
} from '@ewa/api';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RequestOrigin } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { toPaise, toRupees } from '../../kernel/money.ts';
import {
  checkVpa,
  inquireUpiStatus,
  isOwnVerifiedVpa,
  loadVpaVerification,
  ownPayment,
  type PaymentProviders,
  type PaymentSettings,
  payments,
  type SettlementHook,
  type Settlements,
  sendCollectRequest,
  waitView,
  watchResult,
} from '../../kernel/payments/index.ts';
import { dpChargeBills, dpChargePayments } from './schema.ts';

export const DP_PURPOSE = 'dpcharges';

type Bill = DpChargesBill;
type WaitData = DataOf<typeof dpGetUpiCallBackResDetail>;
export interface PayingDeps {
  db: Db;
  now: Date;
  providers: PaymentProviders;
  settings: PaymentSettings;
  settlements: Settlements;
}

const unpaidOf = (njAcNo: string) => and(eq(dpChargeBills.njAcNo, njAcNo), isNull(dpChargeBills.paidTrxnId));

export async function outstandingBills(db: Db, njAcNo: string) {
  const rows = await db.select().from(dpChargeBills).where(unpaidOf(njAcNo)).orderBy(asc(dpChargeBills.srNo));
  const bills: Bill[] = rows.map((b) => ({
    srNo: b.srNo,
    transactionId: b.transactionId,
    billNo: b.billNo,
    chargesType: b.chargesType,
    amount: toRupees(b.amountPaise),
  }));
  const totalPaise = rows.reduce((sum, b) => sum + b.amountPaise, 0);
  return { ucc: njAcNo, totalOutstanding: toRupees(totalPaise), bills };
}

export async function authenticateVpa(
  db: Db,
  providers: PaymentProviders,
  njAcNo: string,
  request: RequestOf<typeof vpaAuthentication>,
): Promise<DataOf<typeof vpaAuthentication>> {
  requireOwnAccount(njAcNo, request.ucc);
  const checked = await checkVpa(db, providers, njAcNo, {
    njAcNo,
    payerVirtualAddress: request.payerVpa,
    segment: SEGMENT,
  });
  return {
    vpaAuthStatus: checked.VPAVerifyStatus,
    vpaReqId: checked.VPAVerifyDtlsrNo,
    payerName: checked.payerName,
    message: checked.message,
  };
}

function dpWaitView(view: ReturnType<typeof waitView>): WaitData {
  return {
    parentTrxnID: view.trxnid,
    PAY_STATUS: view.PAY_STATUS,
    upiRefTrxnID: view.UPIRefTrxnID,
    amount: view.amount,
    payerVpa: view.payerVirtualAddress,
    remainingMs: view.remainingMs,
    message: view.PAY_STATUS === 'SUCCESS' ? DP_CHARGES_TEXTS.paid : view.message,
  };
}

function newTrxnId(): string {
  return `EWADP${Date.now().toString(36).toUpperCase()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * One collect request for all the account's outstanding bills. The bills are locked while the payment
 * is written, so two requests never pay the same bill; while one payment waits, another is refused.
 */
export async function generateCollection(
  deps: PayingDeps,
  njAcNo: string,
  request: RequestOf<typeof collectionRequestGenerate>,
  origin: RequestOrigin,
): Promise<DataOf<typeof collectionRequestGenerate>> {
  const { db, now } = deps;
  const verification = await loadVpaVerification(db, request.vpaReqId);
  if (!isOwnVerifiedVpa(verification, njAcNo, request.payerVpa, request.vpaReqId))
    throw new DomainError(PURCHASE_TEXTS.invalidUpiId, { errCode: 'VPA', field: 'payerVpa' });
  const asked = [...new Set(request.billDetails.map((b) => b.billNo))];
  let amountPaise: number;
  try {
    amountPaise = toPaise(request.amount);
  } catch {
    throw new DomainError(DP_CHARGES_TEXTS.billsChanged, {
      status: 400,
      errCode: 'BAD_REQUEST',
      field: 'amount',
    });
  }
  const trxnId = newTrxnId();
  await db.transaction(async (tx) => {
    const bills = await tx.select().from(dpChargeBills).where(unpaidOf(njAcNo)).for('update');
    if (bills.length === 0)
      throw new DomainError(DP_CHARGES_TEXTS.nothingOutstanding, { errCode: 'NO_BILLS' });
    const own = new Set(bills.map((b) => b.billNo));
    const total = bills.reduce((sum, b) => sum + b.amountPaise, 0);
    if (asked.length !== own.size || asked.some((b) => !own.has(b)) || amountPaise !== total)
      throw new DomainError(DP_CHARGES_TEXTS.billsChanged, { errCode: 'BILLS_CHANGED' });
    const [waiting] = await tx
      .select({ trxnId: payments.trxnId })
      .from(dpChargePayments)
      .innerJoin(payments, eq(payments.trxnId, dpChargePayments.trxnId))
      .where(and(inArray(dpChargePayments.billNo, asked), eq(payments.payStatus, 'PENDING')))
      .limit(1);
    if (waiting) throw new DomainError(DP_CHARGES_TEXTS.alreadyWaiting, { errCode: 'PAYMENT_WAITING' });
    await tx.insert(payments).values({
      trxnId,
      njAcNo,
      payMode: PAY_MODE.UPI_COLLECT,
      purpose: DP_PURPOSE,
      amountPaise,
      payerVpa: verification?.vpa,
      // Ends by the sweeper even if the collect request never reaches the PSP.
      expiresAt: new Date(now.getTime() + deps.settings.upiTimeoutMs),
      createdAt: now,
    });
    await tx.insert(dpChargePayments).values(asked.map((billNo) => ({ trxnId, billNo })));
  });
  const sent = await sendCollectRequest(
    deps,
    njAcNo,
    {
      trxnid: trxnId,
      payerVirtualAddress: request.payerVpa,
      VPAVerifyDtlSrNo: request.vpaReqId,
      segment: SEGMENT,
    },
    origin,
  );
  const view = dpWaitView(sent as ReturnType<typeof waitView>);
  return {
    ...view,
    collectionApiStatus: sent.collectionApiStatus,
    message: sent.collectionApiStatusDes,
  };
}

async function ownDpPayment(db: Db, njAcNo: string, trxnId: string) {
  const payment = await ownPayment(db, njAcNo, trxnId);
  if (payment.purpose !== DP_PURPOSE)
    throw new DomainError('The payment was not found.', { errCode: 'NOT_FOUND' });
  return payment;
}

export async function waitResult(
  db: Db,
  njAcNo: string,
  request: { parentTrxnID: string; njacNo: string },
  now: Date,
) {
  requireOwnAccount(njAcNo, request.njacNo);
  return dpWaitView(waitView(await ownDpPayment(db, njAcNo, request.parentTrxnID), now));
}

/**
 * The waiting screen's pushed result: held until the payment is final or `waitMs` has passed (or the
 * page went away), then the same view as `waitResult`.
 */
export async function watchDpResult(
  db: Db,
  njAcNo: string,
  request: { parentTrxnID: string; njacNo: string },
  waitMs: number,
  now: () => Date,
  gone: () => boolean,
) {
  requireOwnAccount(njAcNo, request.njacNo);
  await ownDpPayment(db, njAcNo, request.parentTrxnID);
  return dpWaitView(await watchResult(db, njAcNo, request.parentTrxnID, waitMs, now, gone));
}

export async function inquire(
  deps: PayingDeps,
  njAcNo: string,
  request: RequestOf<typeof callTransactionStatusInquiryUPIService>,
  origin: RequestOrigin,
): Promise<DataOf<typeof callTransactionStatusInquiryUPIService>> {
  requireOwnAccount(njAcNo, request.njacNo);
  await ownDpPayment(deps.db, njAcNo, request.parentTrxnID);
  const answer = await inquireUpiStatus(
    deps,
    njAcNo,
    { trxnid: request.parentTrxnID, UPIRefTrxnID: request.upiRefTrxnID || undefined, segment: SEGMENT },
    origin,
  );
  return { ...dpWaitView(answer), inquiryStatus: answer.inquiryStatus };
}

/**
 * A successful DP-charges payment pays its bills (once) and re-activates the account when none is left
 * (the area hands it to the app's settlements for `DP_PURPOSE`).
 */
export const settleDpCharges: SettlementHook = async (tx, payment, settlement, at) => {
  if (settlement.status !== 'SUCCESS') return;
  const linked = tx
    .select({ billNo: dpChargePayments.billNo })
    .from(dpChargePayments)
    .where(eq(dpChargePayments.trxnId, payment.trxnId));
  await tx
    .update(dpChargeBills)
    .set({ paidTrxnId: payment.trxnId, paidAt: at })
    .where(and(inArray(dpChargeBills.billNo, linked), isNull(dpChargeBills.paidTrxnId)));
  const [left] = await tx
    .select({ billNo: dpChargeBills.billNo })
    .from(dpChargeBills)
    .where(unpaidOf(payment.njAcNo))
    .limit(1);
  if (!left) await tx.update(accounts).set({ dpCharges: 'none' }).where(eq(accounts.njAcNo, payment.njAcNo));
};
