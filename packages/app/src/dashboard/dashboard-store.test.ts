import { getTotalNonMarsCount } from '@ewa/api/authorize';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { greetingFor, MoneySummaryStore, PendingCountStore, productTiles } from './dashboard-store.ts';

describe('home page', () => {
  it('reads the pending-authorization count of every type', async () => {
    const bodies: unknown[] = [];
    const api: ApiPort = {
      call: (async (call: { path: string }, body: unknown) => {
        expect(call.path).toBe(getTotalNonMarsCount.path);
        bodies.push(body);
        return { isSuccess: true, data: { count: 3 } };
      }) as ApiPort['call'],
    };
    const store = new PendingCountStore(api);
    await store.load();
    expect(store.count).toBe(3);
    expect(bodies).toEqual([{ reqFrom: 'web', authType: 'ALL' }]);
  });

  it('shows no count when the call fails', async () => {
    const api: ApiPort = { call: (async () => Promise.reject(new Error('down'))) as never };
    const store = new PendingCountStore(api);
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.count).toBeNull();
  });

  it("leads with the investor's money: the portfolio's totals, or none for a new investor", async () => {
    const summary = (holdingCount: number, pendingAllotment = 0) => ({
      currentValue: 105_000,
      invested: 100_000,
      gain: 5_000,
      gainPercent: 5,
      xirr: 11.2,
      valuedOn: '25/11/2026',
      holdingCount,
      pendingAllotment,
      byAssetClass: [],
      byAmc: [],
    });
    const answers = [summary(3), summary(0), summary(0, 5000)];
    const api: ApiPort = {
      call: (async (call: { path: string }) => {
        expect(call.path).toBe('portfolio/getPortfolioSummary');
        return { isSuccess: true, data: answers.shift() };
      }) as ApiPort['call'],
    };
    const store = new MoneySummaryStore(api);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.summary?.currentValue).toBe(105_000);
    expect(store.hasHoldings).toBe(true);
    await store.load();
    expect(store.hasHoldings).toBe(false);
    // Paid for, units not allotted yet: there is money to show.
    await store.load();
    expect(store.hasHoldings).toBe(true);

    const down = new MoneySummaryStore({ call: (async () => Promise.reject(new Error('down'))) as never });
    await down.load();
    expect(down.status).toBe('failed');
    expect(down.summary).toBeNull();
  });

  it('has a tile for every product area', () => {
    expect(productTiles.map((t) => t.title)).toEqual([
      'Mutual Funds',
      'Portfolio',
      'MARS',
      'Stocks',
      'Fixed Income',
      'Loans',
      'IPO',
      'NPS',
      'Reports',
      'Profile',
    ]);
  });

  it('greets by the time of day in India', () => {
    expect(greetingFor(new Date('2026-01-01T02:00:00Z'))).toBe('Good morning'); // 07:30 IST
    expect(greetingFor(new Date('2026-01-01T08:00:00Z'))).toBe('Good afternoon'); // 13:30 IST
    expect(greetingFor(new Date('2026-01-01T14:00:00Z'))).toBe('Good evening'); // 19:30 IST
  });
});
