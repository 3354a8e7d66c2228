/**
 * The purchase service (spec 001 §7 "Purchase service"): scheme listing and detail, validation,
 * brokerage, SWP detail, cut-off times, bank and VPA checks, NEFT/RTGS reference check, UPI
 * collection and status, and the cart confirmation.
 *
 * Where the spec says a reply is "not shown", the reply below is our design; each says so.
 * Call-specific reply fields live in `data` (the spec's names, spelling included).
 *
 * Money: rupee decimals with at most 2 decimals at this edge (the server keeps integer paise and
 * refuses a third decimal with a 400 rather than rounding it away). NAVs carry 4 decimals, units 3.
 * Dates are ISO `YYYY-MM-DD`; instants are ISO-8601 UTC strings.
 */
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  union,
} from 'superstruct';
import { CATALOGUE_CACHE_SECONDS, defineCall, emptyRequest, envelope, ynFlag } from './core.ts';

// ── Constants of the spec (001 §9, 000 §9) ─────────────────────────────────────────────────────

/** The UPI wait page's countdown and the collect request's life (spec: 300000 ms, expMinute 5). */
export const UPI_TIMEOUT_MS = 300_000;
/** How often the wait page asks for the callback result. */
export const UPI_CALLBACK_CHECK_MS = 10_000;
export const COLLECTION_EXP_MINUTES = 5;
/** Redirect to /transact/insta-cash after a successful instant payment. */
export const INSTANT_PAYMENT_REDIRECT_MS = 10_000;
export const SERVICE_TYPE = '3';
export const SEGMENT = 'MF';
export const UPI_ID_MAX_LENGTH = 200;

export const BROKERAGE_TEXT_STANDARD = '0.50% Or Rs 20/- on executed order whichever is lower';
export const BROKERAGE_TEXT_LIQUID = '0.05% Or Rs 20/- on executed order whichever is lower';
export const BROKERAGE_TEXT_ZERO = '0.0';

export { PURCHASE_TEXTS } from './texts.ts';

// ── Vocabulary ─────────────────────────────────────────────────────────────────────────────────

/**
 * Payment modes. 1 net banking, 7 NEFT/RTGS and 8 UPI collect are the spec's numbers; the spec
 * does not number the others, so: 2 mandate (a registered OTM/e-mandate debit), 3 UPI QR / intent
 * (a gateway-style mode, so it shares mode 1's confirmation text).
 */
export const PAY_MODE = {
  NET_BANKING: '1',
  MANDATE: '2',
  UPI_QR: '3',
  NEFT_RTGS: '7',
  UPI_COLLECT: '8',
} as const;
export const payMode = enums(['1', '2', '3', '7', '8']);
export type PayMode = (typeof PAY_MODE)[keyof typeof PAY_MODE];

/** PAY_STATUS of a payment (spec 001 §4): PENDING while nobody has answered yet. */
export const PAY_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'REJECTED', 'SPAM', 'ERROR'] as const;
export const payStatus = enums(PAY_STATUSES);
export type PayStatus = (typeof PAY_STATUSES)[number];

/** Answers of the manual status inquiry (spec 001 §4): the pay statuses plus FAILURE and empty. */
export const inquiryStatus = enums([...PAY_STATUSES, 'FAILURE', '']);

export const SCHEME_TYPES = ['EQUITY', 'DEBT', 'LIQUID', 'CASH', 'OTHERS'] as const;
export const schemeType = enums(SCHEME_TYPES);
export type SchemeType = (typeof SCHEME_TYPES)[number];

/** SEBI's scheme categories (the sub types sit under them). */
export const SEBI_CATEGORIES = ['Equity', 'Debt', 'Hybrid', 'Solution Oriented', 'Other'] as const;

/** SEBI riskometer labels, level 1..6 in this order. */
export const RISK_LEVELS = [
  'Low',
  'Low to Moderate',
  'Moderate',
  'Moderately High',
  'High',
  'Very High',
] as const;

/** Scheme options: growth, IDCW payout, IDCW reinvestment. */
export const SCHEME_OPTIONS = { G: 'Growth', IDCWP: 'IDCW Payout', IDCWR: 'IDCW Reinvestment' } as const;
export const schemeOption = enums(['G', 'IDCWP', 'IDCWR']);
export type SchemeOption = keyof typeof SCHEME_OPTIONS;

