import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveSecret } from '../../db/secrets.ts';
import {
  callbackRejections,
  signCallback,
  UPI_CALLBACK_PATH,
  UPI_SIGNATURE_HEADER,
  upiCallbacks,
} from '../../kernel/payments/index.ts';
import { useTestApp } from '../../testing/area-test.ts';

const kept = 20;
const t = useTestApp({ areas: ['purchase'], config: { forgedCallbacks: { storedPerHour: kept } } });

const deliver = (raw: string, signature: string) =>
  t.inject({
    method: 'POST',
    url: UPI_CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [UPI_SIGNATURE_HEADER]: signature },
    payload: raw,
  });

const forged = (i: number) => {
  const raw = JSON.stringify({
    eventId: `forged-${i}`,
    merchantTrxnId: 'EWA1',
    upiRefTrxnId: 'X',
    amount: '1',
    status: 'SUCCESS',
    padding: 'x'.repeat(2000),
  });
  return deliver(raw, `t=${Math.floor(t.clock.now().getTime() / 1000)},sha256=${'0'.repeat(64)}`);
};

async function rowsOf(outcome: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(upiCallbacks)
    .where(eq(upiCallbacks.outcome, outcome));
  return row?.n ?? 0;
}

describe('forged webhook deliveries', () => {
  it('1000 forged deliveries are all refused and counted, and only a capped few are kept', async () => {
    for (let batch = 0; batch < 20; batch++) {
      const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => forged(batch * 50 + i)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(401));
    }
    expect(await rowsOf('FORGED')).toBe(kept);
    const counted = await t.database.db.select().from(callbackRejections);
    expect(counted.map((c) => [c.hook, c.outcome, c.count])).toEqual([['upi', 'FORGED', 1000]]);

    // An untimely (genuine but stale) delivery has its own count and sample.
    const secret = await resolveSecret(t.database.db, 'upi-webhook', undefined);
    const raw = JSON.stringify({
      eventId: 'late-1',
      merchantTrxnId: 'EWA1',
      upiRefTrxnId: 'X',
      amount: '1',
      status: 'SUCCESS',
    });
    const stale = await deliver(
      raw,
      signCallback(secret, raw, new Date(t.clock.now().getTime() - 3_600_000)),
    );
    expect(stale.json().message).toBe('UNTIMELY');
    expect(await rowsOf('UNTIMELY')).toBe(1);

    // A genuine delivery is still recorded, whatever the forged count.
    const genuine = await deliver(raw, signCallback(secret, raw, t.clock.now()));
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json().message).toBe('UNKNOWN');

    // The next hour keeps a sample again.
    t.clock.advance(3600);
    expect((await forged(1000)).statusCode).toBe(401);
    expect(await rowsOf('FORGED')).toBe(kept + 1);
  });
});
