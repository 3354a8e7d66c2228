/**
 * Systematic plans (spec 000 §1 "systematic plans", spec 001 §2–§4): the investor's SIPs, SWPs and
 * STPs with their next debit date, registering an SWP or an STP from a held folio, stopping a plan
 * (EMF accounts confirm the stop with the authorization area's two-factor OTP) and topping up a SIP.
 *
 * Paths are ours (the spec names none), in its style. Money in rupees with at most 2 decimals; dates
 * ISO `YYYY-MM-DD`.
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
  pattern,
  size,
  string,
} from 'superstruct';
import { AUTHORIZE_TEXTS, type TwoFactorRequest } from './authorize.ts';
import { freqId } from './common.ts';
import { defineCall, envelope } from './core.ts';
import { accountCode, rupeeAmount, schemeOption } from './purchase.ts';

export const PLAN_KINDS = ['SIP', 'SWP', 'STP'] as const;
export const planKind = enums(PLAN_KINDS);
export type PlanKind = (typeof PLAN_KINDS)[number];

/** ACTIVE; STOP_PENDING while an EMF stop waits for its OTP; STOPPED; COMPLETED after the last instalment. */
export const PLAN_STATUSES = ['ACTIVE', 'STOP_PENDING', 'STOPPED', 'COMPLETED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  ACTIVE: 'Active',
  STOP_PENDING: 'Stop awaiting OTP',
  STOPPED: 'Stopped',
  COMPLETED: 'Completed',
};

/** Why an investor stops a plan, as fund houses' stop forms ask it. */
export const STOP_REASONS = {
  '1': 'Financial constraints',
  '2': 'Not satisfied with the scheme performance',
  '3': 'Want to invest in another scheme',
  '4': 'Goal achieved',
  '5': 'Change in bank account or mandate',
  '6': 'Others',
} as const;
export type StopReason = keyof typeof STOP_REASONS;
export const stopReason = enums(Object.keys(STOP_REASONS) as StopReason[]);

/** The 2FA page (spec 001 §2 /transact/authorize/2fa/{request}) of each kind's stop request. */
export const STOP_TWO_FACTOR = {
  SIP: 'stopsip',
  SWP: 'stopswp',
  STP: 'stopstp',
} as const satisfies Record<PlanKind, TwoFactorRequest>;

/** Instalments of a registered SWP or STP: at least 6, at most 120. */
export const PLAN_INSTALLMENT_RANGE = { min: 6, max: 120 } as const;

export const SYSTEMATIC_TEXTS = {
  notFound: 'This plan is not among your systematic plans.',
  alreadyStopped: (kind: PlanKind) => `This ${kind} is already stopped.`,
  completed: (kind: PlanKind) => `This ${kind} has completed all its instalments.`,
  stopPending: (kind: PlanKind) =>
    `A stop request for this ${kind} is waiting for your OTP. Please enter the OTP to complete it.`,
  stopped: {
    SIP: AUTHORIZE_TEXTS.stopSipSent,
    SWP: AUTHORIZE_TEXTS.stopSwpSent,
    STP: AUTHORIZE_TEXTS.stopStpSent,
  } satisfies Record<PlanKind, string>,
  otpNeeded: 'Please confirm the stop request with the OTP sent to your registered mobile number and e-mail.',
  topUpOnlySip: 'Only a SIP can be topped up.',
  topUpNotActive: 'Only an active SIP can be topped up.',
  topUpFrom: (next: number, last: number) =>
    `Please choose an instalment from ${next} to ${last} for the top-up to start.`,
  topUpDone: 'Your SIP top-up has been registered.',
  swpNotAllowed: 'SWP is not available in this scheme.',
  swpMinimum: (min: string) => `The minimum SWP amount for this scheme is ₹ ${min}.`,
  stpMinimum: (min: string) => `The minimum STP amount into the chosen scheme is ₹ ${min}.`,
  installmentDate: 'Please choose one of the instalment dates offered.',
  installments: `Please enter ${PLAN_INSTALLMENT_RANGE.min} to ${PLAN_INSTALLMENT_RANGE.max} instalments.`,
  startMonth: 'Please choose one of the start months offered.',
  stpTarget: 'Please choose the scheme to transfer into.',
  swpRegistered: 'Your SWP has been registered.',
  stpRegistered: 'Your STP has been registered.',
  noPlans: (kind: PlanKind) => `You have no ${kind}s yet.`,
  noUpcoming: 'No SIP instalments are due in the next 30 days.',
} as const;

const code = () => size(pattern(string(), /^[A-Za-z0-9_-]+$/), 1, 20);
const planNo = () => size(pattern(string(), /^[A-Za-z0-9-]+$/), 1, 40);
const isoDate = () => pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

export const planTopUp = object({
  /** The increase, rupees. */
  amount: number(),
  /** The instalment the increase starts from (1 = the first). */
  fromInstallment: integer(),
});

