import { authorizeCalls, portfolioCalls } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../kernel/payments/index.ts';
import { createTestApp, dataOf, type TestApp } from '../../testing/test-app.ts';
import { authorizeBody, call, enter, sessionToken } from '../authorize/testing.ts';
import { portfolioTransactions } from './schema.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { areas: ['authorize', 'purchase', 'portfolio'] });
  token = await sessionToken(t, '50000001');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('an authorized purchase', () => {
  it('becomes units in the portfolio like a cart’s, at the NAV of its day', async () => {
    // A partner's purchase paid by mandate: the order is placed as soon as the investor authorizes it.
    const entered = await enter(t, { investor: '50000001', type: 'PIP', amount: '3000', payMode: '2' });
    const authorized = await call(t, authorizeCalls.onAuthorize.path, authorizeBody(entered.d), token, {
      'idempotency-key': `portfolio-authorized-${Date.now()}`,
    });
    const trxnId = (authorized.json.data as Record<string, string>).paymentTrxnId as string;
    const [order] = await t.deps.db.select().from(purchaseOrders).where(eq(purchaseOrders.trxnId, trxnId));
    expect(order?.status).toBe('PLACED');

    // Units come on the order's NAV day (the next business day's when authorized after the cut-off).
    const navDayAt = Date.parse(`${order!.navApplicableDate}T04:30:00Z`);
    if (navDayAt > t.clock.now().getTime()) {
      t.clock.advance(Math.ceil((navDayAt - t.clock.now().getTime()) / 1000));
      token = await sessionToken(t, '50000001');
    }

    // The read that finds the order due allots it; on PostgreSQL that read may answer before the allotment
    // commits, so the holdings are read until the order is no longer pending.
    let holdings = dataOf(await t.call(portfolioCalls.getHoldings, {}, token)).holdings;
    const pendingOf = (list: typeof holdings) =>
      list.find(
        (h) => h.schCode === order!.schCode && h.planType === (order!.isDirect ? 'Direct' : 'Regular'),
      )?.pendingAllotment;
    await expect
      .poll(
        async () => {
          holdings = dataOf(await t.call(portfolioCalls.getHoldings, {}, token)).holdings;
          return pendingOf(holdings);
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    const [allotment] = await t.deps.db
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.orderNo, order!.orderNo));
    expect(allotment).toMatchObject({ navDate: order!.navApplicableDate, amountPaise: 300_000 });
    expect(allotment!.unitsMilli).toBe(Math.floor((300_000 * 100_000) / allotment!.nav));
    const held = holdings.find(
      (h) => h.schCode === order!.schCode && h.planType === (order!.isDirect ? 'Direct' : 'Regular'),
    );
    expect(held?.pendingAllotment).toBe(0);
    expect(held?.units).toBeGreaterThanOrEqual(allotment!.unitsMilli / 1000);
  });
});
