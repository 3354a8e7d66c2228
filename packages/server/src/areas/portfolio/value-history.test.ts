import { portfolioCalls, VALUE_HISTORY_TEXTS } from '@ewa/api';
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { toRupees, unitsFor, valueOfUnits } from '../../kernel/money.ts';
import { addDays, istParts } from '../../kernel/schemes/calendar.ts';
import { loadNavs } from '../../kernel/schemes/navs.ts';
import { navHistory } from '../../kernel/schemes/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { portfolioTransactions } from './schema.ts';
import { DAILY_SPAN_DAYS, valuePoints } from './value-history.ts';

const t = useTestApp({ areas: ['purchase', 'portfolio'], investor: '50000012' });
const INVESTOR = '50000012';
const ARJ = { schCode: 'ARJ0001', isDirect: true, schOpt: 'G' as const };
const DCN = { schCode: 'DCN0004', isDirect: false, schOpt: 'G' as const };
const today = istParts(new Date()).date;

/** The plan's stored NAV days between two dates, oldest first. */
async function navDays(plan: typeof ARJ | typeof DCN, from: string, to: string) {
  return t.database.db
    .select({ date: navHistory.navDate, nav: navHistory.nav })
    .from(navHistory)
    .where(
      and(
        eq(navHistory.schCode, plan.schCode),
        eq(navHistory.isDirect, plan.isDirect),
        eq(navHistory.schOpt, plan.schOpt),
        gte(navHistory.navDate, from),
        lte(navHistory.navDate, to),
      ),
    )
    .orderBy(asc(navHistory.navDate));
}

async function latestNav(plan: typeof ARJ) {
  const [row] = await t.database.db
    .select({ nav: navHistory.nav })
    .from(navHistory)
    .where(
      and(
        eq(navHistory.schCode, plan.schCode),
        eq(navHistory.isDirect, plan.isDirect),
        eq(navHistory.schOpt, plan.schOpt),
      ),
    )
    .orderBy(desc(navHistory.navDate))
    .limit(1);
  return row!.nav;
}

/** An allotment of ₹`rupees` at the plan's NAV of `day`; answers its units (thousandths). */
async function bought(njAcNo: string, plan: typeof ARJ, day: { date: string; nav: number }, rupees: number) {
  const unitsMilli = unitsFor(rupees * 100, day.nav);
  await t.database.db.insert(portfolioTransactions).values({
    njAcNo,
    ...plan,
    folioNo: `VH/${plan.schCode}`,
    trxnType: 'PIP',
    navDate: day.date,
    nav: day.nav,
    amountPaise: rupees * 100,
    unitsMilli,
  });
  return unitsMilli;
}

