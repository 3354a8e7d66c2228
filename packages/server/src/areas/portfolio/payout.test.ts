import { PAYOUT_TEXTS, payoutCalls, portfolioCalls, type RedemptionRequest } from '@ewa/api';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { investorBankAccounts } from '../../kernel/investor-records/schema.ts';
import { valueOfUnits } from '../../kernel/money.ts';
import { createSandboxBankPayouts, FAILURE_REASONS } from '../../sandbox/bank/payouts.ts';
import { sandboxBankPayouts } from '../../sandbox/bank/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { type NavFeed, navDayKey } from './nav-feed.ts';
import { PAYOUT_ATTEMPTS, priceRedemptions, runPayoutRound, sendPayouts } from './payout.ts';
import { bankPayoutProviders } from './payout-provider.ts';
import { redemptionOrders, redemptionPayouts } from './schema.ts';

// The ticker stays out of the way: these tests run the rounds themselves.
const t = useTestApp({
  areas: ['purchase', 'portfolio'],
  investor: '50000001',
  env: { EWA_PAYOUT_TICK_MS: '3600000' },
});

const ARJ = { schCode: 'ARJ0001', isDirect: true, schOpt: 'G' as const, folioNo: '1234567/89' };
const settings = { retryAfterMs: 1_000 };
/** The NAV the fund house declares for every day, in ten-thousandths (₹ 123.4567). */
const DECLARED = 1_234_567;
let declared = false;
const feed: NavFeed = {
  navOn: async () => (declared ? DECLARED : undefined),
  declared: async (_db, days) => new Set(declared ? days.map(navDayKey) : []),
};

let bank: ReturnType<typeof createSandboxBankPayouts>;
beforeAll(() => {
  bank = createSandboxBankPayouts(t.database.db, { impsMs: 0, neftMs: 0, failRate: 0, random: Math.random });
  bankPayoutProviders.install(t.deps, bank);
  t.clock.freeze();
});

