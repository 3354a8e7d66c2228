/**
 * The other ways into account opening (spec 000 §6 access modes and entry types, §8; spec 001 §2
 * `partner/registration`, `cro/registration`, `cropartner/holderdetails`, `dclogin`, `client/registration`;
 * §7 FetchCenterPartner and JwtTokenUtility).
 *
 * Partner or centre staff sign in with a partner's code and an OTP sent to that partner's registered
 * mobile (LoginService/generateStaffOtp, then JwtTokenUtility/getTokenOfOutsideDesk); their token sees
 * the applications of that partner code. The client desk and a partner's link use the direct client's
 * calls (`generateOtp` with `accessBy` DK or PL).
 */
import { array, enums, type Infer, number, object, optional, pattern, size, string } from 'superstruct';
import { CATALOGUE_CACHE_SECONDS, defineCall, emptyRequest, envelope, otpSentReply } from '../core.ts';
import { ynFlag } from '../login.ts';
import { ACCESS_MODES, ENTRY_SOURCES, partnerCodeField, REG_API } from './entry.ts';

/** A partner in the partner master: Active, or Terminated (who cannot open new accounts, spec 000 §5). */
export const PARTNER_STATUSES = ['Active', 'Terminated'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** Who signs in as staff: the partner (or the partner's employee) or the centre's employee. */
export const STAFF_ENTRY_SOURCES = ['partner', 'employee'] as const;
export type StaffEntrySource = (typeof STAFF_ENTRY_SOURCES)[number];

const centerIdField = () => pattern(string(), /^[A-Z0-9]{2,12}$/);

export const regCenter = object({ centerId: string(), name: string(), city: string() });
export type RegCenter = Infer<typeof regCenter>;

export const regPartner = object({
  partnerCode: string(),
  name: string(),
  centerId: string(),
  status: enums(PARTNER_STATUSES),
});
export type RegPartner = Infer<typeof regPartner>;

/** FetchCenterPartner/fetchCenter: the centres (branches) whose staff open accounts. */
export const fetchCenter = defineCall(
  `${REG_API}/FetchCenterPartner/fetchCenter`,
  emptyRequest,
  envelope(array(regCenter)),
  { auth: 'public', publicCacheSeconds: CATALOGUE_CACHE_SECONDS },
);

/** FetchCenterPartner/fetchPartner: the partners of a centre, or the one partner of a code (a link). */
export const fetchPartner = defineCall(
  `${REG_API}/FetchCenterPartner/fetchPartner`,
  object({ centerId: optional(centerIdField()), partnerCode: optional(partnerCodeField()) }),
  envelope(array(regPartner)),
  { auth: 'public' },
);

/**
 * LoginService/generateStaffOtp: staff name the partner (a centre's employee also the centre); the OTP
 * goes to the partner's registered mobile. A terminated partner is refused with the spec's text.
 */
export const generateStaffOtp = defineCall(
  `${REG_API}/LoginService/generateStaffOtp`,
  object({
    partnerCode: partnerCodeField(),
    entrySource: enums(STAFF_ENTRY_SOURCES),
    centerId: optional(centerIdField()),
  }),
  otpSentReply({
    otpVrfyrefId: string(),
    /** The partner's registered mobile, masked. */
    mobile: string(),
    partnerName: string(),
  }),
  { auth: 'public' },
);

/** What an applicant token carries (spec 000 §6: the token carries the user's details). */
export const regTokenDetails = object({
  accessBy: enums(ACCESS_MODES.map((m) => m.code)),
  entrySource: enums(ENTRY_SOURCES),
  /** The proved mobile, masked (for staff, the partner's). */
  mobile: string(),
  partnerCode: string(),
  centerId: string(),
});
export type RegTokenDetails = Infer<typeof regTokenDetails>;

/** JwtTokenUtility/getTokenOfOutsideDesk: the staff OTP of `otpVrfyrefId`; answers the staff token. Single use. */
export const getTokenOfOutsideDesk = defineCall(
  `${REG_API}/JwtTokenUtility/getTokenOfOutsideDesk`,
  object({ otpVrfyrefId: size(string(), 1, 64), otp: pattern(string(), /^\d{6}$/) }),
  envelope(object({ token: string(), details: regTokenDetails }), {
    otp_wrongcount: optional(number()),
    otp_regenrate: optional(ynFlag()),
  }),
  { auth: 'public' },
);

/** JwtTokenUtility/getToken/v0: what the caller's token carries (a reload restores who is entering). */
export const getTokenDetails = defineCall(
  `${REG_API}/JwtTokenUtility/getToken/v0`,
  emptyRequest,
  envelope(regTokenDetails),
  { auth: 'public' },
);

/**
 * JwtTokenUtility/resetTokenStatus: a live token is exchanged for a fresh one (a new validity, the old
 * one ended). An ended or expired token is not brought back: only a new OTP gives a token again.
 */
export const resetTokenStatus = defineCall(
  `${REG_API}/JwtTokenUtility/resetTokenStatus`,
  emptyRequest,
  envelope(object({ token: string() })),
  { auth: 'public' },
);
