import {
  type DataOf,
  EXCHANGES,
  FREQUENCIES,
  type getExchangeInfo,
  type getPaymentModeWiseBankForUcc,
  PAY_MODE,
  type RequestOf,
} from '@ewa/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { bankView } from '../../kernel/investor-records/banks.ts';
import { investorBankAccounts, investorMandates } from '../../kernel/investor-records/schema.ts';
import { toPaise, toRupees } from '../../kernel/money.ts';
import { installmentRange, istParts } from '../../kernel/schemes/calendar.ts';
import { nfoState, SCHEME_NOT_FOUND } from '../../kernel/schemes/lookup.ts';
import { schemePlans, schemes } from '../../kernel/schemes/schema.ts';

/** Installments fall on days 1–28 so every month has them. */
export function installmentDates(freqId: string) {
  const frequency = FREQUENCIES.find((f) => f.freqId === freqId);
  if (!frequency) throw new DomainError('Please select a valid frequency.', { errCode: 'FREQUENCY' });
  return {
    installmentDate: [1, 5, 7, 10, 15, 20, 25, 28],
    installmentFrequency: { freqId: frequency.freqId, freqName: frequency.freqName },
  };
}

export function swpStartEnd(request: {
  freqId: string;
  installmentDate: number;
  startMonth: string;
  totalNoOfInst: number;
}) {
  const frequency = FREQUENCIES.find((f) => f.freqId === request.freqId);
  if (!frequency) throw new DomainError('Please select a valid frequency.', { errCode: 'FREQUENCY' });
  const month = Number(request.startMonth.slice(5, 7));
  if (month < 1 || month > 12)
    throw new DomainError('Please select a valid start month.', { errCode: 'START_MONTH' });
  return {
    ...installmentRange(request.startMonth, request.installmentDate, request.totalNoOfInst, frequency.months),
    installments: request.totalNoOfInst,
  };
}

/** Which exchange platform each scheme of a cart goes through, and whether the pay mode can pay it. */
export async function exchangeInfo(
  db: Db,
  njAcNo: string,
  request: RequestOf<typeof getExchangeInfo>,
  now: Date,
): Promise<DataOf<typeof getExchangeInfo>> {
  requireOwnAccount(njAcNo, request.njAcNo);
  const codes = request.exchangeSchemeDetails.map((d) => d.scheme);
  const found = await db.select().from(schemes).where(inArray(schemes.schCode, codes));
  const plans = await db.select().from(schemePlans).where(inArray(schemePlans.schCode, codes));
  const today = istParts(now).date;
  const details = request.exchangeSchemeDetails.map((d) => {
    const scheme = found.find((s) => s.schCode === d.scheme);
    const plan = plans.find(
      (p) => p.schCode === d.scheme && p.isDirect === (d.planType === 'D') && p.schOpt === d.opt,
    );
    const nfo = scheme ? nfoState(scheme, today) : 'none';
    let message = '';
    if (!scheme || !plan) message = SCHEME_NOT_FOUND;
    else if (d.nfo === 'Y' && nfo !== 'open') message = 'The new fund offer of this scheme is not open.';
    else if (request.payMode === PAY_MODE.MANDATE && nfo === 'open')
      message = 'New fund offers cannot be paid by mandate.';
    const schExch = scheme ? (nfo === 'open' ? (scheme.schExch === '2' ? '7' : '6') : scheme.schExch) : '';
    return {
      scheme: d.scheme,
      opt: d.opt,
      planType: d.planType,
      schExch,
      exchangeName: EXCHANGES[schExch] ?? '',
      isAllowed: (message ? 'N' : 'Y') as 'Y' | 'N',
      message,
    };
  });
  const sum = request.exchangeSchemeDetails.reduce((total, d) => total + toPaise(d.totalAmount), 0);
  const totalMatches = sum === toPaise(request.totalAmount);
  const allowed = totalMatches && details.every((d) => d.isAllowed === 'Y');
  return {
    exchangeSchemeDetails: details,
    totalAmount: toRupees(sum),
    isAllowed: allowed ? 'Y' : 'N',
    message: totalMatches
      ? (details.find((d) => d.message)?.message ?? '')
      : 'The cart total does not match its items.',
  };
}

const MODE_NAMES: [string, string, number, number][] = [
  [PAY_MODE.UPI_COLLECT, 'UPI', 0, 50_000_000],
  [PAY_MODE.UPI_QR, 'UPI QR', 0, 50_000_000],
  [PAY_MODE.NET_BANKING, 'Net Banking', 0, 0],
  [PAY_MODE.NEFT_RTGS, 'NEFT/RTGS', 0, 0],
  [PAY_MODE.MANDATE, 'Mandate', 0, 0],
];

export async function paymentModeBanks(
  db: Db,
  njAcNo: string,
  request: RequestOf<typeof getPaymentModeWiseBankForUcc>,
): Promise<DataOf<typeof getPaymentModeWiseBankForUcc>> {
  const account = requireOwnAccount(njAcNo, request.ccode);
  const banks = await db
    .select()
    .from(investorBankAccounts)
    .where(and(eq(investorBankAccounts.njAcNo, account), eq(investorBankAccounts.active, true)));
  const mandates = await db.select().from(investorMandates).where(eq(investorMandates.njAcNo, account));
  const purchaseBanks = banks.filter((b) => !['OD', 'CC'].includes(b.accType));
  return {
    payModes: MODE_NAMES.map(([paymentMode, paymentModeName, min, max]) => ({
      paymentMode: paymentMode as (typeof PAY_MODE)[keyof typeof PAY_MODE],
      paymentModeName,
      minAmount: toRupees(min),
      maxAmount: toRupees(max),
      banks: (paymentMode === PAY_MODE.NET_BANKING
        ? purchaseBanks.filter((b) => b.netBanking)
        : purchaseBanks
      ).map(bankView),
    })),
    mandates: mandates.map((m) => {
      const bank = banks.find((b) => b.id === m.bankAccountId);
      return {
        njEMandateNo: m.njEMandateNo,
        bseEMandateNo: m.bseEMandateNo,
        bankName: bank?.bankName ?? '',
        bankAcno: bank ? bankView(bank).bankAccMask : '',
        accName: m.accName,
        accType: bank?.accType ?? '',
        upperLimit: toRupees(m.upperLimitPaise),
        startDate: m.startDate,
        endDate: m.endDate,
        mandateType: m.mandateType,
        status: m.status,
      };
    }),
  };
}
