import { dpChargesCalls } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dpChargeBills } from '../../areas/dpcharges/schema.ts';
import { accounts } from '../../db/schema/core.ts';
import { createTestApp, databaseDigest, dataOf, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'purchase', 'dpcharges'] });
});
afterAll(() => t.close());

const raise = (payload: unknown) =>
  t.inject({
    method: 'POST',
    url: '/sandbox/api/dpcharges/bills',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const flagOf = async (njAcNo: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.njAcNo, njAcNo)))[0]?.dpCharges;

describe('the depository raises a DP-charges bill (sandbox)', () => {
  it('gives an account with no bills a new outstanding one and the gate of the mode asked for', async () => {
    expect(await flagOf('50000001')).toBe('none');
    const res = await raise({ investor: '50000001', mode: 'optional' });
    expect(res.statusCode).toBe(200);
    const { billNo, amountPaise } = res.json().data as { billNo: string; amountPaise: number };
    expect(amountPaise).toBe(70_800);
    expect(await flagOf('50000001')).toBe('optional');
    const token = await t.login('50000001');
    const outstanding = dataOf(await t.call(dpChargesCalls.getOutstandingBills, {}, token));
    expect(outstanding.bills.map((b) => b.billNo)).toEqual([billNo]);

    // A second bill is a bill of its own, numbered after the first.
    const again = await raise({ investor: '50000001', mode: 'mandatory' });
    expect(again.json().data.billNo).not.toBe(billNo);
    expect(await flagOf('50000001')).toBe('mandatory');
    const rows = await t.database.db.select().from(dpChargeBills).where(eq(dpChargeBills.njAcNo, '50000001'));
    expect(rows.map((r) => r.srNo).sort()).toEqual([1, 2]);
  });

  it('refuses bad input and unknown investors, changing nothing', async () => {
    const before = await databaseDigest(t.database);
    for (const body of [
      {},
      { investor: '50000001' },
      { investor: '50000001', mode: 'always' },
      { investor: 'x; drop', mode: 'optional' },
      { investor: '50000001', mode: 'optional', extra: 1 },
      [],
    ]) {
      const res = await raise(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().isSuccess).toBe(false);
    }
    const unknown = await raise({ investor: '59999999', mode: 'optional' });
    expect(unknown.statusCode).toBe(404);
    expect(await databaseDigest(t.database)).toEqual(before);
  });
});
