import type { PayStatus } from '@ewa/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { navApplicableDate } from '../schemes/calendar.ts';
import { loadHolidays } from '../schemes/lookup.ts';
import { schemes } from '../schemes/schema.ts';
import { payments, purchaseOrders } from './schema.ts';

export type FinalPayStatus = Exclude<PayStatus, 'PENDING'>;

/** A PSP's final answers (in a callback or a status inquiry) and the payment status each ends in. */
export const FINAL_PSP_STATUS: Record<string, FinalPayStatus | undefined> = {
  SUCCESS: 'SUCCESS',
  FAILED: 'FAILED',
  REJECTED: 'REJECTED',
  EXPIRED: 'EXPIRED',
};

type Payment = typeof payments.$inferSelect;

/** What another area does, inside the settling transaction, when one of its payments ends. */
export type SettlementHook = (tx: Db, payment: Payment, settlement: Settlement, at: Date) => Promise<void>;
const settlementHooks = new Map<string, SettlementHook>();

/** Lets an area settle what a payment of `purpose` pays for (a purchase's orders are settled here). */
export function onSettled(purpose: string, hook: SettlementHook): void {
  settlementHooks.set(purpose, hook);
}

type PlacedListener = (njAcNo: string) => void;
const placedListeners = new Set<PlacedListener>();

/**
 * Tells `listener` when orders of an investor are paid and placed (the portfolio allots them then,
 * when their NAV is already declared). Told after the placing transaction, or just after the statement
 * of a caller's transaction; answers the way to stop listening.
 */
export function onOrdersPlaced(listener: PlacedListener): () => void {
  placedListeners.add(listener);
  return () => placedListeners.delete(listener);
}

/** Orders of `njAcNo` were placed (see `onOrdersPlaced`). */
export function ordersPlaced(njAcNo: string): void {
  for (const listener of placedListeners) listener(njAcNo);
}

export interface Settlement {
  status: FinalPayStatus;
  upiRefTrxnId?: string;
  bankRefNo?: string;
  reason: string;
  /** Who settled it: callback, inquiry, expiry, bank return. */
  source: string;
}

/** Background work has no request; its audit rows say so. */
export function systemOrigin(what: string): RequestOrigin {
  return { ip: '127.0.0.1', userAgent: `ewa-${what}`, requestId: `${what}-${Date.now()}` };
}

/**
 * Ends a pending payment, exactly once: the conditional update lets one caller win however many
 * callbacks, inquiries, sweepers or instances race; the others get `applied: false`.
 * On success the orders are placed with the NAV date of the moment the money arrived.
 */
export async function settlePayment(
  db: Db,
  trxnId: string,
  settlement: Settlement,
  at: Date,
  origin: RequestOrigin,
  tx?: Db,
): Promise<{ applied: boolean }> {
  const holidays = await loadHolidays(tx ?? db);
  const run = async (t: Db) => {
    const [payment] = await t
      .update(payments)
      .set({
        payStatus: settlement.status,
        settledAt: at,
        statusReason: settlement.reason,
        ...(settlement.upiRefTrxnId ? { upiRefTrxnId: settlement.upiRefTrxnId } : {}),
        ...(settlement.bankRefNo ? { bankRefNo: settlement.bankRefNo } : {}),
      })
      .where(and(eq(payments.trxnId, trxnId), eq(payments.payStatus, 'PENDING')))
      .returning();
    if (!payment) return { applied: false, placed: false as const };
    await settlementHooks.get(payment.purpose)?.(t, payment, settlement, at);
    const orders = await t
      .select({ orderNo: purchaseOrders.orderNo, status: purchaseOrders.status, cutOff: schemes.cutOffTime })
      .from(purchaseOrders)
      .innerJoin(schemes, eq(schemes.schCode, purchaseOrders.schCode))
      .where(eq(purchaseOrders.trxnId, trxnId));
    const waiting = orders.filter((o) => o.status === 'PENDING_PAYMENT');
    if (settlement.status === 'SUCCESS') {
      for (const order of waiting) {
        await t
          .update(purchaseOrders)
          .set({ status: 'PLACED', navApplicableDate: navApplicableDate(at, order.cutOff, holidays) })
          .where(eq(purchaseOrders.orderNo, order.orderNo));
      }
    } else if (waiting.length) {
      await t
        .update(purchaseOrders)
        .set({ status: 'CANCELLED' })
        .where(
          and(
            inArray(
              purchaseOrders.orderNo,
              waiting.map((o) => o.orderNo),
            ),
            sql`${purchaseOrders.status} = 'PENDING_PAYMENT'`,
          ),
        );
    }
    await writeAudit(t, origin, {
      action: 'payment.settled',
      outcome: settlement.status === 'SUCCESS' ? 'success' : 'failure',
      actor: settlement.source,
      njAcNo: payment.njAcNo,
      detail: {
        trxnId,
        payMode: payment.payMode,
        amountPaise: payment.amountPaise,
        status: settlement.status,
        reason: settlement.reason,
        orders: orders.map((o) => o.orderNo),
      },
    });
    return { applied: true, placed: settlement.status === 'SUCCESS' && waiting.length > 0 && payment.njAcNo };
  };
  const { applied, placed } = await (tx ? run(tx) : db.transaction(run));
  if (placed) ordersPlaced(placed);
  return { applied };
}
