import { PAY_MODE } from '@ewa/api';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { startTicker } from '../ticker.ts';
import type { PaymentProviders, PspStatus } from './providers.ts';
import type { PaymentRuntime } from './runtime.ts';
import { payments } from './schema.ts';
import { type FinalPayStatus, settlePayment, systemOrigin } from './settle.ts';

const FINAL: Partial<Record<PspStatus, FinalPayStatus>> = {
  SUCCESS: 'SUCCESS',
  FAILED: 'FAILED',
  REJECTED: 'REJECTED',
};

/**
 * Ends pending payments whose time is up. The provider is asked first, so money that did arrive is
 * never thrown away; otherwise the request is withdrawn at the PSP and the payment EXPIRES.
 * Safe on many instances at once: settling is conditional, one wins.
 */
export async function sweepExpiredPayments(db: Db, providers: PaymentProviders, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payStatus, 'PENDING'), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(50);
  let settled = 0;
  for (const payment of due) {
    const origin = systemOrigin('payment-expiry');
    let status: FinalPayStatus = 'EXPIRED';
    let reference = '';
    try {
      if (payment.payMode === PAY_MODE.NET_BANKING) {
        const answer = await providers.netBanking.inquire(payment.trxnId);
        status = FINAL[answer.status] ?? 'EXPIRED';
        reference = answer.bankRefNo;
      } else {
        const answer = await providers.upi.inquire(payment.trxnId);
        status = FINAL[answer.status] ?? 'EXPIRED';
        reference = answer.upiRefTrxnId;
        if (status === 'EXPIRED') await providers.upi.withdraw(payment.trxnId);
      }
    } catch {
      // Provider unreachable: expire anyway; a late success callback is recorded as LATE for follow-up.
    }
    const { applied } = await settlePayment(
      db,
      payment.trxnId,
      {
        status,
        reason: status === 'EXPIRED' ? 'no answer before expiry' : 'status inquiry at expiry',
        source: 'payment-expiry',
        ...(payment.payMode === PAY_MODE.NET_BANKING ? { bankRefNo: reference || undefined } : {}),
        ...(payment.payMode !== PAY_MODE.NET_BANKING && reference ? { upiRefTrxnId: reference } : {}),
      },
      now,
      origin,
    );
    if (applied) settled++;
  }
  return settled;
}

/** Sweeps expired payments every tick while the app runs; the work is in the database, so a restart resumes it. */
export function registerExpirySweeper(app: FastifyInstance, deps: AppDeps, runtime: PaymentRuntime): void {
  const log = app.log.child({ area: 'purchase' });
  let ticker: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    ticker = startTicker(
      runtime.settings.tickMs,
      () => sweepExpiredPayments(deps.db, runtime.providers, deps.clock.now()),
      (error) => log.error({ err: error }, 'payment expiry sweep failed'),
    );
  });
  app.addHook('onClose', async () => {
    await ticker?.stop();
  });
}
