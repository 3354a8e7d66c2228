import type { onConfirm, RequestOf } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../http/errors.ts';
import type { BankAccountRow } from '../investor-records/banks.ts';
import {
  checkPayment,
  type PaymentChoice,
  type PaymentRows,
  type VpaVerificationRow,
} from './check-payment.ts';
import { PAYMENT_TEXTS } from './texts.ts';

type ConfirmRequest = RequestOf<typeof onConfirm>;

// 10:30 IST on Monday 23 November 2026.
const now = new Date('2026-11-23T05:00:00Z');
const INVESTOR = '50000001';
const UPI_MAX_PAISE = 50_000_000; // ₹5,00,000
const settings = { upiMaxPaise: UPI_MAX_PAISE };

const bank: BankAccountRow = {
  id: 7,
  njAcNo: INVESTOR,
  bankCode: 'HDFC',
  bankName: 'HDFC Bank',
  accNo: '50105000000100',
  ifsc: 'HDFC0001234',
  accType: 'Saving',
  isDefault: true,
  netBanking: true,
  active: true,
};
const mandate = {
  njEMandateNo: 'NJM500000011',
  bseEMandateNo: 'BSE7000000',
  njAcNo: INVESTOR,
  bankAccountId: 9,
  accName: 'Demo Investor',
  upperLimitPaise: 2_500_000, // ₹25,000
  startDate: '2025-04-01',
  endDate: '2055-03-31',
  mandateType: 'NET',
  status: 'APPROVED' as const,
};
const verification: VpaVerificationRow = {
  srNo: 41,
  njAcNo: INVESTOR,
  vpa: 'ravi.kumar@ewapay',
  status: 'VE',
  payerName: 'Ravi Kumar',
  createdAt: now,
};

function rows(overrides: Partial<PaymentRows> = {}): PaymentRows {
  return { banks: [bank], mandate, verification, neftRefUsed: false, ...overrides };
}

const item: ConfirmRequest['items'][number] = {
  schcode: 'ARJ0001',
  selectedDivOption: 'G',
  isDirect: 'Y',
  totalAmount: 1000,
};
const base = { items: [item], total: 1000 };
const neft = (extra: Partial<ConfirmRequest> = {}): ConfirmRequest => ({
  ...base,
  paymentMode: '7',
  bankAccNo: bank.accNo,
  neftrtgsrefno: 'HDFCN52026112201',
  neftrtgsrerefno: 'hdfcn52026112201',
  neftrtgsamount: 1000,
  ...extra,
});
const byMandate = (extra: Partial<ConfirmRequest> = {}): ConfirmRequest => ({
  ...base,
  paymentMode: '2',
  mandateNo: mandate.njEMandateNo,
  ...extra,
});
const collect = (extra: Partial<ConfirmRequest> = {}): ConfirmRequest => ({
  ...base,
  paymentMode: '8',
  payerVirtualAddress: 'Ravi.Kumar@ewapay',
  VPAVerifyDtlSrNo: '41',
  ...extra,
});

