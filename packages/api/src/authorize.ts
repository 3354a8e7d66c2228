/**
 * Authorizing transactions (spec 001 §2–§8, spec 000 §2, §5): the pending list a partner filled for
 * the investor, its detail, authorize and reject with every confirmation of §4, the POA/eDIS checks,
 * the two-factor OTP of EMF stop requests, the receipt, the mapping authorization login and the MARS
 * (ready portfolio) list. Field names are the spec's, spelling included (`trxnHeaderDeail`,
 * `ShemeOption`, `encEncodedNpipTrxnid`), because they are the wire format.
 *
 * Paths the spec does not spell out are ours, in its style: `mfauth/getAuthLinkDetail` (what the
 * mapping login page shows before the user signs in) and the `otp` field of `onAuthorize`.
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
import { defineCall, envelope, otpSentReply, ynFlag } from './core.ts';

const MFAUTH = 'ewamftrxnsws/api/mfauth';
const MARS = 'ewamarsws/api/rest';

const text = (max: number) => size(string(), 0, max);

import { AUTH_TYPE_LABELS, type AuthType } from './trxn-types.ts';

export { AUTH_TYPE_LABELS, type AuthType, authTypeLabel } from './trxn-types.ts';
export const AUTH_TYPES = Object.keys(AUTH_TYPE_LABELS) as AuthType[];
export const authType = enums(AUTH_TYPES);

/** The stop requests an EMF investor confirms with an OTP (spec 001 §4), by the 2FA page's name. */
export const TWO_FACTOR_REQUESTS = {
  stopstp: 'SSTP',
  stopswp: 'SSWP',
  stopsip: 'SSIP',
  revokeStopSip: 'TSR',
} as const satisfies Record<string, AuthType>;
export type TwoFactorRequest = keyof typeof TWO_FACTOR_REQUESTS;

/** The 2FA page of a stop request type, if it has one. */
export function twoFactorRequestOf(type: string): TwoFactorRequest | undefined {
  return (Object.keys(TWO_FACTOR_REQUESTS) as TwoFactorRequest[]).find(
    (r) => TWO_FACTOR_REQUESTS[r] === type,
  );
}

/** The user-facing texts of spec 001 §5 and §8 for authorization, quoted exactly. */
export const AUTHORIZE_TEXTS = {
  paymentDetailMissing:
    'Payment detail is not available on selected transaction. Please enter Payment details.',
  gatewayConfirm:
    'Selected transactions may not display again for the authorization if payment fails from the respective payment gateway or you do not get response back. Do you want to continue?',
  redemptionConfirm:
    'The given transaction may get rejected if the balance units are insufficient at the time of execution. Do you want to proceed ?',
  poaRefused:
    "Client POA/DDPI is not in the favor of the provider, you cannot authorize this transaction. Kindly contact your partner or the provider's customer care for further assistance.",
  rejectConfirm: 'Do you want to Reject this Transaction?',
  authorizeConfirm: 'By Authorizing the transaction you accept the T&C. Are you sure you want to authorize?',
  rejected: (ref: string) => `Your transaction with Ref. No ${ref} has been rejected.`,
  marsFailure: 'Opps!Something went wrong.Please try again!!',
  stopStpSent: 'STP Stop Request Sent successfully.',
  stopStpPosted: 'Stop STP request has been posted successfully..',
  stopSwpSent: 'SWP Stop Request Sent successfully.',
  stopSipSent: 'SIP Stop Request Sent successfully.',
  /** Spec 000 §5, the mapping authorization login. */
  mappingEmpty: 'Please Enter your Date of Birth/PIN',
  mappingInvalid: 'Please enter valid PIN / Date of Birth',
  /** Forgot PIN: a new PIN is 4 digits (spec 000 §9 "PIN length 4"), typed twice alike. */
  pinInvalid: 'PIN should be valid.',
  pinMismatch: 'New PIN and Confirm PIN should be same.',
  pinReset: 'Your PIN has been reset. Please use your new PIN to authorize.',
} as const;

/** What users read for a pay mode of spec 001 §4 ('' and 5: none given). */
export const PAY_MODE_NAMES: Record<string, string> = {
  '1': 'Net Banking',
  '2': 'Mandate',
  '3': 'UPI QR',
  '7': 'NEFT/RTGS',
  '8': 'UPI',
};

/** Technical messages of the authorize reply that ask the user a question first (spec 001 §4). */
export const SUCC_WITH_MARS = 'SUCC_WITH_MARS';
export const CONFIRMATIOM = 'CONFIRMATIOM';

