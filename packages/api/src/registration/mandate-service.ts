/**
 * MandateService (spec 001 §7) for the mandatedetails screen: what the verified bank offers, the
 * saved mandate request, and the save (the bank is asked to register the e-mandate in part 2).
 */
import { array, boolean, enums, type Infer, nullable, object, optional, string } from 'superstruct';
import { defineCall, envelope, ynFlag } from '../core.ts';
import { REG_API, regRefNo, stepKey, stepSaved } from './entry.ts';
import { mandatePayload } from './mandate.ts';

export const mandateRequest = object({
  ...mandatePayload.schema,
  /** The applicant confirmed the skip warning in its dialog. */
  skipConfirmed: optional(boolean()),
  /** Y when the end date is the 'until cancelled' default. */
  untilCancelled: optional(ynFlag()),
});
export type MandateRequest = Infer<typeof mandateRequest>;

/** MandateService/loadMandateDetails: the bank's e-mandate facility and the saved request. */
export const loadMandateDetails = defineCall(
  `${REG_API}/MandateService/loadMandateDetails`,
  object({ refNo: regRefNo() }),
  envelope(
    object({
      answers: nullable(mandateRequest),
      bankName: string(),
      /** Masked account number. */
      accountNumber: string(),
      /** The authorisation modes open with this bank; empty: no e-mandate facility. */
      emandateModes: array(enums(['NET', 'DEBIT', 'ESIGN'])),
      jointAccount: boolean(),
      /** Only the EW account has other segments to mandate. */
      otherSegments: boolean(),
      /** Today in India, DD/MM/YYYY (the start date's default). */
      today: string(),
    }),
  ),
  { auth: 'public' },
);

/** MandateService/saveMandateDetails: keeps the mandate request, or the confirmed skip. */
export const saveMandateDetails = defineCall(
  `${REG_API}/MandateService/saveMandateDetails`,
  object({ ...stepKey, ...mandateRequest.schema }),
  stepSaved,
  { auth: 'public' },
);
