/**
 * DP charges by UPI (spec 001 §2 DP-charges screen, §4 "DP charges by UPI", §5 UPI ID rules, §7
 * DPChargesCollection). The depository participant's outstanding bills of one account are paid in one
 * UPI collect request; the payment runs on the same UPI engine as purchases, so the wait page polls
 * the same callback result. Field names are spelt as the spec spells them.
 */
import {
  array,
  enums,
  type Infer,
  integer,
  number,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
import { defineCall, emptyRequest, envelope } from './core.ts';
import { accountCode, inquiryStatus, payStatus, UPI_RESULT_WATCH_MAX_MS, upiId } from './purchase.ts';

/** Where a DP-charges call comes from: EWEALTH for account type EW, otherwise PDESK (spec 001 §4). */
export const DP_ACCESS_SOURCES = ['EWEALTH', 'PDESK'] as const;
export type DpAccessSource = (typeof DP_ACCESS_SOURCES)[number];
export const accessFromOf = (accType: string | undefined): DpAccessSource =>
  accType === 'EW' ? 'EWEALTH' : 'PDESK';

/** The collect request of DP charges stays payable for 5 minutes (spec 001 §9). */
export const DP_COLLECTION_EXP_MINUTE = 5;

export const DP_CHARGES_TEXTS = {
  payViaUpi: 'Pay via UPI',
  nothingOutstanding: 'There are no outstanding DP charges on this account.',
  billsChanged: 'The outstanding bills have changed. Please reload the page.',
  alreadyWaiting: 'A payment of these charges is already waiting for your approval.',
  paid: 'Your DP charges have been paid. Your account is active again.',
} as const;

const billNo = () => size(pattern(string(), /^[A-Za-z0-9/-]+$/), 1, 30);
const refText = (max = 40) => size(pattern(string(), /^[A-Za-z0-9-]*$/), 0, max);
const accessFrom = enums(DP_ACCESS_SOURCES);

/** One outstanding bill: the columns of the bills table (Sr No., Transaction ID, Bill No., Charges Type, Amount). */
export const dpChargesBill = object({
  srNo: integer(),
  transactionId: string(),
  billNo: string(),
  chargesType: string(),
  amount: number(),
});
export type DpChargesBill = Infer<typeof dpChargesBill>;

/**
 * The page of the portal (under /ewa) where DP charges are paid by UPI. `/dpcharges` is only the way
 * in: it asks the two URL calls below and goes on to this page.
 */
export const DP_CHARGES_PAY_PATH = '/dpcharges/pay';

/**
 * The URL call (spec 000 §3 "DP charges response", §7; spec 001 §7): sends the investor's name and
 * user id, reads where this investor pays (`dpChargesUrl`). A user id other than the session's own
 * login id or account is refused.
 */
export const getDpChargesUrl = defineCall(
  'DPChargesCollection/getDpChargesUrl',
  object({ name: size(string(), 0, 200), userId: size(string(), 0, 40) }),
  envelope(object({ dpChargesUrl: string() })),
);

/**
 * The mobile-web URL generator (spec 001 §7): projectId 5, module dpcharges answers the module's
 * page on the mobile web, which a webview (a `token` in the query, spec 000 §6) goes to.
 */
export const getWebUrl = defineCall(
  'mewa/weburlgen/getUrl',
  object({ projectId: enums([5]), module: enums(['dpcharges']) }),
  envelope(object({ url: string() })),
);

/** The outstanding bills and their total (the screen's table and `ewa-amount`). */
export const getOutstandingBills = defineCall(
  'DPChargesCollection/getOutstandingBills',
  emptyRequest,
  envelope(object({ ucc: string(), totalOutstanding: number(), bills: array(dpChargesBill) })),
);

/** vpaAuthStatus VE is a valid payer address; vpaReqId names the check for the collection request. */
export const vpaAuthentication = defineCall(
  'DPChargesCollection/vpaAuthentication',
  object({ ucc: accountCode(), payerVpa: upiId(), accessFrom }),
  envelope(
    object({
      vpaAuthStatus: enums(['VE', 'NVE']),
      vpaReqId: string(),
      payerName: string(),
      message: string(),
    }),
  ),
  { auth: 'session', movesMoney: false },
);

const waitFields = {
  parentTrxnID: string(),
  PAY_STATUS: payStatus,
  upiRefTrxnID: string(),
  amount: number(),
  payerVpa: string(),
  /** Milliseconds left at the server's clock. */
  remainingMs: integer(),
  message: string(),
};

/**
 * Sends one collect request for the named bills (all outstanding bills of the account). `amount` must
 * equal their total. collectionApiStatus SUCCESS moves to the waiting screen; FAILED shows `message`.
 */
export const collectionRequestGenerate = defineCall(
  'DPChargesCollection/collectionRequestGenerate',
  object({
    vpaReqId: size(pattern(string(), /^\d+$/), 1, 20),
    payerVpa: upiId(),
    amount: number(),
    remark: optional(size(string(), 0, 100)),
    expMinute: enums([DP_COLLECTION_EXP_MINUTE]),
    billDetails: size(array(object({ billNo: billNo() })), 1, 200),
    accessFrom,
  }),
  envelope(object({ collectionApiStatus: enums(['SUCCESS', 'FAILED']), ...waitFields })),
  { auth: 'session', movesMoney: true },
);

const waitRequest = object({
  parentTrxnID: size(pattern(string(), /^[A-Z0-9]+$/), 1, 40),
  vpaReqId: optional(refText(20)),
  upiRefTrxnID: optional(refText()),
  njacNo: accountCode(),
});

/** What the waiting screen polls at the callback interval. */
export const dpGetUpiCallBackResDetail = defineCall(
  'DPChargesCollection/getUpiCallBackResDetail',
  waitRequest,
  envelope(object(waitFields)),
);

/**
 * Not in the spec: held by the server until the payment is final (or `waitMs`, at most
 * UPI_RESULT_WATCH_MAX_MS, has passed), then answers what `getUpiCallBackResDetail` answers. The
 * waiting screen shows the result within moments of the payer's approval, as the purchase wait page
 * does; the poll stays as the fallback.
 */
export const dpAwaitUpiResult = defineCall(
  'DPChargesCollection/awaitUpiResult',
  object({
    parentTrxnID: waitRequest.schema.parentTrxnID,
    njacNo: accountCode(),
    waitMs: optional(size(integer(), 0, UPI_RESULT_WATCH_MAX_MS)),
  }),
  envelope(object(waitFields)),
);

/** The manual status inquiry; a final answer not applied yet is applied (once). */
export const callTransactionStatusInquiryUPIService = defineCall(
  'DPChargesCollection/callTransactionStatusInquiryUPIService',
  waitRequest,
  envelope(object({ ...waitFields, inquiryStatus })),
);

export const dpChargesCalls = {
  getDpChargesUrl,
  getWebUrl,
  getOutstandingBills,
  vpaAuthentication,
  collectionRequestGenerate,
  dpGetUpiCallBackResDetail,
  dpAwaitUpiResult,
  callTransactionStatusInquiryUPIService,
} as const;
