import { AUTHORIZE_TEXTS, type AuthorizeRequest, isPaymentDetailMissing } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import {
  AUTH_TEXTS,
  type AuthRow,
  alreadyActed,
  authorizedText,
  authorizeRefusal,
  declinedBulkSwitch,
  needsTwoFactor,
  poaView,
  serverQuestion,
} from './rules.ts';

const row = (patch: Partial<AuthRow> = {}): AuthRow => ({
  id: 1,
  refNo: 'AT260000001',
  njAcNo: '50000001',
  trxnType: 'SIP',
  isMars: false,
  partnerCode: 'P10234',
  entrySource: 'partner',
  placedAt: new Date('2026-11-25T05:00:00Z'),
  status: 'PENDING',
  payMode: '',
  bankCode: null,
  bankName: null,
  bankAccNo: null,
  bankIfsc: null,
  neftRefNo: null,
  mandateNo: null,
  payerVpa: null,
  amountPaise: 100_000,
  mfMode: 'P',
  poaFlag: false,
  edisAllowed: false,
  marsOverlap: false,
  bulkConfirm: false,
  notes: [],
  actedAt: null,
  actedBy: null,
  actionKey: null,
  actionReply: null,
  paymentTrxnId: null,
  edisTrxnNo: null,
  otpId: null,
  ...patch,
});
const request = (patch: Partial<AuthorizeRequest> = {}): AuthorizeRequest => ({
  reqFrom: 'web',
  encryptedData: 'x'.repeat(20),
  ...patch,
});
const bank = { bankAccNo: '50105000000100' };

describe('payment details of a purchase (spec 001 §5)', () => {
  it.each([
    ['PIP', { payMode: '' }, true],
    ['PIP', { payMode: '5', ...bank }, true],
    ['PIP', { payMode: '8' }, true],
    ['PIP', { payMode: '1' }, true],
    ['PIP', { payMode: '7', ...bank }, true],
    ['PIP', { payMode: '7', ...bank, neftRtgsNo: 'UTR1' }, false],
    ['NPIP', { payMode: '8', ...bank }, false],
    ['PIP', { payMode: '1', ...bank }, false],
    ['SIP', { payMode: '' }, false],
    ['RED', {}, false],
  ] as [string, { payMode?: string; bankAccNo?: string; neftRtgsNo?: string }, boolean][])(
    '%s with %o is missing details: %s',
    (type, payment, missing) => {
      expect(isPaymentDetailMissing(type, payment)).toBe(missing);
      const refusal = authorizeRefusal(
        row({
          trxnType: type,
          payMode: payment.payMode ?? '',
          bankAccNo: payment.bankAccNo ?? null,
          neftRefNo: payment.neftRtgsNo ?? null,
        }),
        request(),
        'TAC',
      );
      expect(refusal?.text === AUTHORIZE_TEXTS.paymentDetailMissing).toBe(missing);
    },
  );
});

describe('POA/DDPI of switches and redemptions (spec 001 §4)', () => {
  it.each([
    [
      { trxnType: 'RED', poaFlag: true, edisAllowed: false, mfMode: 'D' },
      'N',
      AUTHORIZE_TEXTS.poaRefused,
      true,
    ],
    [
      { trxnType: 'SWI', poaFlag: true, edisAllowed: false, mfMode: 'P' },
      'N',
      AUTHORIZE_TEXTS.poaRefused,
      true,
    ],
    [{ trxnType: 'RED', poaFlag: true, edisAllowed: true, mfMode: 'D' }, 'Y', AUTH_TEXTS.edisQuestion, false],
    [
      { trxnType: 'RED', poaFlag: true, edisAllowed: true, mfMode: 'P' },
      'N',
      AUTHORIZE_TEXTS.poaRefused,
      true,
    ],
    [{ trxnType: 'RED', poaFlag: false, edisAllowed: false, mfMode: 'D' }, 'N', '', false],
    [{ trxnType: 'SIP', poaFlag: true, edisAllowed: false, mfMode: 'D' }, 'N', '', false],
  ] as const)('%o: IS_EDIS %s', (patch, isEdis, message, refused) => {
    const r = row(patch);
    expect(poaView(r).IS_EDIS).toBe(isEdis);
    expect(poaView(r).DEMAT_POA_MSG).toBe(message);
    expect(authorizeRefusal(r, request(), 'TAC')?.errCode === 'POA').toBe(refused);
  });
});

describe('questions the server asks first', () => {
  it('SUCC_WITH_MARS until the MARS flag comes back true', () => {
    const r = row({ marsOverlap: true });
    expect(serverQuestion(r, request())?.techMessage).toBe('SUCC_WITH_MARS');
    expect(serverQuestion(r, request({ schExistWithMarsConfirm: false }))?.techMessage).toBe(
      'SUCC_WITH_MARS',
    );
    expect(serverQuestion(r, request({ schExistWithMarsConfirm: true }))).toBeUndefined();
    expect(serverQuestion(row(), request())).toBeUndefined();
  });

  it('CONFIRMATIOM for a bulk switch until answered; N declines', () => {
    const r = row({ trxnType: 'BSWI', bulkConfirm: true });
    expect(serverQuestion(r, request())?.techMessage).toBe('CONFIRMATIOM');
    expect(serverQuestion(r, request({ bulkSwitchConfirm: 'Y' }))).toBeUndefined();
    expect(declinedBulkSwitch(r, request({ bulkSwitchConfirm: 'N' }))).toBe(true);
    expect(declinedBulkSwitch(r, request({ bulkSwitchConfirm: 'Y' }))).toBe(false);
    expect(serverQuestion(row({ trxnType: 'SWI', bulkConfirm: true }), request())).toBeUndefined();
  });
});

describe('two-factor stop requests', () => {
  it.each([
    ['SSTP', 'EMF', true],
    ['SSWP', 'EMF', true],
    ['SSIP', 'EMF', true],
    ['TSR', 'EMF', true],
    ['SSIP', 'TAC', false],
    ['SIP', 'EMF', false],
  ])('%s of a %s account needs an OTP: %s', (trxnType, accType, needed) => {
    expect(needsTwoFactor({ trxnType }, accType)).toBe(needed);
    expect(authorizeRefusal(row({ trxnType }), request(), accType)?.errCode === 'OTP_REQUIRED').toBe(needed);
    expect(authorizeRefusal(row({ trxnType }), request({ otp: '123456' }), accType)).toBeUndefined();
  });

  it("answers the spec's stop-request texts", () => {
    expect(authorizedText({ trxnType: 'SSTP' }, true)).toBe('STP Stop Request Sent successfully.');
    expect(authorizedText({ trxnType: 'SSTP' }, false)).toBe(
      'Stop STP request has been posted successfully..',
    );
    expect(authorizedText({ trxnType: 'SSWP' }, true)).toBe('SWP Stop Request Sent successfully.');
    expect(authorizedText({ trxnType: 'SSIP' }, true)).toBe('SIP Stop Request Sent successfully.');
    expect(authorizedText({ trxnType: 'PIP' }, false)).toBe(AUTH_TEXTS.authorized);
  });
});

describe('other refusals', () => {
  it('MARS transactions go through the MARS list', () => {
    expect(authorizeRefusal(row({ isMars: true }), request(), 'TAC')?.errCode).toBe('MARS');
  });
  it('an acted transaction names how it was acted on', () => {
    expect(alreadyActed({ status: 'AUTHORIZED' }).text).toBe(AUTH_TEXTS.alreadyAuthorized);
    expect(alreadyActed({ status: 'REJECTED' }).text).toBe(AUTH_TEXTS.alreadyRejected);
  });
});
