import { randomInt } from 'node:crypto';
import {
  type onConfirm,
  PAY_MODE,
  type PayMode,
  type PayStatus,
  type ReplyOf,
  type RequestOf,
  SCHEME_OPTIONS,
  type SchemeOption,
} from '@ewa/api';
import { and, eq, sql } from 'drizzle-orm';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { brokeragePaise, rupeesText, toPaise, toRupees } from '../../kernel/money.ts';
import { installmentRange, istParts, navApplicableDate } from '../../kernel/schemes/calendar.ts';
import { folioHoldings, investorBankAccounts, investorMandates } from '../../kernel/schemes/schema.ts';
import {
  loadHolidays,
  loadPlan,
  loadScheme,
  nfoState,
  purchaseProblems,
  requireOwnAccount,
} from './detail.ts';
import type { PaymentProviders, PaymentSettings } from './providers.ts';
import { payments, purchaseOrders, vpaVerifications } from './schema.ts';

type ConfirmRequest = RequestOf<typeof onConfirm>;
export type ConfirmData = NonNullable<ReplyOf<typeof onConfirm>['data']>;

export const CONFIRM_TEXTS = {
  needsKey: 'A cart confirmation id is required to confirm a cart.',
  totalMismatch: 'The cart total does not match its items. Please review your cart.',
  belowMinimum: (name: string, min: number) => `The minimum amount for ${name} is Rs ${rupeesText(min)}.`,
  notMultiple: (name: string, multiple: number) =>
    `The amount for ${name} must be in multiples of Rs ${rupeesText(multiple)} above the minimum.`,
  sipNeedsPlan: 'Please select the SIP installment date, start month and number of installments.',
  sipDate: 'The selected SIP date is not available for this scheme.',
  sipInstallments: (min: number) => `A SIP needs at least ${min} installments.`,
  swpNeedsHolding: 'You do not hold units of this scheme for an SWP.',
  swpNeedsPlan: 'Please select the SWP installment date, start month and number of installments.',
  paymentDetailMissing:
    'Payment detail is not available on selected transaction. Please enter Payment details.',
  bankNotRegistered: 'The selected bank account is not registered with your account.',
  neftMismatch: 'The NEFT/RTGS reference numbers do not match.',
  neftAmountMismatch: 'The NEFT/RTGS amount must equal the cart total.',
  neftUsed: 'This NEFT/RTGS reference number has already been used.',
  invalidUpi: 'Kindly enter valid UPI ID',
  upiLimit: (max: number) => `UPI payments are limited to Rs ${rupeesText(max)} per transaction.`,
  mandateNotFound: 'The selected mandate is not registered with your account.',
  mandateNotActive: 'The selected mandate is not active.',
  mandateOverLimit: (limit: number) =>
    `The amount exceeds the upper limit of the selected mandate (Rs ${rupeesText(limit)}).`,
  confirmed: 'Your order has been placed.',
  awaitingPayment: 'Your order will be placed once the payment is received.',
} as const;

