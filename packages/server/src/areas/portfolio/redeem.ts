import { randomInt } from 'node:crypto';
import {
  type DataOf,
  ddMmYyyyFromIso,
  type portfolioCalls,
  REDEEM_TEXTS,
  type RedemptionQuote,
  type RedemptionRequest,
} from '@ewa/api';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { navToNumber, toPaise, toRupees, unitsToNumber, valueOfUnits } from '../../kernel/money.ts';
import { istParts, navApplicableDate } from '../../kernel/schemes/calendar.ts';
import { loadHolidays } from '../../kernel/schemes/lookup.ts';
import { amcs, schemePlans, schemes } from '../../kernel/schemes/schema.ts';
import { placedOrders } from './allot.ts';
import {
  exitLoadRate,
  type FolioRow,
  type Lot,
  lockedUnits,
  redemptionFigures,
  unitsToRedeem,
} from './redeem-rules.ts';
import { portfolioTransactions, redemptionOrders } from './schema.ts';

type Plan = { schCode: string; isDirect: boolean; schOpt: string };
type RedeemOptions = DataOf<typeof portfolioCalls.getRedeemOptions>;
export type RedemptionReply = DataOf<typeof portfolioCalls.confirmRedemption>;

const notHeld = () => new DomainError(REDEEM_TEXTS.notHeld, { status: 404, field: 'folioNo' });
const samePlan = (a: Plan, b: Plan) =>
  a.schCode === b.schCode && a.isDirect === b.isDirect && a.schOpt === b.schOpt;

export interface LoadedFolio extends FolioRow {
  schCode: string;
  schName: string;
  amcCode: string;
  amcName: string;
  isDirect: boolean;
  schOpt: string;
  folioNo: string;
  holdingMode: string;
  navDate: string;
  cutOffTime: string;
}

/** What every read of a held folio takes: the plan, the folio, its units and the NAV it is priced at. */
const heldFolioFields = {
  schCode: folioHoldings.schCode,
  isDirect: folioHoldings.isDirect,
  schOpt: folioHoldings.schOpt,
  folioNo: folioHoldings.folioNo,
  unitsMilli: folioHoldings.unitsMilli,
  schName: schemes.schName,
  amcName: amcs.amcName,
  nav: schemePlans.latestNav,
  navDate: sql<string>`${schemePlans.navDate}::text`,
};

/** The folios held, with their scheme, fund house and the plan whose NAV prices them; `more` adds columns. */
export function selectHeldFolios<F extends SelectedFields>(db: Db, more: F) {
  return db
    .select({ ...heldFolioFields, ...more })
    .from(folioHoldings)
    .innerJoin(schemes, eq(schemes.schCode, folioHoldings.schCode))
    .innerJoin(amcs, eq(amcs.amcCode, schemes.amcCode))
    .innerJoin(
      schemePlans,
      and(
        eq(schemePlans.schCode, folioHoldings.schCode),
        eq(schemePlans.isDirect, folioHoldings.isDirect),
        sql`${schemePlans.schOpt} = ${folioHoldings.schOpt}`,
      ),
    );
}

/**
 * Takes redeemed units out of a folio and writes them to its ledger at their cost, only while the
 * units are still there: a concurrent redemption that took them makes this a refusal naming what is held.
 */
export async function takeUnitsOut(
  tx: Db,
  njAcNo: string,
  folio: Plan & { folioNo: string; nav: number },
  out: {
    orderNo: string;
    trxnType: 'RED' | 'SWI';
    unitsMilli: number;
    costPaise: number;
    navDate: string;
    /** The units held as last read, for the refusal's text. */
    heldUnitsMilli: number;
    /** The request field the refusal points at. */
    field: 'amount' | 'units';
  },
): Promise<void> {
  const [left] = await tx
    .update(folioHoldings)
    .set({ unitsMilli: sql`${folioHoldings.unitsMilli} - ${out.unitsMilli}` })
    .where(
      and(
        eq(folioHoldings.njAcNo, njAcNo),
        eq(folioHoldings.schCode, folio.schCode),
        eq(folioHoldings.isDirect, folio.isDirect),
        eq(folioHoldings.schOpt, folio.schOpt),
        eq(folioHoldings.folioNo, folio.folioNo),
        gte(folioHoldings.unitsMilli, out.unitsMilli),
        ne(folioHoldings.unitsMilli, 0),
      ),
    )
    .returning({ unitsMilli: folioHoldings.unitsMilli });
  if (!left)
    throw new DomainError(REDEEM_TEXTS.moreThanHeld(unitsToNumber(out.heldUnitsMilli).toFixed(3)), {
      status: 409,
      field: out.field,
    });
  await tx.insert(portfolioTransactions).values({
    njAcNo,
    schCode: folio.schCode,
    isDirect: folio.isDirect,
    schOpt: folio.schOpt,
    folioNo: folio.folioNo,
    trxnType: out.trxnType,
    orderNo: out.orderNo,
    navDate: out.navDate,
    nav: folio.nav,
    amountPaise: -out.costPaise,
    unitsMilli: -out.unitsMilli,
  });
}

