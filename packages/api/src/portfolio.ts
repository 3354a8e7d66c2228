/**
 * The investor's portfolio (spec 000 §1 "Portfolio and net-worth reports", §7 NetworthReport): the
 * mutual-fund holdings per folio with their units, invested amount, current value, gain and XIRR,
 * their allocation by asset class and by fund house, and the net-worth report as on a date.
 *
 * Money: rupees with at most 2 decimals, NAVs with 4, units with 3 (the server keeps integer paise,
 * ten-thousandths and thousandths). Percentages carry 2 decimals. Dates are dd/mm/yyyy, as the spec's
 * net-worth call takes them.
 */
import { array, enums, type Infer, nullable, number, object, pattern, string } from 'superstruct';
import { defineCall, emptyRequest, envelope } from './core.ts';
import { accountCode, schemeOption } from './purchase.ts';

/** The spec's EMF texts (spec 001 §6): what E-Wealth MF account clients cannot use. */
export const EMF_UNAVAILABLE_TEXTS = {
  product:
    'This product is not available for the E-Wealth MF account clients. To opt for the same please contact your wealth partner.',
  option:
    'This option is not available for the E-Wealth MF account clients. To opt for the same please contact your wealth partner.',
  report:
    'This report is not available for the E-Wealth MF account clients. To opt for the same please contact your wealth partner.',
} as const;

export const PORTFOLIO_TEXTS = {
  asOnDateFormat: 'Please enter the as-on date as dd/mm/yyyy.',
  asOnDateInvalid: 'The as-on date is not a real date. Please enter it as dd/mm/yyyy.',
  asOnDateFuture: 'The as-on date cannot be later than today.',
  noHoldings: 'You have no mutual fund holdings yet.',
  allotmentPending: 'Allotment pending',
} as const;

/** dd/mm/yyyy, the date format of the spec's net-worth call. */
export const DDMMYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** dd/mm/yyyy → ISO yyyy-mm-dd, or undefined when it is not a real calendar date. */
export function isoFromDdMmYyyy(text: string): string | undefined {
  const match = DDMMYYYY.exec(text);
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** ISO yyyy-mm-dd → dd/mm/yyyy. */
export function ddMmYyyyFromIso(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** A share of the portfolio: an asset class or a fund house, its value and percent of the total. */
export const allocationSlice = object({ name: string(), value: number(), percent: number() });
export type AllocationSlice = Infer<typeof allocationSlice>;

/** The totals of a set of holdings. */
const totalsFields = {
  /** Current value at each scheme's latest NAV. */
  currentValue: number(),
  invested: number(),
  gain: number(),
  /** Gain over invested, percent; null when nothing is invested. */
  gainPercent: nullable(number()),
  /** Annualised return from the cash flows, percent; null when it cannot be computed yet. */
  xirr: nullable(number()),
};

export const portfolioSummary = object({
  ...totalsFields,
  /** The latest NAV date among the holdings, dd/mm/yyyy (empty without holdings). */
  valuedOn: string(),
  holdingCount: number(),
  /** Amount paid for orders whose units are not allotted yet. */
  pendingAllotment: number(),
  byAssetClass: array(allocationSlice),
  byAmc: array(allocationSlice),
});
export type PortfolioSummary = Infer<typeof portfolioSummary>;

/** One folio of one scheme plan and option. */
export const holding = object({
  schCode: string(),
  schName: string(),
  amcName: string(),
  /** Equity, Debt, Hybrid, Solution Oriented, Other. */
  assetClass: string(),
  subType: string(),
  planType: enums(['Direct', 'Regular']),
  schOpt: schemeOption,
  folioNo: string(),
  /** D demat, P physical (statement). */
  holdingMode: enums(['D', 'P']),
  units: number(),
  nav: number(),
  navDate: string(),
  invested: number(),
  currentValue: number(),
  gain: number(),
  gainPercent: nullable(number()),
  xirr: nullable(number()),
  /** Paid, NAV day not yet declared: units follow. */
  pendingAllotment: number(),
});
export type Holding = Infer<typeof holding>;

export const getPortfolioSummary = defineCall(
  'portfolio/getPortfolioSummary',
  emptyRequest,
  envelope(portfolioSummary),
);

export const getHoldings = defineCall(
  'portfolio/getHoldings',
  emptyRequest,
  envelope(object({ holdings: array(holding) })),
);

export const netWorthRow = object({
  assetClass: string(),
  schCode: string(),
  schName: string(),
  folioNo: string(),
  units: number(),
  nav: number(),
  navDate: string(),
  invested: number(),
  value: number(),
});
export type NetWorthRow = Infer<typeof netWorthRow>;

/** Spec 000 §7: the net-worth report of an account as on a date (acCode, asOnDate dd/mm/yyyy). */
export const netWorthReport = defineCall(
  'NetworthReport/netWorthReport',
  object({ acCode: accountCode(), asOnDate: pattern(string(), DDMMYYYY) }),
  envelope(
    object({
      acCode: string(),
      asOnDate: string(),
      netWorth: number(),
      invested: number(),
      gain: number(),
      byAssetClass: array(allocationSlice),
      rows: array(netWorthRow),
    }),
  ),
);

export const portfolioCalls = { getPortfolioSummary, getHoldings, netWorthReport } as const;
