/**
 * E-voting through the depositories (spec 001 §2 `/evoting?requestReference`, §4 E-voting, §7 common
 * service). A request reference names one voting session of one investor on one event; the portal
 * posts a form to the depository (CDSL or NSDL) in a new tab, and the depository sends the investor
 * back with the outcome. The calls keep the `common/...` paths the spec names; the event list and the
 * request for one event are ours, in the same style.
 */
import { array, enums, type Infer, object, pattern, size, string } from 'superstruct';
import { defineCall, emptyRequest, envelope } from './core.ts';

export const DEPOSITORIES = ['CDSL', 'NSDL'] as const;
export type Depository = (typeof DEPOSITORIES)[number];
export const depository = enums(DEPOSITORIES);

/** A request reference as the server issues it (`EV` and 16 letters or digits). */
export const requestReference = () => pattern(size(string(), 1, 40), /^[A-Za-z0-9-]+$/);

/**
 * What the depository's return may say about a request; the return address carries it as `status`
 * (`/ewa/evoting?requestReference=…&status=voted`).
 */
export const EVOTING_RETURN_STATUS = ['voted', 'cancelled', 'error', 'unverified'] as const;
export type EVotingReturnStatus = (typeof EVOTING_RETURN_STATUS)[number];

/** errCode of a reply for a request whose vote the depository has already recorded (not a failure to the user). */
export const EVOTING_ALREADY_VOTED = 'EVOTING_VOTED';

export const eVotingFormField = object({ name: string(), value: string() });

/** The form to post to the depository for one request. */
export const getEVotingRequest = defineCall(
  'common/getEVotingRequest',
  object({ requestReference: requestReference() }),
  envelope(
    object({
      requestReference: string(),
      redirectTo: depository,
      /** Where the form is posted. */
      actionUrl: string(),
      formFields: array(eVotingFormField),
      companyName: string(),
      /** The event's number at the depository (CDSL EVSN, NSDL EVEN). */
      eventNo: string(),
    }),
  ),
);

/** What NSDL said when it refused a request (spec 001 §7). */
export const getEVotingNsdlErrorDtl = defineCall(
  'common/getEVotingNsdlErrorDtl',
  object({ requestReference: requestReference() }),
  envelope(object({ ERROR_CODE_DESCRIPTION: string(), RES_ERROR_CODE_ID: string() })),
);

export const eVotingEvent = object({
  eventNo: string(),
  depository,
  companyName: string(),
  resolution: string(),
  /** `YYYY-MM-DD`, the last day of voting. */
  votingEndDate: string(),
});
export type EVotingEvent = Infer<typeof eVotingEvent>;

/** The events the signed-in investor may vote on, at the depositories where they hold a demat account. */
export const getEVotingEventList = defineCall(
  'common/getEVotingEventList',
  emptyRequest,
  envelope(object({ events: array(eVotingEvent) })),
);

/** A fresh request reference for one event; the investor is then taken to `/evoting?requestReference=…`. */
export const generateEVotingRequest = defineCall(
  'common/generateEVotingRequest',
  object({ eventNo: size(string(), 1, 20), depository }),
  envelope(object({ requestReference: string() })),
);

export const evotingCalls = {
  getEVotingRequest,
  getEVotingNsdlErrorDtl,
  getEVotingEventList,
  generateEVotingRequest,
} as const;