describe('value over time against invested', () => {
  // Two purchases of ARJ (₹10,000 about 100 days ago, ₹5,000 about 40 days ago) and one of DCN with the second.
  let first: { date: string; nav: number };
  let between: { date: string; nav: number };
  let second: { date: string; nav: number };
  let units1 = 0;
  let units2 = 0;
  let dcnUnits = 0;
  let dcnNav = 0;

  beforeAll(async () => {
    const days = await navDays(ARJ, addDays(today, -100), addDays(today, -40));
    first = days[0]!;
    between = days[Math.floor(days.length / 2)]!;
    second = days.at(-1)!;
    units1 = await bought(INVESTOR, ARJ, first, 10_000);
    units2 = await bought(INVESTOR, ARJ, second, 5_000);
    const [dcnDay] = await navDays(DCN, second.date, second.date);
    dcnNav = dcnDay!.nav;
    dcnUnits = await bought(INVESTOR, DCN, dcnDay!, 20_000);
    await t.database.db.insert(folioHoldings).values({
      njAcNo: INVESTOR,
      ...ARJ,
      folioNo: `VH/${ARJ.schCode}`,
      unitsMilli: units1 + units2,
      holdingMode: 'P',
    });
  });

  it('values the units held each day at that day’s NAV, from the first purchase on', async () => {
    const data = dataOf(await t.call(portfolioCalls.getValueHistory, { range: '1Y' }, t.token));
    expect(data).toMatchObject({ range: '1Y', interval: 'daily' });
    const at = (date: string) => data.points.find((p) => p.date === date);
    // The range's year reaches back before the first purchase: the chart starts on its day.
    expect(data.points[0]).toEqual({
      date: first.date,
      value: toRupees(valueOfUnits(units1, first.nav)),
      invested: 10_000,
    });
    expect(at(between.date)).toEqual({
      date: between.date,
      value: toRupees(valueOfUnits(units1, between.nav)),
      invested: 10_000,
    });
    expect(at(second.date)).toEqual({
      date: second.date,
      value: toRupees(valueOfUnits(units1 + units2, second.nav) + valueOfUnits(dcnUnits, dcnNav)),
      invested: 35_000,
    });
    // One point a business day: no weekend between them.
    expect(data.points.every((p) => ![0, 6].includes(new Date(`${p.date}T00:00:00Z`).getUTCDay()))).toBe(
      true,
    );
    // The last point is the portfolio's current value.
    const summary = dataOf(await t.call(portfolioCalls.getPortfolioSummary, {}, t.token));
    expect(data.points.at(-1)?.value).toBe(summary.currentValue);
    expect(data.points.at(-1)?.invested).toBe(35_000);
  });

  it('starts a shorter range at the value on its first day, carried from before it', async () => {
    const data = dataOf(await t.call(portfolioCalls.getValueHistory, { range: '1M' }, t.token));
    const start = data.points[0]!;
    expect(start.date >= addDays(today, -31)).toBe(true);
    expect(start.invested).toBe(35_000);
    expect(data.points.length).toBeGreaterThan(15);
    expect(data.points.length).toBeLessThan(25);
  });

  it('with a scheme named, answers that holding alone with its name', async () => {
    const data = dataOf(await t.call(portfolioCalls.getValueHistory, { range: '1Y', ...ARJ }, t.token));
    expect(data.label).toMatch(/ – Direct Growth$/);
    const onSecond = data.points.find((p) => p.date === second.date);
    expect(onSecond).toEqual({
      date: second.date,
      value: toRupees(valueOfUnits(units1 + units2, second.nav)),
      invested: 15_000,
    });
    expect(data.points.at(-1)?.value).toBe(toRupees(valueOfUnits(units1 + units2, await latestNav(ARJ))));
  });

  it('takes the cost of the units a redemption takes off the invested amount, and their value off the value', async () => {
    const before = dataOf(await t.call(portfolioCalls.getValueHistory, { range: '1M', ...ARJ }, t.token));
    const res = await t.inject({
      method: 'POST',
      url: `/api/${portfolioCalls.confirmRedemption.path}`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${t.token}`,
        'idempotency-key': `value-history-${Date.now()}`,
      },
      payload: JSON.stringify({ ...ARJ, folioNo: `VH/${ARJ.schCode}`, mode: 'units', units: 100 }),
    });
    expect(res.statusCode).toBe(200);
    const after = dataOf(await t.call(portfolioCalls.getValueHistory, { range: '1M', ...ARJ }, t.token));
    // The redemption's row carries the cost of the units it took (a negative amount).
    const [taken] = await t.database.db
      .select({ cost: portfolioTransactions.amountPaise })
      .from(portfolioTransactions)
      .where(and(eq(portfolioTransactions.njAcNo, INVESTOR), lt(portfolioTransactions.unitsMilli, 0)));
    expect(taken!.cost).toBeLessThan(0);
    expect(after.points.at(-1)?.invested).toBe(toRupees(1_500_000 + taken!.cost));
    expect(after.points.at(-1)?.value).toBe(
      toRupees(valueOfUnits(units1 + units2 - 100_000, await latestNav(ARJ))),
    );
    // It counts at once (its NAV day is to come), on the day of the NAV the holding is valued at, as the
    // holding shows it; the days before are as they were.
    const { holdings } = dataOf(await t.call(portfolioCalls.getHoldings, {}, t.token));
    const held = holdings.find((h) => h.schCode === ARJ.schCode && h.planType === 'Direct')!;
    expect(after.points.at(-1)).toMatchObject({ value: held.currentValue, invested: held.invested });
    expect(after.points.at(-1)?.date.split('-').reverse().join('/')).toBe(held.navDate);
    expect(after.points.slice(0, -1)).toEqual(before.points.slice(0, -1));
  });

  it('moves on when a NAV loads, not waiting for the kept answer to expire', async () => {
    await t.call(portfolioCalls.getValueHistory, { range: '1M', ...ARJ }, t.token);
    const nav = (await latestNav(ARJ)) + 1_234;
    await loadNavs(t.deps, [{ ...ARJ, navDate: today, nav }]);
    const data = dataOf(await t.call(portfolioCalls.getValueHistory, { range: '1M', ...ARJ }, t.token));
    expect(data.points.at(-1)).toMatchObject({
      date: today,
      value: toRupees(valueOfUnits(units1 + units2 - 100_000, nav)),
    });
  });

  it('answers no points for an investor without holdings', async () => {
    const token = await t.sessionToken('50000010');
    const data = dataOf(await t.call(portfolioCalls.getValueHistory, { range: 'ALL' }, token));
    expect(data).toEqual({ range: 'ALL', interval: 'daily', points: [] });
  });

  it('goes week by week over a long span, ending on the latest day', async () => {
    const token = await t.sessionToken('50000011');
    const old = await navDays(ARJ, addDays(today, -800), addDays(today, -700));
    await bought('50000011', ARJ, old[0]!, 1_000);
    const data = dataOf(await t.call(portfolioCalls.getValueHistory, { range: 'ALL' }, token));
    expect(data.interval).toBe('weekly');
    expect(data.points[0]?.date).toBe(old[0]!.date);
    const weeks = data.points.map((p) => {
      const d = new Date(`${p.date}T00:00:00Z`);
      return addDays(p.date, -((d.getUTCDay() + 6) % 7));
    });
    expect(new Set(weeks).size).toBe(weeks.length);
    expect(data.points.length).toBeGreaterThan(90);
    expect(data.points.length).toBeLessThan(125);
    const daily = dataOf(await t.call(portfolioCalls.getValueHistory, { range: '1Y' }, token));
    expect(daily.interval).toBe('daily');
    expect(data.points.at(-1)).toEqual(daily.points.at(-1));
  });

  it('refuses a range it does not know and a plan named in part, with a 400 naming the field', async () => {
    const bad = await t.post(portfolioCalls.getValueHistory.path, { range: '2Y' }, t.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('range');
    const part = await t.post(
      portfolioCalls.getValueHistory.path,
      { range: '1Y', schCode: 'ARJ0001' },
      t.token,
    );
    expect(part.status).toBe(400);
    expect(part.json).toMatchObject({ isSuccess: false, message: VALUE_HISTORY_TEXTS.planIncomplete });
    const other = await t.call(
      portfolioCalls.getValueHistory,
      { range: '1Y', ...DCN, isDirect: true },
      t.token,
    );
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({ isSuccess: false, message: VALUE_HISTORY_TEXTS.notHeld });
  });
});

describe('value points', () => {
  it('adds the day changes up and keeps the last day of each week beyond the daily span', () => {
    expect(valuePoints([])).toEqual({ interval: 'daily', points: [] });
    const daily = valuePoints([
      { date: '2026-01-05', valuePaise: 100_00, cashPaise: 100_00 },
      { date: '2026-01-06', valuePaise: 5_50, cashPaise: 0 },
      { date: '2026-01-07', valuePaise: -2_25, cashPaise: -50_00 },
    ]);
    expect(daily).toEqual({
      interval: 'daily',
      points: [
        { date: '2026-01-05', value: 100, invested: 100 },
        { date: '2026-01-06', value: 105.5, invested: 100 },
        { date: '2026-01-07', value: 103.25, invested: 50 },
      ],
    });
    const late = addDays('2026-01-05', DAILY_SPAN_DAYS + 3); // a Monday
    const weekly = valuePoints([
      { date: '2026-01-05', valuePaise: 100, cashPaise: 100 },
      { date: '2026-01-09', valuePaise: 1, cashPaise: 0 },
      { date: '2026-01-12', valuePaise: 1, cashPaise: 0 },
      { date: late, valuePaise: 1, cashPaise: 0 },
    ]);
    expect(weekly.interval).toBe('weekly');
    expect(weekly.points.map((p) => [p.date, p.value])).toEqual([
      ['2026-01-09', 1.01],
      ['2026-01-12', 1.02],
      [late, 1.03],
    ]);
  });
});