/**
 * Spec 001 §5: a purchase (PIP, NPIP) cannot be authorized without payment details: no pay mode or
 * mode 5, a mode other than NEFT/RTGS (7) without a bank account, or NEFT/RTGS without the account or
 * its reference number. The server refuses it; the portal says so before asking.
 */
export function isPaymentDetailMissing(
  type: string,
  payment: { payMode?: string | null; bankAccNo?: string | null; neftRtgsNo?: string | null },
): boolean {
  if (type !== 'PIP' && type !== 'NPIP') return false;
  const mode = payment.payMode ?? '';
  if (mode === '' || mode === '5') return true;
  if (!payment.bankAccNo) return true;
  return mode === '7' && !payment.neftRtgsNo;
}

/** A new authorization PIN (forgot PIN): exactly 4 digits. Answers the refusal, or undefined. */
export function newPinProblem(pin: string): string | undefined {
  return /^\d{4}$/.test(pin) ? undefined : AUTHORIZE_TEXTS.pinInvalid;
}

/** Spec 000 §5: empty, not 4 or 8 digits. Answers the refusal, or undefined when it may be sent. */
export function mappingSecretProblem(value: string): string | undefined {
  const secret = value.trim();
  if (secret === '') return AUTHORIZE_TEXTS.mappingEmpty;
  if (!/^\d+$/.test(secret) || (secret.length !== 4 && secret.length !== 8))
    return AUTHORIZE_TEXTS.mappingInvalid;
  return undefined;
}

/**
 * The encrypted, authenticated reference of one transaction (the link's `d`). Any text is accepted
 * here: the server tells a link it cannot open apart with its own message.
 */
const encryptedData = () => size(string(), 1, 600);
const reqFrom = () => size(string(), 1, 10);

// ── The pending list and the detail ──────────────────────────────────────────────────────────

export const authTrxnHeader = object({
  /** The reference number users quote (Ref. No). */
  trxnId: string(),
  trxnDate: string(),
  trxnType: authType,
  trxnTypeLabel: string(),
  njAcNo: string(),
  investorName: string(),
  /** Who entered it: the partner's company, and the entry source (partner, partner employee, ...). */
  enteredBy: string(),
  entrySource: string(),
  /** Pay mode of a purchase ('' when none): 1 net banking, 2 mandate, 3 UPI QR, 7 NEFT/RTGS, 8 UPI collect. */
  payMode: string(),
  payModeLabel: string(),
  bankName: string(),
  /** Masked account (XXXXXX1234), '' when none. */
  bankAccNo: string(),
  neftRtgsNo: string(),
  mandateNo: string(),
  payerVirtualAddress: string(),
  /** Rupees; null when the transaction is in units or has no amount (stop requests). */
  totalAmount: nullable(number()),
  isMarsTrxn: ynFlag(),
  /** D demat, P physical. */
  mfMode: string(),
  /** The depository POA/DDPI flag of a switch or redemption. */
  FLG_POA: ynFlag(),
  status: enums(['PENDING', 'AUTHORIZED', 'REJECTED']),
});
export type AuthTrxnHeader = Infer<typeof authTrxnHeader>;

export const authTrxnDetailLine = object({
  schName: string(),
  /** The scheme switched into, '' when none. */
  targetSchName: string(),
  option: string(),
  folioNo: string(),
  /** Rupees, or null. */
  amount: nullable(number()),
  /** Units with 3 decimals, or null. */
  units: nullable(number()),
  /** Systematic plans: frequency, installment date, installments, first installment (ISO date). */
  frequency: string(),
  installmentDate: string(),
  installments: string(),
  startDate: string(),
});
export type AuthTrxnDetailLine = Infer<typeof authTrxnDetailLine>;

/** One entry of the pending list (spec 001 §3 "Auth list entries"). */
export const authListEntry = object({
  trxnHeaderDeail: authTrxnHeader,
  trxndetail: array(authTrxnDetailLine),
  trxnType: authType,
  notes: array(string()),
  /** What authorize, reject and the receipt send back for this transaction. */
  encryptedData: string(),
});
export type AuthListEntry = Infer<typeof authListEntry>;

/**
 * The pending transactions of the signed-in investor (MARS ones are in their own list). `authType`
 * 'ALL' or '' lists every type; a type code lists that type.
 */
export const getTrxnAuthRpt = defineCall(
  `${MFAUTH}/getTrxnAuthRpt`,
  object({ reqFrom: reqFrom(), authType: text(20) }),
  envelope(array(authListEntry)),
);

