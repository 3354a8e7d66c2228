import {
  BROKERAGE_TEXT_LIQUID,
  BROKERAGE_TEXT_STANDARD,
  BROKERAGE_TEXT_ZERO,
  type SchemeType,
} from '@ewa/api';

/**
 * The demo scheme master: fictional fund houses and schemes shaped like SEBI's categories.
 * Demo data only — no real fund, NAV or document.
 */

export const DEMO_AMCS = [
  { amcCode: 'ARJ', amcName: 'Arjuna Mutual Fund' },
  { amcCode: 'BNY', amcName: 'Banyan Mutual Fund' },
  { amcCode: 'CRM', amcName: 'Coromandel Mutual Fund' },
  { amcCode: 'DCN', amcName: 'Deccan Mutual Fund' },
  { amcCode: 'EVR', amcName: 'Everest Mutual Fund' },
  { amcCode: 'GNG', amcName: 'Ganga Mutual Fund' },
  { amcCode: 'HML', amcName: 'Himalaya Mutual Fund' },
  { amcCode: 'IND', amcName: 'Indus Mutual Fund' },
  { amcCode: 'KNK', amcName: 'Konark Mutual Fund' },
  { amcCode: 'LTS', amcName: 'Lotus Mutual Fund' },
] as const;

export interface SchemeTemplate {
  category: 'Equity' | 'Debt' | 'Hybrid' | 'Solution Oriented' | 'Other';
  subType: string;
  schemeType: SchemeType;
  riskLevel: number;
  exitLoad: string;
  /** Yearly drift and volatility of the NAV walk. */
  drift: number;
  volatility: number;
  minPurRupees: number;
  multipleRupees: number;
  minSipRupees: number;
  sipMultipleRupees: number;
  swp: boolean;
}

const EQUITY_EXIT = '1% if redeemed within 1 year from the date of allotment; Nil thereafter.';
const HYBRID_EXIT =
  'Nil for up to 10% of units redeemed within 1 year; 1% on the rest within 1 year; Nil thereafter.';
const LIQUID_EXIT =
  'Graded: 0.0070% on day 1, 0.0065% day 2, 0.0060% day 3, 0.0055% day 4, 0.0050% day 5, 0.0045% day 6; Nil from day 7.';

function equity(subType: string, riskLevel = 6, drift = 0.13, volatility = 0.16): SchemeTemplate {
  return {
    category: 'Equity',
    subType,
    schemeType: 'EQUITY',
    riskLevel,
    exitLoad: EQUITY_EXIT,
    drift,
    volatility,
    minPurRupees: 1000,
    multipleRupees: 1,
    minSipRupees: 500,
    sipMultipleRupees: 1,
    swp: true,
  };
}

function debt(subType: string, riskLevel: number, drift: number, type: SchemeType = 'DEBT'): SchemeTemplate {
  return {
    category: 'Debt',
    subType,
    schemeType: type,
    riskLevel,
    exitLoad: type === 'LIQUID' ? LIQUID_EXIT : 'Nil',
    drift,
    volatility: type === 'DEBT' ? 0.012 : 0.002,
    minPurRupees: type === 'DEBT' ? 1000 : 500,
    multipleRupees: 1,
    minSipRupees: 500,
    sipMultipleRupees: 1,
    swp: true,
  };
}

