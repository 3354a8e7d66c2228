import { type onConfirm, PURCHASE_TEXTS, type RequestOf } from '@ewa/api';
import { eq } from 'drizzle-orm';
import type { RequestOrigin } from '../../audit/audit.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { toRupees } from '../../kernel/money.ts';
import {
  checkVpa,
  type PaymentProviders,
  type PaymentRuntime,
  payments,
  sendCollectRequest,
  UPI_TEXTS,
  type UpiProvider,
} from '../../kernel/payments/index.ts';
import { confirmCart } from '../purchase/public.ts';
import type { AuthorizedPayments, StartedPayment } from './act.ts';
import type { AuthRow } from './rules.ts';
import type { LineRow } from './transactions.ts';

type ConfirmRequest = RequestOf<typeof onConfirm>;

/**
 * An authorized purchase pays through the purchase area's own engine, as a confirmed cart does:
 * the same checks (amounts, bank, NEFT reference, mandate, UPI limit, verified UPI ID), the same
 * payment and order rows (so callbacks, expiry, restart safety and the wait page work unchanged),
 * confirmed inside the authorization's transaction under the key `authorize-<Ref. No>`. A pay-mode-8
 * payment then sends its collect request once the authorization has committed.
 */
export function purchasePayments(runtime: PaymentRuntime, clock: Clock): AuthorizedPayments {
  /** The verified UPI ID of each payment just started, for its collect request after the commit. */
  const verified = new Map<string, { vpa: string; srNo: string }>();
  // Inside the authorization's transaction nothing may wait on another database handle (the
  // embedded database runs one transaction at a time): the QR is registered after the commit.
  const upi = runtime.providers.upi;
  const qrAfterCommit: UpiProvider = {
    verifyVpa: (vpa) => upi.verifyVpa(vpa),
    requestCollect: (request) => upi.requestCollect(request),
    createDynamicQr: async () => {
      throw new Error('registered once the authorization has committed');
    },
    inquire: (merchantTrxnId) => upi.inquire(merchantTrxnId),
    withdraw: (merchantTrxnId) => upi.withdraw(merchantTrxnId),
  };
  const providers: PaymentProviders = { ...runtime.providers, upi: qrAfterCommit };
  return {
    async start(tx, row, lines, origin, actor): Promise<StartedPayment> {
      const now = clock.now();
      let vpaSrNo: string | undefined;
      if (row.payMode === '8') {
        const check = await checkVpa(tx, runtime.providers, row.njAcNo, {
          njAcNo: row.njAcNo,
          payerVirtualAddress: row.payerVpa ?? '',
          segment: 'MF',
        });
        if (check.VPAVerifyStatus !== 'VE')
          throw new DomainError(PURCHASE_TEXTS.invalidUpiId, { errCode: 'VPA' });
        vpaSrNo = check.VPAVerifyDtlsrNo;
      }
      const confirmed = await confirmCart(
        {
          db: tx,
          now,
          providers,
          settings: runtime.settings,
          settlements: runtime.settlements,
          afterCommit: (task) => origin.afterCommit(task),
        },
        { njAcNo: row.njAcNo, loginId: actor.loginId },
        confirmRequestOf(row, lines, vpaSrNo),
        origin,
      );
      if (vpaSrNo && row.payerVpa) verified.set(confirmed.trxnId, { vpa: row.payerVpa, srNo: vpaSrNo });
      return {
        paymentTrxnId: confirmed.trxnId,
        ...(confirmed.netBankingUrl ? { netBankingUrl: confirmed.netBankingUrl } : {}),
      };
    },

    async afterCommit(db, row, started): Promise<Partial<StartedPayment>> {
      if (row.payMode === '3') {
        const [payment] = await db.select().from(payments).where(eq(payments.trxnId, started.paymentTrxnId));
        if (payment?.expiresAt)
          await upi
            .createDynamicQr({
              merchantTrxnId: payment.trxnId,
              amountPaise: payment.amountPaise,
              note: 'E-Wealth mutual fund purchase',
              expiresAt: payment.expiresAt,
            })
            .then(({ upiRefTrxnId }) =>
              db.update(payments).set({ upiRefTrxnId }).where(eq(payments.trxnId, payment.trxnId)),
            )
            .catch(() => {
              // As for a confirmed cart: the payment stays pending and expires; the payer's app refuses an unknown QR.
            });
        return {};
      }
      if (row.payMode !== '8') return {};
      const vpa = verified.get(started.paymentTrxnId);
      verified.delete(started.paymentTrxnId);
      const origin: RequestOrigin = {
        ip: '127.0.0.1',
        userAgent: 'ewa-authorize',
        requestId: `authorize-${row.refNo}`,
      };
      try {
        const sent = await sendCollectRequest(
          {
            db,
            now: clock.now(),
            providers: runtime.providers,
            settings: runtime.settings,
            settlements: runtime.settlements,
          },
          row.njAcNo,
          {
            trxnid: started.paymentTrxnId,
            payerVirtualAddress: vpa?.vpa ?? row.payerVpa ?? '',
            VPAVerifyDtlSrNo: vpa?.srNo ?? '',
            segment: 'MF',
          },
          origin,
        );
        return {
          collectionApiStatus: sent.collectionApiStatus,
          collectionApiStatusDes: sent.collectionApiStatusDes,
          UPIREFTRXNID: sent.UPIRefTrxnID,
        };
      } catch (error) {
        // The authorization stands; the wait page is not reached and the payment expires unpaid.
        return {
          collectionApiStatus: 'FAILED',
          collectionApiStatusDes: error instanceof DomainError ? error.message : UPI_TEXTS.collectRefused,
        };
      }
    },
  };
}

/** The confirm payload of the purchase area for an authorized purchase (spec 001 §3 "Confirm payload"). */
export function confirmRequestOf(row: AuthRow, lines: LineRow[], vpaSrNo?: string): ConfirmRequest {
  const items = lines.map((line) => ({
    schcode: line.schCode,
    selectedDivOption: line.schOpt as ConfirmRequest['items'][number]['selectedDivOption'],
    isDirect: line.isDirect ? ('Y' as const) : ('N' as const),
    totalAmount: toRupees(line.amountPaise ?? 0),
    trxnType: 'PIP' as const,
    ...(line.folioNo ? { folioNo: line.folioNo } : {}),
  }));
  const totalPaise = lines.reduce((sum, line) => sum + (line.amountPaise ?? 0), 0);
  return {
    ccode: row.njAcNo,
    items,
    total: toRupees(totalPaise),
    paymentMode: row.payMode as ConfirmRequest['paymentMode'],
    ...(row.bankCode ? { bankCode: row.bankCode } : {}),
    ...(row.bankAccNo ? { bankAccNo: row.bankAccNo } : {}),
    ...(row.neftRefNo ? { neftrtgsrefno: row.neftRefNo, neftrtgsrerefno: row.neftRefNo } : {}),
    ...(row.mandateNo ? { mandateNo: row.mandateNo } : {}),
    ...(row.payerVpa && row.payMode === '8' ? { payerVirtualAddress: row.payerVpa } : {}),
    ...(vpaSrNo ? { VPAVerifyDtlSrNo: vpaSrNo } : {}),
    isPIPConfirm: 'Y',
    browser: 'authorization',
  };
}

/** The payment status an acknowledge page shows for an authorized purchase. */
export function paymentStatusReader(db: Db) {
  return async (paymentTrxnId: string): Promise<string> => {
    const [payment] = await db
      .select({ payStatus: payments.payStatus })
      .from(payments)
      .where(eq(payments.trxnId, paymentTrxnId));
    return payment?.payStatus ?? '';
  };
}
