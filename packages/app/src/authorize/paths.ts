/**
 * The authorize area's paths, the dialogs its flows ask through, and the key of one action. Its
 * stores answer a `Destination` (stores/navigation.ts) and the screens carry it out with `useGo`.
 */
/** What dialogs the flows need from the screen: a yes/no question and a message with OK. */
export interface Asker {
  confirm(text: string, heading?: string): Promise<boolean>;
  alert(text: string, heading?: string): Promise<void>;
}

/** The path segment of a type code (spec 001 §2: lowercase). */
export const typeSegment = (type: string) => type.toLowerCase();

export const authorizePaths = {
  list: '/admin-panel/authorize',
  byType: (type: string) => `/transact/authorize/${typeSegment(type)}`,
  detail: (d: string) => `/transact/authorize/detail?d=${encodeURIComponent(d)}&rf=al`,
  mapping: (d: string) => `/transact/authorize/mapping?d=${encodeURIComponent(d)}&rf=al`,
  status: (type: string) => `/transact/authorize/${typeSegment(type)}/trxnstatus`,
  upi: (type: string, query: string) => `/transact/authorize/${typeSegment(type)}/upi?${query}`,
  twoFactor: (request: string, d: string) => `/transact/authorize/2fa/${request}?d=${encodeURIComponent(d)}`,
  otpValidate: (request: string, d: string) =>
    `/transact/authorize/2fa/${request}/OTPValidate?d=${encodeURIComponent(d)}`,
  mars: '/transact/authorize/mars',
  /** The transaction entry page a purchase without payment details goes back to. */
  purchaseEntry: '/transact/mutual-funds',
} as const;

/** The acknowledge page (spec 001 §2): `tid`, plus `stid` for switch SIP and `npiptid` for NFO SIP. */
export function acknowledgePath(
  type: string,
  refs: { tid: string; stid?: string; npiptid?: string; result?: string; edis?: string },
): string {
  const query = new URLSearchParams({ tid: refs.tid });
  if (refs.stid) query.set('stid', refs.stid);
  if (refs.npiptid) query.set('npiptid', refs.npiptid);
  if (refs.result) query.set('result', refs.result);
  if (refs.edis) query.set('edis', refs.edis);
  return `/transact/authorize/${typeSegment(type)}/achknowledge?${query}`;
}