/** Sixty schemes: six per fund house, together covering every category. */
export const SCHEME_TEMPLATES: SchemeTemplate[] = [
  equity('Large Cap Fund', 6, 0.12, 0.14),
  equity('Mid Cap Fund', 6, 0.16, 0.2),
  equity('Small Cap Fund', 6, 0.18, 0.24),
  equity('Flexi Cap Fund'),
  equity('Multi Cap Fund'),
  equity('Large & Mid Cap Fund'),
  {
    ...equity('ELSS'),
    exitLoad: 'Nil (units are locked in for 3 years from allotment).',
    minPurRupees: 500,
    multipleRupees: 500,
    minSipRupees: 500,
    sipMultipleRupees: 500,
    swp: false,
  },
  equity('Focused Fund'),
  equity('Sectoral/Thematic Fund - Banking & Financial Services', 6, 0.11, 0.22),
  equity('Value Fund'),
  equity('Dividend Yield Fund', 6, 0.11, 0.13),
  equity('Contra Fund'),
  debt('Liquid Fund', 2, 0.066, 'LIQUID'),
  debt('Overnight Fund', 1, 0.062, 'CASH'),
  debt('Money Market Fund', 2, 0.071),
  debt('Ultra Short Duration Fund', 2, 0.069),
  debt('Short Duration Fund', 3, 0.073),
  debt('Corporate Bond Fund', 3, 0.075),
  debt('Banking and PSU Fund', 3, 0.072),
  debt('Gilt Fund', 3, 0.078),
  debt('Dynamic Bond Fund', 3, 0.074),
  {
    ...debt('Credit Risk Fund', 5, 0.082),
    exitLoad: '1% if redeemed within 1 year from allotment; Nil thereafter.',
  },
  { ...equity('Aggressive Hybrid Fund', 6, 0.11, 0.11), category: 'Hybrid', exitLoad: HYBRID_EXIT },
  { ...equity('Balanced Advantage Fund', 5, 0.1, 0.08), category: 'Hybrid', exitLoad: HYBRID_EXIT },
  {
    ...equity('Arbitrage Fund', 1, 0.067, 0.005),
    category: 'Hybrid',
    exitLoad: '0.25% if redeemed within 30 days from allotment; Nil thereafter.',
  },
  {
    ...debt('Conservative Hybrid Fund', 4, 0.085),
    category: 'Hybrid',
    exitLoad: HYBRID_EXIT,
    volatility: 0.04,
  },
  { ...equity('Multi Asset Allocation Fund', 5, 0.12, 0.09), category: 'Hybrid', schemeType: 'OTHERS' },
  { ...equity('Equity Savings Fund', 4, 0.09, 0.06), category: 'Hybrid' },
  {
    ...equity('Retirement Fund', 6, 0.11, 0.12),
    category: 'Solution Oriented',
    schemeType: 'OTHERS',
    exitLoad: 'Nil (units are locked in for 5 years or till retirement age, whichever is earlier).',
    swp: false,
  },
  {
    ...equity("Children's Fund", 6, 0.12, 0.13),
    category: 'Solution Oriented',
    schemeType: 'OTHERS',
    exitLoad: 'Nil (units are locked in for 5 years or till the child turns 18, whichever is earlier).',
    swp: false,
  },
  { ...equity('Index Fund - Nifty 50', 6, 0.12, 0.14), category: 'Other', exitLoad: 'Nil' },
  { ...equity('Index Fund - Nifty Next 50', 6, 0.14, 0.18), category: 'Other', exitLoad: 'Nil' },
  {
    ...equity('Fund of Funds - Overseas', 6, 0.1, 0.17),
    category: 'Other',
    schemeType: 'OTHERS',
    exitLoad: '1% if redeemed within 1 year from allotment; Nil thereafter.',
  },
  {
    ...equity('Fund of Funds - Gold', 5, 0.14, 0.13),
    category: 'Other',
    schemeType: 'OTHERS',
    exitLoad: '1% if redeemed within 15 days from allotment; Nil thereafter.',
  },
];

/** The brokerage a direct-plan order pays, by scheme type (spec 001 §9). */
export function brokerageFor(schemeType: SchemeType): { bp: number; capPaise: number; text: string } {
  if (schemeType === 'LIQUID') return { bp: 5, capPaise: 2000, text: BROKERAGE_TEXT_LIQUID };
  if (schemeType === 'CASH') return { bp: 0, capPaise: 0, text: BROKERAGE_TEXT_ZERO };
  return { bp: 50, capPaise: 2000, text: BROKERAGE_TEXT_STANDARD };
}

/** Cut-off times (IST) by scheme type. */
export function cutOffFor(schemeType: SchemeType): string {
  return schemeType === 'LIQUID' || schemeType === 'CASH' ? '13:30' : '15:00';
}