export const TRXN_TYPES_PURCHASE = ['PIP', 'NPIP', 'SIP', 'NSIP', 'SWP'] as const;
export const purchaseTrxnType = enums(TRXN_TYPES_PURCHASE);

// ── Field structs ──────────────────────────────────────────────────────────────────────────────

/** Rupees with at most 2 decimals, 0 ≤ x ≤ 1,00,00,00,000 (ten digits, the words formatter's limit). */
export const rupeeAmount = () =>
  refine(number(), 'rupees', (value) => {
    if (!Number.isFinite(value) || value < 0 || value > 1_000_000_000)
      return 'must be 0 to 1000000000 rupees';
    // Exact: a number parsed from at most 2 decimals equals its paise over 100.
    return Math.round(value * 100) / 100 === value || 'must have at most 2 decimals';
  });

const schemeCodeText = (maxLength = 20) => size(pattern(string(), /^[A-Za-z0-9_-]*$/), 1, maxLength);
const isoDate = () => pattern(string(), /^\d{4}-\d{2}-\d{2}$/);
const shortText = (maxLength = 100) => size(string(), 0, maxLength);
/** An account code (njAcNo / ccode / ucc): 8 digits in this portal. */
export const accountCode = () => pattern(string(), /^\d{8}$/);
/** A VPA, as the spec's pattern: word characters, dots or hyphens, '@', the same. */
export const upiId = () => size(pattern(string(), /^[\w.-]+@[\w.-]+$/), 1, UPI_ID_MAX_LENGTH);

export const schemeDocument = object({ docName: string(), docUrl: string(), language: string() });

export const investorBankAccount = object({
  bankCode: string(),
  bankName: string(),
  /** Masked for display (XXXXXX1234); the confirm sends `bankAccNo` as given here. */
  bankAccNo: string(),
  bankAccMask: string(),
  bankIfscCode: string(),
  /** Saving, Current, OD, CC, NRE, NRO. */
  bankType: string(),
  isDefault: ynFlag(),
});

export const investorMandate = object({
  njEMandateNo: string(),
  bseEMandateNo: string(),
  bankName: string(),
  bankAcno: string(),
  accName: string(),
  accType: string(),
  upperLimit: number(),
  startDate: isoDate(),
  endDate: isoDate(),
  /** NET, DEBIT or ESIGN. */
  mandateType: string(),
  status: enums(['APPROVED', 'PENDING', 'REJECTED']),
});

// ── Scheme listing (spec 000 §3 listing filters; path not in the spec, so ours) ────────────────

export const schemeListSort = enums(['schName', 'amcName', 'return1y', 'latestNav', 'riskLevel']);

export const schemeListRow = object({
  schCode: string(),
  schName: string(),
  amcCode: string(),
  amcName: string(),
  category: string(),
  subType: string(),
  schemeType,
  riskLevel: integer(),
  riskometerVal: string(),
  isDirect: ynFlag(),
  /** The option whose NAV is shown (growth when offered). */
  schOpt: schemeOption,
  options: array(schemeOption),
  latestNav: number(),
  navDate: isoDate(),
  /** One-year return of the shown option, percent with 2 decimals; null under a year of history. */
  return1y: nullable(number()),
  minPurAmount: number(),
  minSipAmount: number(),
  isNfo: ynFlag(),
  schExch: string(),
});

/** One row per scheme and plan (direct/regular). Empty filter strings mean "any". */
export const getSchemeList = defineCall(
  'purchase/getSchemeList',
  object({
    isDirectPlan: optional(enums(['Y', 'N', ''])),
    selectedSchemeType: optional(enums([...SCHEME_TYPES, ''])),
    selectedSubType: optional(shortText()),
    selectedAmc: optional(shortText(20)),
    /** A riskometer label or '' */
    selectedRisk: optional(shortText(30)),
    searchKeyword: optional(shortText()),
    /** 'Y' lists only new fund offers open today (the NFO pages). */
    nfoOnly: optional(ynFlag()),
    sortBy: optional(schemeListSort),
    sortOrder: optional(enums(['asc', 'desc'])),
    pageNo: optional(min(integer(), 1)),
    pageSize: optional(size(integer(), 1, 100)),
  }),
  envelope(
    object({ totalCount: integer(), pageNo: integer(), pageSize: integer(), schemes: array(schemeListRow) }),
  ),
  { auth: 'public', publicCacheSeconds: CATALOGUE_CACHE_SECONDS },
);

