import { ORDER_TEXTS, ordersCalls, portfolioCalls, type RecentOrder } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { addDays, istParts } from '../../kernel/schemes/calendar.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { insertPurchase, settleTestPayment } from '../../testing/purchases.ts';
import { dataOf } from '../../testing/test-app.ts';
import { allotPlacedOrders } from '../portfolio/allot.ts';
import { storedNavFeed } from '../portfolio/nav-feed.ts';
import { creditDay, type PurchaseRow, type RedemptionRow, trackPurchase, trackRedemption } from './track.ts';

const TODAY = '2026-11-25'; // a Wednesday
const HOLIDAYS = new Set(['2026-11-27']); // the Friday
const at = (iso: string) => new Date(iso);

const states = (order: RecentOrder) => order.steps.map((s) => `${s.key}:${s.state}`);

const purchase = (over: Partial<PurchaseRow> = {}): PurchaseRow => ({
  orderNo: 'PO1',
  trxnType: 'PIP',
  scheme: 'Demo Fund – Direct Growth',
  amountPaise: 500_000,
  status: 'PLACED',
  navApplicableDate: '2026-11-25',
  nfoCloseDate: null,
  createdAt: at('2026-11-25T05:00:00Z'),
  payStatus: 'SUCCESS',
  settledAt: at('2026-11-25T05:01:00Z'),
  allotment: null,
  ...over,
});

const redemption = (over: Partial<RedemptionRow> = {}): RedemptionRow => ({
  orderNo: 'RD1',
  kind: 'REDEEM',
  scheme: 'Demo Fund – Direct Growth',
  toScheme: null,
  category: 'Equity',
  unitsMilli: 10_500,
  netPaise: 123_456,
  navApplicableDate: '2026-11-25',
  status: 'PENDING',
  createdAt: at('2026-11-25T05:00:00Z'),
  dayNav: null,
  switchIn: null,
  ...over,
});

describe('a purchase’s tracker', () => {
  it.each([
    [
      'waiting for payment',
      { status: 'PENDING_PAYMENT', payStatus: 'PENDING', settledAt: null },
      'IN_PROGRESS',
      ORDER_TEXTS.waitingPayment,
      ['placed:done', 'paid:current', 'allotted:upcoming'],
    ],
    [
      'paid, units to come',
      {},
      'IN_PROGRESS',
      ORDER_TEXTS.waitingUnits,
      ['placed:done', 'paid:done', 'allotted:current'],
    ],
    [
      'allotted',
      { allotment: { navDate: '2026-11-25', nav: 123_456, unitsMilli: 40_500 } },
      'COMPLETED',
      ORDER_TEXTS.step.allotted,
      ['placed:done', 'paid:done', 'allotted:done'],
    ],
    [
      'payment failed',
      { status: 'CANCELLED', payStatus: 'FAILED' },
      'FAILED',
      ORDER_TEXTS.paymentFailed,
      ['placed:done', 'paid:failed', 'allotted:upcoming'],
    ],
    [
      'payment request expired',
      { status: 'CANCELLED', payStatus: 'EXPIRED' },
      'FAILED',
      ORDER_TEXTS.paymentExpired,
      ['placed:done', 'paid:failed', 'allotted:upcoming'],
    ],
    [
      'cancelled',
      { status: 'CANCELLED', payStatus: null, settledAt: null },
      'CANCELLED',
      ORDER_TEXTS.cancelled,
      ['placed:done', 'paid:failed', 'allotted:upcoming'],
    ],
  ] as const)('%s', (_name, over, outcome, statusText, steps) => {
    const order = trackPurchase(purchase(over as Partial<PurchaseRow>), TODAY);
    expect(order.outcome).toBe(outcome);
    expect(order.statusText).toBe(statusText);
    expect(states(order)).toEqual(steps);
  });

  it('tells the units and NAV of an allotment, and the day units are expected at', () => {
    const done = trackPurchase(
      purchase({ allotment: { navDate: '2026-11-24', nav: 123_456, unitsMilli: 40_500 } }),
      TODAY,
    );
    expect(done.steps[2]).toMatchObject({
      date: '2026-11-24',
      expected: false,
      note: '40.500 units at NAV ₹ 12.3456',
    });
    expect(done.units).toBe(40.5);
    const waiting = trackPurchase(purchase({ navApplicableDate: '2026-11-26' }), TODAY);
    expect(waiting.steps[2]).toMatchObject({ date: '2026-11-26', expected: true, note: ORDER_TEXTS.allotAt });
    expect(waiting.steps[0]).toMatchObject({ date: '2026-11-25', label: 'Order placed' });
    expect(
      trackPurchase(purchase({ trxnType: 'NSIP', nfoCloseDate: '2026-12-04' }), TODAY).steps[2]?.date,
    ).toBe('2026-12-04');
  });
});

