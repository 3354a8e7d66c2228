import { purchaseCalls } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadNavs } from '../../kernel/schemes/navs.ts';
import { schemePlans, schemes } from '../../kernel/schemes/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { periodReturn, returnsAgainstCategory } from './nav-history.ts';

const t = useTestApp({ areas: ['purchase'], investor: '50000001' });
const history = (schCode: string, range: string, isDirect = 'Y') =>
  t.post('purchase/getNavHistory', { schCode, isDirect, schOpt: 'G', range }, t.token);
const call = (schCode: string, range: '1M' | '6M' | '1Y' | '3Y' | '5Y' | 'ALL', isDirect: 'Y' | 'N' = 'Y') =>
  t.call(purchaseCalls.getNavHistory, { schCode, isDirect, schOpt: 'G', range }, t.token);

/** The same day N years before (29 February falls back to the 28th, as PostgreSQL's interval does). */
const yearsBefore = (date: string, years: number) => {
  const [y, rest] = [Number(date.slice(0, 4)), date.slice(4)];
  return rest === '-02-29' ? `${y - years}-02-28` : `${y - years}${rest}`;
};
const rupees = (nav: number) => Math.round(nav * 10_000);

async function latestDay(schCode: string, isDirect = true) {
  const [plan] = await t.deps.db
    .select({ navDate: schemePlans.navDate })
    .from(schemePlans)
    .where(
      and(eq(schemePlans.schCode, schCode), eq(schemePlans.isDirect, isDirect), eq(schemePlans.schOpt, 'G')),
    );
  return plan!.navDate;
}

