/**
 * The investor's profile (spec 000 §3 Profile and Mandate, §5 nominee rules; spec 001 §2 `/profile/{key}`,
 * §7 `profileoperations/*`): the header's greeting and picture, the profile's sections and the display photo.
 * Amounts are rupees with at most 2 decimals; dates are dd/mm/yyyy.
 */
import {
  array,
  define,
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
import { EMF_UNAVAILABLE_TEXTS } from './portfolio.ts';
import { nomineeEntries } from './registration/nominee-service.ts';

/** The investor's name (`data.APPNAME`). */
export const getInvestorName = defineCall(
  'mergerdemerger/getInvestorName',
  object({ njAcNo: pattern(size(string(), 1, 20), /^\d+$/) }),
  envelope(object({ APPNAME: string() })),
);

/** The header by client code: first holder's name and display-picture path ('' when none). */
export const getHeaderByUCC = defineCall(
  'profileoperations/getHeaderByUCC',
  object({ ucc: size(string(), 1, 20), calledFrom: optional(size(string(), 0, 32)) }),
  envelope(object({ dpPath: string(), firstHolderName: string() })),
);

/** The sections of `/profile/{key}`; `banks-Mandate` is the key of the post-login deep link (spec 000 §2). */
export const PROFILE_SECTIONS = [
  { key: 'personal', title: 'Personal details' },
  { key: 'banks-Mandate', title: 'Bank accounts & mandates' },
  { key: 'nominees', title: 'Nominees' },
  { key: 'photo', title: 'Display photo' },
] as const;
export type ProfileSectionKey = (typeof PROFILE_SECTIONS)[number]['key'];

/** The section a `/profile/{key}` address opens: the key's own (any case), else the first one. */
export function profileSectionOf(key: string | undefined): ProfileSectionKey {
  const wanted = (key ?? '').toLowerCase();
  return PROFILE_SECTIONS.find((s) => s.key.toLowerCase() === wanted)?.key ?? PROFILE_SECTIONS[0].key;
}

const dmy = () => pattern(string(), /^\d{2}\/\d{2}\/\d{4}$/);

export const profileHolder = object({
  /** F first applicant, S second, T third, G guardian. */
  holderCode: enums(['F', 'S', 'T', 'G']),
  name: string(),
  /** `ABCPS****K`: the PAN never travels whole. */
  panMasked: string(),
  dob: nullable(dmy()),
  gender: nullable(enums(['M', 'F', 'T'])),
  kycStatus: string(),
});

export const profileBank = object({
  bankName: string(),
  bankAccMask: string(),
  bankIfscCode: string(),
  bankType: string(),
  isDefault: ynFlag(),
});

/** Spec 000 §3 Mandate, with the number masked; `EXPIRED` once its end date has passed. */
export const profileMandate = object({
  njEMandateNo: string(),
  bseEMandateNo: string(),
  accName: string(),
  bankName: string(),
  bankAcno: string(),
  upperLimit: number(),
  startDate: dmy(),
  endDate: dmy(),
  accType: string(),
  status: enums(['ACTIVE', 'PENDING', 'REJECTED', 'EXPIRED']),
});

export const profileNominee = object({
  nomineeName: string(),
  relation: string(),
  /** Percent with up to 2 decimals. */
  sharePercent: number(),
  isMinor: ynFlag(),
  dob: nullable(dmy()),
  /** Set for a minor nominee. */
  guardianName: nullable(string()),
  guardianRelation: nullable(string()),
});

export const getProfileDetail = defineCall(
  'profileoperations/getProfileDetail',
  object({ ucc: size(string(), 1, 20) }),
  envelope(
    object({
      ucc_no: string(),
      name: string(),
      accType: enums(['TAC', 'EMF']),
      taxStatus: string(),
      taxStatusText: string(),
      mfMode: string(),
      email: string(),
      phone: string(),
      address: object({
        line1: string(),
        line2: string(),
        city: string(),
        state: string(),
        pincode: string(),
      }),
      holders: array(profileHolder),
      /** `CDSL 1208160012345678`; empty for an E-Wealth MF account. */
      dematAccounts: array(object({ depository: string(), boId: string() })),
      banks: array(profileBank),
      mandates: array(profileMandate),
      nominees: array(profileNominee),
      dpPath: string(),
    }),
  ),
);
export type ProfileDetail = Infer<(typeof getProfileDetail)['reply']>['data'] & object;
export type ProfileHolder = Infer<typeof profileHolder>;
export type ProfileMandate = Infer<typeof profileMandate>;
export type ProfileNominee = Infer<typeof profileNominee>;

/** Tax status codes (spec 001 §3). */
export const TAX_STATUS_TEXTS: Record<string, string> = {
  '1': 'Individual',
  '2': 'On behalf of minor',
  '11': 'NRE',
  '20': 'NRE minor',
  '24': 'NRO',
};

export { HOLDER_LABELS } from './registration/steps.ts';

export const MANDATE_STATUS_TEXTS: Record<ProfileMandate['status'], string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending approval',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
};