describe('a redemption’s tracker', () => {
  it('waits for the NAV, then for the credit, expected two business days on (one for debt), past holidays', () => {
    const waiting = trackRedemption(redemption(), TODAY, HOLIDAYS);
    expect(states(waiting)).toEqual(['placed:done', 'unitsOut:current', 'credited:upcoming']);
    expect(waiting.statusText).toBe(ORDER_TEXTS.waitingNav);
    const priced = trackRedemption(redemption({ dayNav: 200_000 }), TODAY, HOLIDAYS);
    expect(states(priced)).toEqual(['placed:done', 'unitsOut:done', 'credited:current']);
    expect(priced.steps[1]?.note).toBe('10.500 units at NAV ₹ 20.0000');
    // Wednesday's NAV: Thursday, then past Friday's holiday and the weekend to Monday.
    expect(priced.steps[2]).toMatchObject({ date: '2026-11-30', expected: true });
    expect(creditDay('2026-11-25', 'Debt', HOLIDAYS)).toBe('2026-11-26');
    expect(creditDay('2026-11-26', 'Debt', HOLIDAYS)).toBe('2026-11-30');
  });

  it('is complete once paid, and failed with a clear text when the bank could not credit it', () => {
    const paid = trackRedemption(redemption({ status: 'PAID', dayNav: 200_000 }), TODAY, HOLIDAYS);
    expect(paid).toMatchObject({ outcome: 'COMPLETED', statusText: ORDER_TEXTS.step.credited });
    expect(states(paid)).toEqual(['placed:done', 'unitsOut:done', 'credited:done']);
    const failed = trackRedemption(redemption({ status: 'FAILED', dayNav: 200_000 }), TODAY, HOLIDAYS);
    expect(failed).toMatchObject({ outcome: 'FAILED', statusText: ORDER_TEXTS.creditFailed });
    expect(states(failed)).toEqual(['placed:done', 'unitsOut:done', 'credited:failed']);
  });

  it('tracks a switch to the units allotted in the scheme switched into', () => {
    const over = { kind: 'SWITCH' as const, toScheme: 'Other Fund – Direct Growth' };
    const waiting = trackRedemption(redemption(over), TODAY, HOLIDAYS);
    expect(states(waiting)).toEqual(['placed:done', 'switchedOut:current', 'allotted:upcoming']);
    const done = trackRedemption(
      redemption({
        ...over,
        status: 'ALLOTTED',
        switchIn: { navDate: '2026-11-25', nav: 150_000, unitsMilli: 8_000 },
      }),
      TODAY,
      HOLIDAYS,
    );
    expect(states(done)).toEqual(['placed:done', 'switchedOut:done', 'allotted:done']);
    expect(done).toMatchObject({ outcome: 'COMPLETED', toScheme: 'Other Fund – Direct Growth' });
    expect(done.steps[2]?.note).toBe('8.000 units at NAV ₹ 15.0000');
  });
});

