/**
 * The common service (spec 001 §7 "Common service"): installment dates, SWP start and end dates,
 * exchange routing of a cart, and the banks usable per payment mode. The e-voting calls of the
 * same service live with e-voting.
 *
 * Replies are "not shown" in the spec except where noted; the shapes below are our design.
 */
import { array, enums, integer, literal, number, object, optional, pattern, size, string } from 'superstruct';
import { defineCall, envelope, ynFlag } from './core.ts';
import {
  accountCode,
  installmentFrequency,
  investorBankAccount,
  investorMandate,
  payMode,
  rupeeAmount,
} from './purchase.ts';

/** Installment frequencies for SIP and SWP. */
export const FREQUENCIES = [
  { freqId: '1', freqName: 'Monthly', months: 1 },
  { freqId: '2', freqName: 'Quarterly', months: 3 },
  { freqId: '3', freqName: 'Half Yearly', months: 6 },
  { freqId: '4', freqName: 'Yearly', months: 12 },
] as const;
export const freqId = enums(FREQUENCIES.map((f) => f.freqId));

/** Exchange codes 1..7 (spec 001 §3: BSE, NSE and ICEX variants). */
export const EXCHANGES: Record<string, string> = {
  '1': 'BSE StAR MF',
  '2': 'NSE NMF II',
  '3': 'BSE StAR MF (Demat)',
  '4': 'NSE NMF II (Demat)',
  '5': 'ICEX',
  '6': 'BSE StAR MF (NFO)',
  '7': 'NSE NMF II (NFO)',
};

/** The days of the month an installment can fall on. */
export const getInstallmentDate = defineCall(
  'common/getInstallmentDate',
  object({ freqId }),
  envelope(object({ installmentDate: array(integer()), installmentFrequency })),
);

/** First and last installment dates of an SWP (or SIP) plan, on business days. */
export const getSwpStartEndDate = defineCall(
  'common/getSwpStartEndDate',
  object({
    freqId,
    installmentDate: size(integer(), 1, 28),
    /** `YYYY-MM` */
    startMonth: pattern(string(), /^\d{4}-\d{2}$/),
    totalNoOfInst: size(integer(), 1, 999),
  }),
  envelope(object({ startDate: string(), endDate: string(), installments: integer() })),
);

export const exchangeSchemeDetail = object({
  scheme: size(string(), 1, 20),
  opt: size(string(), 1, 10),
  planType: enums(['D', 'R']),
  nfo: ynFlag(),
  totalAmount: rupeeAmount(),
});

/** Where each scheme of a cart is routed, and whether the chosen pay mode can pay it there. */
export const getExchangeInfo = defineCall(
  'common/getExchangeInfo',
  object({
    exchangeSchemeDetails: size(array(exchangeSchemeDetail), 1, 20),
    totalAmount: rupeeAmount(),
    payMode: optional(payMode),
    bankCode: optional(size(string(), 0, 20)),
    bankAccNo: optional(size(string(), 0, 30)),
    njAcNo: accountCode(),
    project: literal('EWA'),
    accType: optional(size(string(), 0, 10)),
    mode: optional(size(string(), 0, 10)),
    trxnType: literal('PIP'),
    moduleName: optional(size(string(), 0, 20)),
  }),
  envelope(
    object({
      exchangeSchemeDetails: array(
        object({
          scheme: string(),
          opt: string(),
          planType: enums(['D', 'R']),
          schExch: string(),
          exchangeName: string(),
          isAllowed: ynFlag(),
          message: string(),
        }),
      ),
      totalAmount: number(),
      isAllowed: ynFlag(),
      message: string(),
    }),
  ),
);

/** The investor's accounts usable for each payment mode, and the registered mandates. */
export const getPaymentModeWiseBankForUcc = defineCall(
  'common/getPaymentModeWiseBankForUcc',
  object({ ccode: optional(accountCode()) }),
  envelope(
    object({
      payModes: array(
        object({
          paymentMode: payMode,
          paymentModeName: string(),
          /** Rupees; RTGS has a floor, UPI a ceiling. 0 when there is none. */
          minAmount: number(),
          maxAmount: number(),
          banks: array(investorBankAccount),
        }),
      ),
      mandates: array(investorMandate),
    }),
  ),
);

export const commonCalls = {
  getInstallmentDate,
  getSwpStartEndDate,
  getExchangeInfo,
  getPaymentModeWiseBankForUcc,
} as const;
