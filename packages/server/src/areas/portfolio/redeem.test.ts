import { MONEY_DOOR, portfolioCalls, REDEEM_TEXTS, type RedemptionRequest } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { payments, purchaseOrders, systemOrigin } from '../../kernel/payments/index.ts';
import { addDays, isBusinessDay, istParts } from '../../kernel/schemes/calendar.ts';
import { DEMO_HOLIDAYS } from '../../kernel/schemes/catalog.ts';
import { navHistory, schemes } from '../../kernel/schemes/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { databaseDigest, dataOf } from '../../testing/test-app.ts';
import { allotPlacedOrders } from './allot.ts';
import { storedNavFeed } from './nav-feed.ts';
import { placeRedemption } from './redeem.ts';
import { portfolioTransactions, redemptionOrders } from './schema.ts';

// The payout round prices redemptions on its own clock; nothing here waits for it, and a round between
// two digests of the database would read as a change.
const t = useTestApp({
  areas: ['purchase', 'portfolio'],
  investor: '50000001',
  env: { EWA_PAYOUT_TICK_MS: '3600000' },
});

/** 50000001's demat folio of an equity fund (seeded), its MARS folio and a regular-plan folio. */
const ARJ = { schCode: 'ARJ0001', isDirect: true, schOpt: 'G' as const, folioNo: '1234567/89' };
const MARS = { schCode: 'BNY0002', isDirect: true, schOpt: 'G' as const, folioNo: '2233445/11' };
const DCN = { schCode: 'DCN0004', isDirect: false, schOpt: 'G' as const, folioNo: '9988776/55' };

/** The plan of a folio, as getRedeemOptions asks for it. */
const planOf = ({ folioNo: _folioNo, ...plan }: typeof ARJ) => plan;

let keySerial = 0;
const newKey = () => `redeem-test-${++keySerial}-${Date.now()}`;