/** A demo holiday calendar for 2025–2027 (weekday market holidays). */
export const DEMO_HOLIDAYS: [string, string][] = [
  ['2025-12-25', 'Christmas'],
  ['2026-01-26', 'Republic Day'],
  ['2026-03-03', 'Holi'],
  ['2026-03-26', 'Ram Navami'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'],
  ['2026-05-01', 'Maharashtra Day'],
  ['2026-09-14', 'Ganesh Chaturthi'],
  ['2026-10-02', 'Mahatma Gandhi Jayanti'],
  ['2026-10-20', 'Dussehra'],
  ['2026-11-09', 'Diwali Balipratipada'],
  ['2026-11-24', 'Guru Nanak Jayanti'],
  ['2026-12-25', 'Christmas'],
  ['2027-01-26', 'Republic Day'],
  ['2027-03-22', 'Holi'],
  ['2027-03-26', 'Good Friday'],
  ['2027-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'],
  ['2027-08-16', 'Parsi New Year'],
  ['2027-11-01', 'Diwali Laxmi Pujan'],
];

/** The index a scheme of a sub type is measured against (total return indices, as SEBI asks). */
const BENCHMARKS: Record<string, string> = {
  'Large Cap Fund': 'Nifty 100 TRI',
  'Mid Cap Fund': 'Nifty Midcap 150 TRI',
  'Small Cap Fund': 'Nifty Smallcap 250 TRI',
  'Multi Cap Fund': 'Nifty 500 Multicap 50:25:25 TRI',
  'Large & Mid Cap Fund': 'Nifty LargeMidcap 250 TRI',
  'Sectoral/Thematic Fund - Banking & Financial Services': 'Nifty Financial Services TRI',
  'Dividend Yield Fund': 'Nifty 500 TRI',
  'Liquid Fund': 'CRISIL Liquid Debt A-I Index',
  'Overnight Fund': 'CRISIL Liquid Overnight Index',
  'Money Market Fund': 'CRISIL Money Market A-I Index',
  'Ultra Short Duration Fund': 'CRISIL Ultra Short Duration Debt A-I Index',
  'Short Duration Fund': 'CRISIL Short Duration Debt A-II Index',
  'Corporate Bond Fund': 'CRISIL Corporate Debt A-II Index',
  'Banking and PSU Fund': 'CRISIL Banking and PSU Debt A-II Index',
  'Gilt Fund': 'CRISIL Dynamic Gilt Index',
  'Dynamic Bond Fund': 'CRISIL Dynamic Bond A-III Index',
  'Credit Risk Fund': 'CRISIL Credit Risk Debt B-II Index',
  'Aggressive Hybrid Fund': 'CRISIL Hybrid 35+65 - Aggressive Index',
  'Balanced Advantage Fund': 'Nifty 50 Hybrid Composite Debt 50:50 Index',
  'Arbitrage Fund': 'Nifty 50 Arbitrage Index',
  'Conservative Hybrid Fund': 'CRISIL Hybrid 85+15 - Conservative Index',
  'Multi Asset Allocation Fund': 'Nifty 500 TRI (65%), Nifty Composite Debt (25%), Domestic Gold (10%)',
  'Equity Savings Fund': 'Nifty Equity Savings Index',
  'Index Fund - Nifty 50': 'Nifty 50 TRI',
  'Index Fund - Nifty Next 50': 'Nifty Next 50 TRI',
  'Fund of Funds - Overseas': 'MSCI World Index',
  'Fund of Funds - Gold': 'Domestic Price of Gold',
};

export function benchmarkFor(subType: string): string {
  return BENCHMARKS[subType] ?? 'Nifty 500 TRI';
}

/** Fictional fund managers of the demo fund houses. */
export const DEMO_FUND_MANAGERS = [
  'Anita Raghavan',
  'Vikram Sethi',
  'Meera Kulkarni',
  'Rohan Desai',
  'Farah Qureshi',
  'Sandeep Iyer',
  'Kavita Menon',
  'Arjun Bhatia',
  'Nisha Verma',
  'Harish Chandra',
  'Pooja Nair',
  'Siddharth Rao',
] as const;

/**
 * A plan's total expense ratio range in basis points, by what the fund holds: Regular plans pay the
 * distributor's commission, so theirs is higher by `gap` (SEBI's caps keep equity ≤ 2.25%).
 */
export function expenseRangeFor(template: SchemeTemplate): {
  regular: [number, number];
  gap: [number, number];
} {
  if (template.subType.startsWith('Index Fund')) return { regular: [40, 90], gap: [20, 50] };
  if (template.schemeType === 'LIQUID' || template.schemeType === 'CASH')
    return { regular: [15, 35], gap: [5, 15] };
  if (template.category === 'Debt') return { regular: [55, 120], gap: [25, 55] };
  if (template.subType === 'Arbitrage Fund') return { regular: [90, 110], gap: [55, 70] };
  return { regular: [150, 215], gap: [60, 110] };
}
