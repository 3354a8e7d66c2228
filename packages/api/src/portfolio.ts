/**
 * The investor's portfolio (spec 000 §1 "Portfolio and net-worth reports", §7 NetworthReport): the
 * mutual-fund holdings per folio with their units, invested amount, current value, gain and XIRR,
 * their allocation by asset class and by fund house, and the net-worth report as on a date.
 *
 * Money: rupees with at most 2 decimals, NAVs with 4, units with 3 (the server keeps integer paise,
 * ten-thousandths and thousandths). Percentages carry 2 decimals. Dates are dd/mm/yyyy, as the spec's
 * net-worth call takes them.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
} from 'superstruct';
import { defineCall, emptyRequest, envelope } from './core.ts';
import { orderKind } from './orders.ts';
import { accountCode, rupeeAmount, SCHEME_OPTIONS, type SchemeOption, schemeOption } from './purchase.ts';

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
  /** Next to the current value, while paid orders wait for their units ('₹ 2,500.00 in orders …'). */
  awaitingAllotment: (amount: string) => `${amount} in orders awaiting allotment`,
  pendingOrdersHeading: 'Orders awaiting allotment',
  pendingOrdersNote:
    'Paid and waiting for units: they are allotted at the NAV of the date shown, once the fund house declares it. Units, value and gain show from then on.',
  pendingOrderState: 'Payment received, units to be allotted',
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

/** A scheme's plan and option in words: 'Direct Growth', 'Regular IDCW Payout'. */
export function planOptionText(planType: 'Direct' | 'Regular', schOpt: string): string {
  return `${planType} ${SCHEME_OPTIONS[schOpt as SchemeOption] ?? schOpt}`;
}

/** A plan as investors read it: 'Arjuna Large Cap Fund – Direct Growth'. */
export function planText(schName: string, planType: 'Direct' | 'Regular', schOpt: string): string {
  return `${schName} – ${planOptionText(planType, schOpt)}`;
}

/** A scheme's plan and option as the portfolio's replies name them. */
const schemePlanFields = {
  schCode: string(),
  schName: string(),
  planType: enums(['Direct', 'Regular']),
  schOpt: schemeOption,
};

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

/**
 * A paid order whose units are not allotted yet: an order in progress, never a holding. Its units,
 * value and gain appear once the fund house declares the NAV of its day and the units are allotted.
 */
export const pendingOrder = object({
  orderNo: string(),
  ...schemePlanFields,
  kind: orderKind,
  /** Rupees paid. */
  amount: number(),
  /** dd/mm/yyyy: the day whose NAV the units will be allotted at (an NFO's: the day its offer closes). */
  navDate: string(),
});
export type PendingOrder = Infer<typeof pendingOrder>;

export const portfolioSummary = object({
  ...totalsFields,
  /**
   * dd/mm/yyyy: the NAV date the figures are as on — each holding at its latest NAV up to this day
   * (empty without holdings). The value chart's last point is of this day, with the same value.
   */
  valuedOn: string(),
  /** Holdings with allotted units (orders waiting for theirs are not holdings). */
  holdingCount: number(),
  /** Amount paid for orders whose units are not allotted yet: not in the value, invested or gain. */
  pendingAllotment: number(),
  /** Those orders, the earliest NAV date first. */
  pendingOrders: optional(array(pendingOrder)),
  byAssetClass: array(allocationSlice),
  byAmc: array(allocationSlice),
});
export type PortfolioSummary = Infer<typeof portfolioSummary>;