/** The values the listing's filter controls offer. */
export const getSchemeListFilters = defineCall(
  'purchase/getSchemeListFilters',
  emptyRequest,
  envelope(
    object({
      amcList: array(object({ amcCode: string(), amcName: string() })),
      schemeTypes: array(schemeType),
      subTypes: array(object({ schemeType, category: string(), subType: string() })),
      riskList: array(object({ riskLevel: integer(), riskometerVal: string() })),
    }),
  ),
  { auth: 'public', publicCacheSeconds: CATALOGUE_CACHE_SECONDS },
);

// ── Validation and detail ──────────────────────────────────────────────────────────────────────

const schemeKey = {
  schCode: schemeCodeText(),
  isDirect: ynFlag(),
  schOpt: schemeOption,
};

/**
 * validationCnt > 0 blocks with `message`; with isMarsValidation 'Y' the portal appends
 * PURCHASE_TEXTS.marsConfirm and lets the investor go on after a yes.
 */
export const validatePurchase = defineCall(
  'purchase/validatePurchase',
  object({ ccode: accountCode(), ...schemeKey }),
  envelope(object({ validationCnt: integer(), message: string(), isMarsValidation: ynFlag() })),
);

export const purchaseDetail = object({
  schCode: string(),
  schName: string(),
  amcName: string(),
  category: string(),
  subType: string(),
  schemeType,
  selectedDivOption: schemeOption,
  options: array(object({ schOpt: schemeOption, optName: string() })),
  message: string(),
  isPurchase: ynFlag(),
  isSip: ynFlag(),
  /** 'Y' when validatePurchase would pass for this investor. */
  validationState: ynFlag(),
  showMarsConfirmation: ynFlag(),
  serviceType: literal(SERVICE_TYPE),
  brokRate: string(),
  /** 'Link' shows a brokerage detail (getBrokerageForDirPlan); 'Text' shows brokRate as is. */
  displayType: enums(['Link', 'Text']),
  latestNav: number(),
  navDate: isoDate(),
  kimDocList: array(schemeDocument),
  offerDocList: array(schemeDocument),
  exitLoad: string(),
  /** Minimum amount of this purchase: fresh or additional, by whether a folio exists. */
  purchaseAmount: number(),
  purchaseMultiple: number(),
  minSipAmount: number(),
  sipMultiple: number(),
  minSipInstallments: integer(),
  sipDates: array(integer()),
  schExchangeG: string(),
  swpFlag: ynFlag(),
  swpStopMsg: string(),
  swpExchCode: string(),
  folioNo: string(),
  riskLevel: integer(),
  riskometerVal: string(),
  cutOffTime: string(),
  isNfo: ynFlag(),
  nfoCloseDate: nullable(isoDate()),
  otherDetailsLoad: ynFlag(),
  isNomineeDisp: ynFlag(),
  nomineeDetail: array(object({ nomineeName: string(), relation: string(), percentage: number() })),
  nomineeFooterNote: string(),
  noNomineeMsg: string(),
  /** The facts investors compare funds by (not in the spec's entity; null where the master lacks them). */
  /** Total expense ratio of this plan, percent a year (0.65 for 0.65%). */
  expenseRatio: nullable(number()),
  /** Fund size (AUM) in ₹ crore. */
  fundSizeCr: nullable(number()),
  fundManager: string(),
  benchmark: string(),
  launchDate: isoDate(),
  /** Minimum first (lump sum) purchase, whether or not the investor holds the plan. */
  minLumpsumAmount: number(),
});

/** Reply not shown in the spec: the 'Purchase detail' entity of spec 001 §3, plus the scheme's limits. */
export const getSchemeDetail = defineCall(
  'purchase/getSchemeDetail',
  object({ ...schemeKey, schExch: optional(shortText(10)), ccode: accountCode() }),
  envelope(purchaseDetail),
);