function outcome(request: ConfirmRequest, amountPaise: number, loaded: PaymentRows): string | PaymentChoice {
  try {
    return checkPayment(INVESTOR, request, amountPaise, loaded, now, settings);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

describe('checkPayment refuses a payment by the first rule it breaks', () => {
  it.each([
    {
      rule: "a named bank account must be this investor's",
      request: neft(),
      loaded: rows({ banks: [{ ...bank, njAcNo: '50000002' }] }),
      text: PAYMENT_TEXTS.bankNotRegistered,
    },
    {
      rule: 'a named bank account must be active',
      request: neft(),
      loaded: rows({ banks: [{ ...bank, active: false }] }),
      text: PAYMENT_TEXTS.bankNotRegistered,
    },
    {
      rule: 'net banking needs a bank account',
      request: { ...base, paymentMode: '1' as const },
      loaded: rows(),
      text: PAYMENT_TEXTS.paymentDetailMissing,
    },
    {
      rule: 'NEFT/RTGS needs a bank account',
      request: neft({ bankAccNo: undefined }),
      loaded: rows(),
      text: PAYMENT_TEXTS.paymentDetailMissing,
    },
    {
      rule: 'NEFT/RTGS needs a reference',
      request: neft({ neftrtgsrefno: '' }),
      loaded: rows(),
      text: PAYMENT_TEXTS.paymentDetailMissing,
    },
    {
      rule: 'the NEFT/RTGS reference is entered twice alike',
      request: neft({ neftrtgsrerefno: 'HDFCN52026112202' }),
      loaded: rows(),
      text: PAYMENT_TEXTS.neftMismatch,
    },
    {
      rule: 'the NEFT/RTGS amount is the cart total',
      request: neft({ neftrtgsamount: 999 }),
      loaded: rows(),
      text: PAYMENT_TEXTS.neftAmountMismatch,
    },
    {
      rule: 'a NEFT/RTGS reference is used once',
      request: neft(),
      loaded: rows({ neftRefUsed: true }),
      text: PAYMENT_TEXTS.neftUsed,
    },
    {
      rule: 'a mandate payment names its mandate',
      request: byMandate({ mandateNo: undefined }),
      loaded: rows(),
      text: PAYMENT_TEXTS.paymentDetailMissing,
    },
    {
      rule: 'the mandate must be registered',
      request: byMandate(),
      loaded: rows({ mandate: undefined }),
      text: PAYMENT_TEXTS.mandateNotFound,
    },
    {
      rule: "the mandate must be this investor's",
      request: byMandate(),
      loaded: rows({ mandate: { ...mandate, njAcNo: '50000002' } }),
      text: PAYMENT_TEXTS.mandateNotFound,
    },
    {
      rule: 'the mandate must be approved',
      request: byMandate(),
      loaded: rows({ mandate: { ...mandate, status: 'PENDING' } }),
      text: PAYMENT_TEXTS.mandateNotActive,
    },
    {
      rule: 'the mandate date window: not before its start',
      request: byMandate(),
      loaded: rows({ mandate: { ...mandate, startDate: '2026-11-24' } }),
      text: PAYMENT_TEXTS.mandateNotActive,
    },
    {
      rule: 'the mandate date window: not after its end',
      request: byMandate(),
      loaded: rows({ mandate: { ...mandate, endDate: '2026-11-22' } }),
      text: PAYMENT_TEXTS.mandateNotActive,
    },
    {
      rule: "a mandate debit stays within the mandate's upper limit",
      request: byMandate(),
      amountPaise: 2_500_001,
      loaded: rows(),
      text: PAYMENT_TEXTS.mandateOverLimit(2_500_000),
    },
    {
      rule: 'the UPI per-transaction limit (collect)',
      request: collect(),
      amountPaise: UPI_MAX_PAISE + 1,
      loaded: rows(),
      text: PAYMENT_TEXTS.upiLimit(UPI_MAX_PAISE),
    },
    {
      rule: 'the UPI per-transaction limit (QR)',
      request: { ...base, paymentMode: '3' as const },
      amountPaise: UPI_MAX_PAISE + 1,
      loaded: rows(),
      text: PAYMENT_TEXTS.upiLimit(UPI_MAX_PAISE),
    },
    {
      rule: 'a UPI collect needs a verified UPI ID',
      request: collect({ VPAVerifyDtlSrNo: undefined }),
      loaded: rows({ verification: undefined }),
      text: PAYMENT_TEXTS.invalidUpi,
    },
    {
      rule: 'a verified UPI ID must belong to this investor',
      request: collect(),
      loaded: rows({ verification: { ...verification, njAcNo: '50000002' } }),
      text: PAYMENT_TEXTS.invalidUpi,
    },
    {
      rule: 'a UPI ID that did not verify is refused',
      request: collect(),
      loaded: rows({ verification: { ...verification, status: 'NVE' } }),
      text: PAYMENT_TEXTS.invalidUpi,
    },
    {
      rule: 'the verification must be of this UPI ID',
      request: collect({ payerVirtualAddress: 'meera@ewapay' }),
      loaded: rows(),
      text: PAYMENT_TEXTS.invalidUpi,
    },
    {
      rule: 'the verification must be the one the request names',
      request: collect({ VPAVerifyDtlSrNo: '42' }),
      loaded: rows(),
      text: PAYMENT_TEXTS.invalidUpi,
    },
  ])('$rule', ({ request, amountPaise, loaded, text }) => {
    expect(outcome(request, amountPaise ?? 100_000, loaded)).toBe(text);
  });
});

describe('checkPayment accepts a payment that breaks none', () => {
  it.each([
    {
      case: 'NEFT/RTGS: the reference recorded in capitals',
      request: neft(),
      amountPaise: 100_000,
      choice: {
        bankAccountId: 7,
        neftRefNo: 'HDFCN52026112201',
        mandateNo: null,
        payerVpa: null,
        vpaSrNo: null,
      },
    },
    {
      case: "a mandate up to its limit, on its last day, debiting the mandate's account",
      request: byMandate(),
      amountPaise: 2_500_000,
      loaded: rows({ mandate: { ...mandate, endDate: '2026-11-23' } }),
      choice: { bankAccountId: 9, mandateNo: 'NJM500000011', neftRefNo: null, payerVpa: null, vpaSrNo: null },
    },
    {
      case: "a UPI collect up to the limit from the investor's verified UPI ID (any case)",
      request: collect(),
      amountPaise: UPI_MAX_PAISE,
      choice: {
        payerVpa: 'ravi.kumar@ewapay',
        vpaSrNo: 41,
        bankAccountId: null,
        mandateNo: null,
        neftRefNo: null,
      },
    },
    {
      case: 'a cart of SWPs alone, with nothing to pay, needs no payment details',
      request: { ...base, paymentMode: '7' as const },
      amountPaise: 0,
      choice: { bankAccountId: null, mandateNo: null, neftRefNo: null, payerVpa: null, vpaSrNo: null },
    },
  ])('$case', ({ request, amountPaise, loaded, choice }) => {
    expect(outcome(request, amountPaise, loaded ?? rows())).toEqual(choice);
  });
});
