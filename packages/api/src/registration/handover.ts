/**
 * Handing an application staff started to its client (spec 001 §7 JwtTokenUtility/eonboardPITGenerateTokenKey).
 *
 * Partner or centre staff ask for a key to an application of their partner; the client opens the link
 * with it (`client/continue?key=`), which sends an OTP to the application's contact mobile (the first
 * holder's, as staff gave it). `LoginService/verifyOtp` then signs the client in as a direct client, who
 * sees and continues the application. A key is valid for 24 hours and once; a new key ends the old one.
 */
import { object, pattern, string } from 'superstruct';
import { defineCall, envelope, otpSentReply } from '../core.ts';
import { REG_API, refNoField } from './entry.ts';

/** How long a handover key stays valid. */
export const HANDOVER_KEY_HOURS = 24;

/** The handover texts (the spec names none). */
export const HANDOVER_TEXTS = {
  keyUnknown: 'This link is not valid. Please ask your partner for a new link.',
  keyExpired: 'This link has expired. Please ask your partner for a new link.',
  keyUsed: 'This link has already been used. Please ask your partner for a new link.',
  noContactMobile: 'This application has no mobile number of the client to send the OTP to.',
  keyValid: `The link is valid for ${HANDOVER_KEY_HOURS} hours and can be used once.`,
} as const;

const handoverKey = () => pattern(string(), /^[A-Za-z0-9_-]{43}$/);

/** JwtTokenUtility/eonboardPITGenerateTokenKey (staff token): a key and link handing `refNo` to its client. */
export const eonboardPITGenerateTokenKey = defineCall(
  `${REG_API}/JwtTokenUtility/eonboardPITGenerateTokenKey`,
  object({ refNo: refNoField() }),
  envelope(
    object({
      key: string(),
      /** The client's link, from the portal's root (`/ewa/tradereg/client/continue?key=…`). */
      link: string(),
      /** ISO time the key stops working. */
      expiresAt: string(),
    }),
  ),
  { auth: 'public' },
);

/**
 * JwtTokenUtility/redeemTokenKey (public): the key is used up and an OTP goes to the application's
 * contact mobile; `LoginService/verifyOtp` with it answers the client's token.
 */
export const redeemTokenKey = defineCall(
  `${REG_API}/JwtTokenUtility/redeemTokenKey`,
  object({ key: handoverKey() }),
  // A refused send (the regeneration limit) leaves the key unused.
  otpSentReply({
    refNo: string(),
    /** The contact mobile, masked. */
    mobile: string(),
    otpVrfyrefId: string(),
  }),
  { auth: 'public' },
);
