import { RISK_LEVELS, SCHEME_TYPES, SEBI_CATEGORIES } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { DEMO_HOLIDAYS } from './catalog.ts';
import { generateSchemeMaster, navDays } from './generator.ts';

const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));
const options = { count: 60, asOf: '2026-11-22', holidays, historyFor: 60 };

describe('demo scheme master', () => {
  it('is the same every time for the same day', () => {
    const a = generateSchemeMaster(options);
    const b = generateSchemeMaster(options);
    expect(a.plans).toEqual(b.plans);
    expect(a.navs.slice(0, 500)).toEqual(b.navs.slice(0, 500));
  });

  it('covers every SEBI category, scheme type and several risk levels, with both plans', () => {
    const { schemes, plans } = generateSchemeMaster(options);
    expect(schemes).toHaveLength(60);
    expect(new Set(schemes.map((s) => s.category))).toEqual(new Set(SEBI_CATEGORIES));
    expect(new Set(schemes.map((s) => s.schemeType))).toEqual(new Set(SCHEME_TYPES));
    expect(new Set(schemes.map((s) => s.riskLevel)).size).toBeGreaterThanOrEqual(5);
    expect(Math.max(...schemes.map((s) => s.riskLevel))).toBeLessThanOrEqual(RISK_LEVELS.length);
    expect(new Set(plans.map((p) => p.isDirect))).toEqual(new Set([true, false]));
    expect(new Set(plans.map((p) => p.schOpt))).toEqual(new Set(['G', 'IDCWP', 'IDCWR']));
    expect(new Set(schemes.map((s) => s.schCode)).size).toBe(60);
  });

  it('stores a year of business-day NAVs with 4 decimals as integers, ending before the seed day', () => {
    const { navs, plans } = generateSchemeMaster(options);
    const days = navDays('2026-11-22', holidays);
    expect(days.length).toBeGreaterThan(240);
    expect(days).not.toContain('2026-11-09'); // a holiday
    expect(days[days.length - 1]).toBe('2026-11-20'); // the Friday before the Sunday seed day
    expect(navs.every((n) => Number.isInteger(n.nav) && n.nav > 0)).toBe(true);
    const plan = plans.find((p) => p.schCode === 'ARJ0001' && p.isDirect && p.schOpt === 'G')!;
    const last = navs.filter((n) => n.sch_code === 'ARJ0001' && n.is_direct && n.sch_opt === 'G').at(-1)!;
    expect(last.nav).toBe(plan.latestNav);
    expect(last.nav_date).toBe(plan.navDate);
  });

  it('uses the spec brokerage texts and cut-offs by scheme type', () => {
    const { schemes } = generateSchemeMaster(options);
    const liquid = schemes.find((s) => s.schemeType === 'LIQUID')!;
    const cash = schemes.find((s) => s.schemeType === 'CASH')!;
    const equity = schemes.find((s) => s.schemeType === 'EQUITY')!;
    expect(liquid.brokText).toBe('0.05% Or Rs 20/- on executed order whichever is lower');
    expect(liquid.cutOffTime).toBe('13:30');
    expect(cash.brokText).toBe('0.0');
    expect(equity.brokText).toBe('0.50% Or Rs 20/- on executed order whichever is lower');
    expect(equity.cutOffTime).toBe('15:00');
  });

  it('generates 2,000+ schemes with unique codes quickly', () => {
    const started = performance.now();
    const { schemes, plans, navs } = generateSchemeMaster({ ...options, count: 2100, historyFor: 0 });
    expect(new Set(schemes.map((s) => s.schCode)).size).toBe(2100);
    expect(plans.length).toBeGreaterThan(8000);
    expect(navs).toHaveLength(0);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('walks a Direct and a Regular plan of one fund from ₹10 at launch, the Regular one lower by its higher expense ratio', () => {
    const { navs, plans, schemes } = generateSchemeMaster(options);
    const series = (isDirect: boolean) =>
      navs.filter((n) => n.sch_code === 'ARJ0001' && n.is_direct === isDirect && n.sch_opt === 'G');
    const direct = series(true);
    const regular = series(false);
    const launch = schemes.find((s) => s.schCode === 'ARJ0001')!.launchDate;
    expect(direct[0]!.nav_date >= launch).toBe(true);
    expect(direct[0]!.nav).toBe(100_000);
    expect(regular[0]!.nav).toBe(100_000);
    expect(regular.map((n) => n.nav_date)).toEqual(direct.map((n) => n.nav_date));
    const ratios = direct.map((n, i) => regular[i]!.nav / n.nav);
    for (let i = 1; i < ratios.length; i++) expect(ratios[i]!).toBeLessThanOrEqual(ratios[i - 1]! + 2e-5);
    const plan = (isDirect: boolean) =>
      plans.find((p) => p.schCode === 'ARJ0001' && p.isDirect === isDirect && p.schOpt === 'G')!;
    expect(plan(false).expenseRatioBp!).toBeGreaterThan(plan(true).expenseRatioBp!);
    expect(plan(false).latestNav).toBeLessThan(plan(true).latestNav);
  });

  it('stores every business day of the last year and every fifth before it, back to launch', () => {
    const { navs } = generateSchemeMaster(options);
    const days = navs
      .filter((n) => n.sch_code === 'ARJ0001' && n.is_direct && n.sch_opt === 'G')
      .map((n) => n.nav_date);
    const year = navDays('2026-11-22', holidays);
    expect(days.slice(-year.length)).toEqual(year);
    const older = days.slice(0, -year.length);
    expect(older.length).toBeGreaterThan(80);
    // Weekly: five business days apart, about a week of calendar days.
    const gaps = older.slice(1).map((d, i) => (Date.parse(d) - Date.parse(older[i]!)) / 86_400_000);
    expect(gaps.slice(1).every((g) => g >= 5 && g <= 10)).toBe(true);
  });
});