let keySerial = 0;
async function redeem(body: RedemptionRequest, token = t.token) {
  const res = await t.inject({
    method: 'POST',
    url: `/api/${portfolioCalls.confirmRedemption.path}`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `payout-test-${++keySerial}-${Date.now()}`,
    },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { orderNo: string; units: number };
}

const status = async (orderNo: string, token = t.token) =>
  t.call(payoutCalls.getRedemptionStatus, { orderNo }, token);

/** What the sandbox bank holds for an order's attempts. */
const bankRows = (orderNo: string) =>
  t.database.db
    .select()
    .from(sandboxBankPayouts)
    .where(like(sandboxBankPayouts.payoutRef, `${orderNo}P%`));

describe('redemption payout', () => {
  it('waits for the NAV, pays units × that NAV less the exit load, once, and shows the credit', async () => {
    declared = false;
    const placed = await redeem({ ...ARJ, mode: 'units', units: 2 });
    expect(dataOf(await status(placed.orderNo))).toMatchObject({
      status: 'PENDING',
      nav: null,
      netAmount: null,
    });
    await runPayoutRound(t.database.db, feed, bank, t.clock.now(), settings);
    expect(dataOf(await status(placed.orderNo)).status).toBe('PENDING');

    declared = true;
    await priceRedemptions(t.database.db, feed, t.clock.now());
    const priced = dataOf(await status(placed.orderNo));
    const gross = valueOfUnits(2_000, DECLARED);
    expect(priced).toMatchObject({
      status: 'PRICED',
      nav: 123.4567,
      grossAmount: gross / 100,
      payMode: 'NEFT',
    });
    // Held 95 to 340 days: within the equity fund's 1-year window, 1% exit load.
    expect(priced.exitLoad).toBe(Math.round(gross / 100) / 100);
    expect(priced.netAmount).toBe(
      Math.round((priced.grossAmount ?? 0) * 100 - (priced.exitLoad ?? 0) * 100) / 100,
    );

    await sendPayouts(t.database.db, bank, t.clock.now(), settings);
    const paid = dataOf(await status(placed.orderNo));
    expect(paid.status).toBe('PAID');
    expect(paid.statusText).toBe(PAYOUT_TEXTS.status.PAID);
    expect(paid.bankReference).toMatch(/^N\d{12}$/);
    expect(paid.creditDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(paid.bank?.bankAccMask).toMatch(/^X+\d{4}$/);
    expect(paid.note).toContain('Credited to');
    const rows = await bankRows(placed.orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountPaise).toBe(Math.round((paid.netAmount ?? 0) * 100));

    const list = dataOf(await t.call(payoutCalls.getRedemptions, {}, t.token));
    expect(list.redemptions.find((r) => r.orderNo === placed.orderNo)?.status).toBe('PAID');
  });

  it('pays exactly once whatever repeats: concurrent rounds, repeated sends', async () => {
    declared = true;
    const placed = await redeem({ ...ARJ, mode: 'units', units: 1 });
    const now = t.clock.now();
    await Promise.all(
      Array.from({ length: 6 }, () => runPayoutRound(t.database.db, feed, bank, now, settings)),
    );
    await Promise.all(Array.from({ length: 4 }, () => sendPayouts(t.database.db, bank, now, settings)));
    const rows = await bankRows(placed.orderNo);
    expect(rows).toHaveLength(1);
    const [payout] = await t.database.db
      .select()
      .from(redemptionPayouts)
      .where(eq(redemptionPayouts.orderNo, placed.orderNo));
    expect(payout).toMatchObject({ status: 'PAID', attempts: 1 });
    // The bank asked again about the same reference answers the first payout, never a second one.
    const again = await bank.send(
      {
        payoutRef: rows[0]?.payoutRef as string,
        payMode: 'NEFT',
        amountPaise: 1,
        accNo: '1',
        ifsc: 'X',
        narration: '',
      },
      now,
    );
    expect(again).toMatchObject({ status: 'PAID', bankRef: rows[0]?.bankRef });
    expect(await bankRows(placed.orderNo)).toHaveLength(1);
  });

  it('keeps a payout without an answer and asks again under the same reference', async () => {
    declared = true;
    const placed = await redeem({ ...ARJ, mode: 'units', units: 1 });
    await priceRedemptions(t.database.db, feed, t.clock.now());
    const down = { send: async () => Promise.reject(new Error('timeout')) };
    await sendPayouts(t.database.db, down, t.clock.now(), settings);
    expect(dataOf(await status(placed.orderNo)).status).toBe('PROCESSING');
    await sendPayouts(t.database.db, bank, t.clock.now(), settings);
    const rows = await bankRows(placed.orderNo);
    expect(rows.map((r) => r.payoutRef)).toEqual([`${placed.orderNo}P1`]);
    expect(dataOf(await status(placed.orderNo)).status).toBe('PAID');
  });

  it('retries a refused payout after a while and pays it on the next attempt', async () => {
    declared = true;
    const placed = await redeem({ ...ARJ, mode: 'units', units: 1 });
    await priceRedemptions(t.database.db, feed, t.clock.now());
    bank.failNext(1);
    await sendPayouts(t.database.db, bank, t.clock.now(), settings);
    const retrying = dataOf(await status(placed.orderNo));
    expect(retrying).toMatchObject({ status: 'PROCESSING', attempts: 1, note: PAYOUT_TEXTS.retrying });
    // Not before its time.
    await sendPayouts(t.database.db, bank, t.clock.now(), settings);
    expect(dataOf(await status(placed.orderNo)).attempts).toBe(1);
    t.clock.advance(2);
    await sendPayouts(t.database.db, bank, t.clock.now(), settings);
    expect(dataOf(await status(placed.orderNo))).toMatchObject({ status: 'PAID', attempts: 2 });
    const rows = await bankRows(placed.orderNo);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['FAILED', 'PAID']);
  });

  it('shows a payout the bank keeps refusing as failed with a clear text after the last attempt', async () => {
    declared = true;
    const token = await t.sessionToken('50000001');
    const [account] = await t.database.db
      .select()
      .from(investorBankAccounts)
      .where(and(eq(investorBankAccounts.njAcNo, '50000001'), eq(investorBankAccounts.isDefault, true)));
    const accNo = account?.accNo as string;
    await t.database.db
      .update(investorBankAccounts)
      .set({ accNo: `${accNo.slice(0, -4)}0000` })
      .where(eq(investorBankAccounts.id, account?.id as number));
    try {
      const placed = await redeem({ ...ARJ, mode: 'units', units: 1 }, token);
      await priceRedemptions(t.database.db, feed, t.clock.now());
      for (let i = 0; i < PAYOUT_ATTEMPTS + 1; i++) {
        await sendPayouts(t.database.db, bank, t.clock.now(), settings);
        t.clock.advance(2);
      }
      const failed = dataOf(await status(placed.orderNo));
      expect(failed).toMatchObject({ status: 'FAILED', attempts: PAYOUT_ATTEMPTS });
      expect(failed.note).toBe(`${PAYOUT_TEXTS.failed} Bank's reason: ${FAILURE_REASONS.closed}.`);
      expect((await bankRows(placed.orderNo)).every((r) => r.outcome === 'FAILED')).toBe(true);
      const [order] = await t.database.db
        .select({ status: redemptionOrders.status })
        .from(redemptionOrders)
        .where(eq(redemptionOrders.orderNo, placed.orderNo));
      expect(order?.status).toBe('FAILED');
      // No further attempt once failed.
      await sendPayouts(t.database.db, bank, t.clock.now(), settings);
      expect(await bankRows(placed.orderNo)).toHaveLength(PAYOUT_ATTEMPTS);
    } finally {
      await t.database.db
        .update(investorBankAccounts)
        .set({ accNo })
        .where(eq(investorBankAccounts.id, account?.id as number));
    }
  });

  it('refuses another investor’s order and a malformed order number', async () => {
    declared = false;
    const placed = await redeem({ ...ARJ, mode: 'units', units: 1 });
    const other = await t.sessionToken('50000002');
    const res = await status(placed.orderNo, other);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(PAYOUT_TEXTS.notFound);
    const named = await t.call(
      payoutCalls.getRedemptionStatus,
      { orderNo: placed.orderNo, ccode: '50000001' },
      other,
    );
    expect(named.status).toBe(403);
    const bad = await t.post(payoutCalls.getRedemptionStatus.path, { orderNo: "x'; drop" }, t.token);
    expect(bad.status).toBe(400);
  });
});
