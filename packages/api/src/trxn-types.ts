// Transaction type codes of spec 001 §3 and the labels people read: shared by every area that shows
// a transaction (authorizing, purchase orders, the portfolio's statement).

/** Transaction type codes and the labels users see (spec 001 §3). STP, SWP, NSWI and SBS have none. */
export const AUTH_TYPE_LABELS = {
  PIP: 'Purchase',
  NPIP: 'NFO Purchase',
  SIP: 'SIP',
  NSIP: 'NFO SIP',
  SIPSHIFTING: 'Bank Shift (SIP)',
  RED: 'Redemption',
  SSIP: 'Stop SIP',
  SSWP: 'Stop SWP',
  SSTP: 'Stop STP',
  SWI: 'Switch',
  TSR: 'Revoke Stop SIP',
  SWITCHSIP: 'Switch SIP',
  BSWI: 'Bulk Switch',
  BSWISIP: 'Bulk Switch SIP',
  TPSIP: 'Top Up SIP',
  MARSSWI: 'MARS Switch',
  STP: '',
  SWP: '',
  NSWI: '',
  SBS: '',
} as const;
export type AuthType = keyof typeof AUTH_TYPE_LABELS;

/** What a user reads for a type: its label, or the code itself for the four the spec leaves unlabelled. */
export function authTypeLabel(type: string): string {
  return (AUTH_TYPE_LABELS as Record<string, string>)[type] || type;
}