/** The investor's folios of one plan with the scheme's facts (none: not held by this investor). */
export async function loadFolios(db: Db, njAcNo: string, plan: Plan): Promise<LoadedFolio[]> {
  const rows = await selectHeldFolios(db, {
    holdingMode: folioHoldings.holdingMode,
    viaMars: folioHoldings.viaMars,
    amcCode: schemes.amcCode,
    category: schemes.category,
    exitLoad: schemes.exitLoad,
    cutOffTime: schemes.cutOffTime,
  }).where(
    and(
      eq(folioHoldings.njAcNo, njAcNo),
      eq(folioHoldings.schCode, plan.schCode),
      eq(folioHoldings.isDirect, plan.isDirect),
      eq(folioHoldings.schOpt, plan.schOpt),
    ),
  );
  const pending = (await placedOrders(db, njAcNo)).filter((o) => samePlan(o, plan));
  const pendingPaise = pending.reduce((sum, o) => sum + o.amountPaise, 0);
  return rows.map((r) => ({ ...r, navDate: r.navDate.slice(0, 10), pendingPaise }));
}

export async function loadLots(db: Db, njAcNo: string, plan: Plan & { folioNo: string }): Promise<Lot[]> {
  return db
    .select({
      navDate: sql<string>`${portfolioTransactions.navDate}::text`,
      unitsMilli: portfolioTransactions.unitsMilli,
      amountPaise: portfolioTransactions.amountPaise,
    })
    .from(portfolioTransactions)
    .where(
      and(
        eq(portfolioTransactions.njAcNo, njAcNo),
        eq(portfolioTransactions.schCode, plan.schCode),
        eq(portfolioTransactions.isDirect, plan.isDirect),
        eq(portfolioTransactions.schOpt, plan.schOpt),
      ),
    );
}

/** Plans of the fund house's other schemes (and the other plans of this one) open for switches in. */
async function switchTargets(db: Db, amcCode: string, from: Plan) {
  const rows = await db
    .select({
      schCode: schemes.schCode,
      schName: schemes.schName,
      isDirect: schemePlans.isDirect,
      schOpt: sql<string>`${schemePlans.schOpt}`,
      nav: schemePlans.latestNav,
    })
    .from(schemes)
    .innerJoin(schemePlans, eq(schemePlans.schCode, schemes.schCode))
    .where(
      and(
        eq(schemes.amcCode, amcCode),
        eq(schemes.purchaseAllowed, true),
        sql`${schemes.nfoOpenDate} is null`,
        sql`${schemes.suspendMsg} is null`,
      ),
    )
    .orderBy(schemes.schName, schemePlans.isDirect, schemePlans.schOpt);
  return rows.filter((r) => !samePlan(r, from));
}

const planType = (isDirect: boolean) => (isDirect ? ('Direct' as const) : ('Regular' as const));

