import type { SchemeOption } from '@ewa/api';
import { addDays, isBusinessDay, previousBusinessDay } from './calendar.ts';
import {
  benchmarkFor,
  brokerageFor,
  cutOffFor,
  DEMO_AMCS,
  DEMO_FUND_MANAGERS,
  expenseRangeFor,
  SCHEME_TEMPLATES,
  type SchemeTemplate,
} from './catalog.ts';
import type { schemePlans, schemes } from './schema.ts';

/** A small, fast, seedable PRNG (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export interface SchemeMasterOptions {
  /** How many schemes; 60 for the demo, 2,000+ for listing tests and the bench. */
  count: number;
  /** The seeding day (IST); NAVs run up to the business day before it. */
  asOf: string;
  holidays: ReadonlySet<string>;
  /**
   * Schemes (from the first) that get their stored NAV history since launch (daily for the last year,
   * weekly before); the rest only a latest NAV.
   */
  historyFor: number;
}

export interface SchemeMaster {
  schemes: (typeof schemes.$inferInsert)[];
  plans: (typeof schemePlans.$inferInsert)[];
  /** NAV rows with the table's column names, ready for one bulk insert. */
  navs: { sch_code: string; is_direct: boolean; sch_opt: string; nav_date: string; nav: number }[];
}

/** Business days of the year ending the business day before `asOf`, oldest first. */
export function navDays(asOf: string, holidays: ReadonlySet<string>): string[] {
  const last = previousBusinessDay(asOf, holidays);
  const days: string[] = [];
  for (let d = addDays(last, -365); d <= last; d = addDays(d, 1))
    if (isBusinessDay(d, holidays)) days.push(d);
  return days;
}

/**
 * The days whose NAV is stored, oldest first: every business day of the last year (`navDays`) and,
 * before it, every fifth business day back to `from`, so 1Y to 5Y and 'since launch' charts and returns
 * have their points without a daily row for every year of a fund's life.
 */
export function storedNavDays(allDays: readonly string[], yearDays: readonly string[]): Set<string> {
  const stored = new Set(yearDays);
  const firstOfYear = yearDays[0] ?? '';
  const older = allDays.filter((d) => d < firstOfYear);
  for (let i = older.length - 1; i >= 0; i -= 5) stored.add(older[i]!);
  if (older[0]) stored.add(older[0]);
  return stored;
}

/** Business days from `from` to the last one before `asOf`, oldest first. */
function businessDaysBetween(from: string, asOf: string, holidays: ReadonlySet<string>): string[] {
  const last = previousBusinessDay(asOf, holidays);
  const days: string[] = [];
  for (let d = from; d <= last; d = addDays(d, 1)) if (isBusinessDay(d, holidays)) days.push(d);
  return days;
}

const between = (random: () => number, [low, high]: [number, number]) =>
  Math.round(low + random() * (high - low));

/** The facts a scheme is compared by: fund size, manager, benchmark and its plans' expense ratios. */
export function schemeFactsFor(schCode: string, template: SchemeTemplate) {
  const random = seededRandom(hashText(`${schCode}:facts`));
  const range = expenseRangeFor(template);
  const regularBp = between(random, range.regular);
  const directBp = Math.max(regularBp - between(random, range.gap), 5);
  const crore =
    template.category === 'Equity' ? between(random, [800, 65_000]) : between(random, [300, 40_000]);
  return {
    aumPaise: crore * 10_000_000 * 100,
    fundManager: DEMO_FUND_MANAGERS[Math.floor(random() * DEMO_FUND_MANAGERS.length)]!,
    benchmark: benchmarkFor(template.subType),
    expenseRatioBp: { direct: directBp, regular: regularBp },
  };
}

/** The template of the i-th scheme of the demo master. */
export function templateOf(index: number): SchemeTemplate {
  // 13 is prime to the template count, so the first 34 schemes take every template once.
  return SCHEME_TEMPLATES[(index * 13) % SCHEME_TEMPLATES.length]!;
}

const NFO_INDEXES = new Set([58, 59]);
/** A scheme that takes SIPs but no lumpsum, as small-cap funds sometimes do. */
const SUSPENDED_INDEX = 2;