/**
 * Pending transactions waiting for the investor's authorization, MARS ones excluded.
 * `authType` 'ALL' (or empty) counts every type; a type code (PIP, SIP, RED, ...) counts that one.
 */
export const getTotalNonMarsCount = defineCall(
  `${MFAUTH}/getTotalNonMarsCount`,
  object({ reqFrom: size(string(), 1, 10), authType: size(string(), 0, 20) }),
  envelope(object({ count: number() })),
);

/** One transaction from its encrypted reference (the detail page of a partner's link). */
export const getAuthTrxDetailFromTar = defineCall(
  `${MFAUTH}/getAuthTrxDetailFromTar`,
  object({ encryptedData: encryptedData(), reqFrom: optional(reqFrom()) }),
  envelope(authListEntry),
);

// ── Authorize and reject ─────────────────────────────────────────────────────────────────────

/** `code~account~ifsc` (spec 001 §3). */
const payBank = () => size(pattern(string(), /^[A-Za-z0-9 ]*~[A-Za-z0-9X]*~[A-Za-z0-9]*$/), 0, 80);

export const schemeOptionChoice = object({ schCode: string(), schName: string(), option: string() });

export const authorizeRequest = object({
  reqFrom: reqFrom(),
  encryptedData: encryptedData(),
  browser: optional(text(100)),
  os: optional(text(100)),
  sessionId: optional(text(100)),
  redSessionId: optional(text(100)),
  /** The investor answered yes to the SUCC_WITH_MARS question. */
  schExistWithMarsConfirm: optional(boolean()),
  purchaseData: optional(
    object({
      payMode: optional(text(2)),
      mandate: optional(text(30)),
      payBank: optional(payBank()),
      neftRtgsNo: optional(text(30)),
      payerVirtualAddress: optional(text(200)),
    }),
  ),
  switchPhysicalBean: optional(object({ folioNo: optional(text(20)) })),
  redemptionPhysicalBean: optional(object({ folioNo: optional(text(20)) })),
  authStopSipBean: optional(object({ reason: optional(text(200)) })),
  payMode: optional(text(2)),
  bankAccNo: optional(text(30)),
  bankCode: optional(text(20)),
  bankName: optional(text(100)),
  /** The bulk-switch confirmation: Y with the scheme options the reply offered, N declines. */
  bulkSwitchConfirm: optional(ynFlag()),
  ShemeOption: optional(size(array(schemeOptionChoice), 0, 50)),
  /** The OTP of a two-factor stop request (EMF accounts). */
  otp: optional(size(pattern(string(), /^\d*$/), 0, 12)),
});
export type AuthorizeRequest = Infer<typeof authorizeRequest>;

/** The authorize reply's data (spec 001 §3 "Authorize response"). */
export const authorizeData = object({
  encEncodedTrxnId: string(),
  trxnId: string(),
  trxnDate: string(),
  trxnType: authType,
  exCode: string(),
  /** Pay mode 1: where the browser goes to pay. */
  netBankingUrl: string(),
  /** Y: the depository's eDIS page must be visited (a form posted to `callurl`). */
  IS_EDIS: ynFlag(),
  edisTrxnNo: string(),
  callurl: string(),
  action: string(),
  FLG_POA: ynFlag(),
  DEMAT_POA_MSG: string(),
  isMarsTrxn: ynFlag(),
  marsTarNo: string(),
  /** Switch SIP: the SIP part's receipt reference (`stid`). */
  encSSIPEncodedTrxnId: string(),
  encSIPEncodedTrxnId: string(),
  /** NFO SIP: the NFO purchase part's receipt reference (`npiptid`). */
  encEncodedNpipTrxnid: string(),
  /** Bulk switch CONFIRMATIOM: the options the target schemes will be switched with. */
  ShemeOption: array(schemeOptionChoice),
  validationNo: string(),
  /** Pay modes: the payment started for a purchase ('' when none). */
  payMode: string(),
  paymentTrxnId: string(),
  /** Pay mode 8: SUCCESS when the collect request reached the payer's app. */
  collectionApiStatus: string(),
  collectionApiStatusDes: string(),
  UPIREFTRXNID: string(),
  message: string(),
});
export type AuthorizeData = Infer<typeof authorizeData>;

/**
 * Authorizes one transaction, exactly once: a repeat carrying the same Idempotency-Key (or made
 * from the same session) answers the first reply; anyone else is told it was already authorized.
 * `techMessage` SUCC_WITH_MARS or CONFIRMATIOM (with `isSuccess: false`) asks a question first.
 */
