import type { Db } from '../db/client.ts';
import { payments, purchaseOrders, settlePayment, systemOrigin } from '../kernel/payments/index.ts';

let serial = 0;

/**
 * A lumpsum purchase of ₹`rupees` of a growth plan and its payment. Waiting for its payment unless
 * `placed`: then it is placed for its NAV day as paid, and no one is told.
 */
export async function insertPurchase(
  db: Db,
  order: {
    njAcNo: string;
    rupees: number;
    navDay: string;
    schCode?: string;
    isDirect?: boolean;
    placed?: boolean;
    createdAt?: Date;
  },
): Promise<{ trxnId: string; orderNo: string }> {
  serial++;
  const trxnId = `TPT${serial}${Date.now()}`;
  const orderNo = `TPO${serial}${Date.now()}`;
  const createdAt = order.createdAt ? { createdAt: order.createdAt } : {};
  await db.insert(payments).values({
    trxnId,
    njAcNo: order.njAcNo,
    payMode: '8',
    amountPaise: order.rupees * 100,
    ...createdAt,
  });
  await db.insert(purchaseOrders).values({
    orderNo,
    trxnId,
    njAcNo: order.njAcNo,
    schCode: order.schCode ?? 'ARJ0001',
    isDirect: order.isDirect ?? true,
    schOpt: 'G',
    trxnType: 'PIP',
    amountPaise: order.rupees * 100,
    brokeragePaise: 0,
    navApplicableDate: order.navDay,
    status: order.placed ? 'PLACED' : 'PENDING_PAYMENT',
    ...createdAt,
  });
  return { trxnId, orderNo };
}

/** Ends a test payment through the one place payments end. */
export async function settleTestPayment(db: Db, trxnId: string, status: 'SUCCESS' | 'FAILED', at: Date) {
  await settlePayment(db, trxnId, { status, reason: 'test', source: 'test' }, at, systemOrigin('test'));
}