/** The folios of a held plan and, when switching is open to them, the schemes to switch into. */
export async function redeemOptions(
  db: Db,
  sessionAcNo: string,
  request: Plan & { ccode?: string },
): Promise<RedeemOptions> {
  const njAcNo = requireOwnAccount(sessionAcNo, request.ccode);
  const folios = await loadFolios(db, njAcNo, request);
  if (folios.length === 0) throw notHeld();
  const first = folios[0] as LoadedFolio;
  const targets = folios.some((f) => !f.viaMars) ? await switchTargets(db, first.amcCode, request) : [];
  return {
    folios: folios.map((f) => ({
      schCode: f.schCode,
      schName: f.schName,
      amcName: f.amcName,
      planType: planType(f.isDirect),
      schOpt: f.schOpt as RedeemOptions['folios'][number]['schOpt'],
      folioNo: f.folioNo,
      holdingMode: f.holdingMode === 'D' ? 'D' : 'P',
      units: unitsToNumber(f.unitsMilli),
      nav: navToNumber(f.nav),
      navDate: ddMmYyyyFromIso(f.navDate),
      currentValue: toRupees(valueOfUnits(f.unitsMilli, f.nav)),
      pendingAllotment: toRupees(f.pendingPaise),
      exitLoad: f.exitLoad,
      switchAllowed: !f.viaMars,
    })),
    switchTargets: targets.map((t) => ({
      schCode: t.schCode,
      schName: t.schName,
      planType: planType(t.isDirect),
      isDirect: t.isDirect,
      schOpt: t.schOpt as RedeemOptions['switchTargets'][number]['schOpt'],
      nav: navToNumber(t.nav),
    })),
  };
}

interface Planned {
  njAcNo: string;
  folio: LoadedFolio;
  quote: RedemptionQuote;
  unitsMilli: number;
  grossPaise: number;
  exitLoadPaise: number;
  exitLoadPpb: number;
  costPaise: number;
  navApplicableDate: string;
  inScheme?: Plan;
}

/** Checks a redemption or switch against the folio and works out its figures; refuses what cannot be. */
async function planRedemption(
  db: Db,
  sessionAcNo: string,
  request: RedemptionRequest,
  now: Date,
): Promise<Planned> {
  const njAcNo = requireOwnAccount(sessionAcNo, request.ccode);
  const folio = (await loadFolios(db, njAcNo, request)).find((f) => f.folioNo === request.folioNo);
  if (!folio) {
    // Bought, paid, units on their way: say so rather than "not held".
    const pending = (await placedOrders(db, njAcNo)).some((o) => samePlan(o, request));
    if (pending)
      throw new DomainError(REDEEM_TEXTS.notYetAllotted('0.000'), { status: 400, field: 'folioNo' });
    throw notHeld();
  }
  let inSchName: string | undefined;
  if (request.inScheme) {
    if (folio.viaMars) throw new DomainError(REDEEM_TEXTS.switchMars, { status: 400, field: 'inScheme' });
    if (samePlan(request.inScheme, request))
      throw new DomainError(REDEEM_TEXTS.switchSame, { status: 400, field: 'inScheme' });
    const target = (await switchTargets(db, folio.amcCode, request)).find((t) =>
      samePlan(t, request.inScheme as Plan),
    );
    if (!target) {
      const [other] = await db
        .select({ amcCode: schemes.amcCode })
        .from(schemes)
        .where(eq(schemes.schCode, request.inScheme.schCode));
      throw new DomainError(
        other?.amcCode === folio.amcCode ? REDEEM_TEXTS.switchClosed : REDEEM_TEXTS.switchTarget,
        {
          status: 400,
          field: 'inScheme',
        },
      );
    }
    inSchName = `${target.schName} - ${planType(target.isDirect)} Plan`;
  }
  const today = istParts(now).date;
  const lots = await loadLots(db, njAcNo, folio);
  const unitsMilli = unitsToRedeem(request, {
    ...folio,
    lockedUnitsMilli: lockedUnits(lots, folio.exitLoad, today),
  });
  const figures = redemptionFigures(
    folio,
    lots,
    unitsMilli,
    today,
    request.mode === 'amount' && request.amount ? toPaise(request.amount) : undefined,
  );
  const navDay = navApplicableDate(now, folio.cutOffTime, await loadHolidays(db));
  const net = figures.grossPaise - figures.exitLoadPaise;
  const quote: RedemptionQuote = {
    kind: request.inScheme ? 'SWITCH' : 'REDEEM',
    folioNo: folio.folioNo,
    units: unitsToNumber(unitsMilli),
    nav: navToNumber(folio.nav),
    navDate: ddMmYyyyFromIso(folio.navDate),
    grossAmount: toRupees(figures.grossPaise),
    exitLoad: toRupees(figures.exitLoadPaise),
    exitLoadText: folio.exitLoad,
    shortTermGain: toRupees(figures.shortTermGainPaise),
    longTermGain: toRupees(figures.longTermGainPaise),
    tax: figures.taxPaise === null ? null : toRupees(figures.taxPaise),
    taxText: figures.taxPaise === null ? REDEEM_TEXTS.taxSlab : REDEEM_TEXTS.taxEquity,
    netAmount: toRupees(net),
    navApplicableDate: ddMmYyyyFromIso(navDay),
    ...(inSchName ? { inSchName } : {}),
  };
  return {
    njAcNo,
    folio,
    quote,
    unitsMilli,
    grossPaise: figures.grossPaise,
    exitLoadPaise: figures.exitLoadPaise,
    exitLoadPpb: exitLoadRate(folio, lots, unitsMilli, today),
    costPaise: figures.costPaise,
    navApplicableDate: navDay,
    ...(request.inScheme ? { inScheme: request.inScheme } : {}),
  };
}

