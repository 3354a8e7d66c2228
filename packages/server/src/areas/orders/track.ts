import {
  allotmentNavDay,
  buyingOrderKind,
  ORDER_TEXTS,
  type OrderOutcome,
  type OrderStep,
  type RecentOrder,
} from '@ewa/api';
import { navToNumber, toRupees, unitsToNumber } from '../../kernel/money.ts';
import { istParts, nextBusinessDay } from '../../kernel/schemes/calendar.ts';

/** A purchase order as loaded: its payment and, once allotted, its units. */
export interface PurchaseRow {
  orderNo: string;
  trxnType: string;
  scheme: string;
  amountPaise: number;
  /** PENDING_PAYMENT, PLACED or CANCELLED. */
  status: string;
  navApplicableDate: string;
  /** An NFO's units come at the offer's close. */
  nfoCloseDate: string | null;
  createdAt: Date;
  payStatus: string | null;
  settledAt: Date | null;
  allotment: { navDate: string; nav: number; unitsMilli: number } | null;
}

/** A redemption, insta redemption or switch as loaded. */
export interface RedemptionRow {
  orderNo: string;
  kind: 'REDEEM' | 'SWITCH' | 'INSTA';
  scheme: string;
  toScheme: string | null;
  /** Asset class of the scheme redeemed from: a debt fund pays a business day sooner. */
  category: string;
  unitsMilli: number;
  /** Value less exit load, at the quote's NAV until the day's NAV prices it. */
  netPaise: number;
  navApplicableDate: string;
  /** PENDING; with payouts PRICED, PROCESSING, RETRY, PAID or FAILED; a switch ALLOTTED. */
  status: string;
  createdAt: Date;
  /** The NAV of the applicable day, once declared (ten-thousandths). */
  dayNav: number | null;
  /** A switch's units in the target plan, once allotted. */
  switchIn: { navDate: string; nav: number; unitsMilli: number } | null;
}

const PAYMENT_FAILURES: Record<string, string> = {
  FAILED: ORDER_TEXTS.paymentFailed,
  ERROR: ORDER_TEXTS.paymentFailed,
  SPAM: ORDER_TEXTS.paymentFailed,
  EXPIRED: ORDER_TEXTS.paymentExpired,
  REJECTED: ORDER_TEXTS.paymentDeclined,
};

/** Statuses a payout gives a redemption once its NAV has priced it. */
const PRICED = new Set(['PRICED', 'PROCESSING', 'RETRY', 'PAID', 'FAILED', 'ALLOTTED']);

const istDate = (at: Date) => istParts(at).date;

const unitsAt = (unitsMilli: number, nav: number) =>
  `${unitsToNumber(Math.abs(unitsMilli)).toFixed(3)} units at NAV ₹ ${navToNumber(nav).toFixed(4)}`;

function step(
  key: OrderStep['key'],
  state: OrderStep['state'],
  date: string | null,
  today: string,
  note?: string,
): OrderStep {
  return {
    key,
    label: ORDER_TEXTS.step[key],
    state,
    date,
    expected: date !== null && state !== 'done' && date >= today,
    ...(note ? { note } : {}),
  };
}

/** Where a purchase stands: placed → paid → units allotted, or stopped at its payment. */
export function trackPurchase(row: PurchaseRow, today: string): RecentOrder {
  const placed = step('placed', 'done', istDate(row.createdAt), today);
  let paid: OrderStep;
  let allotted: OrderStep;
  let outcome: OrderOutcome;
  let statusText: string;
  if (row.allotment) {
    paid = step('paid', 'done', istDate(row.settledAt ?? row.createdAt), today);
    allotted = step(
      'allotted',
      'done',
      row.allotment.navDate,
      today,
      unitsAt(row.allotment.unitsMilli, row.allotment.nav),
    );
    outcome = 'COMPLETED';
    statusText = ORDER_TEXTS.step.allotted;
  } else if (row.status === 'PLACED') {
    paid = step('paid', 'done', istDate(row.settledAt ?? row.createdAt), today);
    const day = allotmentNavDay(row);
    allotted = step('allotted', 'current', day, today, ORDER_TEXTS.allotAt);
    outcome = 'IN_PROGRESS';
    statusText = ORDER_TEXTS.waitingUnits;
  } else if (row.status === 'PENDING_PAYMENT') {
    paid = step('paid', 'current', null, today, ORDER_TEXTS.waitingPayment);
    allotted = step('allotted', 'upcoming', null, today);
    outcome = 'IN_PROGRESS';
    statusText = ORDER_TEXTS.waitingPayment;
  } else {
    const failure = (row.payStatus && PAYMENT_FAILURES[row.payStatus]) || undefined;
    statusText = failure ?? ORDER_TEXTS.cancelled;
    paid = step('paid', 'failed', row.settledAt ? istDate(row.settledAt) : null, today, statusText);
    allotted = step('allotted', 'upcoming', null, today);
    outcome = failure ? 'FAILED' : 'CANCELLED';
  }
  return {
    orderNo: row.orderNo,
    kind: buyingOrderKind(row.trxnType),
    scheme: row.scheme,
    amount: toRupees(row.amountPaise),
    units: row.allotment ? unitsToNumber(row.allotment.unitsMilli) : null,
    placedAt: row.createdAt.toISOString(),
    outcome,
    statusText,
    steps: [placed, paid, allotted],
  };
}

