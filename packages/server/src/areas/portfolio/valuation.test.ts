import { portfolioCalls, reportsCalls } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unitsFor, unitsToNumber } from '../../kernel/money.ts';
import { purchaseOrders } from '../../kernel/payments/index.ts';
import { istParts, minutesOf, nextBusinessDay } from '../../kernel/schemes/calendar.ts';
import { DEMO_HOLIDAYS } from '../../kernel/schemes/catalog.ts';
import { schemes } from '../../kernel/schemes/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { insertPurchase, settleTestPayment } from '../../testing/purchases.ts';
import { dataOf } from '../../testing/test-app.ts';

const INVESTOR = '50000001';
const SCHEME = 'KNK0009';
const t = useTestApp({ areas: ['purchase', 'portfolio', 'reports'], investor: INVESTOR });
const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));

/** IST wall-clock time on an ISO day as an instant. */
const istInstant = (day: string, minuteOfDay: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (minuteOfDay - 330) * 60_000);
const ddMmYyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const paise = (rupees: number) => Math.round(rupees * 100);

/** The Value column of the net-worth CSV, summed (the report's own total as a file). */
function csvValuePaise(csv: string): number {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  return lines.reduce((sum, line) => sum + paise(Number(line.split(',').at(-1))), 0);
}

/** Every place the portal shows the investor's value and gain, read through HTTP at one moment. */
async function figures(token: string) {
  const today = istParts(t.clock.now()).date;
  const summary = dataOf(await t.call(portfolioCalls.getPortfolioSummary, {}, token));
  const { holdings } = dataOf(await t.call(portfolioCalls.getHoldings, {}, token));
  const chart = dataOf(await t.call(portfolioCalls.getValueHistory, { range: '1Y' }, token));
  const netWorth = dataOf(
    await t.call(portfolioCalls.netWorthReport, { acCode: INVESTOR, asOnDate: ddMmYyyy(today) }, token),
  );
  const file = await t.inject({
    method: 'POST',
    url: `/api/${reportsCalls.downloadNetWorth.path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ acCode: INVESTOR, asOnDate: ddMmYyyy(today), format: 'csv' }),
  });
  expect(file.statusCode).toBe(200);
  const last = chart.points.at(-1)!;
  return {
    summary,
    holdings,
    chartLast: last,
    values: {
      // Home reads the portfolio summary, as the portfolio page does.
      summary: paise(summary.currentValue),
      holdings: holdings.reduce((s, h) => s + paise(h.currentValue), 0),
      chart: paise(last.value),
      netWorth: paise(netWorth.netWorth),
      reportFile: csvValuePaise(file.body),
    },
    gains: {
      summary: paise(summary.gain),
      holdings: holdings.reduce((s, h) => s + paise(h.gain), 0),
      chart: paise(last.value) - paise(last.invested),
      netWorth: paise(netWorth.gain),
    },
  };
}

const allEqual = (record: Record<string, number>) => {
  const first = Object.values(record)[0];
  expect(record).toEqual(Object.fromEntries(Object.keys(record).map((k) => [k, first])));
};

describe('one value, one gain, as on one NAV date', () => {
  it('home, portfolio, the chart’s last point, net worth and the report agree to the paisa', async () => {
    const now = await figures(t.token);
    allEqual(now.values);
    allEqual(now.gains);
    // The chart's last point is the day the value is as on: the NAV date the summary names.
    expect(ddMmYyyy(now.chartLast.date)).toBe(now.summary.valuedOn);
  });

  it('a purchase paid after the cut-off waits for its NAV day as an order, then agrees everywhere once allotted', async () => {
    const before = await figures(t.token);
    // Paid at 23:00 IST today: its units are bought at the next business day's NAV, not declared yet.
    const today = istParts(t.clock.now()).date;
    const navDay = nextBusinessDay(today, holidays);
    const [scheme] = await t.database.db.select().from(schemes).where(eq(schemes.schCode, SCHEME));
    expect(minutesOf(scheme!.cutOffTime)).toBeLessThan(23 * 60);
    const { trxnId, orderNo } = await insertPurchase(t.database.db, {
      njAcNo: INVESTOR,
      rupees: 25_000,
      schCode: SCHEME,
      navDay,
    });
    await settleTestPayment(t.app, trxnId, 'SUCCESS', istInstant(today, 23 * 60));
    const [order] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderNo, orderNo));
    expect(order?.navApplicableDate).toBe(navDay);

    // Before its NAV day: nothing owned yet — the value and gain are as before, the order is pending.
    const waiting = await figures(t.token);
    allEqual(waiting.values);
    allEqual(waiting.gains);
    expect(waiting.values.summary).toBe(before.values.summary);
    expect(waiting.gains.summary).toBe(before.gains.summary);
    expect(waiting.summary.pendingAllotment).toBe(25_000);
    expect(waiting.summary.pendingOrders).toEqual([
      expect.objectContaining({ orderNo, schCode: SCHEME, amount: 25_000, navDate: ddMmYyyy(navDay) }),
    ]);
    // Not a holding: the plan was not held, and no row of it shows units, value or gain.
    expect(before.holdings.find((h) => h.schCode === SCHEME)).toBeUndefined();
    expect(waiting.holdings.find((h) => h.schCode === SCHEME)).toBeUndefined();
    expect(waiting.summary.holdingCount).toBe(before.summary.holdingCount);

    // On its NAV day (10:00 IST) the fund house declares it: the units are allotted and every figure moves together.
    const target = istInstant(navDay, 600).getTime();
    t.clock.advance(Math.ceil((target - t.clock.now().getTime()) / 1000));
    expect(istParts(t.clock.now()).date).toBe(navDay);
    const token = await t.sessionToken(INVESTOR);
    const allotted = await figures(token);
    allEqual(allotted.values);
    allEqual(allotted.gains);
    const held = allotted.holdings.find((h) => h.schCode === SCHEME);
    expect(held).toMatchObject({ invested: 25_000, navDate: ddMmYyyy(navDay), pendingAllotment: 0 });
    expect(held!.units).toBe(unitsToNumber(unitsFor(2_500_000, Math.round(held!.nav * 10_000))));
    expect(allotted.summary.holdingCount).toBe(before.summary.holdingCount + 1);
    expect(allotted.summary.pendingAllotment).toBe(0);
    expect(allotted.summary.pendingOrders ?? []).toEqual([]);
    expect(paise(allotted.summary.invested)).toBe(paise(before.summary.invested) + 2_500_000);
    expect(ddMmYyyy(allotted.chartLast.date)).toBe(allotted.summary.valuedOn);
    expect(allotted.summary.valuedOn).toBe(ddMmYyyy(navDay));
  });
});
