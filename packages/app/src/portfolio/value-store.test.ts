import { getValueHistory } from '@ewa/api/portfolio';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { ValueHistoryStore } from './value-store.ts';

const point = (date: string, value: number) => ({ date, value, invested: 1000 });

function apiAnswering(answer: (body: Record<string, unknown>) => Promise<unknown>) {
  const asked: Record<string, unknown>[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: Record<string, unknown>) => {
      expect(call.path).toBe(getValueHistory.path);
      asked.push(body);
      return answer(body);
    }) as ApiPort['call'],
  };
  return { api, asked };
}

describe('value history store', () => {
  it('asks for the range chosen, with the holding’s plan when it charts one, and keeps each range', async () => {
    const { api, asked } = apiAnswering(async (body) => ({
      isSuccess: true,
      data: {
        range: body.range,
        interval: 'daily',
        points: [point('2026-11-20', body.range === '1M' ? 1 : 2)],
      },
    }));
    const store = new ValueHistoryStore(api, { schCode: 'ARJ0001', isDirect: true, schOpt: 'G' });
    await store.load();
    expect(store).toMatchObject({ status: 'ready', range: '1Y' });
    expect(store.points[0]?.value).toBe(2);
    await store.load('1M');
    expect(store.points[0]?.value).toBe(1);
    await store.load('1Y');
    expect(store.points[0]?.value).toBe(2);
    expect(asked).toEqual([
      { range: '1Y', schCode: 'ARJ0001', isDirect: true, schOpt: 'G' },
      { range: '1M', schCode: 'ARJ0001', isDirect: true, schOpt: 'G' },
    ]);
  });

  it('drops the answer to a range no longer chosen', async () => {
    const waits: Record<string, (v: unknown) => void> = {};
    const { api } = apiAnswering((body) => new Promise((resolve) => (waits[body.range as string] = resolve)));
    const store = new ValueHistoryStore(api);
    const slow = store.load('3Y');
    const fast = store.load('1M');
    waits['1M']!({
      isSuccess: true,
      data: { range: '1M', interval: 'daily', points: [point('2026-11-20', 5)] },
    });
    await fast;
    waits['3Y']!({
      isSuccess: true,
      data: { range: '3Y', interval: 'weekly', points: [point('2026-11-20', 9)] },
    });
    await slow;
    expect(store.range).toBe('1M');
    expect(store.points[0]?.value).toBe(5);
  });

  it('says what went wrong when the server refuses or cannot be reached', async () => {
    const refusing = new ValueHistoryStore(
      apiAnswering(async () => ({ isSuccess: false, message: 'This scheme is not among your holdings.' }))
        .api,
    );
    await refusing.load();
    expect(refusing).toMatchObject({ status: 'failed', error: 'This scheme is not among your holdings.' });
    const offline = new ValueHistoryStore(
      apiAnswering(async () => {
        throw new Error('offline');
      }).api,
    );
    await offline.load();
    expect(offline.status).toBe('failed');
    expect(offline.error).not.toBe('');
  });
});
