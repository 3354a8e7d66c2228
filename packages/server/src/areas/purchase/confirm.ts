import { randomInt } from 'node:crypto';
import { type DataOf, type onConfirm, PAY_MODE, type PayStatus, SCHEME_OPTIONS } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { investorBankAccounts } from '../../kernel/investor-records/schema.ts';
import { toRupees } from '../../kernel/money.ts';
import {
  checkPayment,
  intentUrl,
  loadPaymentRows,
  type PaymentProviders,
  type PaymentSettings,
  payments,
  purchaseOrders,
  qrImageUrl,
  type Settlements,
} from '../../kernel/payments/index.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { type ConfirmRequest, loadOrderRows, type PlannedOrder, planOrders } from './plan-orders.ts';
import { CONFIRM_TEXTS } from './texts.ts';

export type ConfirmData = DataOf<typeof onConfirm>;

/** A readable, unique transaction id: EWA + IST date + 9 random digits. */
function newTrxnId(now: Date): string {
  return `EWA${istParts(now).date.replaceAll('-', '')}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export interface ConfirmDeps {
  db: Db;
  now: Date;
  /** Starts work once the confirmation is committed (the money door's transaction). */
  afterCommit(task: () => void): void;
  providers: PaymentProviders;
  settings: PaymentSettings;
  settlements: Settlements;
}

/**
 * The cart confirmation: orders and payment in one transaction. Exactly once by the money door
 * (http/money-door.ts, `deps.db` is its transaction): a repeat (double click, retry, second tab)
 * answers the first reply and writes nothing.
 */
export async function confirmCart(
  deps: ConfirmDeps,
  session: { njAcNo: string; loginId: string },
  request: ConfirmRequest,
  origin: RequestOrigin,
): Promise<ConfirmData> {
  const njAcNo = requireOwnAccount(session.njAcNo, request.ccode);
  return confirmOnce(deps, session, request, njAcNo, origin);
}

async function confirmOnce(
  deps: ConfirmDeps,
  session: { njAcNo: string; loginId: string },
  request: ConfirmRequest,
  njAcNo: string,
  origin: RequestOrigin,
): Promise<ConfirmData> {
  const { db, now, settings } = deps;
  const trxnId = newTrxnId(now);
  const { orders, amountPaise } = planOrders(request, await loadOrderRows(db, njAcNo, request), now, trxnId);
  const payment = checkPayment(
    njAcNo,
    request,
    amountPaise,
    await loadPaymentRows(db, request),
    now,
    settings,
  );

  const mode = request.paymentMode;
  const waitsForProvider =
    amountPaise > 0 &&
    (mode === PAY_MODE.UPI_COLLECT || mode === PAY_MODE.UPI_QR || mode === PAY_MODE.NET_BANKING);
  const registrationOnly = amountPaise === 0;
  const expiresAt = waitsForProvider
    ? new Date(
        now.getTime() +
          (mode === PAY_MODE.NET_BANKING ? settings.netBankingTimeoutMs : settings.upiTimeoutMs),
      )
    : null;
  const payStatus: PayStatus = registrationOnly ? 'SUCCESS' : 'PENDING';
  const orderStatus = (o: PlannedOrder): 'REGISTERED' | 'PENDING_PAYMENT' | 'PLACED' =>
    !o.payable ? 'REGISTERED' : waitsForProvider ? 'PENDING_PAYMENT' : 'PLACED';

  let netBankingUrl: string | undefined;
  let upiIntentUrl: string | undefined;
  if (mode === PAY_MODE.NET_BANKING && waitsForProvider) {
    const [bank] = await db
      .select({ bankCode: investorBankAccounts.bankCode })
      .from(investorBankAccounts)
      .where(eq(investorBankAccounts.id, payment.bankAccountId as number));
    netBankingUrl = deps.providers.netBanking.paymentUrl({
      merchantTrxnId: trxnId,
      amountPaise,
      bankCode: bank?.bankCode ?? '',
      expiresAt: expiresAt as Date,
    });
  }

  const totalBrokerage = orders.reduce((sum, o) => sum + o.brokeragePaise, 0);
  const reply: ConfirmData = {
    trxnId,
    trxnDate: now.toISOString(),
    paymentMode: mode,
    PAY_STATUS: payStatus,
    paymentAmount: toRupees(amountPaise),
    totalBrokerage: toRupees(totalBrokerage),
    orders: orders.map((o) => ({
      orderNo: o.orderNo,
      schcode: o.schCode,
      schName: `${o.schName} - ${o.isDirect ? 'Direct' : 'Regular'} Plan - ${SCHEME_OPTIONS[o.schOpt]}`,
      selectedDivOption: o.schOpt,
      isDirect: o.isDirect ? 'Y' : 'N',
      trxnType: o.trxnType,
      amount: toRupees(o.amountPaise),
      brokerage: toRupees(o.brokeragePaise),
      navApplicableDate: o.navApplicableDate,
      status: orderStatus(o),
    })),
    ...(netBankingUrl ? { netBankingUrl } : {}),
    ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
    message: waitsForProvider ? CONFIRM_TEXTS.awaitingPayment : CONFIRM_TEXTS.confirmed,
  };
  if (mode === PAY_MODE.UPI_QR && waitsForProvider) {
    // The link is ours to state (payee, amount, our transaction id); the PSP registers it after commit.
    upiIntentUrl = intentUrl(trxnId, amountPaise);
    reply.upiIntentUrl = upiIntentUrl;
    reply.qrImageUrl = qrImageUrl(trxnId);
  }

  await db
    .transaction(async (tx) => {
      await tx.insert(payments).values({
        trxnId,
        njAcNo,
        payMode: mode,
        amountPaise,
        payStatus,
        bankAccountId: payment.bankAccountId,
        neftRefNo: payment.neftRefNo,
        mandateNo: payment.mandateNo,
        payerVpa: payment.payerVpa,
        vpaVerifySrNo: payment.vpaSrNo,
        expiresAt,
        settledAt: registrationOnly ? now : null,
        createdAt: now,
      });
      await tx.insert(purchaseOrders).values(
        orders.map((o) => ({
          orderNo: o.orderNo,
          trxnId,
          njAcNo,
          schCode: o.schCode,
          isDirect: o.isDirect,
          schOpt: o.schOpt,
          trxnType: o.trxnType,
          amountPaise: o.amountPaise,
          brokeragePaise: o.brokeragePaise,
          navApplicableDate: o.navApplicableDate,
          status: orderStatus(o),
          folioNo: o.folioNo,
          installment: o.installment,
          createdAt: now,
        })),
      );
      await writeAudit(tx, origin, {
        action: 'purchase.confirm',
        outcome: 'success',
        actor: session.loginId,
        njAcNo,
        detail: {
          trxnId,
          payMode: mode,
          amountPaise,
          orders: orders.map((o) => ({ orderNo: o.orderNo, schCode: o.schCode, amountPaise: o.amountPaise })),
          browser: request.browser ?? '',
          os: request.os ?? '',
        },
      });
    })
    .catch(async (error: unknown) => {
      // Two confirmations racing for one NEFT reference: the unique index refuses the second.
      if (isUniqueViolation(error) && payment.neftRefNo)
        throw new DomainError(CONFIRM_TEXTS.neftUsed, { errCode: 'NEFT_USED' });
      throw error;
    });

  if (orders.some((o) => orderStatus(o) === 'PLACED'))
    deps.afterCommit(() => deps.settlements.ordersPlaced(njAcNo));
  if (mode === PAY_MODE.UPI_QR && expiresAt) {
    await deps.providers.upi
      .createDynamicQr({
        merchantTrxnId: trxnId,
        amountPaise,
        note: 'E-Wealth mutual fund purchase',
        expiresAt,
      })
      .then(({ upiRefTrxnId }) =>
        db.update(payments).set({ upiRefTrxnId }).where(eq(payments.trxnId, trxnId)),
      )
      .catch(() => {
        // The payment stays pending and expires; the payer's app would refuse an unknown QR.
      });
  }
  return reply;
}

/** The first reply under this key, for the same request; another request under it is a 422. */
