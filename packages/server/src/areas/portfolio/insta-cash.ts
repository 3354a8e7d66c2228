import {
  type DataOf,
  ddMmYyyyFromIso,
  INSTA_CASH_DAILY_LIMIT_RUPEES,
  INSTA_CASH_FOLIO_PERCENT,
  INSTA_TEXTS,
  type InstaCashRequest,
  type payoutCalls,
  REDEEM_TEXTS,
} from '@ewa/api';
import { and, eq, gte, sql } from 'drizzle-orm';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { maskAccount } from '../../kernel/investor-records/banks.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { navToNumber, toPaise, toRupees, unitsToNumber, valueOfUnits } from '../../kernel/money.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { schemes } from '../../kernel/schemes/schema.ts';
import { loadPayoutViews, payoutAccount, payoutRow } from './payout.ts';
import { loadFolios, loadLots, placeRedemption, selectHeldFolios, takeUnitsOut } from './redeem.ts';
import { redemptionFigures, unitsToRedeem } from './redeem-rules.ts';
import { redemptionOrders, redemptionPayouts } from './schema.ts';

type InstaOptions = DataOf<typeof payoutCalls.getInstaCashOptions>;
type InstaReply = DataOf<typeof payoutCalls.confirmInstaCash>;

const DAILY_LIMIT_PAISE = INSTA_CASH_DAILY_LIMIT_RUPEES * 100;

/**
 * What can still be taken instantly from a scheme today: the lower of the day's ₹50,000 less what was
 * taken today and 90% of the folio's value now (never below nothing).
 */
export function instaLimitLeft(usedTodayPaise: number, folioValuePaise: number): number {
  const byDay = DAILY_LIMIT_PAISE - usedTodayPaise;
  const byValue = Math.floor((folioValuePaise * INSTA_CASH_FOLIO_PERCENT) / 100);
  return Math.max(0, Math.min(byDay, byValue));
}

/** The instant the investor's IST day began. */
const istDayStart = (now: Date) => new Date(`${istParts(now).date}T00:00:00+05:30`);

/** Gross amounts taken instantly today, per scheme, by one investor. */
async function usedToday(db: Db, njAcNo: string, now: Date, schCode?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      schCode: redemptionOrders.schCode,
      paise: sql<string>`coalesce(sum(${redemptionOrders.amountPaise}), 0)`,
    })
    .from(redemptionOrders)
    .where(
      and(
        eq(redemptionOrders.njAcNo, njAcNo),
        eq(redemptionOrders.kind, 'INSTA'),
        gte(redemptionOrders.createdAt, istDayStart(now)),
        ...(schCode ? [eq(redemptionOrders.schCode, schCode)] : []),
      ),
    )
    .groupBy(redemptionOrders.schCode);
  return new Map(rows.map((r) => [r.schCode, Number(r.paise)]));
}

const planType = (isDirect: boolean) => (isDirect ? ('Direct' as const) : ('Regular' as const));

/** The investor's liquid-fund folios with the instant limit left today, and the account paid to. */
export async function instaCashOptions(
  db: Db,
  sessionAcNo: string,
  request: { ccode?: string },
  now: Date,
): Promise<InstaOptions> {
  const njAcNo = requireOwnAccount(sessionAcNo, request.ccode);
  const rows = await selectHeldFolios(db, {})
    .where(
      and(
        eq(folioHoldings.njAcNo, njAcNo),
        eq(schemes.schemeType, 'LIQUID'),
        sql`${folioHoldings.unitsMilli} > 0`,
      ),
    )
    .orderBy(schemes.schName);
  const used = await usedToday(db, njAcNo, now);
  const bank = await payoutAccount(db, njAcNo);
  return {
    folios: rows.map((r) => {
      const valuePaise = valueOfUnits(r.unitsMilli, r.nav);
      const usedPaise = used.get(r.schCode) ?? 0;
      return {
        schCode: r.schCode,
        schName: r.schName,
        amcName: r.amcName,
        planType: planType(r.isDirect),
        isDirect: r.isDirect,
        schOpt: r.schOpt as InstaOptions['folios'][number]['schOpt'],
        folioNo: r.folioNo,
        units: unitsToNumber(r.unitsMilli),
        nav: navToNumber(r.nav),
        navDate: ddMmYyyyFromIso(r.navDate.slice(0, 10)),
        currentValue: toRupees(valuePaise),
        usedToday: toRupees(usedPaise),
        limitLeft: toRupees(instaLimitLeft(usedPaise, valuePaise)),
      };
    }),
    bank: bank ? { bankName: bank.bankName, bankAccMask: maskAccount(bank.accNo), ifsc: bank.ifsc } : null,
  };
}

/** The reply of an insta cash request: its payout is priced, on its way to the bank (followed by `getRedemptionStatus`). */
async function replyOf(
  db: Db,
  njAcNo: string,
  orderNo: string,
  restOrder?: { orderNo: string; grossAmount: number },
): Promise<InstaReply> {
  const restOrderNo = restOrder?.orderNo;
  const restAmount = restOrder?.grossAmount ?? 0;
  const [insta] = await loadPayoutViews(db, njAcNo, { orderNo });
  if (!insta) throw new Error(`insta cash order ${orderNo} lost`);
  const [rest] = restOrderNo ? await loadPayoutViews(db, njAcNo, { orderNo: restOrderNo }) : [];
  const amount = insta.netAmount ?? 0;
  const message =
    insta.status === 'PAID' && insta.bank
      ? INSTA_TEXTS.credited(amount, `${insta.bank.bankName} ${insta.bank.bankAccMask}`)
      : INSTA_TEXTS.confirmed;
  return {
    insta,
    rest: rest ?? null,
    message: restAmount ? `${message} ${INSTA_TEXTS.restPlaced(restAmount)}` : message,
  };
}

