import { getTotalNonMarsCount } from '@ewa/api/authorize';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { greetingFor, PendingCountStore, productTiles } from './dashboard-store.ts';

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
