import {
  type checkPayRefNo,
  type DataOf,
  type onConfirm,
  PAY_MODE,
  type RequestOf,
  type validateSelectedBank,
} from '@ewa/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import type { BankAccountRow } from '../investor-records/banks.ts';
import { investorBankAccounts, investorMandates } from '../investor-records/schema.ts';
import { toPaise } from '../money.ts';
import { istParts } from '../schemes/calendar.ts';
import type { PaymentSettings } from './providers.ts';
import { payments, vpaVerifications } from './schema.ts';
import { PAYMENT_TEXTS } from './texts.ts';

type ConfirmRequest = RequestOf<typeof onConfirm>;
type MandateRow = typeof investorMandates.$inferSelect;
export type VpaVerificationRow = typeof vpaVerifications.$inferSelect;

/**
 * Everything the payment of a cart is checked against, read before any rule runs. Rows are read by
 * the number the request names, whoever they belong to: whose they are is a rule of `checkPayment`.
 */
export interface PaymentRows {
  /** Registered bank accounts with the number the request names. */
  banks: BankAccountRow[];
  /** The mandate the request names. */
  mandate: MandateRow | undefined;
  /** The UPI ID check the request names (`VPAVerifyDtlSrNo`). */
  verification: VpaVerificationRow | undefined;
  /** The NEFT/RTGS reference the request names is already on a payment. */
  neftRefUsed: boolean;
}

/** How a cart is paid, as the payment row records it. */
export interface PaymentChoice {
  bankAccountId: number | null;
  mandateNo: string | null;
  neftRefNo: string | null;
  payerVpa: string | null;
  vpaSrNo: number | null;
}

const verificationNumber = (srNo: string | undefined) =>
  srNo !== undefined && /^\d{1,15}$/.test(srNo) ? Number(srNo) : undefined;

/** The investor's own verified ('VE') check of exactly this UPI ID. */
export function isOwnVerifiedVpa(
  row: VpaVerificationRow | undefined,
  njAcNo: string,
  vpa: string | undefined,
  srNo: string | undefined,
): row is VpaVerificationRow {
  const number = verificationNumber(srNo);
  return (
    !!vpa &&
    number !== undefined &&
    row !== undefined &&
    row.srNo === number &&
    row.njAcNo === njAcNo &&
    row.status === 'VE' &&
    row.vpa === vpa.toLowerCase()
  );
}

/**
 * The chosen means of payment, or the first refusal: a named bank account must be the investor's
 * and active; net banking and NEFT/RTGS need one; NEFT/RTGS references match, equal the total and
 * are unused; a mandate is the investor's, approved, within its dates and its upper limit; UPI stays
 * within the per-transaction limit; a UPI collect needs this investor's verification of that UPI ID.
 * A cart of SWPs alone (nothing to pay) needs no payment. A pure function of the loaded rows.
 */
export function checkPayment(
  njAcNo: string,
  request: ConfirmRequest,
  amountPaise: number,
  rows: PaymentRows,
  now: Date,
  settings: Pick<PaymentSettings, 'upiMaxPaise'>,
): PaymentChoice {
  const mode = request.paymentMode;
  const missing = () => new DomainError(PAYMENT_TEXTS.paymentDetailMissing, { errCode: 'PAYMENT_DETAIL' });
  let bankAccountId: number | null = null;
  if (request.bankAccNo) {
    const bank = rows.banks.find((b) => b.njAcNo === njAcNo && b.accNo === request.bankAccNo && b.active);
    if (!bank) throw new DomainError(PAYMENT_TEXTS.bankNotRegistered, { errCode: 'BANK' });
    bankAccountId = bank.id;
  }
  if (amountPaise === 0)
    return { bankAccountId, mandateNo: null, neftRefNo: null, payerVpa: null, vpaSrNo: null };
  if ((mode === PAY_MODE.NET_BANKING || mode === PAY_MODE.NEFT_RTGS) && !bankAccountId) throw missing();
  let neftRefNo: string | null = null;
  if (mode === PAY_MODE.NEFT_RTGS) {
    if (!request.neftrtgsrefno) throw missing();
    if (request.neftrtgsrefno.toUpperCase() !== (request.neftrtgsrerefno ?? '').toUpperCase())
      throw new DomainError(PAYMENT_TEXTS.neftMismatch, { errCode: 'NEFT_MISMATCH' });
    if (request.neftrtgsamount !== undefined && toPaise(request.neftrtgsamount) !== amountPaise)
      throw new DomainError(PAYMENT_TEXTS.neftAmountMismatch, { errCode: 'NEFT_AMOUNT' });
    if (rows.neftRefUsed) throw new DomainError(PAYMENT_TEXTS.neftUsed, { errCode: 'NEFT_USED' });
    neftRefNo = request.neftrtgsrefno.toUpperCase();
  }
  let mandateNo: string | null = null;
  if (mode === PAY_MODE.MANDATE) {
    if (!request.mandateNo) throw missing();
    const mandate = rows.mandate;
    if (!mandate || mandate.njAcNo !== njAcNo || mandate.njEMandateNo !== request.mandateNo)
      throw new DomainError(PAYMENT_TEXTS.mandateNotFound, { errCode: 'MANDATE' });
    const today = istParts(now).date;
    if (mandate.status !== 'APPROVED' || today < mandate.startDate || today > mandate.endDate)
      throw new DomainError(PAYMENT_TEXTS.mandateNotActive, { errCode: 'MANDATE_INACTIVE' });
    if (amountPaise > mandate.upperLimitPaise)
      throw new DomainError(PAYMENT_TEXTS.mandateOverLimit(mandate.upperLimitPaise), {
        errCode: 'MANDATE_LIMIT',
      });
    mandateNo = mandate.njEMandateNo;
    bankAccountId = mandate.bankAccountId;
  }
  let payerVpa: string | null = null;
  let vpaSrNo: number | null = null;
  if (mode === PAY_MODE.UPI_COLLECT || mode === PAY_MODE.UPI_QR) {
    if (amountPaise > settings.upiMaxPaise)
      throw new DomainError(PAYMENT_TEXTS.upiLimit(settings.upiMaxPaise), { errCode: 'UPI_LIMIT' });
  }
  if (mode === PAY_MODE.UPI_COLLECT) {
    const verification = rows.verification;
    if (!isOwnVerifiedVpa(verification, njAcNo, request.payerVirtualAddress, request.VPAVerifyDtlSrNo))
      throw new DomainError(PAYMENT_TEXTS.invalidUpi, { errCode: 'VPA' });
    payerVpa = verification.vpa;
    vpaSrNo = verification.srNo;
  }
  return { bankAccountId, mandateNo, neftRefNo, payerVpa, vpaSrNo };
}