/** One folio of one scheme plan and option. */
export const holding = object({
  ...schemePlanFields,
  amcName: string(),
  /** Equity, Debt, Hybrid, Solution Oriented, Other. */
  assetClass: string(),
  subType: string(),
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
  /** Paid for this plan, units not allotted yet (not in its units, value or gain): units follow. */
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

/** A folio's units and the NAV they are valued at (with its date), as the folio replies give them. */
export const heldUnitsFields = {
  folioNo: string(),
  units: number(),
  nav: number(),
  navDate: string(),
};

export const netWorthRow = object({
  assetClass: string(),
  schCode: string(),
  schName: string(),
  ...heldUnitsFields,
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

// ── Redeem and switch (spec 000 §3 "redeem onetime (mode, from, demat, folios); switch in_scheme") ──

/** Texts of redemptions and switches; the server refuses with them and the app shows them. */
export const REDEEM_TEXTS = {
  notHeld: 'This folio is not among your holdings.',
  nothingToRedeem: 'There are no allotted units in this folio to redeem.',
  moreThanHeld: (held: string) => `You can redeem at most ${held} units from this folio.`,
  moreThanValue: (value: string) => `You can redeem at most ₹ ${value} from this folio at the latest NAV.`,
  notYetAllotted: (held: string) =>
    `Units of your recent purchase are not allotted yet. You can redeem the ${held} units allotted so far.`,
  lockedIn: (years: number, free: string) =>
    `Units of this scheme are locked in for ${years} years from allotment. You can redeem the ${free} units past their lock-in.`,
  amountNeeded: 'Please enter the amount to redeem.',
  unitsNeeded: 'Please enter the units to redeem.',
  tooSmall: 'The amount is less than the value of one thousandth of a unit.',
  switchMars: 'Switch is not available for units bought through a MARS ready portfolio. You can redeem them.',
  switchTarget: 'Please choose a scheme of the same fund house to switch into.',
  switchSame: 'Please choose a scheme other than the one you switch from.',
  switchClosed: 'This scheme does not accept switches in at present.',
  confirmed: 'Your redemption request has been placed. The amount is paid at the NAV of the day shown.',
  switchConfirmed:
    'Your switch request has been placed. Units of the new scheme are allotted at the NAV of the day shown.',
  taxSlab: 'Gains are added to your income and taxed at your slab rate.',
  taxEquity:
    'Equity gains: 20% on units held up to 1 year, 12.5% on units held longer (the first ₹ 1.25 lakh of long-term gains in a year is exempt; not applied here).',
} as const;

/** How much to redeem: a rupee amount, a number of units, or every allotted unit. */
export const REDEEM_MODES = ['amount', 'units', 'all'] as const;
export const redeemMode = enums(REDEEM_MODES);
export type RedeemMode = (typeof REDEEM_MODES)[number];

/** Units with at most 3 decimals, as allotments have them. */
export const unitCount = () =>
  refine(number(), 'units', (value) => {
    if (!Number.isFinite(value) || value < 0 || value > 1_000_000_000) return 'must be 0 to 1000000000 units';
    return Math.round(value * 1000) / 1000 === value || 'must have at most 3 decimals';
  });

const code = () => size(pattern(string(), /^[A-Za-z0-9_-]+$/), 1, 20);

/** The holding a redemption or switch takes units from. */
const fromFolio = {
  /** The investor's own account; another account's is refused. */
  ccode: optional(accountCode()),
  schCode: code(),
  isDirect: boolean(),
  schOpt: schemeOption,
  folioNo: size(string(), 1, 20),
};

export const redemptionRequest = object({
  ...fromFolio,
  mode: redeemMode,
  /** Rupees, with mode 'amount'. */
  amount: optional(rupeeAmount()),
  /** Units, with mode 'units'. */
  units: optional(unitCount()),
  /** Switch only: the scheme, plan and option to switch into (spec §3 "switch in_scheme"). */
  inScheme: optional(object({ schCode: code(), isDirect: boolean(), schOpt: schemeOption })),
});
export type RedemptionRequest = Infer<typeof redemptionRequest>;

/** A folio the investor can redeem from, with what is allotted and what waits for allotment. */
export const redeemableFolio = object({
  ...schemePlanFields,
  amcName: string(),
  folioNo: string(),
  /** D demat, P physical (spec §3 "demat"). */
  holdingMode: enums(['D', 'P']),
  units: number(),
  nav: number(),
  navDate: string(),
  currentValue: number(),
  pendingAllotment: number(),
  exitLoad: string(),
  /** False for units bought through a MARS ready portfolio (spec 000 §6). */
  switchAllowed: boolean(),
});
export type RedeemableFolio = Infer<typeof redeemableFolio>;

export const switchTarget = object({
  schCode: string(),
  schName: string(),
  planType: enums(['Direct', 'Regular']),
  isDirect: boolean(),
  schOpt: schemeOption,
  nav: number(),
});
export type SwitchTarget = Infer<typeof switchTarget>;

export const getRedeemOptions = defineCall(
  'portfolio/getRedeemOptions',
  object({ ccode: optional(accountCode()), schCode: code(), isDirect: boolean(), schOpt: schemeOption }),
  envelope(object({ folios: array(redeemableFolio), switchTargets: array(switchTarget) })),
);

/** What a redemption would pay, before confirming: exit load and an indicative tax. */
export const redemptionQuote = object({
  kind: enums(['REDEEM', 'SWITCH']),
  ...heldUnitsFields,
  grossAmount: number(),
  exitLoad: number(),
  exitLoadText: string(),
  shortTermGain: number(),
  longTermGain: number(),
  /** Indicative; null when gains are taxed at the investor's slab. */
  tax: nullable(number()),
  taxText: string(),
  netAmount: number(),
  /** The day whose NAV applies, dd/mm/yyyy. */
  navApplicableDate: string(),
  inSchName: optional(string()),
});
export type RedemptionQuote = Infer<typeof redemptionQuote>;

export const quoteRedemption = defineCall(
  'portfolio/quoteRedemption',
  redemptionRequest,
  envelope(redemptionQuote),
);

export const confirmRedemption = defineCall(
  'portfolio/confirmRedemption',
  redemptionRequest,
  envelope(object({ ...redemptionQuote.schema, orderNo: string(), status: string(), message: string() })),
  { auth: 'session', movesMoney: true },
);

// ── Value over time (issue 16: "portfolio value over time against invested amount") ──

/** The periods of the value chart, as Indian fund apps offer them for a portfolio. */
export const VALUE_RANGES = ['1M', '6M', '1Y', '3Y', 'ALL'] as const;
export const valueRange = enums(VALUE_RANGES);
export type ValueRange = (typeof VALUE_RANGES)[number];

export const VALUE_HISTORY_TEXTS = {
  planIncomplete: 'Please name the scheme, its plan (Direct or Regular) and its option together.',
  notHeld: 'This scheme is not among your holdings.',
} as const;

/** One day of the chart: the value of the units held that day, and the net cash put in up to it. */
export const valuePoint = object({
  /** ISO yyyy-mm-dd. */
  date: pattern(string(), /^\d{4}-\d{2}-\d{2}$/),
  value: number(),
  /**
   * The cost of the units held that day, as the summary's `invested`: what purchases and switches in
   * paid, less the cost of the units redeemed or switched out.
   */
  invested: number(),
});
export type ValuePoint = Infer<typeof valuePoint>;

/**
 * Not in the spec: the value of the investor's holdings over a range against the net amount invested,
 * day by day for up to a year and week by week beyond; with a plan named, that one holding's.
 */
export const getValueHistory = defineCall(
  'portfolio/getValueHistory',
  object({
    range: valueRange,
    schCode: optional(code()),
    isDirect: optional(boolean()),
    schOpt: optional(schemeOption),
  }),
  envelope(
    object({
      range: valueRange,
      /** 'daily' or 'weekly' (the last business day of each week, and the latest day). */
      interval: enums(['daily', 'weekly']),
      /** Oldest first; empty without holdings in the range. */
      points: array(valuePoint),
      /** The holding's name when a plan was asked for. */
      label: optional(string()),
    }),
  ),
);

export const portfolioCalls = {
  getPortfolioSummary,
  getHoldings,
  netWorthReport,
  getRedeemOptions,
  quoteRedemption,
  confirmRedemption,
  getValueHistory,
} as const;