export const onAuthorize = defineCall(
  `${MFAUTH}/onAuthorize`,
  authorizeRequest,
  envelope(authorizeData, {
    /** A wrong OTP of a two-factor stop request: how many so far, and whether another may be sent. */
    otp_wrongcount: optional(number()),
    otp_regenrate: optional(ynFlag()),
  }),
  { auth: 'session', movesMoney: true },
);

export const onReject = defineCall(
  `${MFAUTH}/onReject`,
  object({
    reqFrom: reqFrom(),
    encryptedData: encryptedData(),
    browser: optional(text(100)),
    os: optional(text(100)),
    remarks: optional(text(200)),
  }),
  envelope(object({ trxnId: string(), trxnType: authType, message: string() })),
  { auth: 'session', movesMoney: true },
);

/**
 * The check made before a two-factor stop request (spec 001 §4): the request may be authorized,
 * and an OTP is sent to the registered mobile and e-mail (the login OTP's rules).
 */
export const onValidateAuthTransaction = defineCall(
  `${MFAUTH}/onValidateAuthTransaction`,
  object({ reqFrom: reqFrom(), encryptedData: encryptedData() }),
  otpSentReply({
    trxnId: string(),
    trxnType: authType,
    mobile: string(),
    emailId: string(),
    message: string(),
  }),
);

/** The POA/DDPI check of a redemption, switch or MARS switch (spec 001 §4). */
export const poaValidation = envelope(
  object({
    FLG_POA: ynFlag(),
    /** Y: the depository's eDIS is allowed for this holding. */
    IS_EDIS: ynFlag(),
    /** Y: the units are held in demat. */
    isDemat: ynFlag(),
    /** The question (eDIS allowed) or the refusal (not allowed); '' without a POA flag. */
    DEMAT_POA_MSG: string(),
  }),
);
const poaRequest = object({ reqFrom: optional(reqFrom()), encryptedData: encryptedData() });
export const checkRedPOAValidation = defineCall(`${MFAUTH}/checkRedPOAValidation`, poaRequest, poaValidation);
export const checkSwitchPOAValidation = defineCall(
  `${MFAUTH}/checkSwitchPOAValidation`,
  poaRequest,
  poaValidation,
);
export const checkMarsSwiPOAValidation = defineCall(
  `${MFAUTH}/checkMarsSwiPOAValidation`,
  poaRequest,
  poaValidation,
);

/** The acknowledge page's receipt of an acted transaction (`tid`, or `stid` / `npiptid`). */
export const trxnAuthoShowReceipt = defineCall(
  `${MFAUTH}/trxnAuthoShowReceipt`,
  object({ encryptedData: encryptedData(), trxnType: text(20) }),
  envelope(
    object({
      trxnHeaderDeail: authTrxnHeader,
      trxndetail: array(authTrxnDetailLine),
      /** AUTHORIZED or REJECTED, and when. */
      actedAt: string(),
      message: string(),
      /** The payment of an authorized purchase, '' when none. */
      paymentTrxnId: string(),
      PAY_STATUS: string(),
      /** Which part this receipt is: MAIN, or SIP (switch SIP) / NPIP (NFO SIP). */
      part: enums(['MAIN', 'SIP', 'NPIP']),
    }),
  ),
);

/** Changes the bank a pending purchase pays from, to another registered account of the investor. */
export const onchangeBankAccount = defineCall(
  `${MFAUTH}/onchangeBankAccount`,
  object({ encryptedData: encryptedData(), bankCode: text(20), bankAccNo: size(string(), 1, 30) }),
  envelope(authListEntry),
);

/** The investor's registered bank accounts a pending purchase may pay from (masked). */
export const getAuthBankAccounts = defineCall(
  `${MFAUTH}/getAuthBankAccounts`,
  object({ encryptedData: encryptedData() }),
  envelope(
    array(object({ bankCode: string(), bankName: string(), bankAccNo: string(), bankAccMask: string() })),
  ),
);

// ── The mapping authorization login (spec 000 §2, §5) ────────────────────────────────────────

/** What the mapping login page shows for a link before anyone signs in (public). */
export const getAuthLinkDetail = defineCall(
  `${MFAUTH}/getAuthLinkDetail`,
  object({ encryptedData: encryptedData() }),
  envelope(object({ njAcNo: string(), name: string(), AuthorizationModule: ynFlag() })),
  { auth: 'public' },
);

/**
 * Signs in with the account number and the Date of Birth (DDMMYYYY) or 4-digit PIN. With
 * `encryptedData` the session may act on that one transaction only.
 */