/** The periods a plan's NAV history is asked for, as its chart offers them. */
export const NAV_RANGES = ['1M', '6M', '1Y', '3Y', '5Y', 'ALL'] as const;
export const navRange = enums(NAV_RANGES);
/** The periods of the returns table: 1Y as it is, 3Y and 5Y annualised (CAGR). */
export const RETURN_PERIODS = ['1Y', '3Y', '5Y'] as const;

export const periodReturn = object({
  period: enums(RETURN_PERIODS),
  /** Percent with 2 decimals; null when the plan's history does not reach back so far. */
  fund: nullable(number()),
  /** The mean of the same return over the plans of the scheme's category (SEBI sub type) that reach back so far. */
  categoryAverage: nullable(number()),
  /** How many plans the average is over (the scheme's own included). */
  categoryCount: integer(),
  annualised: boolean(),
});

/**
 * Not in the spec: a plan's NAV history over a range (the last NAV on or before the range's first day,
 * then every stored day to the latest) and its 1Y / 3Y / 5Y returns against its category's average.
 */
export const getNavHistory = defineCall(
  'purchase/getNavHistory',
  object({ ...schemeKey, range: navRange }),
  envelope(
    object({
      range: navRange,
      /** Oldest first. */
      points: array(object({ date: isoDate(), nav: number() })),
      category: string(),
      returns: array(periodReturn),
    }),
  ),
);

/** Reply not shown: the brokerage a direct-plan order pays, computed on `purAmount`. */
export const getBrokerageForDirPlan = defineCall(
  'purchase/getBrokerageForDirPlan',
  object({ schCode: schemeCodeText(), purAmount: rupeeAmount() }),
  envelope(
    object({
      brokRate: string(),
      displayType: enums(['Link', 'Text']),
      /** Percent of the amount (0.5 for 0.50%). */
      brokPercent: number(),
      /** The cap in rupees ('Rs 20/-'); 0 when there is none. */
      brokCapAmount: number(),
      /** min(amount × percent, cap), rounded half-up to the paisa. */
      brokAmount: number(),
    }),
  ),
);

export const installmentFrequency = object({ freqId: string(), freqName: string() });

/** Reply not shown: the 'SWP detail' entity of spec 001 §3. */
export const getPurchaseWithSwpDetail = defineCall(
  'purchase/getPurchaseWithSwpDetail',
  object({
    ...schemeKey,
    schExch: optional(shortText(10)),
    ccode: accountCode(),
    isPurchased: optional(ynFlag()),
    folioNo: optional(shortText(20)),
  }),
  envelope(
    object({
      installmentRangeMin: integer(),
      installmentRangeMax: integer(),
      minSwpAmount: number(),
      brokRate: string(),
      displayType: enums(['Link', 'Text']),
      /** The months an SWP may start in, `YYYY-MM`, with a label like 'Dec-2026'. */
      startMonth: array(object({ value: string(), label: string() })),
      frequencyList: array(installmentFrequency),
      /** 'Y' when the units are held in physical (statement) mode, 'N' in demat. */
      phyAst: ynFlag(),
      unitDetail: object({
        folioNo: string(),
        units: number(),
        latestNav: number(),
        navDate: isoDate(),
        currentValue: number(),
      }),
      bankListSwp: array(investorBankAccount),
      installmentDate: array(integer()),
    }),
  ),
);

/** Reply read: the cutOffDetail list (times in IST). */
export const getCuttofDetail = defineCall(
  'purchase/getCuttofDetail',
  emptyRequest,
  envelope(
    object({
      cutOffDetail: array(object({ schemeType, cutOffTime: string(), description: string() })),
    }),
  ),
);

// ── Payment checks ─────────────────────────────────────────────────────────────────────────────

/** Reply not shown: whether the investor may pay a purchase from a registered account of this type. */
export const validateSelectedBank = defineCall(
  'purchase/validateSelectedBank',
  object({
    ccode: accountCode(),
    bankAccType: shortText(20),
    trxnType: literal('PUR'),
    bankAccNo: optional(shortText(30)),
  }),
  envelope(object({ isValidBank: ynFlag(), message: string() })),
);

