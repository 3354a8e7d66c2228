/**
 * Opening an E-Wealth account: the way in (spec 000 §3 account-opening state, §6 access modes and
 * entry types, §8 account-opening errors; spec 001 §2 registration routes, §3 enumerations, §7
 * registration services under `ewatraderegws/api`).
 *
 * An applicant proves a mobile number by OTP and gets an applicant token (not an investor session):
 * every later call carries it as the bearer token, and the server answers only for the applications
 * that token may see (its mobile's, or — for staff — its centre's and partner's). An application is
 * named by its reference number (`refNo`) from the start, and its state lives on the server, so it
 * resumes at its step after a reload, a new login or on another device.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  is,
  number,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
import { CATALOGUE_CACHE_SECONDS, defineCall, emptyRequest, envelope, otpSentReply } from '../core.ts';
import { HOLDER_CODES } from '../fatca.ts';
import { ynFlag } from '../login.ts';
import { WIZARD_SCREENS } from './steps.ts';

export const REG_API = 'ewatraderegws/api';

/** Spec 000 §6 access modes: direct client, centre or partner staff, client desk, partner-linked direct client. */
export const ACCESS_MODES = [
  { code: 'DC', name: 'Direct client' },
  { code: 'CP', name: 'Centre or partner staff' },
  { code: 'DK', name: 'Client desk' },
  { code: 'PL', name: 'Partner-linked direct client' },
] as const;
export type AccessMode = (typeof ACCESS_MODES)[number]['code'];

/** Spec 001 §3 entry sources; the partner side and the client side. */
export const ENTRY_SOURCES = [
  'employee',
  'partner',
  'partner employee',
  'client',
  'client link',
  'trainee',
  'partner link',
  'direct client',
  'auto ref gen',
  'online trading',
] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];
export const PARTNER_SIDE_ENTRY: readonly EntrySource[] = [
  'partner',
  'partner employee',
  'employee',
  'trainee',
];
export const CLIENT_SIDE_ENTRY: readonly EntrySource[] = [
  'direct client',
  'client',
  'partner link',
  'client link',
];

/** Spec 001 §3 form types, as the application records which account it opens. */
export const REG_ACCOUNT_TYPES = [
  { code: 'EW', name: 'E-Wealth Account', root: '/tradereg' },
  { code: 'EMF', name: 'E-Wealth MF Account', root: '/emftradereg' },
] as const;
export type RegAccountType = (typeof REG_ACCOUNT_TYPES)[number]['code'];
export const registrationRootOf = (accountType: RegAccountType) =>
  accountType === 'EMF' ? '/emftradereg' : '/tradereg';

/** Spec 001 §3 holding modes. */
export const HOLDING_MODES = [
  { code: 'SI', name: 'Single' },
  { code: 'JO', name: 'Joint' },
  { code: 'AS', name: 'Either or Survivor' },
] as const;
export type HoldingMode = (typeof HOLDING_MODES)[number]['code'];

/** Spec 001 §3 tax status. */
export const TAX_STATUSES = [
  { code: '1', name: 'Individual' },
  { code: '2', name: 'On behalf of minor' },
  { code: '11', name: 'NRE' },
  { code: '24', name: 'NRO' },
  { code: '20', name: 'NRE minor' },
] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number]['code'];
export const MINOR_TAX_STATUSES: readonly TaxStatus[] = ['2', '20'];

/** The wizard's texts: the spec's (000 §8) quoted exactly, and ours where it names none. */
export const REG_TEXTS = {
  terminatedPartner: 'Selected Partner is in Terminated Status. He/She cannot open New E-Wealth Account.',
  cannotProceedOnline:
    'You can not proceed further with Online E-Wealth Account. Please contact NJ Branch or call on :',
  samePatternAvailable: 'E-Wealth Account with same holding pattern already available with us...',
  samePatternInProgress: 'Same holding pattern is already avaialble.',
  otpSent: 'OTP has been sent to the mobile number.',
  otpMatched: 'OTP Matched SuccessFully.',
  notYours: 'UNAUTHORIZED ACCESS',
  sessionExpired: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
  applicationNotFound: 'No application was found with this reference number.',
  stepNotDone: 'Please complete this step before going ahead.',
  stepNotOpen: 'This step is not open yet. Please complete the steps before it first.',
  submitted: 'This application has been submitted and can no longer be changed.',
  notOpenInProduction: 'Opening an account online is not available here.',
} as const;