/** What the redemption would pay, with exit load and indicative tax; writes nothing. */
export async function quoteRedemption(db: Db, sessionAcNo: string, request: RedemptionRequest, now: Date) {
  return (await planRedemption(db, sessionAcNo, request, now)).quote;
}

/** A readable, unique order number: RD (redemption) or SW (switch) + IST date + 9 random digits. */
function newOrderNo(kind: 'REDEEM' | 'SWITCH', now: Date): string {
  const prefix = kind === 'REDEEM' ? 'RD' : 'SW';
  return `${prefix}${istParts(now).date.replaceAll('-', '')}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * Places a redemption or switch. The units leave the folio at once by a conditional UPDATE (only while
 * at least that many are held), so two redemptions at the same moment cannot sell a unit twice; a
 * switch's units come into the target at the NAV of its cut-off day (see allot.ts). Exactly once by the
 * money door (http/money-door.ts): `db` is its transaction.
 */
export async function placeRedemption(
  db: Db,
  session: { njAcNo: string; loginId: string },
  request: RedemptionRequest,
  now: Date,
  origin: RequestOrigin,
): Promise<RedemptionReply> {
  const njAcNo = requireOwnAccount(session.njAcNo, request.ccode);

  const planned = await planRedemption(db, session.njAcNo, request, now);
  const kind = planned.quote.kind;
  const orderNo = newOrderNo(kind, now);
  const reply: RedemptionReply = {
    ...planned.quote,
    orderNo,
    status: 'PENDING',
    message: kind === 'SWITCH' ? REDEEM_TEXTS.switchConfirmed : REDEEM_TEXTS.confirmed,
  };
  const { folio } = planned;
  await db.transaction(async (tx) => {
    await tx.insert(redemptionOrders).values({
      orderNo,
      njAcNo,
      kind,
      schCode: folio.schCode,
      isDirect: folio.isDirect,
      schOpt: folio.schOpt,
      folioNo: folio.folioNo,
      unitsMilli: planned.unitsMilli,
      nav: folio.nav,
      amountPaise: planned.grossPaise,
      exitLoadPaise: planned.exitLoadPaise,
      exitLoadPpb: planned.exitLoadPpb,
      navApplicableDate: planned.navApplicableDate,
      inOrderNo: planned.inScheme ? `${orderNo}I` : null,
      inSchCode: planned.inScheme?.schCode ?? null,
      inIsDirect: planned.inScheme?.isDirect ?? null,
      inSchOpt: planned.inScheme?.schOpt ?? null,
      status: 'PENDING',
      createdAt: now,
    });
    await takeUnitsOut(tx, njAcNo, folio, {
      orderNo,
      trxnType: kind === 'SWITCH' ? 'SWI' : 'RED',
      unitsMilli: planned.unitsMilli,
      costPaise: planned.costPaise,
      navDate: planned.navApplicableDate,
      heldUnitsMilli: folio.unitsMilli,
      field: 'units',
    });
    await writeAudit(tx, origin, {
      action: kind === 'SWITCH' ? 'portfolio.switch' : 'portfolio.redeem',
      outcome: 'success',
      actor: session.loginId,
      njAcNo,
      detail: {
        orderNo,
        schCode: folio.schCode,
        folioNo: folio.folioNo,
        unitsMilli: planned.unitsMilli,
        ...(planned.inScheme ? { inSchCode: planned.inScheme.schCode } : {}),
      },
    });
  });
  return reply;
}
