import {
  AUTHORIZE_TEXTS,
  type AuthorizeRequest,
  CONFIRMATIOM,
  isPaymentDetailMissing,
  PURCHASE_TEXTS,
  SUCC_WITH_MARS,
  TWO_FACTOR_REQUESTS,
} from '@ewa/api';
import type { authTransactions } from './schema.ts';

/**
 * The authorization rules of spec 001 §4–§5 as pure functions of a loaded transaction and the
 * request, so each refusal and question has a table-driven test (rules.test.ts).
 */
export type AuthRow = typeof authTransactions.$inferSelect;

/** Our texts for what the spec leaves to us; the spec's own are in @ewa/api AUTHORIZE_TEXTS. */
export const AUTH_TEXTS = {
  notFound: 'This transaction is not available for your authorization.',
  linkInvalid:
    'This link is not valid. Please open the link your partner sent you, or Authorize Transactions.',
  linkExpired: 'This link has expired. Please ask your partner to send a new one.',
  linkUsed: 'This link has already been used: the transaction has been authorized or rejected.',
  alreadyAuthorized: 'This transaction has already been authorized.',
  alreadyRejected: 'This transaction has already been rejected.',
  notActedYet: 'This transaction has not been authorized or rejected yet.',
  authorized: 'Your transaction has been authorized successfully.',
  marsOverlap: `This scheme is already part of your MARS portfolio. ${PURCHASE_TEXTS.marsConfirm}`,
  bulkOptions:
    'Some target schemes of this bulk switch will be switched into the options shown. Do you want to continue?',
  bulkDeclined: 'The bulk switch has not been authorized.',
  edisQuestion:
    'Your units are held in demat. You will be taken to the depository to authorize the debit of units (eDIS). Do you want to continue?',
  otpRequired: 'Please enter the OTP sent to your registered mobile number and e-mail.',
  notTwoFactor: 'This transaction does not need an OTP.',
  marsElsewhere: 'MARS transactions are authorized from the MARS pending list.',
  notMars: 'This is not a MARS transaction.',
  revokeStopSipSent: 'Revoke Stop SIP Request Sent successfully.',
  bankNotRegistered: 'The selected bank account is not registered with your account.',
  bankNotChangeable: 'The bank account can be changed only on a pending purchase paid from a bank account.',
} as const;

export type Refusal = { text: string; errCode: string };

/** Switches and redemptions carry the depository's POA/DDPI flag. */
export const POA_TYPES = new Set(['RED', 'SWI', 'NSWI', 'MARSSWI', 'SWITCHSIP', 'BSWI', 'BSWISIP', 'STP']);
export const BULK_SWITCH_TYPES = new Set(['BSWI', 'BSWISIP']);
/** Purchases that start a payment when authorized with a pay mode. */
export const PAYING_TYPES = new Set(['PIP', 'NPIP']);

/** The EMF stop requests confirmed with an OTP (spec 001 §4 "Two-factor OTP"). */
export function needsTwoFactor(row: Pick<AuthRow, 'trxnType'>, accType: string): boolean {
  return accType === 'EMF' && (Object.values(TWO_FACTOR_REQUESTS) as string[]).includes(row.trxnType);
}

/** What the POA check answers (spec 001 §4 "Switch or redemption with a POA/DDPI flag"). */
export function poaView(row: AuthRow) {
  const flagged = POA_TYPES.has(row.trxnType) && row.poaFlag;
  const demat = row.mfMode === 'D';
  const edis = flagged && row.edisAllowed && demat;
  return {
    FLG_POA: flagged ? ('Y' as const) : ('N' as const),
    IS_EDIS: edis ? ('Y' as const) : ('N' as const),
    isDemat: demat ? ('Y' as const) : ('N' as const),
    DEMAT_POA_MSG: !flagged ? '' : edis ? AUTH_TEXTS.edisQuestion : AUTHORIZE_TEXTS.poaRefused,
  };
}

/** Why this transaction cannot be authorized as asked, before anything changes; undefined when it can. */
export function authorizeRefusal(
  row: AuthRow,
  request: AuthorizeRequest,
  accType: string,
): Refusal | undefined {
  if (row.isMars) return { text: AUTH_TEXTS.marsElsewhere, errCode: 'MARS' };
  if (
    isPaymentDetailMissing(row.trxnType, {
      payMode: row.payMode,
      bankAccNo: row.bankAccNo,
      neftRtgsNo: row.neftRefNo,
    })
  )
    return { text: AUTHORIZE_TEXTS.paymentDetailMissing, errCode: 'PAYMENT_DETAIL' };
  // With a POA/DDPI flag the units can move only through the depository's eDIS, for demat units.
  const poa = poaView(row);
  if (poa.FLG_POA === 'Y' && poa.IS_EDIS === 'N') return { text: AUTHORIZE_TEXTS.poaRefused, errCode: 'POA' };
  if (needsTwoFactor(row, accType) && !request.otp)
    return { text: AUTH_TEXTS.otpRequired, errCode: 'OTP_REQUIRED' };
  return undefined;
}

export type Question = { techMessage: typeof SUCC_WITH_MARS | typeof CONFIRMATIOM; text: string };

/** A question the server asks before acting (spec 001 §4 "Confirmations with the server"). */
export function serverQuestion(row: AuthRow, request: AuthorizeRequest): Question | undefined {
  if (row.marsOverlap && request.schExistWithMarsConfirm !== true)
    return { techMessage: SUCC_WITH_MARS, text: AUTH_TEXTS.marsOverlap };
  if (BULK_SWITCH_TYPES.has(row.trxnType) && row.bulkConfirm && request.bulkSwitchConfirm === undefined)
    return { techMessage: CONFIRMATIOM, text: AUTH_TEXTS.bulkOptions };
  return undefined;
}

/** The investor answered no to the bulk-switch question: nothing is authorized. */
export function declinedBulkSwitch(row: AuthRow, request: AuthorizeRequest): boolean {
  return BULK_SWITCH_TYPES.has(row.trxnType) && row.bulkConfirm && request.bulkSwitchConfirm === 'N';
}

/** The success text of an authorized transaction: the stop requests have the spec's own (001 §8). */
export function authorizedText(row: Pick<AuthRow, 'trxnType'>, twoFactor: boolean): string {
  switch (row.trxnType) {
    case 'SSTP':
      return twoFactor ? AUTHORIZE_TEXTS.stopStpSent : AUTHORIZE_TEXTS.stopStpPosted;
    case 'SSWP':
      return AUTHORIZE_TEXTS.stopSwpSent;
    case 'SSIP':
      return AUTHORIZE_TEXTS.stopSipSent;
    case 'TSR':
      return AUTH_TEXTS.revokeStopSipSent;
    default:
      return AUTH_TEXTS.authorized;
  }
}

/** The answer to acting on a transaction that is no longer pending. */
export function alreadyActed(row: Pick<AuthRow, 'status'>): Refusal {
  return row.status === 'REJECTED'
    ? { text: AUTH_TEXTS.alreadyRejected, errCode: 'ALREADY_ACTED' }
    : { text: AUTH_TEXTS.alreadyAuthorized, errCode: 'ALREADY_ACTED' };
}

/** `XXXXXX1234` */
export function maskAccount(accNo: string | null | undefined): string {
  if (!accNo) return '';
  return `${'X'.repeat(Math.max(0, accNo.length - 4))}${accNo.slice(-4)}`;
}