/**
 * The day a redemption's money is expected in the bank: the business day after its NAV day for a debt
 * fund, two business days after for others (the fund houses' usual T+1 and T+2; SEBI's limit is three).
 */
export function creditDay(navDay: string, category: string, holidays: ReadonlySet<string>): string {
  const first = nextBusinessDay(navDay, holidays);
  return category === 'Debt' ? first : nextBusinessDay(first, holidays);
}

/**
 * Where a redemption stands: placed → units out at the NAV of its day → amount credited; a switch:
 * placed → units switched out → units allotted in the scheme switched into. Insta cash is priced and
 * paid at once.
 */
export function trackRedemption(
  row: RedemptionRow,
  today: string,
  holidays: ReadonlySet<string>,
): RecentOrder {
  const placed = step('placed', 'done', istDate(row.createdAt), today);
  const priced = row.dayNav !== null || PRICED.has(row.status) || row.kind === 'INSTA';
  const outNote = row.dayNav !== null ? unitsAt(row.unitsMilli, row.dayNav) : undefined;
  const base = {
    orderNo: row.orderNo,
    kind: row.kind,
    scheme: row.scheme,
    ...(row.toScheme ? { toScheme: row.toScheme } : {}),
    amount: toRupees(row.netPaise),
    units: unitsToNumber(row.unitsMilli),
    placedAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'SWITCH') {
    const out = priced
      ? step('switchedOut', 'done', row.navApplicableDate, today, outNote)
      : step('switchedOut', 'current', row.navApplicableDate, today, ORDER_TEXTS.redeemAt);
    const into = row.switchIn
      ? step(
          'allotted',
          'done',
          row.switchIn.navDate,
          today,
          unitsAt(row.switchIn.unitsMilli, row.switchIn.nav),
        )
      : step('allotted', priced ? 'current' : 'upcoming', row.navApplicableDate, today, ORDER_TEXTS.allotAt);
    return {
      ...base,
      outcome: row.switchIn ? 'COMPLETED' : 'IN_PROGRESS',
      statusText: row.switchIn
        ? ORDER_TEXTS.step.allotted
        : priced
          ? ORDER_TEXTS.waitingUnits
          : ORDER_TEXTS.waitingNav,
      steps: [placed, out, into],
    };
  }
  const out = priced
    ? step(
        'unitsOut',
        'done',
        row.kind === 'INSTA' ? istDate(row.createdAt) : row.navApplicableDate,
        today,
        outNote,
      )
    : step('unitsOut', 'current', row.navApplicableDate, today, ORDER_TEXTS.redeemAt);
  const due =
    row.kind === 'INSTA' ? istDate(row.createdAt) : creditDay(row.navApplicableDate, row.category, holidays);
  let credited: OrderStep;
  let outcome: OrderOutcome = 'IN_PROGRESS';
  let statusText: string = priced ? ORDER_TEXTS.waitingCredit : ORDER_TEXTS.waitingNav;
  if (row.status === 'PAID') {
    credited = step('credited', 'done', null, today);
    outcome = 'COMPLETED';
    statusText = ORDER_TEXTS.step.credited;
  } else if (row.status === 'FAILED') {
    credited = step('credited', 'failed', null, today, ORDER_TEXTS.creditFailed);
    outcome = 'FAILED';
    statusText = ORDER_TEXTS.creditFailed;
  } else {
    credited = step('credited', priced ? 'current' : 'upcoming', due, today, ORDER_TEXTS.creditBy);
  }
  return { ...base, outcome, statusText, steps: [placed, out, credited] };
}