/** What an E-Wealth MF account cannot use on its profile, with the spec's text for each (spec 001 §6). */
export function profileRestrictionsFor(accType: 'TAC' | 'EMF' | string) {
  if (accType !== 'EMF') return null;
  return {
    /** Demat accounts (and what hangs off them: DP nominees, e-voting). */
    demat: EMF_UNAVAILABLE_TEXTS.product,
    /** Mandates for stocks, fixed income and the other segments. */
    otherSegmentMandate: EMF_UNAVAILABLE_TEXTS.option,
  };
}

/** The nomination rules a change must follow (spec 000 §5), told beside the nominees. */
export const NOMINEE_RULES = [
  'Each nominee’s share must be more than 0%; with more than one nominee no share may be 100% or more, and the shares together must make 100%.',
  'A minor nominee needs a guardian who is over 18, with an identity proof number different from the nominee’s, and the minor’s photo and signature.',
  'A minor cannot sign as a witness.',
  'A nominee’s date of birth cannot be more than 100 years ago.',
  'For demat holdings, the nominee’s demat account must be valid.',
] as const;

/** `profileoperations/saveDisplayPhoto` takes one multipart file (field `file`), JPEG or PNG. */
export const DISPLAY_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const DISPLAY_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export const DISPLAY_PHOTO_TEXTS = {
  saved: 'Your display photo has been updated.',
  missing: 'Please choose a photo to upload.',
  tooLarge: 'The photo is larger than 2 MB. Please choose a smaller JPEG or PNG file.',
  notAnImage: 'The file is not a JPEG or PNG image. Please choose a JPEG or PNG photo.',
  tooSmall: 'The file is too small to be a photo. Please choose a JPEG or PNG photo.',
  unreadable:
    'The photo could not be read; the file may be damaged. Please choose another JPEG or PNG photo.',
} as const;

/** The request is the browser's own multipart form, sent as is. */
const multipartForm = define<FormData>(
  'FormData',
  (value) => typeof FormData !== 'undefined' && value instanceof FormData,
);

export const saveDisplayPhoto = defineCall(
  'profileoperations/saveDisplayPhoto',
  multipartForm,
  envelope(object({ dpPath: string() })),
);

/** Where a display picture is read: its path is a file name, served (to `<img>`, no token) under this. */
export const DISPLAY_PHOTO_PATH = 'profileoperations/displayPhoto';
export function displayPhotoUrl(apiBase: string, dpPath: string): string {
  return `${apiBase}/${DISPLAY_PHOTO_PATH}/${encodeURIComponent(dpPath)}`;
}

/** The first bytes of the two image types a display photo may be, checked on the bytes, not the name. */
export function imageTypeOf(bytes: Uint8Array): (typeof DISPLAY_PHOTO_TYPES)[number] | undefined {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  // JPEG: SOI marker then another marker (FF D8 FF).
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // PNG: the 8-byte signature, then the IHDR chunk first.
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]))
    return 'image/png';
  return undefined;
}

export const profileCalls = { getInvestorName, getHeaderByUCC, getProfileDetail, saveDisplayPhoto };

/**
 * Changing the nominees online (spec 000 §5 nominee rules): the investor enters them on the same
 * fields and rules as account opening, then confirms with an OTP sent to the registered mobile and
 * e-mail; the change replaces every nominee of the account's mutual-fund folios at once.
 */
export const NOMINEE_CHANGE_TEXTS = {
  saved: 'Your nominees have been updated.',
  confirmWithOtp: 'Enter the OTP sent to your registered mobile number and e-mail to confirm the change.',
} as const;

const ownAccount = { njAcNo: pattern(size(string(), 1, 20), /^\d+$/) };

/** The account's nominees as the change form edits them, and whose address 'same as first holder' is. */
export const getNomineeEntries = defineCall(
  'profileoperations/getNomineeEntries',
  object(ownAccount),
  envelope(object({ answers: nullable(nomineeEntries), firstHolderName: string() })),
);

export const sendNomineeChangeOtp = defineCall(
  'profileoperations/sendNomineeChangeOtp',
  object(ownAccount),
  otpSentReply({ mobile: string(), emailId: string() }),
);

/** The new nominees with the OTP; answers the profile's nominees as they now stand. */
export const saveNominees = defineCall(
  'profileoperations/saveNominees',
  object({ ...ownAccount, otp: pattern(string(), /^\d{6}$/), ...nomineeEntries.schema }),
  envelope(object({ nominees: array(profileNominee) }), {
    otp_wrongcount: optional(number()),
    otp_regenrate: optional(enums(['Y', 'N'])),
  }),
);