/** A NEFT/RTGS UTR: 6 to 22 letters and digits (NEFT 16, RTGS 22). */
export const neftReference = () => pattern(string(), /^[A-Za-z0-9]{6,22}$/);

export const checkPayRefNo = defineCall(
  'purchase/checkPayRefNo',
  object({ neftrtgsrefno: neftReference() }),
  envelope(object({ isPayRefNoAvailable: boolean(), message: string() })),
);

/** VPAVerifyStatus 'VE' means verified; anything else is not a usable address. */
export const validateVPA = defineCall(
  'purchase/validateVPA',
  object({
    njAcNo: accountCode(),
    payerVirtualAddress: upiId(),
    segment: literal(SEGMENT),
    schExch: optional(shortText(10)),
  }),
  envelope(
    object({
      VPAVerifyStatus: enums(['VE', 'NVE']),
      VPAVerifyDtlsrNo: string(),
      payerName: string(),
      message: string(),
    }),
  ),
  { auth: 'session', movesMoney: false },
);

// ── UPI collection, callback result, status inquiry ────────────────────────────────────────────

const upiWait = {
  trxnid: string(),
  PAY_STATUS: payStatus,
  UPIRefTrxnID: string(),
  amount: number(),
  payMode,
  payerVirtualAddress: string(),
  /** When the collect request or QR stops being payable. */
  expiresAt: string(),
  /** Milliseconds left at the server's clock (the wait page's countdown starts from this). */
  remainingMs: integer(),
  /** Set for pay mode 3: the `upi://pay?...` link and its QR image. */
  upiIntentUrl: optional(string()),
  qrImageUrl: optional(string()),
  message: string(),
};

/**
 * Reply not shown: sends the collect request for payment `trxnid` (made by onConfirm with pay mode
 * 8). Repeating it answers the first collect request; it never sends a second one.
 */
export const getUPICollectionApiStatus = defineCall(
  'purchase/getUPICollectionApiStatus',
  object({
    trxnid: schemeCodeText(40),
    payBankAccNo: optional(shortText(30)),
    payBankIfsc: optional(shortText(11)),
    payerVirtualAddress: upiId(),
    VPAVerifyDtlSrNo: shortText(30),
    segment: literal(SEGMENT),
    schExch: optional(shortText(10)),
  }),
  envelope(
    object({
      collectionApiStatus: enums(['SUCCESS', 'FAILED']),
      collectionApiStatusDes: string(),
      ...upiWait,
    }),
  ),
  { auth: 'session', movesMoney: true },
);

/** Reply not shown: what the wait page polls every 10 s; also how a reloaded wait page resumes. */
export const getUpiCallBackResDetail = defineCall(
  'purchase/getUpiCallBackResDetail',
  object({ trxnid: schemeCodeText(40) }),
  envelope(object(upiWait)),
);

/** The longest the server holds a result watch open; the wait page opens the next one right after. */
export const UPI_RESULT_WATCH_MAX_MS = 25_000;

/**
 * Not in the spec: the wait page's pushed result. The server answers as soon as the payment is final
 * (the provider's callback or the expiry landed) or after `waitMs` with the pending view, so the page
 * shows the result within moments of the callback; the 10 s poll above stays as the fallback.
 */
export const awaitUpiResult = defineCall(
  'purchase/awaitUpiResult',
  object({
    trxnid: schemeCodeText(40),
    waitMs: optional(size(integer(), 0, UPI_RESULT_WATCH_MAX_MS)),
  }),
  envelope(object(upiWait)),
);

/**
 * Reply not shown: asks the UPI provider now. A final answer the callback has not brought yet is
 * applied (once), exactly as the callback would have.
 */
export const callTranStatusInqUPIService = defineCall(
  'purchase/callTranStatusInqUPIService',
  object({
    trxnid: schemeCodeText(40),
    UPIRefTrxnID: optional(shortText(40)),
    segment: literal(SEGMENT),
    schExch: optional(shortText(10)),
  }),
  envelope(object({ ...upiWait, inquiryStatus, message: string() })),
);

// ── Confirmation ───────────────────────────────────────────────────────────────────────────────

