/**
 * Redemption payouts and insta cash (spec 000 §1 "instant cash", spec 001 §2 /transact/insta-cash).
 * A redemption is priced at the NAV of its applicable day and paid to the investor's default bank
 * account; insta cash redeems from a liquid fund and is credited at once by IMPS, up to the instant
 * limit. Money in rupees (2 decimals), units with 3, NAVs with 4; dates dd/mm/yyyy, instants ISO-8601.
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
  size,
  string,
} from 'superstruct';
import { defineCall, envelope } from './core.ts';
import { heldUnitsFields } from './portfolio.ts';
import { accountCode, rupeeAmount, schemeOption } from './purchase.ts';

/** What the investor sees of a payout: PENDING (waiting for the NAV), PRICED, PROCESSING, PAID, FAILED. */
export const PAYOUT_STATUSES = ['PENDING', 'PRICED', 'PROCESSING', 'PAID', 'FAILED'] as const;
export const payoutStatus = enums(PAYOUT_STATUSES);
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The SEBI instant-redemption limit: the lower of ₹50,000 per scheme per day and 90% of the folio's value. */
export const INSTA_CASH_DAILY_LIMIT_RUPEES = 50_000;
export const INSTA_CASH_FOLIO_PERCENT = 90;

export const PAYOUT_TEXTS = {
  status: {
    PENDING: 'Awaiting NAV',
    PRICED: 'Priced, payout scheduled',
    PROCESSING: 'Payout in process',
    PAID: 'Paid to your bank account',
    FAILED: 'Payout failed',
  } satisfies Record<PayoutStatus, string>,
  pending: (navDate: string) =>
    `The amount is worked out at the NAV of ${navDate} once the fund house declares it.`,
  paid: (bank: string, date: string) => `Credited to ${bank} on ${date}.`,
  failed:
    'Your bank did not accept the redemption amount after three attempts. The amount is safe with the fund house; please check your bank account details in your profile or contact us, and we will pay it again.',
  retrying: 'Your bank did not accept the first attempt. We are trying again.',
  noBank:
    'Please register a bank account before redeeming: the amount is paid only to your own bank account.',
  notFound: 'There is no redemption with this order number on your account.',
} as const;

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Rupees in Indian grouping with 2 decimals (₹ 50,000.00). */
const inr = (amount: number) => `₹ ${rupees.format(amount)}`;

export const INSTA_TEXTS = {
  notLiquid: 'Insta cash is available only from liquid funds.',
  noFolios: 'You hold no liquid fund units that can be redeemed instantly.',
  amountNeeded: 'Please enter the amount to redeem instantly.',
  tooSmall: 'The minimum insta cash amount is ₹ 1.',
  overLimit: (limit: number) =>
    `You can redeem at most ${inr(limit)} instantly from this scheme today. Choose to redeem the rest as a normal redemption, or lower the amount.`,
  limitReached:
    'You have used today’s insta cash limit for this scheme. You can place a normal redemption, paid on the next working day.',
  confirmed:
    'Your insta cash request is accepted. The amount is being credited to your bank account by IMPS.',
  credited: (amount: number, bank: string) => `${inr(amount)} has been credited to ${bank} by IMPS.`,
  restPlaced: (amount: number) =>
    `The remaining ${inr(amount)} is placed as a normal redemption, paid at the NAV of its applicable day.`,
  limitNote:
    'Instant limit: the lower of ₹ 50,000 per scheme per day and 90% of the folio’s value. The NAV of the previous day applies.',
} as const;

/** The bank account a payout goes to, masked. */
export const payoutBank = object({ bankName: string(), bankAccMask: string(), ifsc: string() });

/** One redemption's payout as the investor follows it. */
export const redemptionPayout = object({
  orderNo: string(),
  kind: enums(['REDEEM', 'INSTA']),
  schCode: string(),
  schName: string(),
  folioNo: string(),
  units: number(),
  /** NAV-applicable day, dd/mm/yyyy. */
  navApplicableDate: string(),
  /** The NAV the amount was priced at; null while it is not declared. */
  nav: nullable(number()),
  grossAmount: nullable(number()),
  exitLoad: nullable(number()),
  netAmount: nullable(number()),
  status: payoutStatus,
  statusText: string(),
  /** NEFT for a redemption, IMPS for insta cash. */
  payMode: enums(['NEFT', 'IMPS']),
  bank: nullable(payoutBank),
  attempts: number(),
  /** Credit date dd/mm/yyyy and the bank's reference, once paid. */
  creditDate: nullable(string()),
  bankReference: nullable(string()),
  /** Why it failed, or that a retry is on its way. */
  note: nullable(string()),
  placedAt: string(),
});
export type RedemptionPayout = Infer<typeof redemptionPayout>;

const orderNoText = () => size(pattern(string(), /^[A-Z0-9]+$/), 4, 30);

export const getRedemptionStatus = defineCall(
  'portfolio/getRedemptionStatus',
  object({ ccode: optional(accountCode()), orderNo: orderNoText() }),
  envelope(redemptionPayout),
);

/** The investor's recent redemptions and insta cash with their payout status, newest first. */
export const getRedemptions = defineCall(
  'portfolio/getRedemptions',
  object({ ccode: optional(accountCode()) }),
  envelope(object({ redemptions: array(redemptionPayout) })),
);

const code = () => size(pattern(string(), /^[A-Za-z0-9_-]+$/), 1, 20);

/** A liquid-fund folio and what can be taken from it instantly today. */
export const instaCashFolio = object({
  schCode: string(),
  schName: string(),
  amcName: string(),
  planType: enums(['Direct', 'Regular']),
  isDirect: boolean(),
  schOpt: schemeOption,
  ...heldUnitsFields,
  currentValue: number(),
  /** Already taken instantly from this scheme today. */
  usedToday: number(),
  /** What can still be taken instantly today: the lower of the day's ₹50,000 left and 90% of the value. */
  limitLeft: number(),
});
export type InstaCashFolio = Infer<typeof instaCashFolio>;

export const getInstaCashOptions = defineCall(
  'portfolio/getInstaCashOptions',
  object({ ccode: optional(accountCode()) }),
  envelope(object({ folios: array(instaCashFolio), bank: nullable(payoutBank) })),
);

export const instaCashRequest = object({
  ccode: optional(accountCode()),
  schCode: code(),
  isDirect: boolean(),
  schOpt: schemeOption,
  folioNo: size(string(), 1, 20),
  amount: rupeeAmount(),
  /** Redeem what is over the instant limit as a normal redemption. */
  restAsRedemption: optional(boolean()),
});
export type InstaCashRequest = Infer<typeof instaCashRequest>;

export const confirmInstaCash = defineCall(
  'portfolio/confirmInstaCash',
  instaCashRequest,
  envelope(
    object({
      insta: redemptionPayout,
      /** The rest, placed as a normal redemption when asked for. */
      rest: nullable(redemptionPayout),
      message: string(),
    }),
  ),
  { auth: 'session', movesMoney: true },
);

export const payoutCalls = {
  getRedemptionStatus,
  getRedemptions,
  getInstaCashOptions,
  confirmInstaCash,
} as const;
