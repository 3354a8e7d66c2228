import { ddMmYyyyFromIso, PAYOUT_TEXTS, type PayoutStatus, type RedemptionPayout } from '@ewa/api';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { maskAccount } from '../../kernel/investor-records/banks.ts';
import { investorBankAccounts } from '../../kernel/investor-records/schema.ts';
import { navToNumber, shareHalfUp, toRupees, unitsToNumber } from '../../kernel/money.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { schemes } from '../../kernel/schemes/schema.ts';
import { switchedAmount } from './allot.ts';
import type { NavFeed } from './nav-feed.ts';
import type { BankPayoutProvider, PayoutAnswer } from './payout-provider.ts';
import { LOAD_RATE_BASE } from './redeem-rules.ts';
import { redemptionOrders, redemptionPayouts } from './schema.ts';

/** How often a payout is sent before it is shown as failed. */
export const PAYOUT_ATTEMPTS = 3;

export interface PayoutSettings {
  /** Wait before sending again after the bank refused. */
  retryAfterMs: number;
}

export const defaultPayoutSettings = (): PayoutSettings => ({
  retryAfterMs: Number(process.env.EWA_PAYOUT_RETRY_MS) || 30_000,
});

/** The account a redemption is paid to: the default one, else the first active one. */
export async function payoutAccount(db: Db, njAcNo: string) {
  const [bank] = await db
    .select()
    .from(investorBankAccounts)
    .where(and(eq(investorBankAccounts.njAcNo, njAcNo), eq(investorBankAccounts.active, true)))
    .orderBy(desc(investorBankAccounts.isDefault), asc(investorBankAccounts.id))
    .limit(1);
  return bank;
}

/** The payout row of a priced order, to the account it is paid to (failed at once when there is none). */
export async function payoutRow(
  db: Db,
  order: { orderNo: string; njAcNo: string },
  payMode: 'NEFT' | 'IMPS',
  amountPaise: number,
  now: Date,
): Promise<typeof redemptionPayouts.$inferInsert> {
  const bank = await payoutAccount(db, order.njAcNo);
  return {
    orderNo: order.orderNo,
    njAcNo: order.njAcNo,
    payMode,
    amountPaise,
    bankName: bank?.bankName ?? '',
    accNo: bank?.accNo ?? '',
    ifsc: bank?.ifsc ?? '',
    status: bank ? 'PRICED' : 'FAILED',
    failureReason: bank ? null : PAYOUT_TEXTS.noBank,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Prices the redemptions whose NAV-applicable day has its NAV declared: units × that NAV, less the
 * exit load at the rate the quote fixed, and schedules the payout. Exactly once per order: the order
 * moves from PENDING only by a conditional update, and the payout is keyed by the order number.
 */
export async function priceRedemptions(db: Db, feed: NavFeed, now: Date): Promise<number> {
  const today = istParts(now).date;
  const waiting = await db
    .select()
    .from(redemptionOrders)
    .where(and(eq(redemptionOrders.kind, 'REDEEM'), eq(redemptionOrders.status, 'PENDING')));
  let priced = 0;
  for (const order of waiting) {
    const nav = await feed.navOn(db, order, order.navApplicableDate, today);
    if (nav === undefined) continue;
    const loadPpb =
      order.exitLoadPpb ??
      (order.amountPaise > 0 ? shareHalfUp(order.exitLoadPaise, LOAD_RATE_BASE, order.amountPaise) : 0);
    const figures = switchedAmount({ ...order, loadPpb }, nav);
    const done = await db.transaction(async (tx) => {
      const [won] = await tx
        .update(redemptionOrders)
        .set({
          nav,
          amountPaise: figures.grossPaise,
          exitLoadPaise: figures.exitLoadPaise,
          status: 'PRICED',
        })
        .where(and(eq(redemptionOrders.orderNo, order.orderNo), eq(redemptionOrders.status, 'PENDING')))
        .returning({ orderNo: redemptionOrders.orderNo });
      if (!won) return false;
      const row = await payoutRow(tx, order, 'NEFT', figures.amountPaise, now);
      await tx.insert(redemptionPayouts).values(row).onConflictDoNothing();
      if (row.status === 'FAILED')
        await tx
          .update(redemptionOrders)
          .set({ status: 'FAILED' })
          .where(eq(redemptionOrders.orderNo, order.orderNo));
      return true;
    });
    if (done) priced++;
  }
  return priced;
}

type PayoutRow = typeof redemptionPayouts.$inferSelect;

const setOrderStatus = (db: Db, orderNo: string, status: string) =>
  db.update(redemptionOrders).set({ status }).where(eq(redemptionOrders.orderNo, orderNo));

/**
 * Claims a payout to send: a new reference for a new attempt, by a conditional update, so two rounds
 * never send two attempts. A payout already sent keeps its reference and is asked about again.
 */
async function claim(db: Db, row: PayoutRow, now: Date): Promise<string | undefined> {
  if (row.status === 'PROCESSING') return row.payoutRef ?? undefined;
  const attempt = row.attempts + 1;
  const payoutRef = `${row.orderNo}P${attempt}`;
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(redemptionPayouts)
      .set({ status: 'PROCESSING', attempts: attempt, payoutRef, nextTryAt: null, updatedAt: now })
      .where(
        and(
          eq(redemptionPayouts.orderNo, row.orderNo),
          eq(redemptionPayouts.status, row.status),
          eq(redemptionPayouts.attempts, row.attempts),
        ),
      )
      .returning({ orderNo: redemptionPayouts.orderNo });
    if (!won) return undefined;
    await setOrderStatus(tx, row.orderNo, 'PROCESSING');
    return payoutRef;
  });
}