export const systematicPlan = object({
  planNo: string(),
  kind: planKind,
  schCode: string(),
  schName: string(),
  amcName: string(),
  planType: enums(['Direct', 'Regular']),
  schOpt: schemeOption,
  /** Empty until a new SIP's first units are allotted. */
  folioNo: string(),
  /** STP: the scheme the money moves into. */
  targetSchName: string(),
  /** The registered instalment amount, rupees. */
  amount: number(),
  /** The amount of the next instalment, top-ups included (null when none is due). */
  nextAmount: nullable(number()),
  frequency: string(),
  installmentDate: integer(),
  startDate: isoDate(),
  endDate: isoDate(),
  installments: integer(),
  installmentsDone: integer(),
  installmentsLeft: integer(),
  /** The next debit in the fund calendar (moved past weekends and market holidays); null when none. */
  nextDate: nullable(isoDate()),
  status: enums(PLAN_STATUSES),
  stopReason: string(),
  stoppedOn: nullable(isoDate()),
  topUps: array(planTopUp),
});
export type SystematicPlan = Infer<typeof systematicPlan>;

export const getSystematicPlans = defineCall(
  'systematic/getSystematicPlans',
  object({ ccode: optional(accountCode()), kind: optional(planKind) }),
  envelope(object({ asOn: isoDate(), plans: array(systematicPlan) })),
);

export const upcomingDebit = object({
  date: isoDate(),
  planNo: string(),
  schName: string(),
  amount: number(),
});
export type UpcomingDebit = Infer<typeof upcomingDebit>;

/** The SIP instalments due in the next `days` days (30 when absent), by date. */
export const getUpcomingDebits = defineCall(
  'systematic/getUpcomingDebits',
  object({ days: optional(size(integer(), 1, 90)) }),
  envelope(object({ asOn: isoDate(), debits: array(upcomingDebit) })),
);

/** Registers an SWP (units out of a held folio to the bank) or an STP (into a scheme of the same AMC). */
export const registerPlanRequest = object({
  ccode: optional(accountCode()),
  kind: enums(['SWP', 'STP']),
  schCode: code(),
  isDirect: boolean(),
  schOpt: schemeOption,
  folioNo: size(string(), 1, 20),
  amount: rupeeAmount(),
  freqId,
  installmentDate: size(integer(), 1, 28),
  /** First instalment month `YYYY-MM`. */
  startMonth: pattern(string(), /^\d{4}-\d{2}$/),
  noOfInstallments: size(integer(), 1, 999),
  /** STP only. */
  inScheme: optional(object({ schCode: code(), isDirect: boolean(), schOpt: schemeOption })),
});
export type RegisterPlanRequest = Infer<typeof registerPlanRequest>;

/** What the SWP / STP form offers for a held plan: dates, months, the minimum and the instalment range. */
export const getPlanOptions = defineCall(
  'systematic/getPlanOptions',
  object({
    ccode: optional(accountCode()),
    kind: enums(['SWP', 'STP']),
    schCode: code(),
    isDirect: boolean(),
    schOpt: schemeOption,
  }),
  envelope(
    object({
      installmentDates: array(integer()),
      /** `YYYY-MM` with a label like 'Dec-2026'. */
      startMonths: array(object({ value: string(), label: string() })),
      frequencies: array(object({ freqId: string(), freqName: string() })),
      installmentRangeMin: integer(),
      installmentRangeMax: integer(),
      /** SWP: the scheme's minimum; STP: 0 (the target's minimum applies, see `switchTargets`). */
      minAmount: number(),
      /** SWP is offered by the scheme. */
      allowed: boolean(),
    }),
  ),
);

export const registerPlan = defineCall(
  'systematic/registerPlan',
  registerPlanRequest,
  envelope(object({ plan: systematicPlan, message: string() })),
  { auth: 'session', movesMoney: true },
);

export const stopPlan = defineCall(
  'systematic/stopPlan',
  object({
    ccode: optional(accountCode()),
    planNo: planNo(),
    reason: stopReason,
    remarks: optional(size(string(), 0, 200)),
  }),
  envelope(
    object({
      plan: systematicPlan,
      message: string(),
      /** EMF accounts: the stop waits for the OTP on the authorization area's two-factor page. */
      twoFactor: optional(object({ request: enums(Object.values(STOP_TWO_FACTOR)), reference: string() })),
    }),
  ),
  { auth: 'session', movesMoney: true },
);

export const topUpSip = defineCall(
  'systematic/topUpSip',
  object({
    ccode: optional(accountCode()),
    planNo: planNo(),
    amount: rupeeAmount(),
    fromInstallment: size(integer(), 1, 999),
  }),
  envelope(object({ plan: systematicPlan, message: string() })),
  { auth: 'session', movesMoney: true },
);

export const systematicCalls = {
  getSystematicPlans,
  getUpcomingDebits,
  getPlanOptions,
  registerPlan,
  stopPlan,
  topUpSip,
} as const;