const mobileNo = () => pattern(string(), /^\d{10}$/);
/** An application's reference number as a request names it. */
export const refNoField = () => pattern(string(), /^[A-Z0-9]{6,20}$/);
const refNo = refNoField;
const holderCode = () => enums(HOLDER_CODES);
const wizardScreen = () => enums(WIZARD_SCREENS);
const isoDate = () => pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

/** One holder as the application knows them from the first screens (PAN and date of birth). */
export const regHolder = object({
  holder: holderCode(),
  pan: string(),
  /** yyyy-mm-dd. */
  dob: string(),
  /** The name from KYC, once fetched; '' before. */
  name: string(),
});
export type RegHolder = Infer<typeof regHolder>;

/** One stop of the walk as the stepper shows it. */
export const regStop = object({
  screen: wizardScreen(),
  holder: optional(holderCode()),
  stepId: integer(),
  label: string(),
  done: boolean(),
});
export type RegStop = Infer<typeof regStop>;

/** An application as its applicant (or staff) sees it: who holds it, where it stands, its walk. */
export const regApplication = object({
  refNo: string(),
  accessBy: enums(ACCESS_MODES.map((m) => m.code)),
  entrySource: enums(ENTRY_SOURCES),
  accountType: enums(REG_ACCOUNT_TYPES.map((t) => t.code)),
  holdingMode: enums(HOLDING_MODES.map((m) => m.code)),
  taxStatus: enums(TAX_STATUSES.map((s) => s.code)),
  holders: array(regHolder),
  /** The step the application stands at (resume here). */
  stepId: integer(),
  /** Its route under the registration root, e.g. `createaccount/personaldetails/S`. */
  route: string(),
  walk: array(regStop),
  submitfinal: ynFlag(),
  distributorCode: string(),
  updatedAt: string(),
});
export type RegApplication = Infer<typeof regApplication>;

/** A partner's code as the partner master has it (e.g. P10234). */
export const partnerCodeField = () => pattern(string(), /^[A-Z0-9]{2,12}$/);

/**
 * LoginService/generateOtp: sends an OTP to the applicant's mobile (through the SMS outbox). The way in
 * says whom it signs in: the direct client (default), the client desk (`dclogin`, DK) or a partner's
 * link (`client/registration?partner=`, PL, with the partner's code; a terminated partner is refused).
 */
export const generateOtp = defineCall(
  `${REG_API}/LoginService/generateOtp`,
  object({
    mobileNo: mobileNo(),
    accessBy: optional(enums(['DC', 'DK', 'PL'])),
    partnerCode: optional(partnerCodeField()),
  }),
  otpSentReply({
    otpVrfyrefId: string(),
    /** The mobile, masked. */
    mobile: string(),
  }),
  { auth: 'public' },
);

/** LoginService/verifyOtp: the OTP of `otpVrfyrefId`; answers the applicant token. Single use. */
export const verifyOtp = defineCall(
  `${REG_API}/LoginService/verifyOtp`,
  object({ otpVrfyrefId: size(string(), 1, 64), otp: pattern(string(), /^\d{6}$/) }),
  envelope(object({ token: string(), mobile: string() }), {
    otp_wrongcount: optional(number()),
    otp_regenrate: optional(ynFlag()),
  }),
  { auth: 'public' },
);

/** LoginService/searchLogin: the applications this token may see, newest first. */
export const searchLogin = defineCall(
  `${REG_API}/LoginService/searchLogin`,
  emptyRequest,
  envelope(object({ applications: array(regApplication) })),
  { auth: 'public' },
);

/** LoginService/fetchClientAccounts: E-Wealth accounts already held by this mobile's holders. */
export const fetchClientAccounts = defineCall(
  `${REG_API}/LoginService/fetchClientAccounts`,
  emptyRequest,
  envelope(
    object({
      accounts: array(
        object({
          /** Account number, masked. */
          njAcNo: string(),
          name: string(),
          holdingMode: string(),
        }),
      ),
    }),
  ),
  { auth: 'public' },
);