describe('NAV history and returns (purchase/getNavHistory)', () => {
  it('refuses a range that is not one of 1M, 6M, 1Y, 3Y, 5Y, ALL with a 400 naming it, and an unknown scheme', async () => {
    for (const range of ['2Y', 'all', '', '1y', 'ALL ', 5]) {
      const res = await history('ARJ0001', range as string);
      expect(res.status, String(range)).toBe(400);
      expect(res.json.field).toBe('range');
    }
    const unknown = await history('ZZZ9999', '1Y');
    expect(unknown.json).toMatchObject({ isSuccess: false, errCode: 'SCHEME_NOT_FOUND' });
  });

  it('gives 1Y, 3Y (annualised) and 5Y (annualised) returns and the category average, hand-checked', async () => {
    // The demo master's two Large Cap funds: ARJ0001 and EVR0035. Their NAVs on the days the returns
    // start from are set by hand; the other days stay as generated.
    const [a, b] = await t.deps.db
      .select({ schCode: schemes.schCode })
      .from(schemes)
      .where(eq(schemes.subType, 'Large Cap Fund'))
      .orderBy(schemes.schCode);
    expect([a?.schCode, b?.schCode]).toEqual(['ARJ0001', 'EVR0035']);
    const day = await latestDay('ARJ0001');
    expect(await latestDay('EVR0035')).toBe(day);
    const set = (schCode: string, navs: [number, number][]) =>
      loadNavs(
        t.deps,
        navs.map(([years, nav]) => ({
          schCode,
          isDirect: true,
          schOpt: 'G' as const,
          navDate: years === 0 ? day : yearsBefore(day, years),
          nav: rupees(nav),
        })),
      );
    await set('ARJ0001', [
      [5, 50],
      [3, 80],
      [1, 100],
      [0, 150],
    ]);
    await set('EVR0035', [
      [5, 55],
      [3, 110],
      [1, 100],
      [0, 110],
    ]);

    const reply = dataOf(await call('ARJ0001', '1Y'));
    expect(reply.category).toBe('Large Cap Fund');
    expect(reply.returns).toEqual([
      // 150 / 100 - 1; (50% + 10%) / 2
      { period: '1Y', fund: 50, categoryAverage: 30, categoryCount: 2, annualised: false },
      // (150/80)^(1/3) - 1 = 23.3106%; (23.3106% + 0%) / 2 = 11.6553%
      { period: '3Y', fund: 23.31, categoryAverage: 11.66, categoryCount: 2, annualised: true },
      // 3^(1/5) - 1 = 24.5731%; 2^(1/5) - 1 = 14.8698%; mean 19.7215%
      { period: '5Y', fund: 24.57, categoryAverage: 19.72, categoryCount: 2, annualised: true },
    ]);
    // The range's points start at the NAV a year before and end at the latest.
    expect(reply.points[0]).toEqual({ date: yearsBefore(day, 1), nav: 100 });
    expect(reply.points.at(-1)).toEqual({ date: day, nav: 150 });
    expect(reply.points.every((p, i) => i === 0 || p.date > reply.points[i - 1]!.date)).toBe(true);
  });

  it('gives each range its points: a month of days, a year of business days, all since launch', async () => {
    const day = await latestDay('BNY0002');
    const month = dataOf(await call('BNY0002', '1M')).points;
    const year = dataOf(await call('BNY0002', '1Y')).points;
    const all = dataOf(await call('BNY0002', 'ALL')).points;
    expect(month.at(-1)!.date).toBe(day);
    expect(month.length).toBeGreaterThan(15);
    expect(month.length).toBeLessThan(25);
    expect(
      month[0]!.date <=
        `${day.slice(0, 5)}${String(Number(day.slice(5, 7)) - 1).padStart(2, '0')}${day.slice(7)}` ||
        day.slice(5, 7) === '01',
    ).toBe(true);
    expect(year.length).toBeGreaterThan(240);
    expect(year.length).toBeLessThan(260);
    expect(all.length).toBeGreaterThan(year.length);
    const [scheme] = await t.deps.db.select().from(schemes).where(eq(schemes.schCode, 'BNY0002'));
    expect(all[0]!.date >= scheme!.launchDate).toBe(true);
    expect(all[0]!.nav).toBe(10);
  });

  it('keeps a Regular plan a little below its Direct plan, by the expense-ratio gap', async () => {
    const direct = dataOf(await call('CRM0003', 'ALL')).points;
    const regular = dataOf(await call('CRM0003', 'ALL', 'N')).points;
    expect(regular.map((p) => p.date)).toEqual(direct.map((p) => p.date));
    const gaps = direct.map((p, i) => regular[i]!.nav / p.nav);
    expect(gaps[0]).toBeCloseTo(1, 3);
    expect(gaps.at(-1)!).toBeLessThan(1);
    // The gap only widens: the same holdings, a higher expense ratio every day.
    for (let i = 20; i < gaps.length; i += 20) expect(gaps[i]!).toBeLessThanOrEqual(gaps[i - 20]! + 1e-4);
    const detail = (isDirect: 'Y' | 'N') =>
      t.call(
        purchaseCalls.getSchemeDetail,
        { schCode: 'CRM0003', isDirect, schOpt: 'G', ccode: '50000001' },
        t.token,
      );
    const d = dataOf(await detail('Y'));
    const r = dataOf(await detail('N'));
    expect(r.expenseRatio!).toBeGreaterThan(d.expenseRatio!);
    const years = (Date.parse(direct.at(-1)!.date) - Date.parse(direct[0]!.date)) / (365.25 * 86_400_000);
    // Over the years since launch the Regular plan trails by about the yearly gap, compounded.
    expect(gaps.at(-1)!).toBeCloseTo(Math.exp((-(r.expenseRatio! - d.expenseRatio!) / 100) * years), 1);
  });

  it('shows the facts investors compare funds by on the scheme detail', async () => {
    const d = dataOf(
      await t.call(
        purchaseCalls.getSchemeDetail,
        { schCode: 'ARJ0001', isDirect: 'Y', schOpt: 'G', ccode: '50000001' },
        t.token,
      ),
    );
    expect(d.expenseRatio).toBeGreaterThan(0);
    expect(d.expenseRatio).toBeLessThan(2.25);
    expect(d.fundSizeCr).toBeGreaterThan(100);
    expect(d.fundManager).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(d.benchmark).toBe('Nifty 100 TRI');
    expect(d.launchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.minLumpsumAmount).toBe(1000);
    expect(d.minSipAmount).toBe(500);
  });
});

describe('returns against the category (pure)', () => {
  it('annualises beyond a year and averages only the plans that reach back so far', () => {
    expect(periodReturn(100, 121, 1)).toBeCloseTo(21, 9);
    expect(periodReturn(100, 121, 2)).toBeCloseTo(10, 9);
    const plans = [
      { schCode: 'A', schOpt: 'G', returns: { '1Y': 10, '3Y': 12.345, '5Y': null } },
      { schCode: 'B', schOpt: 'G', returns: { '1Y': 20, '3Y': null, '5Y': null } },
      { schCode: 'A', schOpt: 'IDCWP', returns: { '1Y': 9, '3Y': null, '5Y': null } },
    ];
    expect(returnsAgainstCategory(plans, { schCode: 'A', schOpt: 'IDCWP' })).toEqual([
      { period: '1Y', fund: 9, categoryAverage: 15, categoryCount: 2, annualised: false },
      { period: '3Y', fund: null, categoryAverage: 12.35, categoryCount: 1, annualised: true },
      { period: '5Y', fund: null, categoryAverage: null, categoryCount: 0, annualised: true },
    ]);
  });
});
