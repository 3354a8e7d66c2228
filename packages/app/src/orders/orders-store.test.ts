import { getRecentOrders, ORDER_TEXTS, type RecentOrder } from '@ewa/api/orders';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { currentStep, RecentOrdersStore } from './orders-store.ts';

const order: RecentOrder = {
  orderNo: 'PO1',
  kind: 'PURCHASE',
  scheme: 'Arjuna Large Cap Fund – Direct Growth',
  amount: 5000,
  units: null,
  placedAt: '2026-11-25T05:00:00.000Z',
  outcome: 'FAILED',
  statusText: ORDER_TEXTS.paymentFailed,
  steps: [
    { key: 'placed', label: 'Order placed', state: 'done', date: '2026-11-25', expected: false },
    {
      key: 'paid',
      label: 'Payment received',
      state: 'failed',
      date: null,
      expected: false,
      note: 'Payment failed',
    },
    { key: 'allotted', label: 'Units allotted', state: 'upcoming', date: null, expected: false },
  ],
};

const apiWith = (answer: () => Promise<unknown>): ApiPort => ({
  call: (async (call: { path: string }) => {
    expect(call.path).toBe(getRecentOrders.path);
    return answer();
  }) as ApiPort['call'],
});

describe('recent orders store', () => {
  it('loads the orders and finds the step each waits or stopped at', async () => {
    const store = new RecentOrdersStore(
      apiWith(async () => ({ isSuccess: true, data: { orders: [order] } })),
    );
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.orders).toHaveLength(1);
    expect(currentStep(order)?.key).toBe('paid');
    const done = { ...order, steps: order.steps.map((s) => ({ ...s, state: 'done' as const })) };
    expect(currentStep(done)).toBeUndefined();
  });

  it('says why when the orders cannot be read', async () => {
    const store = new RecentOrdersStore(apiWith(async () => ({ isSuccess: false, message: 'Not now.' })));
    await store.load();
    expect(store).toMatchObject({ status: 'failed', error: 'Not now.' });
    const offline = new RecentOrdersStore(
      apiWith(async () => {
        throw new Error('offline');
      }),
    );
    await offline.load();
    expect(offline.status).toBe('failed');
  });
});