export const sipRegistration = object({
  freqId: shortText(5),
  /** Day of month the installment is debited. */
  installmentDate: size(integer(), 1, 28),
  /** First installment month `YYYY-MM`. */
  startMonth: pattern(string(), /^\d{4}-\d{2}$/),
  noOfInstallments: size(integer(), 1, 999),
});

/** A cart item (spec 001 §3) with the selected-scheme details (spec 000 §3) the confirm needs. */
export const cartItem = object({
  schcode: schemeCodeText(),
  selectedDivOption: schemeOption,
  isDirect: ynFlag(),
  /** Lumpsum amount; for SIP the installment amount (the first is paid now); for SWP the withdrawal. */
  totalAmount: rupeeAmount(),
  trxnType: optional(purchaseTrxnType),
  folioNo: optional(shortText(20)),
  sip: optional(sipRegistration),
  swp: optional(sipRegistration),
});

/** The confirm payload of spec 001 §3, plus `ccode` and `VPAVerifyDtlSrNo`. */
export const confirmPayload = object({
  /** The investor the orders are for; defaults to the session's account. */
  ccode: optional(accountCode()),
  items: size(array(cartItem), 1, 20),
  /** Must equal the sum of the items' amounts (SWP items excluded), or the confirm is refused. */
  total: rupeeAmount(),
  neftrtgsamount: optional(rupeeAmount()),
  neftrtgsrefno: optional(union([neftReference(), literal('')])),
  neftrtgsrerefno: optional(union([neftReference(), literal('')])),
  mandateNo: optional(shortText(30)),
  paymentMode: payMode,
  bankCode: optional(shortText(20)),
  bankAccNo: optional(shortText(30)),
  bankType: optional(shortText(20)),
  payerVirtualAddress: optional(union([upiId(), literal('')])),
  VPAVerifyDtlSrNo: optional(shortText(30)),
  isPIPConfirm: optional(union([ynFlag(), boolean()])),
  browser: optional(shortText(100)),
  os: optional(shortText(100)),
  sessionId: optional(shortText(100)),
});

export const placedOrder = object({
  orderNo: string(),
  schcode: string(),
  schName: string(),
  selectedDivOption: schemeOption,
  isDirect: ynFlag(),
  trxnType: purchaseTrxnType,
  amount: number(),
  brokerage: number(),
  /** The day whose NAV applies, from the cut-off time, weekends and holidays. */
  navApplicableDate: isoDate(),
  /** PENDING_PAYMENT until the payment succeeds; PLACED; CANCELLED when the payment failed. */
  status: enums(['PENDING_PAYMENT', 'PLACED', 'CANCELLED', 'REGISTERED']),
});

/** Reply not shown: the order set and its payment. A repeat answers the first reply unchanged. */
export const onConfirm = defineCall(
  'purchase/onConfirm',
  confirmPayload,
  envelope(
    object({
      trxnId: string(),
      trxnDate: string(),
      paymentMode: payMode,
      /**
       * PENDING until the money is known: UPI, QR and net banking until the provider answers, NEFT/RTGS
       * until the credit is matched, mandate until the debit is presented. Orders of NEFT and mandate
       * payments are PLACED at once.
       */
      PAY_STATUS: payStatus,
      paymentAmount: number(),
      totalBrokerage: number(),
      orders: array(placedOrder),
      /** Pay mode 1: where to send the browser. */
      netBankingUrl: optional(string()),
      /** Pay mode 3. */
      upiIntentUrl: optional(string()),
      qrImageUrl: optional(string()),
      /** Pay modes 3 and 8: when the payment stops being payable. */
      expiresAt: optional(string()),
      message: string(),
    }),
  ),
  // A repeat sent from an updated browser is the same order.
  { auth: 'session', movesMoney: true, keyIgnores: ['browser', 'os'] },
);

export const purchaseCalls = {
  getSchemeList,
  getSchemeListFilters,
  validatePurchase,
  getSchemeDetail,
  getNavHistory,
  getBrokerageForDirPlan,
  getPurchaseWithSwpDetail,
  getCuttofDetail,
  validateSelectedBank,
  checkPayRefNo,
  validateVPA,
  getUPICollectionApiStatus,
  getUpiCallBackResDetail,
  awaitUpiResult,
  callTranStatusInqUPIService,
  onConfirm,
} as const;