/** A readable, unique transaction id: EWA + IST date + 9 random digits. */
function newTrxnId(now: Date): string {
  return `EWA${istParts(now).date.replaceAll('-', '')}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

interface PlannedOrder {
  orderNo: string;
  schCode: string;
  schName: string;
  isDirect: boolean;
  schOpt: SchemeOption;
  trxnType: 'PIP' | 'NPIP' | 'SIP' | 'NSIP' | 'SWP';
  amountPaise: number;
  brokeragePaise: number;
  navApplicableDate: string;
  folioNo: string | null;
  installment: Record<string, unknown> | null;
  payable: boolean;
}

const FREQ_MONTHS: Record<string, number> = { '1': 1, '2': 3, '3': 6, '4': 12 };

async function planOrders(db: Db, njAcNo: string, request: ConfirmRequest, now: Date, trxnId: string) {
  const holidays = await loadHolidays(db);
  const today = istParts(now).date;
  const planned: PlannedOrder[] = [];
  for (const [index, item] of request.items.entries()) {
    const scheme = await loadScheme(db, item.schcode);
    const isDirect = item.isDirect === 'Y';
    await loadPlan(db, item.schcode, isDirect, item.selectedDivOption);
    const nfo = nfoState(scheme, today) === 'open';
    const requested = item.trxnType ?? (item.sip ? 'SIP' : item.swp ? 'SWP' : 'PIP');
    const trxnType = nfo && requested === 'PIP' ? 'NPIP' : nfo && requested === 'SIP' ? 'NSIP' : requested;
    const amountPaise = toPaise(item.totalAmount);
    const [holding] = await db
      .select()
      .from(folioHoldings)
      .where(
        and(
          eq(folioHoldings.njAcNo, njAcNo),
          eq(folioHoldings.schCode, item.schcode),
          eq(folioHoldings.isDirect, isDirect),
          eq(folioHoldings.schOpt, item.selectedDivOption),
        ),
      );
    let installment: Record<string, unknown> | null = null;
    if (trxnType === 'SWP') {
      if (!holding) throw new DomainError(CONFIRM_TEXTS.swpNeedsHolding, { errCode: 'NO_HOLDING' });
      if (!item.swp) throw new DomainError(CONFIRM_TEXTS.swpNeedsPlan, { errCode: 'SWP_PLAN' });
      if (amountPaise < scheme.minSwpPaise)
        throw new DomainError(CONFIRM_TEXTS.belowMinimum(scheme.schName, scheme.minSwpPaise));
      installment = { ...item.swp, ...swpRange(item.swp) };
    } else {
      const sip = trxnType === 'SIP' || trxnType === 'NSIP';
      const key = { schCode: item.schcode, isDirect: item.isDirect, schOpt: item.selectedDivOption };
      // A MARS holding was confirmed by the investor on the scheme page; other problems block.
      const { blocking } = await purchaseProblems(db, njAcNo, key, now, { sip });
      if (blocking.length) throw new DomainError(blocking.join(' '), { errCode: 'VALIDATION' });
      if (trxnType === 'SIP' || trxnType === 'NSIP') {
        if (!item.sip) throw new DomainError(CONFIRM_TEXTS.sipNeedsPlan, { errCode: 'SIP_PLAN' });
        if (!scheme.sipDates.split(',').map(Number).includes(item.sip.installmentDate))
          throw new DomainError(CONFIRM_TEXTS.sipDate, { errCode: 'SIP_DATE' });
        if (item.sip.noOfInstallments < scheme.minSipInst)
          throw new DomainError(CONFIRM_TEXTS.sipInstallments(scheme.minSipInst), {
            errCode: 'SIP_INSTALLMENTS',
          });
        if (amountPaise < scheme.minSipPaise)
          throw new DomainError(CONFIRM_TEXTS.belowMinimum(scheme.schName, scheme.minSipPaise));
        if ((amountPaise - scheme.minSipPaise) % scheme.sipMultiplePaise !== 0)
          throw new DomainError(CONFIRM_TEXTS.notMultiple(scheme.schName, scheme.sipMultiplePaise));
        installment = { ...item.sip, ...swpRange(item.sip) };
      } else {
        const minimum = holding ? scheme.minAddPurPaise : scheme.minPurPaise;
        if (amountPaise < minimum) throw new DomainError(CONFIRM_TEXTS.belowMinimum(scheme.schName, minimum));
        if ((amountPaise - minimum) % scheme.purMultiplePaise !== 0)
          throw new DomainError(CONFIRM_TEXTS.notMultiple(scheme.schName, scheme.purMultiplePaise));
      }
    }
    const payable = trxnType !== 'SWP';
    planned.push({
      orderNo: `${trxnId}-${index + 1}`,
      schCode: scheme.schCode,
      schName: scheme.schName,
      isDirect,
      schOpt: item.selectedDivOption,
      trxnType,
      amountPaise,
      brokeragePaise:
        payable && isDirect ? brokeragePaise(amountPaise, scheme.brokBp, scheme.brokCapPaise) : 0,
      navApplicableDate: navApplicableDate(now, scheme.cutOffTime, holidays),
      folioNo: holding?.folioNo ?? item.folioNo ?? null,
      installment,
      payable,
    });
  }
  return planned;
}

function swpRange(plan: {
  freqId: string;
  installmentDate: number;
  startMonth: string;
  noOfInstallments: number;
}) {
  return installmentRange(
    plan.startMonth,
    plan.installmentDate,
    plan.noOfInstallments,
    FREQ_MONTHS[plan.freqId] ?? 1,
  );
}

/** Checks the chosen payment means before anything is written. */
async function checkPayment(
  db: Db,
  njAcNo: string,
  request: ConfirmRequest,
  amountPaise: number,
  now: Date,
  settings: PaymentSettings,
) {
  const mode = request.paymentMode;
  const missing = () => new DomainError(CONFIRM_TEXTS.paymentDetailMissing, { errCode: 'PAYMENT_DETAIL' });
  let bankAccountId: number | null = null;
  if (request.bankAccNo) {
    const [bank] = await db
      .select()
      .from(investorBankAccounts)
      .where(
        and(
          eq(investorBankAccounts.njAcNo, njAcNo),
          eq(investorBankAccounts.accNo, request.bankAccNo),
          eq(investorBankAccounts.active, true),
        ),
      );
    if (!bank) throw new DomainError(CONFIRM_TEXTS.bankNotRegistered, { errCode: 'BANK' });
    bankAccountId = bank.id;
  }
  if (amountPaise === 0)
    return { bankAccountId, mandateNo: null, neftRefNo: null, payerVpa: null, vpaSrNo: null };
  if ((mode === PAY_MODE.NET_BANKING || mode === PAY_MODE.NEFT_RTGS) && !bankAccountId) throw missing();
  let neftRefNo: string | null = null;
  if (mode === PAY_MODE.NEFT_RTGS) {
    if (!request.neftrtgsrefno) throw missing();
    if (request.neftrtgsrefno.toUpperCase() !== (request.neftrtgsrerefno ?? '').toUpperCase())
      throw new DomainError(CONFIRM_TEXTS.neftMismatch, { errCode: 'NEFT_MISMATCH' });
    if (request.neftrtgsamount !== undefined && toPaise(request.neftrtgsamount) !== amountPaise)
      throw new DomainError(CONFIRM_TEXTS.neftAmountMismatch, { errCode: 'NEFT_AMOUNT' });
    neftRefNo = request.neftrtgsrefno.toUpperCase();
    if (!(await isPayRefAvailable(db, neftRefNo)))
      throw new DomainError(CONFIRM_TEXTS.neftUsed, { errCode: 'NEFT_USED' });
  }
  let mandateNo: string | null = null;
  if (mode === PAY_MODE.MANDATE) {
    if (!request.mandateNo) throw missing();
    const [mandate] = await db
      .select()
      .from(investorMandates)
      .where(and(eq(investorMandates.njEMandateNo, request.mandateNo), eq(investorMandates.njAcNo, njAcNo)));
    if (!mandate) throw new DomainError(CONFIRM_TEXTS.mandateNotFound, { errCode: 'MANDATE' });
    const today = istParts(now).date;
    if (mandate.status !== 'APPROVED' || today < mandate.startDate || today > mandate.endDate)
      throw new DomainError(CONFIRM_TEXTS.mandateNotActive, { errCode: 'MANDATE_INACTIVE' });
    if (amountPaise > mandate.upperLimitPaise)
      throw new DomainError(CONFIRM_TEXTS.mandateOverLimit(mandate.upperLimitPaise), {
        errCode: 'MANDATE_LIMIT',
      });
    mandateNo = mandate.njEMandateNo;
    bankAccountId = mandate.bankAccountId;
  }
  let payerVpa: string | null = null;
  let vpaSrNo: number | null = null;
  if (mode === PAY_MODE.UPI_COLLECT || mode === PAY_MODE.UPI_QR) {
    if (amountPaise > settings.upiMaxPaise)
      throw new DomainError(CONFIRM_TEXTS.upiLimit(settings.upiMaxPaise), { errCode: 'UPI_LIMIT' });
  }
  if (mode === PAY_MODE.UPI_COLLECT) {
    const verification = await verifiedVpa(db, njAcNo, request.payerVirtualAddress, request.VPAVerifyDtlSrNo);
    if (!verification) throw new DomainError(CONFIRM_TEXTS.invalidUpi, { errCode: 'VPA' });
    payerVpa = verification.vpa;
    vpaSrNo = verification.srNo;
  }
  return { bankAccountId, mandateNo, neftRefNo, payerVpa, vpaSrNo };
}

/** The investor's own, verified ('VE') check of this VPA, at most 30 minutes old. */
export async function verifiedVpa(db: Db, njAcNo: string, vpa: string | undefined, srNo: string | undefined) {
  if (!vpa || !srNo || !/^\d{1,15}$/.test(srNo)) return undefined;
  const [row] = await db
    .select()
    .from(vpaVerifications)
    .where(eq(vpaVerifications.srNo, Number(srNo)));
  if (!row || row.njAcNo !== njAcNo || row.status !== 'VE' || row.vpa !== vpa.toLowerCase()) return undefined;
  return row;
}

export async function isPayRefAvailable(db: Db, refNo: string): Promise<boolean> {
  const [row] = await db
    .select({ trxnId: payments.trxnId })
    .from(payments)
    .where(sql`upper(${payments.neftRefNo}) = ${refNo.toUpperCase()}`);
  return !row;
}

export interface ConfirmDeps {
  db: Db;
  now: Date;
  providers: PaymentProviders;
  settings: PaymentSettings;
}

/**
 * The cart confirmation: orders and payment in one transaction, keyed by the confirmation id so a
 * repeat (double click, retry, second tab) answers the first reply and writes nothing.
 */
export async function confirmCart(
  deps: ConfirmDeps,
  session: { njAcNo: string; loginId: string },
  request: ConfirmRequest,
  idempotencyKey: string | undefined,
  origin: RequestOrigin,
): Promise<ConfirmData> {
  const { db } = deps;
  const njAcNo = requireOwnAccount(session.njAcNo, request.ccode);
  const confirmationKey = idempotencyKey ?? request.cartConfirmationId;
  if (!confirmationKey)
    throw new DomainError(CONFIRM_TEXTS.needsKey, {
      status: 400,
      field: 'cartConfirmationId',
      errCode: 'BAD_REQUEST',
    });

  const earlier = await firstReply(db, njAcNo, confirmationKey);
  if (earlier) return earlier;
  try {
    return await confirmOnce(deps, session, request, njAcNo, confirmationKey, origin);
  } catch (error) {
    // A copy of this confirmation that ran at the same moment (double click, retry) may have won and
    // taken what this one needed (e.g. the NEFT reference): the repeat answers that first reply.
    const first = await firstReply(db, njAcNo, confirmationKey);
    if (first) return first;
    throw error;
  }
}

async function confirmOnce(
  deps: ConfirmDeps,
  session: { njAcNo: string; loginId: string },
  request: ConfirmRequest,
  njAcNo: string,
  confirmationKey: string,
  origin: RequestOrigin,
): Promise<ConfirmData> {
  const { db, now, settings } = deps;
  const trxnId = newTrxnId(now);
  const orders = await planOrders(db, njAcNo, request, now, trxnId);
  const amountPaise = orders.filter((o) => o.payable).reduce((sum, o) => sum + o.amountPaise, 0);
  if (toPaise(request.total) !== amountPaise)
    throw new DomainError(CONFIRM_TEXTS.totalMismatch, { errCode: 'TOTAL_MISMATCH' });
  const payment = await checkPayment(db, njAcNo, request, amountPaise, now, settings);

  const mode = request.paymentMode as PayMode;
  const waitsForProvider =
    amountPaise > 0 &&
    (mode === PAY_MODE.UPI_COLLECT || mode === PAY_MODE.UPI_QR || mode === PAY_MODE.NET_BANKING);
  const registrationOnly = amountPaise === 0;
  const expiresAt = waitsForProvider
    ? new Date(
        now.getTime() +
          (mode === PAY_MODE.NET_BANKING ? settings.netBankingTimeoutMs : settings.upiTimeoutMs),
      )
    : null;
  const payStatus: PayStatus = registrationOnly ? 'SUCCESS' : 'PENDING';
  const orderStatus = (o: PlannedOrder): 'REGISTERED' | 'PENDING_PAYMENT' | 'PLACED' =>
    !o.payable ? 'REGISTERED' : waitsForProvider ? 'PENDING_PAYMENT' : 'PLACED';

  let netBankingUrl: string | undefined;
  let upiIntentUrl: string | undefined;
  if (mode === PAY_MODE.NET_BANKING && waitsForProvider) {
    const [bank] = await db
      .select({ bankCode: investorBankAccounts.bankCode })
      .from(investorBankAccounts)
      .where(eq(investorBankAccounts.id, payment.bankAccountId as number));
    netBankingUrl = deps.providers.netBanking.paymentUrl({
      merchantTrxnId: trxnId,
      amountPaise,
      bankCode: bank?.bankCode ?? '',
      expiresAt: expiresAt as Date,
    });
  }

  const totalBrokerage = orders.reduce((sum, o) => sum + o.brokeragePaise, 0);
  const reply: ConfirmData = {
    trxnId,
    trxnDate: now.toISOString(),
    paymentMode: mode,
    PAY_STATUS: payStatus,
    paymentAmount: toRupees(amountPaise),
    totalBrokerage: toRupees(totalBrokerage),
    orders: orders.map((o) => ({
      orderNo: o.orderNo,
      schcode: o.schCode,
      schName: `${o.schName} - ${o.isDirect ? 'Direct' : 'Regular'} Plan - ${SCHEME_OPTIONS[o.schOpt]}`,
      selectedDivOption: o.schOpt,
      isDirect: o.isDirect ? 'Y' : 'N',
      trxnType: o.trxnType,
      amount: toRupees(o.amountPaise),
      brokerage: toRupees(o.brokeragePaise),
      navApplicableDate: o.navApplicableDate,
      status: orderStatus(o),
    })),
    ...(netBankingUrl ? { netBankingUrl } : {}),
    ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
    message: waitsForProvider ? CONFIRM_TEXTS.awaitingPayment : CONFIRM_TEXTS.confirmed,
  };
  if (mode === PAY_MODE.UPI_QR && waitsForProvider) {
    // The link is ours to state (payee, amount, our transaction id); the PSP registers it after commit.
    upiIntentUrl = intentUrl(trxnId, amountPaise);
    reply.upiIntentUrl = upiIntentUrl;
    reply.qrImageUrl = qrImageUrl(trxnId);
  }

  const won = await db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(payments)
        .values({
          trxnId,
          njAcNo,
          payMode: mode,
          amountPaise,
          payStatus,
          bankAccountId: payment.bankAccountId,
          neftRefNo: payment.neftRefNo,
          mandateNo: payment.mandateNo,
          payerVpa: payment.payerVpa,
          vpaVerifySrNo: payment.vpaSrNo,
          expiresAt,
          settledAt: registrationOnly ? now : null,
          confirmationKey,
          confirmReply: reply,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [payments.njAcNo, payments.confirmationKey] })
        .returning({ trxnId: payments.trxnId });
      if (inserted.length === 0) return false;
      await tx.insert(purchaseOrders).values(
        orders.map((o) => ({
          orderNo: o.orderNo,
          trxnId,
          njAcNo,
          schCode: o.schCode,
          isDirect: o.isDirect,
          schOpt: o.schOpt,
          trxnType: o.trxnType,
          amountPaise: o.amountPaise,
          brokeragePaise: o.brokeragePaise,
          navApplicableDate: o.navApplicableDate,
          status: orderStatus(o),
          folioNo: o.folioNo,
          installment: o.installment,
          createdAt: now,
        })),
      );
      await writeAudit(tx, origin, {
        action: 'purchase.confirm',
        outcome: 'success',
        actor: session.loginId,
        njAcNo,
        detail: {
          trxnId,
          payMode: mode,
          amountPaise,
          orders: orders.map((o) => ({ orderNo: o.orderNo, schCode: o.schCode, amountPaise: o.amountPaise })),
          browser: request.browser ?? '',
          os: request.os ?? '',
        },
      });
      return true;
    })
    .catch(async (error: unknown) => {
      // Two confirmations racing for one NEFT reference: the unique index refuses the second.
      if (
        String(
          (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code,
        ) === '23505' &&
        payment.neftRefNo
      )
        throw new DomainError(CONFIRM_TEXTS.neftUsed, { errCode: 'NEFT_USED' });
      throw error;
    });

  if (!won) {
    const first = await firstReply(db, njAcNo, confirmationKey);
    if (first) return first;
    throw new Error('confirmation lost its first reply');
  }
  if (mode === PAY_MODE.UPI_QR && expiresAt) {
    await deps.providers.upi
      .createDynamicQr({
        merchantTrxnId: trxnId,
        amountPaise,
        note: 'E-Wealth mutual fund purchase',
        expiresAt,
      })
      .then(({ upiRefTrxnId }) =>
        db.update(payments).set({ upiRefTrxnId }).where(eq(payments.trxnId, trxnId)),
      )
      .catch(() => {
        // The payment stays pending and expires; the payer's app would refuse an unknown QR.
      });
  }
  return reply;
}

async function firstReply(db: Db, njAcNo: string, confirmationKey: string): Promise<ConfirmData | undefined> {
  const [row] = await db
    .select({ reply: payments.confirmReply })
    .from(payments)
    .where(and(eq(payments.njAcNo, njAcNo), eq(payments.confirmationKey, confirmationKey)));
  return row?.reply as ConfirmData | undefined;
}

export const MERCHANT_VPA = 'ewealthmf@ewapay';
export const MERCHANT_NAME = 'E-Wealth Mutual Funds';

/** The `upi://pay` link of a payment (NPCI's intent parameters). */
export function intentUrl(trxnId: string, amountPaise: number): string {
  const params = new URLSearchParams({
    pa: MERCHANT_VPA,
    pn: MERCHANT_NAME,
    tr: trxnId,
    am: rupeesText(amountPaise),
    cu: 'INR',
    tn: `Purchase ${trxnId}`,
  });
  return `upi://pay?${params.toString().replaceAll('+', '%20')}`;
}

export function qrImageUrl(trxnId: string): string {
  return `/api/payments/upi/qr/${encodeURIComponent(trxnId)}.png`;
}