/** The UPI ID check a request names by its serial number, whoever made it. */
export async function loadVpaVerification(db: Db, srNo: string | undefined) {
  const number = verificationNumber(srNo);
  if (number === undefined) return undefined;
  const [row] = await db.select().from(vpaVerifications).where(eq(vpaVerifications.srNo, number));
  return row;
}

export async function isPayRefAvailable(db: Db, refNo: string): Promise<boolean> {
  const [row] = await db
    .select({ trxnId: payments.trxnId })
    .from(payments)
    .where(sql`upper(${payments.neftRefNo}) = ${refNo.toUpperCase()}`);
  return !row;
}

/** The rows `checkPayment` decides from, for the pay mode the request names. */
export async function loadPaymentRows(db: Db, request: ConfirmRequest): Promise<PaymentRows> {
  const mode = request.paymentMode;
  const banks = request.bankAccNo
    ? await db.select().from(investorBankAccounts).where(eq(investorBankAccounts.accNo, request.bankAccNo))
    : [];
  const [mandate] =
    mode === PAY_MODE.MANDATE && request.mandateNo
      ? await db.select().from(investorMandates).where(eq(investorMandates.njEMandateNo, request.mandateNo))
      : [];
  const verification =
    mode === PAY_MODE.UPI_COLLECT ? await loadVpaVerification(db, request.VPAVerifyDtlSrNo) : undefined;
  const neftRefUsed =
    mode === PAY_MODE.NEFT_RTGS && request.neftrtgsrefno
      ? !(await isPayRefAvailable(db, request.neftrtgsrefno))
      : false;
  return { banks, mandate, verification, neftRefUsed };
}

/** `validateSelectedBank`: a registered, active account of the investor of that type; never OD or CC. */
export async function selectedBankCheck(
  db: Db,
  njAcNo: string,
  request: RequestOf<typeof validateSelectedBank>,
): Promise<DataOf<typeof validateSelectedBank>> {
  requireOwnAccount(njAcNo, request.ccode);
  const banks = await db
    .select()
    .from(investorBankAccounts)
    .where(and(eq(investorBankAccounts.njAcNo, njAcNo), eq(investorBankAccounts.active, true)));
  const match = banks.filter(
    (b) =>
      b.accType.toLowerCase() === request.bankAccType.toLowerCase() &&
      (!request.bankAccNo || b.accNo === request.bankAccNo),
  );
  // Purchases are paid from savings, current or NRI accounts; overdraft and cash-credit are refused.
  const allowedType = !['od', 'cc'].includes(request.bankAccType.toLowerCase());
  const valid = match.length > 0 && allowedType;
  return {
    isValidBank: valid ? 'Y' : 'N',
    message: valid
      ? ''
      : !allowedType
        ? 'Purchases cannot be paid from an overdraft or cash-credit account.'
        : PAYMENT_TEXTS.bankNotRegistered,
  };
}

/** `checkPayRefNo`: whether an NEFT/RTGS reference is still unused (any case). */
export async function payRefCheck(
  db: Db,
  request: RequestOf<typeof checkPayRefNo>,
): Promise<DataOf<typeof checkPayRefNo>> {
  const available = await isPayRefAvailable(db, request.neftrtgsrefno);
  return {
    isPayRefNoAvailable: available,
    message: available ? 'The reference number is available.' : PAYMENT_TEXTS.neftUsed,
  };
}
