import type { SchemeOption } from '@ewa/api';
import { addDays, isBusinessDay, previousBusinessDay } from './calendar.ts';
import { brokerageFor, cutOffFor, DEMO_AMCS, SCHEME_TEMPLATES } from './catalog.ts';
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
  /** Schemes (from the first) that get a year of stored daily NAVs; the rest only a latest NAV. */
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

const NFO_INDEXES = new Set([58, 59]);
/** A scheme that takes SIPs but no lumpsum, as small-cap funds sometimes do. */
const SUSPENDED_INDEX = 2;

/** The demo scheme master, identical for the same options. */
export function generateSchemeMaster(options: SchemeMasterOptions): SchemeMaster {
  const days = navDays(options.asOf, options.holidays);
  const latestDay = days[days.length - 1] as string;
  const out: SchemeMaster = { schemes: [], plans: [], navs: [] };
  const templates = SCHEME_TEMPLATES.length;

  for (let i = 0; i < options.count; i++) {
    const amc = DEMO_AMCS[i % DEMO_AMCS.length]!;
    // 13 is prime to the template count, so the first 34 schemes take every template once.
    const template = SCHEME_TEMPLATES[(i * 13) % templates]!;
    const schCode = `${amc.amcCode}${String(i + 1).padStart(4, '0')}`;
    const series = Math.floor(i / templates);
    const baseName = `${amc.amcName.replace(' Mutual Fund', '')} ${template.subType}`;
    const schName = series === 0 ? baseName : `${baseName} - Series ${series + 1}`;
    const isNfo = NFO_INDEXES.has(i);
    const random = seededRandom(hashText(schCode));
    const brokerage = brokerageFor(template.schemeType);
    const sipDates = template.schemeType === 'EQUITY' ? '1,5,7,10,15,20,25,28' : '1,5,10,15,20,25';
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
      launchDate: isNfo
        ? addDays(options.asOf, -3)
        : addDays(options.asOf, -(800 + Math.floor(random() * 4000))),
      searchText: `${schName} ${amc.amcName} ${template.subType} ${schCode}`.toLowerCase(),
    });

    const optionList: SchemeOption[] =
      template.category === 'Equity' || template.category === 'Hybrid'
        ? ['G', 'IDCWP', 'IDCWR']
        : ['G', 'IDCWP'];
    const regularStart = 10 + random() * 240;
    const withHistory = i < options.historyFor && !isNfo;
    for (const isDirect of [true, false]) {
      // Direct plans have no distributor commission: a higher NAV and a slightly better drift.
      const drift = template.drift + (isDirect ? 0.008 : 0);
      const start = regularStart * (isDirect ? 1.06 : 1);
      const walk = seededRandom(hashText(`${schCode}:${isDirect}`));
      const path: number[] = [];
      let nav = start;
      const dt = 1 / 252;
      for (let d = 0; d < days.length; d++) {
        if (d > 0)
          nav *= Math.exp(
            (drift - template.volatility ** 2 / 2) * dt +
              template.volatility * Math.sqrt(dt) * gaussian(walk),
          );
        path.push(nav);
      }
      for (const [o, schOpt] of optionList.entries()) {
        const factor = schOpt === 'G' ? 1 : 0.62;
        const navs = isNfo ? [100_000] : path.map((v) => Math.round(v * factor * 10_000));
        const latestNav = navs[navs.length - 1]!;
        const firstNav = navs[0]!;
        out.plans.push({
          schCode,
          isDirect,
          schOpt,
          isin: `INF${amc.amcCode}${isDirect ? 'D' : 'R'}${o}${String(i + 1).padStart(4, '0')}`,
          latestNav,
          navDate: isNfo ? addDays(options.asOf, -3) : latestDay,
          return1yBp: isNfo ? null : Math.round(((latestNav - firstNav) * 10_000) / firstNav),
        });
        if (withHistory)
          days.forEach((navDate, d) => {
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