describe('orders/getRecentOrders', () => {
  const t = useTestApp({ areas: ['purchase', 'portfolio', 'orders'], investor: '50000001' });
  const INVESTOR = '50000010';

  async function order(rupees: number, paidAt: Date, outcome: 'SUCCESS' | 'FAILED' | null) {
    const db = t.database.db;
    const { trxnId, orderNo } = await insertPurchase(db, {
      njAcNo: INVESTOR,
      rupees,
      navDay: istParts(paidAt).date,
      createdAt: paidAt,
    });
    if (outcome) await settleTestPayment(t.app, trxnId, outcome, paidAt);
    return orderNo;
  }

  it('answers the investor’s last orders newest first, each at its stage', async () => {
    const token = await t.sessionToken(INVESTOR);
    expect(dataOf(await t.call(ordersCalls.getRecentOrders, {}, token)).orders).toEqual([]);
    const today = istParts(new Date()).date;
    // A week ago at 10:00 IST: allotted at that day's stored NAV.
    const allotted = await order(5_000, new Date(`${addDays(today, -7)}T04:30:00Z`), 'SUCCESS');
    const failed = await order(2_000, new Date(Date.now() - 3 * 3600_000), 'FAILED');
    const waiting = await order(1_000, new Date(Date.now() - 3600_000), null);
    await allotPlacedOrders(t.database.db, storedNavFeed, new Date(), INVESTOR);

    const { orders } = dataOf(await t.call(ordersCalls.getRecentOrders, {}, token));
    expect(orders.map((o) => o.orderNo)).toEqual([waiting, failed, allotted]);
    const [w, f, a] = orders as [RecentOrder, RecentOrder, RecentOrder];
    expect(w).toMatchObject({
      outcome: 'IN_PROGRESS',
      statusText: ORDER_TEXTS.waitingPayment,
      amount: 1_000,
    });
    expect(f).toMatchObject({ outcome: 'FAILED', statusText: ORDER_TEXTS.paymentFailed, amount: 2_000 });
    expect(a).toMatchObject({ outcome: 'COMPLETED', kind: 'PURCHASE' });
    expect(a.steps[2]?.state).toBe('done');
    expect(a.units).toBeGreaterThan(0);
    expect(a.scheme).toMatch(/ – Direct Growth$/);

    const two = dataOf(await t.call(ordersCalls.getRecentOrders, { count: 2 }, token));
    expect(two.orders.map((o) => o.orderNo)).toEqual([waiting, failed]);
    // Another investor's orders are not among them.
    expect(
      dataOf(await t.call(ordersCalls.getRecentOrders, {}, t.token)).orders.some(
        (o) => o.orderNo === waiting,
      ),
    ).toBe(false);
  });

  it('shows a redemption just placed as waiting for its NAV, newest of all', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/${portfolioCalls.confirmRedemption.path}`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${t.token}`,
        'idempotency-key': `orders-test-${Date.now()}`,
      },
      payload: JSON.stringify({
        schCode: 'ARJ0001',
        isDirect: true,
        schOpt: 'G',
        folioNo: '1234567/89',
        mode: 'units',
        units: 1,
      }),
    });
    expect(res.statusCode).toBe(200);
    const placed = res.json().data as { orderNo: string; navApplicableDate: string };
    const { orders } = dataOf(await t.call(ordersCalls.getRecentOrders, {}, t.token));
    expect(orders[0]).toMatchObject({
      orderNo: placed.orderNo,
      kind: 'REDEEM',
      units: 1,
      outcome: 'IN_PROGRESS',
    });
    expect(states(orders[0]!)).toEqual(['placed:done', 'unitsOut:current', 'credited:upcoming']);
  });

  it('refuses a count out of range with a 400', async () => {
    const res = await t.post(ordersCalls.getRecentOrders.path, { count: 50 }, t.token);
    expect(res.status).toBe(400);
  });
});