/** Records the bank's answer for the attempt under `payoutRef` (a stale attempt's answer changes nothing). */
async function record(
  db: Db,
  row: PayoutRow,
  payoutRef: string,
  answer: PayoutAnswer,
  now: Date,
  settings: PayoutSettings,
): Promise<void> {
  if (answer.status === 'PROCESSING') return;
  await db.transaction(async (tx) => {
    const current = and(
      eq(redemptionPayouts.orderNo, row.orderNo),
      eq(redemptionPayouts.payoutRef, payoutRef),
      eq(redemptionPayouts.status, 'PROCESSING'),
    );
    if (answer.status === 'PAID') {
      const [won] = await tx
        .update(redemptionPayouts)
        .set({
          status: 'PAID',
          bankRef: answer.bankRef,
          creditDate: answer.creditDate,
          failureReason: null,
          updatedAt: now,
        })
        .where(current)
        .returning({ orderNo: redemptionPayouts.orderNo });
      if (won) await setOrderStatus(tx, row.orderNo, 'PAID');
      return;
    }
    const [attempts] = await tx
      .select({ attempts: redemptionPayouts.attempts })
      .from(redemptionPayouts)
      .where(current);
    if (!attempts) return;
    const last = attempts.attempts >= PAYOUT_ATTEMPTS;
    await tx
      .update(redemptionPayouts)
      .set({
        status: last ? 'FAILED' : 'RETRY',
        failureReason: answer.reason,
        nextTryAt: last ? null : new Date(now.getTime() + settings.retryAfterMs),
        updatedAt: now,
      })
      .where(current);
    if (last) await setOrderStatus(tx, row.orderNo, 'FAILED');
  });
}

/**
 * Sends the payouts that are due (priced, sent without a final answer, or due for a retry) and records
 * the bank's answers. A payout is paid exactly once whatever repeats: one reference per attempt, a new
 * attempt only after the bank refused the last, and the bank pays a reference once.
 */
export async function sendPayouts(
  db: Db,
  bank: BankPayoutProvider,
  now: Date,
  settings: PayoutSettings,
  only?: { orderNo: string },
): Promise<number> {
  const due = await db
    .select()
    .from(redemptionPayouts)
    .where(
      and(
        or(
          inArray(redemptionPayouts.status, ['PRICED', 'PROCESSING']),
          and(
            eq(redemptionPayouts.status, 'RETRY'),
            or(isNull(redemptionPayouts.nextTryAt), lte(redemptionPayouts.nextTryAt, now)),
          ),
        ),
        ...(only ? [eq(redemptionPayouts.orderNo, only.orderNo)] : []),
      ),
    );
  let answered = 0;
  for (const row of due) {
    const payoutRef = await claim(db, row, now);
    if (!payoutRef) continue;
    let answer: PayoutAnswer;
    try {
      answer = await bank.send(
        {
          payoutRef,
          payMode: row.payMode,
          amountPaise: row.amountPaise,
          accNo: row.accNo,
          ifsc: row.ifsc,
          narration: `Redemption ${row.orderNo}`,
        },
        now,
      );
    } catch {
      // No answer (a timeout, the bank down): the same reference is asked about on the next round.
      continue;
    }
    await record(db, row, payoutRef, answer, now, settings);
    if (answer.status !== 'PROCESSING') answered++;
  }
  return answered;
}

/** One round of the payout ticker: price what has its NAV, then send what is due. */
export async function runPayoutRound(
  db: Db,
  feed: NavFeed,
  bank: BankPayoutProvider | undefined,
  now: Date,
  settings: PayoutSettings = defaultPayoutSettings(),
): Promise<void> {
  await priceRedemptions(db, feed, now);
  if (bank) await sendPayouts(db, bank, now, settings);
}

