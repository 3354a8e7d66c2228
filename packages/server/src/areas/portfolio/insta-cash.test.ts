import { INSTA_TEXTS, type InstaCashRequest, MONEY_DOOR, payoutCalls, REDEEM_TEXTS } from '@ewa/api';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moneyRequests } from '../../db/schema/core.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { createSandboxBankPayouts } from '../../sandbox/bank/payouts.ts';
import { sandboxBankPayouts } from '../../sandbox/bank/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { instaLimitLeft } from './insta-cash.ts';
import { bankPayoutProviders } from './payout-provider.ts';
import { redemptionOrders } from './schema.ts';

const t = useTestApp({
  areas: ['purchase', 'portfolio'],
  investor: '50000001',
  env: { EWA_PAYOUT_TICK_MS: '3600000' },
});

/** For each payout the bank was asked to pay: whether the money door had kept its order's reply by then. */
const askedWhenKept = new Map<string, boolean>();

beforeAll(() => {
  const bank = createSandboxBankPayouts(t.database.db, {
    impsMs: 0,
    neftMs: 0,
    failRate: 0,
    random: Math.random,
  });
  bankPayoutProviders.install(t.deps, {
    async send(instruction, now) {
      const [key] = await t.database.db
        .select({ status: moneyRequests.status })
        .from(moneyRequests)
        .where(eq(moneyRequests.scope, '50000001'))
        .orderBy(desc(moneyRequests.createdAt))
        .limit(1);
      askedWhenKept.set(instruction.payoutRef, key?.status === 200);
      return bank.send(instruction, now);
    },
  });
});

/** The payout of an insta cash order once the bank has answered it (it is asked after the commit). */
async function paidPayout(orderNo: string) {
  const read = async () => dataOf(await t.call(payoutCalls.getRedemptionStatus, { orderNo }, t.token));
  await expect.poll(async () => (await read()).status).toBe('PAID');
  return read();
}

let keySerial = 0;
const newKey = () => `insta-test-${++keySerial}-${Date.now()}`;