/** LoginService/fetchHelpNo: the helpline shown after 'Please contact NJ Branch or call on :'. */
export const fetchHelpNo = defineCall(
  `${REG_API}/LoginService/fetchHelpNo`,
  emptyRequest,
  envelope(object({ helpNo: string() })),
  { auth: 'public', publicCacheSeconds: CATALOGUE_CACHE_SECONDS },
);

/** The first screen's answer: who holds the account, their PANs and dates of birth. */
export const panDobRequest = object({
  accountType: enums(REG_ACCOUNT_TYPES.map((t) => t.code)),
  holdingMode: enums(HOLDING_MODES.map((m) => m.code)),
  taxStatus: enums(TAX_STATUSES.map((s) => s.code)),
  holders: size(
    array(
      object({
        holder: holderCode(),
        pan: size(string(), 0, 10),
        /** dd/mm/yyyy as typed. */
        dob: size(string(), 0, 10),
      }),
    ),
    1,
    4,
  ),
  /** Set when the applicant confirmed going on despite an account with the same holding pattern. */
  switchPatternConfirmed: optional(boolean()),
  /** Staff only (cropartner/holderdetails): the first holder's mobile, the application's contact. */
  holderMobile: optional(mobileNo()),
});
export type PanDobRequest = Infer<typeof panDobRequest>;

/** EwaRegService/generateRefno: opens an application from the first screen; answers its refNo. */
export const generateRefno = defineCall(
  `${REG_API}/EwaRegService/generateRefno`,
  panDobRequest,
  envelope(regApplication),
  { auth: 'public' },
);

/** The data of generateRefno's same-holders refusal (409): the application those holders have open. */
export const openApplicationRefusal = object({ refNo: string() });

/** The open application a refusal's data names (the same holders'), or undefined when it names none. */
export function refusedRefNo(data: unknown): string | undefined {
  return is(data, openApplicationRefusal) ? data.refNo : undefined;
}

/** EwaRegService/loadPanDob: an application's holders (to show or change the first screen). */
export const loadPanDob = defineCall(
  `${REG_API}/EwaRegService/loadPanDob`,
  object({ refNo: refNo() }),
  envelope(regApplication),
  { auth: 'public' },
);

/**
 * EwaRegService/fetchBackNextScreen: from the stop at `stepId`, the one before (B) or after (N).
 * Next is refused until the stop is done; a stop beyond the first not done is refused too.
 */
export const fetchBackNextScreen = defineCall(
  `${REG_API}/EwaRegService/fetchBackNextScreen`,
  object({ refNo: refNo(), stepId: integer(), direction: enums(['B', 'N']) }),
  envelope(regApplication),
  { auth: 'public' },
);

/** JwtTokenUtility/getRefNoDataWithToken: the application of a refNo this token may see (resume). */
export const getRefNoDataWithToken = defineCall(
  `${REG_API}/JwtTokenUtility/getRefNoDataWithToken`,
  object({ refNo: refNo() }),
  envelope(regApplication),
  { auth: 'public' },
);

/** JwtTokenUtility/terminateSession: ends the applicant token (logout); the application stays. */
export const terminateSession = defineCall(
  `${REG_API}/JwtTokenUtility/terminateSession`,
  emptyRequest,
  envelope(object({})),
  { auth: 'public' },
);

/** CountryStateCityService/fetchCntryStateCity: countries, a country's states, or a state's cities. */
export const fetchCntryStateCity = defineCall(
  `${REG_API}/CountryStateCityService/fetchCntryStateCity`,
  object({ type: enums(['COUNTRY', 'STATE', 'CITY']), parentId: optional(size(string(), 0, 10)) }),
  envelope(array(object({ id: string(), name: string() }))),
  { auth: 'public', publicCacheSeconds: CATALOGUE_CACHE_SECONDS },
);

/**
 * One step's saved answers (the per-step services: MobileEmailService, PersonalDetailService, …):
 * each step's data has its own struct in its module; the envelope says where the application goes next.
 */
export const stepSaved = envelope(regApplication);

/** Request fields every step service carries. */
export const stepKey = { refNo: refNo(), holder: optional(holderCode()) };

export const regDate = isoDate;
export const regRefNo = refNo;