export const authenticateAuthorization = defineCall(
  'login/authenticateAuthorization',
  object({
    loginId: pattern(size(string(), 1, 20), /^\d+$/),
    password: size(string(), 0, 20),
    authType: optional(text(20)),
    reqFrom: optional(reqFrom()),
    browser: optional(text(100)),
    os: optional(text(100)),
    encryptedData: optional(encryptedData()),
  }),
  envelope(
    object({
      userData: object({
        loginId: string(),
        njAcNo: string(),
        name: string(),
        AuthorizationModule: ynFlag(),
      }),
    }),
    { token: optional(string()) },
  ),
  { auth: 'public' },
);

/**
 * Forgot PIN, step 1: an OTP to the registered mobile and e-mail of an account with the mapping
 * authorization login. Answered alike for every account number (unknown and not enabled ones
 * included: counted, never delivered), with contacts fully masked.
 */
export const forgotPinSendOtp = defineCall(
  'login/forgotPinSendOtp',
  object({ loginId: pattern(size(string(), 1, 20), /^\d+$/) }),
  otpSentReply({ emailId: string(), mobile: string(), njAcNo: string(), message: string() }),
  { auth: 'public' },
);

/** Forgot PIN, step 2: the OTP and a new 4-digit PIN; lifts a block of the mapping login. */
export const forgotPinReset = defineCall(
  'login/forgotPinReset',
  object({
    loginId: pattern(size(string(), 1, 20), /^\d+$/),
    otp: size(string(), 1, 12),
    newPin: size(string(), 1, 8),
    confirmPin: size(string(), 1, 8),
  }),
  envelope(object({}), { otp_wrongcount: optional(number()), otp_regenrate: optional(ynFlag()) }),
  { auth: 'public' },
);

// ── MARS (ready portfolio) authorization ─────────────────────────────────────────────────────

export const marsPendingTrxn = object({
  trxnId: string(),
  /** The MARS transaction type id, and its label. */
  trxnTypeId: string(),
  trxnType: string(),
  portfolioName: string(),
  trxnDate: string(),
  amount: nullable(number()),
  status: enums(['PENDING', 'AUTHORIZED', 'REJECTED']),
});
export type MarsPendingTrxn = Infer<typeof marsPendingTrxn>;

const marsListRequest = object({
  loggedInUCC: pattern(string(), /^\d{1,20}$/),
  isFromMob: optional(ynFlag()),
});

export const getMarsAuthPendingTrxns = defineCall(
  `${MARS}/authpendingtrxn/getMarsAuthPendingTrxns`,
  marsListRequest,
  envelope(array(marsPendingTrxn)),
);
export const getMarsAuthPendingTrxnsCount = defineCall(
  `${MARS}/authpendingtrxn/getMarsAuthPendingTrxnsCount`,
  marsListRequest,
  envelope(object({ count: number() })),
);
export const checkMarsAuthPendingTrxnStatus = defineCall(
  `${MARS}/authpendingtrxn/checkMarsAuthPendingTrxnStatus`,
  object({ trxnTypeId: text(20), trxnId: size(string(), 1, 40) }),
  envelope(
    object({ trxnId: string(), status: enums(['PENDING', 'AUTHORIZED', 'REJECTED']), message: string() }),
  ),
);

/**
 * A single-use token serial for the form posted to the MARS authorization page (spec 001 §4).
 * `data` is the serial; `formAction` is where the form goes (spec: "data is a serial number").
 */
export const insertEwaMarsToken = defineCall(
  `${MARS}/ewaMarsRedirection/insertEwaMarsToken`,
  object({ trxnId: optional(size(string(), 1, 40)) }),
  envelope(string(), { formAction: optional(string()) }),
);

export const authorizeCalls = {
  getTrxnAuthRpt,
  getTotalNonMarsCount,
  getAuthTrxDetailFromTar,
  onAuthorize,
  onReject,
  onValidateAuthTransaction,
  checkRedPOAValidation,
  checkSwitchPOAValidation,
  checkMarsSwiPOAValidation,
  trxnAuthoShowReceipt,
  onchangeBankAccount,
  getAuthBankAccounts,
  getAuthLinkDetail,
  authenticateAuthorization,
  forgotPinSendOtp,
  forgotPinReset,
  getMarsAuthPendingTrxns,
  getMarsAuthPendingTrxnsCount,
  checkMarsAuthPendingTrxnStatus,
  insertEwaMarsToken,
} as const;
