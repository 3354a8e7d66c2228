/**
 * The investor's recent orders with where each stands (issue 16: "recent orders with a status tracker
 * (placed → paid → units allotted)"): purchases and SIP instalments, redemptions and switches, newest
 * first. Not in the spec; the steps and their texts are the server's, so every screen tells them alike.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import { defineCall, envelope } from './core.ts';

export const ORDER_KINDS = ['PURCHASE', 'SIP', 'NFO', 'REDEEM', 'INSTA', 'SWITCH'] as const;
export const orderKind = enums(ORDER_KINDS);
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The kind of an order that buys units, by its transaction type (SIP, NPIP / NSIP, SWI, else a purchase). */
export function buyingOrderKind(trxnType: string): Extract<OrderKind, 'PURCHASE' | 'SIP' | 'NFO' | 'SWITCH'> {
  if (trxnType === 'SIP') return 'SIP';
  if (trxnType === 'NPIP' || trxnType === 'NSIP') return 'NFO';
  if (trxnType === 'SWI') return 'SWITCH';
  return 'PURCHASE';
}

/** The day whose NAV a buying order's units are allotted at: an NFO's offer close, else its NAV-applicable day. */
export function allotmentNavDay(order: {
  trxnType: string;
  navApplicableDate: string;
  nfoCloseDate: string | null;
}): string {
  return order.nfoCloseDate && buyingOrderKind(order.trxnType) === 'NFO'
    ? order.nfoCloseDate
    : order.navApplicableDate;
}

/** What became of an order as a whole. */
export const ORDER_OUTCOMES = ['IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

/** A step of the tracker: done, the one the order waits at, still to come, or where it stopped. */
export const STEP_STATES = ['done', 'current', 'upcoming', 'failed'] as const;
export type StepState = (typeof STEP_STATES)[number];

export const ORDER_TEXTS = {
  kind: {
    PURCHASE: 'Purchase',
    SIP: 'SIP instalment',
    NFO: 'NFO purchase',
    REDEEM: 'Redemption',
    INSTA: 'Insta cash',
    SWITCH: 'Switch',
  } satisfies Record<OrderKind, string>,
  outcome: {
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    FAILED: 'Failed',
    CANCELLED: 'Cancelled',
  } satisfies Record<OrderOutcome, string>,
  step: {
    placed: 'Order placed',
    paid: 'Payment received',
    allotted: 'Units allotted',
    unitsOut: 'Units redeemed',
    switchedOut: 'Units switched out',
    credited: 'Amount credited to bank',
  },
  waitingPayment: 'Waiting for your payment',
  waitingUnits: 'Units to be allotted',
  waitingNav: 'Redemption in process',
  waitingCredit: 'Amount on its way to your bank',
  creditFailed: 'The bank could not credit the amount. Please check your bank details or contact us.',
  paymentFailed: 'Payment failed',
  paymentExpired: 'Payment request expired',
  paymentDeclined: 'Payment declined',
  cancelled: 'Order cancelled',
  allotAt: 'At the NAV of this day, once the fund house declares it',
  redeemAt: 'At the NAV of this day',
  creditBy: 'Expected in your bank account by this day',
  noOrders: 'You have not placed any orders yet.',
} as const;

export const orderStep = object({
  key: enums(['placed', 'paid', 'allotted', 'unitsOut', 'switchedOut', 'credited']),
  label: string(),
  state: enums(STEP_STATES),
  /** ISO yyyy-mm-dd: when it happened, or (upcoming) when it is expected; null when not known. */
  date: nullable(string()),
  /** True when `date` is a day still to come. */
  expected: boolean(),
  /** A line under the step (units and NAV, why it failed, when to expect it). */
  note: optional(string()),
});
export type OrderStep = Infer<typeof orderStep>;

export const recentOrder = object({
  orderNo: string(),
  kind: orderKind,
  /** The scheme with its plan and option ('Arjuna Large Cap Fund – Direct Growth'). */
  scheme: string(),
  /** A switch: the scheme its units go into. */
  toScheme: optional(string()),
  /** Rupees: paid for a purchase; the redemption's or switch's value less exit load. */
  amount: number(),
  /** Units redeemed or switched out, or allotted to a purchase; null until known. */
  units: nullable(number()),
  /** ISO date-time the order was placed. */
  placedAt: string(),
  outcome: enums(ORDER_OUTCOMES),
  /** The step the order is at, in words ('Payment received', 'Payment failed'). */
  statusText: string(),
  steps: array(orderStep),
});
export type RecentOrder = Infer<typeof recentOrder>;

export const RECENT_ORDERS_DEFAULT = 5;

export const getRecentOrders = defineCall(
  'orders/getRecentOrders',
  object({ count: optional(size(integer(), 1, 20)) }),
  envelope(object({ orders: array(recentOrder) })),
);

export const ordersCalls = { getRecentOrders } as const;
