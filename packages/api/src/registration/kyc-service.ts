/**
 * Account opening, each holder's KYC (`createaccount/kradownload/<holder>` and its sub-screens
 * `ckycdownload`, `loaddigilocker`, `loaddigilockervrfy`, `savedigilockerkyc`; spec 001 §7 KycService).
 * The holder's PAN is looked up at the KRAs, then at CKYC by PAN and date of birth, and failing both
 * the applicant shares the e-Aadhaar from DigiLocker. The holder confirms the record found, and the
 * later screens (personal details, address) start from it.
 */
import { enums, type Infer, nullable, object, optional, size, string } from 'superstruct';
import { defineCall, envelope } from '../core.ts';
import { HOLDER_CODES } from '../fatca.ts';
import { ynFlag } from '../login.ts';
import { REG_API, stepKey, stepSaved } from './entry.ts';

/** Where a holder's KYC record came from. */
export const KYC_SOURCES = ['KRA', 'CKYC', 'DIGILOCKER'] as const;
export type KycSource = (typeof KYC_SOURCES)[number];

/** The screen's texts (the 'on hold' refusal is REG_TEXTS.cannotProceedOnline, then the helpline). */
export const KYC_TEXTS = {
  notFound:
    'Your KYC details were not found at the KRA or CKYC. Please complete your KYC with your Aadhaar through DigiLocker.',
  dobDiffers:
    'The date of birth in the KYC record does not match the date of birth given for this holder. Please check the date of birth entered, or contact NJ Branch.',
  confirmNeeded: 'Please confirm that these KYC details are yours.',
  fetchFirst: 'Please fetch your KYC details first.',
  digilockerDenied: 'Access to DigiLocker was not allowed. Please try again and allow access to continue.',
  digilockerExpired:
    'This DigiLocker request has expired or has already been used. Please fetch your Aadhaar from DigiLocker again.',
  digilockerForged: 'This DigiLocker request is not valid for this application. Please start again.',
} as const;

export const KYC_SOURCE_LABELS: Record<KycSource, string> = {
  KRA: 'KRA',
  CKYC: 'CKYC',
  DIGILOCKER: 'DigiLocker (e-Aadhaar)',
};

/** A KYC record as the screens show it: name, date of birth (yyyy-mm-dd), address. */
export const kycRecord = object({
  name: string(),
  dob: string(),
  gender: enums(['M', 'F', 'T']),
  fatherName: string(),
  address: object({
    line1: string(),
    line2: string(),
    city: string(),
    stateCode: string(),
    pincode: string(),
    countryId: string(),
  }),
});
export type KycRecord = Infer<typeof kycRecord>;

/** A record found for the holder, waiting for the holder's confirmation (or saved). */
export const kycFound = object({
  source: enums(KYC_SOURCES),
  record: kycRecord,
  /** The KRA agency, the CKYC number or the Aadhaar's last four digits, as the source names it. */
  reference: string(),
});
export type KycFound = Infer<typeof kycFound>;

/** The screen's state: saved, found and waiting for confirmation, or not looked up yet. */
export const kycView = object({
  holder: enums(HOLDER_CODES),
  pan: string(),
  found: nullable(kycFound),
  saved: ynFlag(),
});
export type KycView = Infer<typeof kycView>;

/** A lookup's answer: the record found, or nothing at that source (then the next is tried). */
export const kycLookup = object({ found: nullable(kycFound) });

/** KycService/loadKyc: the holder's saved or found KYC record, without a new lookup. */
export const loadKyc = defineCall(
  `${REG_API}/KycService/loadKyc`,
  object({ ...stepKey }),
  envelope(kycView),
  {
    auth: 'public',
  },
);

/**
 * KycService/kraDownload: the holder's PAN at the KRAs. 'On hold' is refused (409, the cannot-proceed
 * text); a record with another date of birth is refused (409).
 */
export const kraDownload = defineCall(
  `${REG_API}/KycService/kraDownload`,
  object({ ...stepKey }),
  envelope(kycLookup),
  { auth: 'public' },
);

/** KycService/ckycDownload: the holder's PAN and date of birth at CKYC. */
export const ckycDownload = defineCall(
  `${REG_API}/KycService/ckycDownload`,
  object({ ...stepKey }),
  envelope(kycLookup),
  { auth: 'public' },
);

/** KycService/loadDigilocker: the DigiLocker consent page to send the browser to (single-use state). */
export const loadDigilocker = defineCall(
  `${REG_API}/KycService/loadDigilocker`,
  object({ ...stepKey }),
  envelope(object({ url: string() })),
  { auth: 'public' },
);

/** KycService/loadDigilockerVrfy: DigiLocker sent the browser back; the code gives the e-Aadhaar. */
export const loadDigilockerVrfy = defineCall(
  `${REG_API}/KycService/loadDigilockerVrfy`,
  object({
    ...stepKey,
    code: optional(size(string(), 0, 200)),
    state: size(string(), 0, 200),
    error: optional(size(string(), 0, 100)),
  }),
  envelope(kycLookup),
  { auth: 'public' },
);

/** KycService/saveKyc (savedigilockerkyc too): the holder confirms the record found; its name is the holder's. */
export const saveKyc = defineCall(
  `${REG_API}/KycService/saveKyc`,
  object({ ...stepKey, confirmed: ynFlag() }),
  stepSaved,
  { auth: 'public' },
);