/** The demo scheme master, identical for the same options. */
export function generateSchemeMaster(options: SchemeMasterOptions): SchemeMaster {
  const yearDays = navDays(options.asOf, options.holidays);
  // Every business day since the earliest launch, listed once: each scheme's days are a tail of it.
  const allDays = businessDaysBetween(addDays(options.asOf, -2800), options.asOf, options.holidays);
  const latestDay = yearDays[yearDays.length - 1] as string;
  const out: SchemeMaster = { schemes: [], plans: [], navs: [] };
  const templates = SCHEME_TEMPLATES.length;

  for (let i = 0; i < options.count; i++) {
    const amc = DEMO_AMCS[i % DEMO_AMCS.length]!;
    const template = templateOf(i);
    const schCode = `${amc.amcCode}${String(i + 1).padStart(4, '0')}`;
    const series = Math.floor(i / templates);
    const baseName = `${amc.amcName.replace(' Mutual Fund', '')} ${template.subType}`;
    const schName = series === 0 ? baseName : `${baseName} - Series ${series + 1}`;
    const isNfo = NFO_INDEXES.has(i);
    const random = seededRandom(hashText(schCode));
    const brokerage = brokerageFor(template.schemeType);
    const sipDates = template.schemeType === 'EQUITY' ? '1,5,7,10,15,20,25,28' : '1,5,10,15,20,25';
    // Launched two to seven and a half years ago, at ₹10 a unit as new funds are.
    const launchDate = isNfo
      ? addDays(options.asOf, -3)
      : addDays(options.asOf, -(800 + Math.floor(random() * 2000)));
    const facts = schemeFactsFor(schCode, template);
    out.schemes.push({
      schCode,
      schName: isNfo ? `${baseName} - NFO` : schName,
      amcCode: amc.amcCode,
      category: template.category,
      subType: template.subType,
      schemeType: template.schemeType,
      riskLevel: template.riskLevel,
      exitLoad: template.exitLoad,
      cutOffTime: cutOffFor(template.schemeType),
      brokBp: brokerage.bp,
      brokCapPaise: brokerage.capPaise,
      brokText: brokerage.text,
      minPurPaise: template.minPurRupees * 100,
      purMultiplePaise: template.multipleRupees * 100,
      minAddPurPaise: Math.min(template.minPurRupees, 1000) * 100,
      minSipPaise: template.minSipRupees * 100,
      sipMultiplePaise: template.sipMultipleRupees * 100,
      minSipInst: template.schemeType === 'EQUITY' ? 6 : 12,
      sipDates,
      swpAllowed: template.swp && !isNfo,
      minSwpPaise: 50_000,
      purchaseAllowed: i !== SUSPENDED_INDEX,
      sipAllowed: true,
      suspendMsg:
        i === SUSPENDED_INDEX
          ? 'Lumpsum purchases in this scheme are temporarily suspended by the fund house; SIPs continue.'
          : null,
      nfoOpenDate: isNfo ? addDays(options.asOf, -3) : null,
      nfoCloseDate: isNfo ? addDays(options.asOf, 11) : null,
      schExch: template.schemeType === 'LIQUID' || template.schemeType === 'CASH' ? '2' : '1',
      launchDate,
      aumPaise: isNfo ? 0 : facts.aumPaise,
      fundManager: facts.fundManager,
      benchmark: facts.benchmark,
      searchText: `${schName} ${amc.amcName} ${template.subType} ${schCode}`.toLowerCase(),
    });

    const optionList: SchemeOption[] =
      template.category === 'Equity' || template.category === 'Hybrid'
        ? ['G', 'IDCWP', 'IDCWR']
        : ['G', 'IDCWP'];
    const withHistory = i < options.historyFor && !isNfo;
    // One walk for what the fund holds; each plan's NAV is that less its own expenses since launch, so
    // a Regular plan trails its Direct plan by the expense-ratio gap, growing year by year.
    const days = isNfo ? [latestDay] : allDays.slice(allDays.findIndex((d) => d >= launchDate));
    const stored = withHistory ? storedNavDays(days, yearDays) : new Set<string>();
    const walk = seededRandom(hashText(`${schCode}:walk`));
    const gross: number[] = [];
    const dt = 1 / 252;
    let value = 10;
    for (let d = 0; d < days.length; d++) {
      if (d > 0)
        value *= Math.exp(
          (template.drift + 0.01 - template.volatility ** 2 / 2) * dt +
            template.volatility * Math.sqrt(dt) * gaussian(walk),
        );
      gross.push(value);
    }
    const yearStart = days.indexOf(yearDays[0]!);
    for (const isDirect of [true, false]) {
      const expenseBp = isDirect ? facts.expenseRatioBp.direct : facts.expenseRatioBp.regular;
      const path = gross.map((v, d) => v * Math.exp((-expenseBp / 10_000) * d * dt));
      for (const [o, schOpt] of optionList.entries()) {
        const factor = schOpt === 'G' ? 1 : 0.62;
        const navs = isNfo ? [100_000] : path.map((v) => Math.round(v * factor * 10_000));
        const latestNav = navs[navs.length - 1]!;
        // The NAV a year before the last day (the first of the year's days), as loadNavs reckons it.
        const firstNav = navs[Math.max(yearStart, 0)]!;
        out.plans.push({
          schCode,
          isDirect,
          schOpt,
          isin: `INF${amc.amcCode}${isDirect ? 'D' : 'R'}${o}${String(i + 1).padStart(4, '0')}`,
          latestNav,
          navDate: isNfo ? addDays(options.asOf, -3) : latestDay,
          return1yBp: isNfo ? null : Math.round(((latestNav - firstNav) * 10_000) / firstNav),
          expenseRatioBp: expenseBp,
        });
        if (withHistory)
          days.forEach((navDate, d) => {
            if (!stored.has(navDate)) return;
            out.navs.push({
              sch_code: schCode,
              is_direct: isDirect,
              sch_opt: schOpt,
              nav_date: navDate,
              nav: navs[d]!,
            });
          });
      }
    }
  }
  return out;
}