/** A readable, unique order number: IC (insta cash) + IST date + 9 random digits. */
function newOrderNo(now: Date): string {
  const digits = String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0');
  return `IC${istParts(now).date.replaceAll('-', '')}${digits}`;
}

/**
 * Insta cash from a liquid fund: up to the instant limit, priced at the latest NAV and paid at once by
 * IMPS; what is over the limit goes as a normal redemption when the investor asked for it, else the
 * request is refused naming the limit. The folio row is locked while the day's use is counted, so two
 * requests at once cannot both take the last of the limit. Exactly once by the money door; the bank is
 * asked to pay only once the order and its payout are committed (`payNow`, after the commit), so a
 * payout reference the bank holds always names a kept order.
 */
export async function placeInstaCash(
  db: Db,
  session: { njAcNo: string; loginId: string },
  request: InstaCashRequest,
  now: Date,
  origin: RequestOrigin,
): Promise<InstaReply> {
  const njAcNo = requireOwnAccount(session.njAcNo, request.ccode);

  const folio = (await loadFolios(db, njAcNo, request)).find((f) => f.folioNo === request.folioNo);
  if (!folio) throw new DomainError(REDEEM_TEXTS.notHeld, { status: 404, field: 'folioNo' });
  const [scheme] = await db
    .select({ schemeType: schemes.schemeType })
    .from(schemes)
    .where(eq(schemes.schCode, folio.schCode));
  if (scheme?.schemeType !== 'LIQUID')
    throw new DomainError(INSTA_TEXTS.notLiquid, { status: 400, field: 'schCode' });
  const amountPaise = toPaise(request.amount);
  if (amountPaise < 100) throw new DomainError(INSTA_TEXTS.tooSmall, { status: 400, field: 'amount' });
  // The whole amount must be in the folio before any of it moves.
  unitsToRedeem({ ...request, mode: 'amount' }, folio);

  const today = istParts(now).date;
  const lots = await loadLots(db, njAcNo, folio);
  const orderNo = newOrderNo(now);
  const folioWhere = and(
    eq(folioHoldings.njAcNo, njAcNo),
    eq(folioHoldings.schCode, folio.schCode),
    eq(folioHoldings.isDirect, folio.isDirect),
    eq(folioHoldings.schOpt, folio.schOpt),
    eq(folioHoldings.folioNo, folio.folioNo),
  );
  const outcome = await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ unitsMilli: folioHoldings.unitsMilli })
      .from(folioHoldings)
      .where(folioWhere)
      .for('update');
    if (!held) throw new DomainError(REDEEM_TEXTS.notHeld, { status: 404, field: 'folioNo' });
    const used = (await usedToday(tx, njAcNo, now, folio.schCode)).get(folio.schCode) ?? 0;
    const limitPaise = instaLimitLeft(used, valueOfUnits(held.unitsMilli, folio.nav));
    if (limitPaise < 100) throw new DomainError(INSTA_TEXTS.limitReached, { status: 400, field: 'amount' });
    if (amountPaise > limitPaise && !request.restAsRedemption)
      throw new DomainError(INSTA_TEXTS.overLimit(toRupees(limitPaise)), {
        status: 400,
        field: 'amount',
        extra: { limitLeft: toRupees(limitPaise) },
      });
    const instaPaise = Math.min(amountPaise, limitPaise);
    const unitsMilli = unitsToRedeem(
      { ...request, mode: 'amount', amount: toRupees(instaPaise) },
      { ...folio, unitsMilli: held.unitsMilli },
    );
    const figures = redemptionFigures(folio, lots, unitsMilli, today, instaPaise);
    const net = figures.grossPaise - figures.exitLoadPaise;
    await tx.insert(redemptionOrders).values({
      orderNo,
      njAcNo,
      kind: 'INSTA',
      schCode: folio.schCode,
      isDirect: folio.isDirect,
      schOpt: folio.schOpt,
      folioNo: folio.folioNo,
      unitsMilli,
      nav: folio.nav,
      amountPaise: figures.grossPaise,
      exitLoadPaise: figures.exitLoadPaise,
      navApplicableDate: folio.navDate,
      status: 'PRICED',
      createdAt: now,
    });
    await takeUnitsOut(tx, njAcNo, folio, {
      orderNo,
      trxnType: 'RED',
      unitsMilli,
      costPaise: figures.costPaise,
      navDate: folio.navDate,
      heldUnitsMilli: held.unitsMilli,
      field: 'amount',
    });
    await tx.insert(redemptionPayouts).values(await payoutRow(tx, { orderNo, njAcNo }, 'IMPS', net, now));
    await writeAudit(tx, origin, {
      action: 'portfolio.instaCash',
      outcome: 'success',
      actor: session.loginId,
      njAcNo,
      detail: {
        orderNo,
        schCode: folio.schCode,
        folioNo: folio.folioNo,
        unitsMilli,
        amountPaise: instaPaise,
      },
    });
    return { restPaise: amountPaise - instaPaise };
  });
  const rest =
    outcome.restPaise > 0
      ? await placeRedemption(
          db,
          session,
          {
            ...(request.ccode ? { ccode: request.ccode } : {}),
            schCode: folio.schCode,
            isDirect: folio.isDirect,
            schOpt: request.schOpt,
            folioNo: folio.folioNo,
            mode: 'amount',
            amount: toRupees(outcome.restPaise),
          },
          now,
          origin,
        )
      : undefined;
  return replyOf(db, njAcNo, orderNo, rest);
}