async function confirm(
  body: Partial<InstaCashRequest> & Record<string, unknown>,
  key?: string,
  token = t.token,
) {
  const res = await t.inject({
    method: 'POST',
    url: `/api/${payoutCalls.confirmInstaCash.path}`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json() };
}

const options = async (token = t.token) => dataOf(await t.call(payoutCalls.getInstaCashOptions, {}, token));

/** The plan and folio of 50000001's liquid fund, as a request names them. */
async function liquidPlan() {
  const folio = (await options()).folios[0];
  if (!folio) throw new Error('no liquid folio');
  return { schCode: folio.schCode, isDirect: folio.isDirect, schOpt: folio.schOpt, folioNo: folio.folioNo };
}

describe('the instant limit', () => {
  it('is the lower of ₹50,000 a day less what was taken and 90% of the folio value', () => {
    expect(instaLimitLeft(0, 10_000_000)).toBe(5_000_000);
    expect(instaLimitLeft(3_000_000, 10_000_000)).toBe(2_000_000);
    expect(instaLimitLeft(0, 1_000_000)).toBe(900_000);
    expect(instaLimitLeft(4_900_000, 1_000_000)).toBe(100_000);
    expect(instaLimitLeft(6_000_000, 10_000_000)).toBe(0);
  });
});

describe('insta cash', () => {
  it('lists only the liquid fund of 50000001 with the day’s limit and the account paid to', async () => {
    const data = await options();
    expect(data.folios.map((f) => f.schCode)).toEqual(['EVR0015']);
    expect(data.folios[0]).toMatchObject({ usedToday: 0, limitLeft: 50_000 });
    expect(data.folios[0]?.currentValue).toBeGreaterThan(55_556);
    expect(data.bank?.bankAccMask).toMatch(/^X+\d{4}$/);
  });

  it('credits at once by IMPS, counts against the day’s limit, refuses over the limit, and places the rest when asked', async () => {
    const plan = await liquidPlan();

    const first = await confirm({ ...plan, amount: 30_000 }, newKey());
    expect(first.status).toBe(200);
    const { insta, rest, message } = first.json.data;
    expect(insta).toMatchObject({ kind: 'INSTA', status: 'PRICED', payMode: 'IMPS', grossAmount: 30_000 });
    expect(rest).toBeNull();
    expect(message).toBe(INSTA_TEXTS.confirmed);
    const paid = await paidPayout(insta.orderNo);
    expect(paid.bankReference).toMatch(/^IMPS\d{12}$/);
    // The bank was asked only once the order and its reply were committed.
    expect(askedWhenKept.get(`${insta.orderNo}P1`)).toBe(true);
    expect((await options()).folios[0]).toMatchObject({ usedToday: 30_000, limitLeft: 20_000 });

    const over = await confirm({ ...plan, amount: 25_000 }, newKey());
    expect(over.status).toBe(400);
    expect(over.json.message).toBe(INSTA_TEXTS.overLimit(20_000));
    expect(over.json.message).toContain('₹ 20,000.00');
    expect((await options()).folios[0]?.limitLeft).toBe(20_000);

    const split = await confirm({ ...plan, amount: 25_000, restAsRedemption: true }, newKey());
    expect(split.status).toBe(200);
    expect(split.json.data.insta).toMatchObject({ grossAmount: 20_000, status: 'PRICED' });
    await paidPayout(split.json.data.insta.orderNo);
    expect(split.json.data.rest).toMatchObject({ kind: 'REDEEM', status: 'PENDING' });
    expect(split.json.data.message).toContain(INSTA_TEXTS.restPlaced(5_000));
    expect((await options()).folios[0]).toMatchObject({ usedToday: 50_000, limitLeft: 0 });

    const spent = await confirm({ ...plan, amount: 100 }, newKey());
    expect(spent.status).toBe(400);
    expect(spent.json.message).toBe(INSTA_TEXTS.limitReached);
  });

  it('is limited to 90% of a small folio', async () => {
    const token = await t.sessionToken('50000001');
    const folio = (await options(token)).folios[0];
    if (!folio) throw new Error('no liquid folio');
    const where = and(eq(folioHoldings.njAcNo, '50000001'), eq(folioHoldings.schCode, folio.schCode));
    const [held] = await t.database.db.select().from(folioHoldings).where(where);
    // About ₹ 1,000 left in the folio, and today's earlier insta cash moved to an earlier day.
    await t.database.db
      .update(folioHoldings)
      .set({ unitsMilli: Math.floor((1_000 * 1000) / folio.nav) })
      .where(where);
    try {
      await t.database.db
        .update(redemptionOrders)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(and(eq(redemptionOrders.njAcNo, '50000001'), eq(redemptionOrders.kind, 'INSTA')));
      const small = (await options(token)).folios[0];
      expect(small?.usedToday).toBe(0);
      expect(small?.limitLeft).toBe(Math.floor((small?.currentValue ?? 0) * 90) / 100);
      const plan = {
        schCode: folio.schCode,
        isDirect: folio.isDirect,
        schOpt: folio.schOpt,
        folioNo: folio.folioNo,
      };
      const over = await confirm({ ...plan, amount: 950 }, newKey(), token);
      expect(over.status).toBe(400);
      expect(over.json.message).toBe(INSTA_TEXTS.overLimit(small?.limitLeft ?? 0));
    } finally {
      await t.database.db
        .update(folioHoldings)
        .set({ unitsMilli: held?.unitsMilli as number })
        .where(where);
    }
  });

  it('answers a repeat with the first order and pays it once; another request under the key is refused', async () => {
    await t.database.db
      .update(redemptionOrders)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(and(eq(redemptionOrders.njAcNo, '50000001'), eq(redemptionOrders.kind, 'INSTA')));
    const plan = await liquidPlan();
    const key = newKey();
    const [a, b] = await Promise.all([
      confirm({ ...plan, amount: 1_000 }, key),
      confirm({ ...plan, amount: 1_000 }, key),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json.data.insta.orderNo).toBe(a.json.data.insta.orderNo);
    const again = await confirm({ ...plan, amount: 1_000 }, key);
    expect(again.json.data.insta.orderNo).toBe(a.json.data.insta.orderNo);
    await paidPayout(a.json.data.insta.orderNo);
    const paid = await t.database.db
      .select()
      .from(sandboxBankPayouts)
      .where(eq(sandboxBankPayouts.payoutRef, `${a.json.data.insta.orderNo}P1`));
    expect(paid).toHaveLength(1);
    expect((await options()).folios[0]?.usedToday).toBe(1_000);
    const other = await confirm({ ...plan, amount: 2_000 }, key);
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ message: MONEY_DOOR.keyReused, errCode: MONEY_DOOR.keyReusedCode });
    expect((await options()).folios[0]?.usedToday).toBe(1_000);
  });

  it('refuses bad input, a fund that is not liquid, a missing key and another investor', async () => {
    const plan = await liquidPlan();
    const before = (await options()).folios[0]?.units;
    expect((await confirm({ ...plan, amount: 10.001 }, newKey())).status).toBe(400);
    expect((await confirm({ ...plan, amount: -5 }, newKey())).status).toBe(400);
    expect((await confirm({ ...plan }, newKey())).status).toBe(400);
    const tiny = await confirm({ ...plan, amount: 0.5 }, newKey());
    expect(tiny.json.message).toBe(INSTA_TEXTS.tooSmall);
    const noKey = await confirm({ ...plan, amount: 100 });
    expect(noKey.status).toBe(400);
    expect(noKey.json).toMatchObject({ message: MONEY_DOOR.needsKey, field: 'Idempotency-Key' });
    const equity = await confirm(
      { schCode: 'ARJ0001', isDirect: true, schOpt: 'G', folioNo: '1234567/89', amount: 100 },
      newKey(),
    );
    expect(equity.status).toBe(400);
    expect(equity.json.message).toBe(INSTA_TEXTS.notLiquid);
    const other = await t.sessionToken('50000002');
    const notHeld = await confirm({ ...plan, amount: 100 }, newKey(), other);
    expect(notHeld.status).toBe(404);
    expect(notHeld.json.message).toBe(REDEEM_TEXTS.notHeld);
    const named = await confirm({ ...plan, amount: 100, ccode: '50000001' }, newKey(), other);
    expect(named.status).toBe(403);
    expect((await options(other)).folios).toEqual([]);
    expect((await options()).folios[0]?.units).toBe(before);
  });
});