const viewColumns = {
  orderNo: redemptionOrders.orderNo,
  kind: redemptionOrders.kind,
  schCode: redemptionOrders.schCode,
  schName: schemes.schName,
  folioNo: redemptionOrders.folioNo,
  unitsMilli: redemptionOrders.unitsMilli,
  navApplicableDate: sql<string>`${redemptionOrders.navApplicableDate}::text`,
  nav: redemptionOrders.nav,
  grossPaise: redemptionOrders.amountPaise,
  exitLoadPaise: redemptionOrders.exitLoadPaise,
  orderStatus: redemptionOrders.status,
  createdAt: redemptionOrders.createdAt,
  payMode: redemptionPayouts.payMode,
  amountPaise: redemptionPayouts.amountPaise,
  payoutStatus: redemptionPayouts.status,
  bankName: redemptionPayouts.bankName,
  accNo: redemptionPayouts.accNo,
  ifsc: redemptionPayouts.ifsc,
  attempts: redemptionPayouts.attempts,
  bankRef: redemptionPayouts.bankRef,
  creditDate: sql<string | null>`${redemptionPayouts.creditDate}::text`,
  failureReason: redemptionPayouts.failureReason,
};

type ViewRow = Awaited<ReturnType<typeof selectViewRows>>[number];

/** The payout as the investor follows it. */
export function payoutView(row: ViewRow): RedemptionPayout {
  const payout = row.payoutStatus;
  const status: PayoutStatus =
    payout === null ? 'PENDING' : payout === 'RETRY' ? 'PROCESSING' : (payout as PayoutStatus);
  const priced = status !== 'PENDING';
  const bank =
    row.bankName !== null && row.accNo !== null && row.ifsc !== null && row.accNo !== ''
      ? { bankName: row.bankName, accNo: row.accNo, ifsc: row.ifsc }
      : null;
  const note =
    status === 'PENDING'
      ? PAYOUT_TEXTS.pending(ddMmYyyyFromIso(row.navApplicableDate))
      : payout === 'RETRY'
        ? PAYOUT_TEXTS.retrying
        : status === 'FAILED'
          ? row.failureReason === PAYOUT_TEXTS.noBank
            ? PAYOUT_TEXTS.noBank
            : `${PAYOUT_TEXTS.failed}${row.failureReason ? ` Bank's reason: ${row.failureReason}.` : ''}`
          : status === 'PAID' && bank && row.creditDate
            ? PAYOUT_TEXTS.paid(
                `${bank.bankName} ${maskAccount(bank.accNo)}`,
                ddMmYyyyFromIso(row.creditDate),
              )
            : null;
  return {
    orderNo: row.orderNo,
    kind: row.kind === 'INSTA' ? 'INSTA' : 'REDEEM',
    schCode: row.schCode,
    schName: row.schName,
    folioNo: row.folioNo,
    units: unitsToNumber(row.unitsMilli),
    navApplicableDate: ddMmYyyyFromIso(row.navApplicableDate),
    nav: priced ? navToNumber(row.nav) : null,
    grossAmount: priced ? toRupees(row.grossPaise) : null,
    exitLoad: priced ? toRupees(row.exitLoadPaise) : null,
    netAmount: priced ? toRupees(row.amountPaise ?? row.grossPaise - row.exitLoadPaise) : null,
    status,
    statusText: PAYOUT_TEXTS.status[status],
    payMode: row.payMode ?? (row.kind === 'INSTA' ? 'IMPS' : 'NEFT'),
    bank: bank ? { bankName: bank.bankName, bankAccMask: maskAccount(bank.accNo), ifsc: bank.ifsc } : null,
    attempts: row.attempts ?? 0,
    creditDate: row.creditDate ? ddMmYyyyFromIso(row.creditDate) : null,
    bankReference: row.bankRef,
    note,
    placedAt: row.createdAt.toISOString(),
  };
}

/** Redemptions (not switches) of an investor with their payouts, newest first; or one by order number. */
export async function loadPayoutViews(
  db: Db,
  njAcNo: string,
  only?: { orderNo: string },
): Promise<RedemptionPayout[]> {
  return (await selectViewRows(db, njAcNo, only)).map(payoutView);
}

function selectViewRows(db: Db, njAcNo: string, only?: { orderNo: string }) {
  return db
    .select(viewColumns)
    .from(redemptionOrders)
    .innerJoin(schemes, eq(schemes.schCode, redemptionOrders.schCode))
    .leftJoin(redemptionPayouts, eq(redemptionPayouts.orderNo, redemptionOrders.orderNo))
    .where(
      and(
        eq(redemptionOrders.njAcNo, njAcNo),
        inArray(redemptionOrders.kind, ['REDEEM', 'INSTA']),
        ...(only ? [eq(redemptionOrders.orderNo, only.orderNo)] : []),
      ),
    )
    .orderBy(desc(redemptionOrders.createdAt), desc(redemptionOrders.orderNo))
    .limit(only ? 1 : 30);
}