/** confirmRedemption with an Idempotency-Key header. */
async function confirm(body: RedemptionRequest | Record<string, unknown>, key?: string, token = t.token) {
  const res = await t.inject({
    method: 'POST',
    url: `/api/${portfolioCalls.confirmRedemption.path}`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json() };
}

/** The database as `copies` placements see it when all of them have read before any writes. */
function bothReadFirst(db: Db, copies: number): Db {
  let arrived = 0;
  let release = () => {};
  const allRead = new Promise<void>((resolve) => {
    release = resolve;
  });
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return async (...args: unknown[]) => {
        arrived += 1;
        if (arrived === copies) release();
        await allRead;
        return (target.transaction as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
}

async function heldUnits(njAcNo: string, plan: { schCode: string; isDirect: boolean }) {
  const [row] = await t.database.db
    .select({ unitsMilli: folioHoldings.unitsMilli })
    .from(folioHoldings)
    .where(
      and(
        eq(folioHoldings.njAcNo, njAcNo),
        eq(folioHoldings.schCode, plan.schCode),
        eq(folioHoldings.isDirect, plan.isDirect),
      ),
    );
  return row?.unitsMilli ?? 0;
}

async function holdingOf(token: string, schCode: string) {
  const { holdings } = dataOf(await t.call(portfolioCalls.getHoldings, {}, token));
  return holdings.find((h) => h.schCode === schCode);
}

describe('redeem options', () => {
  it('lists the folio with its units and the same fund house’s schemes to switch into', async () => {
    const data = dataOf(await t.call(portfolioCalls.getRedeemOptions, planOf(ARJ), t.token));
    expect(data.folios).toHaveLength(1);
    expect(data.folios[0]).toMatchObject({ folioNo: ARJ.folioNo, holdingMode: 'D', switchAllowed: true });
    expect(data.folios[0]?.units).toBeGreaterThan(0);
    expect(data.switchTargets.length).toBeGreaterThan(0);
    expect(data.switchTargets.every((s) => s.schCode.startsWith('ARJ'))).toBe(true);
    expect(data.switchTargets.some((s) => s.schCode === ARJ.schCode && s.isDirect && s.schOpt === 'G')).toBe(
      false,
    );
  });

  it('offers no switch for a MARS holding', async () => {
    const data = dataOf(await t.call(portfolioCalls.getRedeemOptions, planOf(MARS), t.token));
    expect(data.folios[0]?.switchAllowed).toBe(false);
    expect(data.switchTargets).toEqual([]);
  });

  it('refuses another investor’s folio', async () => {
    const other = await t.sessionToken('50000002');
    const res = await t.call(portfolioCalls.getRedeemOptions, planOf(ARJ), other);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(REDEEM_TEXTS.notHeld);
    const named = await t.call(portfolioCalls.getRedeemOptions, { ...planOf(ARJ), ccode: '50000001' }, other);
    expect(named.status).toBe(403);
    const quote = await t.call(portfolioCalls.quoteRedemption, { ...ARJ, mode: 'all' }, other);
    expect(quote.status).toBe(404);
    const placed = await confirm({ ...ARJ, mode: 'all' }, newKey(), other);
    expect(placed.status).toBe(404);
    expect(await heldUnits('50000001', ARJ)).toBeGreaterThan(0);
  });
});

describe('quote', () => {
  it('shows the exit load and the equity tax of units bought within a year, and writes nothing', async () => {
    const before = await databaseDigest(t.database);
    const quote = dataOf(
      await t.call(portfolioCalls.quoteRedemption, { ...ARJ, mode: 'units', units: 10.5 }, t.token),
    );
    expect(await databaseDigest(t.database)).toBe(before);
    expect(quote.units).toBe(10.5);
    expect(quote.grossAmount).toBe(Math.round(10.5 * quote.nav * 100) / 100);
    expect(quote.netAmount).toBe(Math.round((quote.grossAmount - quote.exitLoad) * 100) / 100);
    // The seeded lots are 95 to 340 days old: the oldest first, within the 1-year exit-load window.
    expect(quote.exitLoad).toBe(Math.round(quote.grossAmount) / 100);
    expect(quote.longTermGain).toBe(0);
    expect(quote.tax).not.toBeNull();
    expect(quote.taxText).toBe(REDEEM_TEXTS.taxEquity);
  });

  it('by amount redeems the units worth at least the amount, at the latest NAV', async () => {
    const quote = dataOf(
      await t.call(portfolioCalls.quoteRedemption, { ...ARJ, mode: 'amount', amount: 1000 }, t.token),
    );
    expect(quote.grossAmount).toBe(1000);
    expect(quote.units * quote.nav).toBeGreaterThanOrEqual(1000);
    expect((quote.units - 0.001) * quote.nav).toBeLessThan(1000);
  });

  it('refuses more units than held, more than the value, and missing or inexact figures', async () => {
    const { folios } = dataOf(await t.call(portfolioCalls.getRedeemOptions, planOf(ARJ), t.token));
    const held = folios[0]?.units as number;
    const tooMany = await t.call(
      portfolioCalls.quoteRedemption,
      { ...ARJ, mode: 'units', units: held + 0.001 },
      t.token,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe(REDEEM_TEXTS.moreThanHeld(held.toFixed(3)));
    const tooMuch = await t.call(
      portfolioCalls.quoteRedemption,
      { ...ARJ, mode: 'amount', amount: 99_999_999 },
      t.token,
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.message).toMatch(/^You can redeem at most ₹ [\d.]+ from this folio/);
    const none = await t.call(portfolioCalls.quoteRedemption, { ...ARJ, mode: 'units' }, t.token);
    expect(none.json.message).toBe(REDEEM_TEXTS.unitsNeeded);
    const zero = await t.call(portfolioCalls.quoteRedemption, { ...ARJ, mode: 'amount', amount: 0 }, t.token);
    expect(zero.json.message).toBe(REDEEM_TEXTS.amountNeeded);
    const fourDecimals = await t.post(
      portfolioCalls.quoteRedemption.path,
      { ...ARJ, mode: 'units', units: 1.0005 },
      t.token,
    );
    expect(fourDecimals.status).toBe(400);
    const badMode = await t.post(portfolioCalls.quoteRedemption.path, { ...ARJ, mode: 'half' }, t.token);
    expect(badMode.status).toBe(400);
  });

  it('refuses units not yet allotted with a clear message', async () => {
    const token = await t.sessionToken('50000008');
    const trxnId = `RDT${Date.now()}`;
    const later = addDays(istParts(new Date()).date, 30);
    await t.database.db.insert(payments).values({
      trxnId,
      njAcNo: '50000008',
      payMode: '8',
      amountPaise: 500_000,
      payStatus: 'SUCCESS',
    });
    await t.database.db.insert(purchaseOrders).values({
      orderNo: `${trxnId}O`,
      trxnId,
      njAcNo: '50000008',
      schCode: 'ARJ0001',
      isDirect: true,
      schOpt: 'G',
      trxnType: 'PIP',
      amountPaise: 500_000,
      brokeragePaise: 0,
      navApplicableDate: later,
      status: 'PLACED',
    });
    const res = await t.call(
      portfolioCalls.quoteRedemption,
      { ...ARJ, folioNo: 'Allotment pending', mode: 'all' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(REDEEM_TEXTS.notYetAllotted('0.000'));
  });
});

describe('confirm a redemption', () => {
  it('takes the units out of the holding at once, pending its NAV day', async () => {
    const before = await heldUnits('50000001', ARJ);
    const valueBefore = (await holdingOf(t.token, ARJ.schCode))!;
    const res = await confirm({ ...ARJ, mode: 'units', units: 12.345 }, newKey());
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      kind: 'REDEEM',
      units: 12.345,
      status: 'PENDING',
      message: REDEEM_TEXTS.confirmed,
    });
    expect(data.orderNo).toMatch(/^RD\d{17}$/);
    expect(await heldUnits('50000001', ARJ)).toBe(before - 12_345);
    const after = (await holdingOf(t.token, ARJ.schCode))!;
    expect(after.units).toBe(Math.round((valueBefore.units - 12.345) * 1000) / 1000);
    expect(after.invested).toBeLessThan(valueBefore.invested);
    const [row] = await t.database.db
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.orderNo, data.orderNo));
    expect(row).toMatchObject({ trxnType: 'RED', unitsMilli: -12_345 });
  });

  it('answers a repeat with its first reply, refuses the key with another body, and needs a key', async () => {
    const key = newKey();
    const body = { ...ARJ, mode: 'units', units: 1 } as const;
    const first = await confirm(body, key);
    const again = await confirm(body, key);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    const orders = await t.database.db
      .select()
      .from(redemptionOrders)
      .where(eq(redemptionOrders.orderNo, first.json.data.orderNo));
    expect(orders).toHaveLength(1);
    const held = await heldUnits('50000001', ARJ);
    const other = await confirm({ ...body, units: 2 }, key);
    expect(other.status).toBe(422);
    expect(other.json.errCode).toBe(MONEY_DOOR.keyReusedCode);
    const keyless = await confirm(body);
    expect(keyless.status).toBe(400);
    expect(keyless.json).toMatchObject({ message: MONEY_DOOR.needsKey, field: 'Idempotency-Key' });
    expect(await heldUnits('50000001', ARJ)).toBe(held);
  });

  it('refuses a redemption of more units than held and changes nothing', async () => {
    const held = await heldUnits('50000001', ARJ);
    const before = await databaseDigest(t.database);
    const res = await confirm({ ...ARJ, mode: 'units', units: held / 1000 + 1 }, newKey());
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(REDEEM_TEXTS.moreThanHeld((held / 1000).toFixed(3)));
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('cannot oversell: of two redemptions of 60% each placed at once, one is refused', async () => {
    const held = await heldUnits('50000001', DCN);
    const units = Math.floor(held * 0.6) / 1000;
    // Both read the folio before either writes (neither opens its transaction until both have read);
    // only the conditional UPDATE stands between them and a negative holding.
    const db = bothReadFirst(t.database.db, 2);
    const place = () =>
      placeRedemption(
        db,
        { njAcNo: '50000001', loginId: '50000001' },
        { ...DCN, mode: 'units', units },
        new Date(),
        systemOrigin('test'),
      );
    const results = await Promise.allSettled([place(), place()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    expect(String(refused.reason.message)).toMatch(/^You can redeem at most/);
    expect(await heldUnits('50000001', DCN)).toBe(held - Math.round(units * 1000));
  });

  it('redeems a MARS holding (MARS allows redeem)', async () => {
    const res = await confirm({ ...MARS, mode: 'units', units: 1 }, newKey());
    expect(res.status).toBe(200);
  });

  it('redeems all units: the folio leaves the holdings', async () => {
    const token = await t.sessionToken('50000002');
    const { holdings } = dataOf(await t.call(portfolioCalls.getHoldings, {}, token));
    const debt = holdings.find((h) => h.schCode === 'CRM0013')!;
    const plan = {
      schCode: debt.schCode,
      isDirect: debt.planType === 'Direct',
      schOpt: debt.schOpt,
      folioNo: debt.folioNo,
    };
    const quote = dataOf(await t.call(portfolioCalls.quoteRedemption, { ...plan, mode: 'all' }, token));
    expect(quote.units).toBe(debt.units);
    expect(quote.tax).toBeNull();
    expect(quote.taxText).toBe(REDEEM_TEXTS.taxSlab);
    const res = await confirm({ ...plan, mode: 'all' }, newKey(), token);
    expect(res.status).toBe(200);
    expect(await holdingOf(token, 'CRM0013')).toBeUndefined();
    const again = await confirm({ ...plan, mode: 'all' }, newKey(), token);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(REDEEM_TEXTS.nothingToRedeem);
  });
});

describe('switch', () => {
  it('is refused for a MARS holding, to another fund house and to the same plan', async () => {
    const mars = await confirm(
      { ...MARS, mode: 'all', inScheme: { schCode: 'BNY0001', isDirect: true, schOpt: 'G' } },
      newKey(),
    );
    expect(mars.status).toBe(400);
    expect(mars.json.message).toBe(REDEEM_TEXTS.switchMars);
    const otherAmc = await t.call(
      portfolioCalls.quoteRedemption,
      { ...ARJ, mode: 'units', units: 1, inScheme: { schCode: 'BNY0001', isDirect: true, schOpt: 'G' } },
      t.token,
    );
    expect(otherAmc.json.message).toBe(REDEEM_TEXTS.switchTarget);
    const same = await t.call(
      portfolioCalls.quoteRedemption,
      { ...ARJ, mode: 'units', units: 1, inScheme: { schCode: ARJ.schCode, isDirect: true, schOpt: 'G' } },
      t.token,
    );
    expect(same.json.message).toBe(REDEEM_TEXTS.switchSame);
  });

  it('is refused into a scheme of the fund house that takes no money now', async () => {
    const { switchTargets } = dataOf(await t.call(portfolioCalls.getRedeemOptions, planOf(ARJ), t.token));
    const target = switchTargets.find((s) => s.schCode !== ARJ.schCode)!;
    await t.database.db
      .update(schemes)
      .set({ suspendMsg: 'Subscriptions are suspended.' })
      .where(eq(schemes.schCode, target.schCode));
    try {
      const res = await t.call(
        portfolioCalls.quoteRedemption,
        {
          ...ARJ,
          mode: 'units',
          units: 1,
          inScheme: { schCode: target.schCode, isDirect: target.isDirect, schOpt: target.schOpt },
        },
        t.token,
      );
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(REDEEM_TEXTS.switchClosed);
      const { switchTargets: after } = dataOf(
        await t.call(portfolioCalls.getRedeemOptions, planOf(ARJ), t.token),
      );
      expect(after.some((s) => s.schCode === target.schCode)).toBe(false);
    } finally {
      await t.database.db
        .update(schemes)
        .set({ suspendMsg: null })
        .where(eq(schemes.schCode, target.schCode));
    }
  });

  it('moves the units out at once and allots the target at the NAV of the cut-off day', async () => {
    const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));
    let day = addDays(istParts(new Date()).date, -20);
    while (!isBusinessDay(day, holidays)) day = addDays(day, -1);
    // 10:00 IST on a past business day: before any cut-off, so that day's NAV applies.
    const at = new Date(Date.parse(`${day}T04:30:00Z`));
    const { switchTargets } = dataOf(await t.call(portfolioCalls.getRedeemOptions, planOf(ARJ), t.token));
    const target = switchTargets.find((s) => s.schCode !== ARJ.schCode && s.isDirect && s.schOpt === 'G')!;
    // The target's NAV declared for that day (the demo master stores a history for some schemes only).
    await t.database.db
      .insert(navHistory)
      .values({ schCode: target.schCode, isDirect: true, schOpt: 'G', navDate: day, nav: 234_567 })
      .onConflictDoNothing();
    const [nav] = await t.database.db
      .select({ nav: navHistory.nav })
      .from(navHistory)
      .where(
        and(
          eq(navHistory.schCode, target.schCode),
          eq(navHistory.isDirect, true),
          eq(navHistory.schOpt, 'G'),
          eq(navHistory.navDate, day),
        ),
      );
    const inScheme = { schCode: target.schCode, isDirect: true, schOpt: 'G' as const };
    // And the switched-out plan's NAV of that day, which prices the units switched.
    await t.database.db
      .insert(navHistory)
      .values({ schCode: ARJ.schCode, isDirect: true, schOpt: 'G', navDate: day, nav: 456_789 })
      .onConflictDoNothing();
    const [outNav] = await t.database.db
      .select({ nav: navHistory.nav })
      .from(navHistory)
      .where(
        and(
          eq(navHistory.schCode, ARJ.schCode),
          eq(navHistory.isDirect, true),
          eq(navHistory.schOpt, 'G'),
          eq(navHistory.navDate, day),
        ),
      );
    const held = await heldUnits('50000001', ARJ);
    const reply = await placeRedemption(
      t.database.db,
      { njAcNo: '50000001', loginId: '50000001' },
      { ...ARJ, mode: 'units', units: 5, inScheme },
      at,
      systemOrigin('test'),
    );
    expect(reply.kind).toBe('SWITCH');
    expect(await heldUnits('50000001', ARJ)).toBe(held - 5000);
    await allotPlacedOrders(t.database.db, storedNavFeed, new Date(), '50000001');
    const [inRow] = await t.database.db
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.orderNo, `${reply.orderNo}I`));
    expect(inRow).toMatchObject({ trxnType: 'SWI', navDate: day, nav: nav?.nav, folioNo: ARJ.folioNo });
    // 5 units at the switched-out plan's NAV of the day (₹ value half-up to the paisa), less the exit load.
    const gross = Math.round((5 * (outNav?.nav as number)) / 100);
    const [order] = await t.database.db
      .select()
      .from(redemptionOrders)
      .where(eq(redemptionOrders.orderNo, reply.orderNo));
    expect(order).toMatchObject({ status: 'ALLOTTED', nav: outNav?.nav, amountPaise: gross });
    expect(inRow?.amountPaise).toBe(gross - (order?.exitLoadPaise as number));
    expect(order?.exitLoadPaise).toBe(Math.round(gross / 100));
    expect(await heldUnits('50000001', target)).toBe(inRow?.unitsMilli);
  });
});
