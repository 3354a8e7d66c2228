import { randomInt } from 'node:crypto';
import {
  type DataOf,
  type getPlanOptions,
  isMultipleAbove,
  multipleAboveText,
  PLAN_INSTALLMENT_RANGE,
  REDEEM_TEXTS,
  type RegisterPlanRequest,
  type RequestOf,
  type registerPlan,
  STOP_REASONS,
  STOP_TWO_FACTOR,
  type StopReason,
  SYSTEMATIC_TEXTS,
  type stopPlan,
  type topUpSip,
} from '@ewa/api';
import { and, eq, max } from 'drizzle-orm';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { rupeesText, toPaise, toRupees } from '../../kernel/money.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { loadHolidays, loadScheme } from '../../kernel/schemes/lookup.ts';
import { enterTransactions, linkSealerFor, referenceTo } from '../authorize/public.ts';
import { installmentDates } from '../common/public.ts';
import { redeemOptions } from '../portfolio/public.ts';
import { SWP_FREQUENCIES, SWP_INSTALLMENT_DATES, swpStartMonths } from '../purchase/public.ts';
import { type LoadedPlan, loadPlan, planView } from './plans.ts';
import { progressOf } from './schedule.ts';
import { systematicPlans, systematicTopUps } from './schema.ts';

type RegisterReply = DataOf<typeof registerPlan>;
type StopReply = DataOf<typeof stopPlan>;
type TopUpReply = DataOf<typeof topUpSip>;

export interface Actor {
  njAcNo: string;
  loginId: string;
  accType: string;
}

const bad = (message: string, field: string, errCode = 'VALIDATION') =>
  new DomainError(message, { status: 400, field, errCode });

const today = (now: Date) => istParts(now).date;

/** The form's choices for an SWP or STP from a held plan (the portfolio area decides what is held). */
export async function planOptions(
  db: Db,
  njAcNo: string,
  request: RequestOf<typeof getPlanOptions>,
  now: Date,
): Promise<DataOf<typeof getPlanOptions>> {
  await redeemOptions(db, njAcNo, request);
  const scheme = await loadScheme(db, request.schCode);
  const swp = request.kind === 'SWP';
  return {
    installmentDates: swp ? SWP_INSTALLMENT_DATES : installmentDates('1').installmentDate,
    startMonths: swpStartMonths(now),
    frequencies: SWP_FREQUENCIES,
    installmentRangeMin: PLAN_INSTALLMENT_RANGE.min,
    installmentRangeMax: PLAN_INSTALLMENT_RANGE.max,
    minAmount: swp ? toRupees(scheme.minSwpPaise) : 0,
    allowed: swp ? scheme.swpAllowed : true,
  };
}

function newPlanNo(kind: string, now: Date): string {
  return `${kind}${today(now).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Checks an SWP or STP against the held folio (portfolio area: folios and switch targets, MARS
 * units not switchable), the scheme's minimum and the offered dates; answers the plan row to insert.
 */
export async function checkRegistration(
  db: Db,
  njAcNo: string,
  request: RegisterPlanRequest,
  now: Date,
): Promise<typeof systematicPlans.$inferInsert> {
  const options = await redeemOptions(db, njAcNo, request);
  const folio = options.folios.find((f) => f.folioNo === request.folioNo);
  if (!folio) throw new DomainError(REDEEM_TEXTS.notHeld, { status: 404, field: 'folioNo' });
  const form = await planOptions(db, njAcNo, request, now);
  if (!form.allowed) throw bad(SYSTEMATIC_TEXTS.swpNotAllowed, 'schCode');
  if (!form.frequencies.some((f) => f.freqId === request.freqId))
    throw bad('Please select a valid frequency.', 'freqId');
  if (!form.installmentDates.includes(request.installmentDate))
    throw bad(SYSTEMATIC_TEXTS.installmentDate, 'installmentDate');
  if (!form.startMonths.some((m) => m.value === request.startMonth))
    throw bad(SYSTEMATIC_TEXTS.startMonth, 'startMonth');
  if (
    request.noOfInstallments < form.installmentRangeMin ||
    request.noOfInstallments > form.installmentRangeMax
  )
    throw bad(SYSTEMATIC_TEXTS.installments, 'noOfInstallments');
  const amountPaise = toPaise(request.amount);
  let target: { schCode: string; isDirect: boolean; schOpt: string } | null = null;
  if (request.kind === 'SWP') {
    const scheme = await loadScheme(db, request.schCode);
    if (amountPaise < scheme.minSwpPaise)
      throw bad(SYSTEMATIC_TEXTS.swpMinimum(rupeesText(scheme.minSwpPaise)), 'amount');
  } else {
    if (!folio.switchAllowed) throw bad(REDEEM_TEXTS.switchMars, 'inScheme');
    const wanted = request.inScheme;
    if (!wanted) throw bad(SYSTEMATIC_TEXTS.stpTarget, 'inScheme');
    const same = (a: { schCode: string; isDirect: boolean; schOpt: string }) =>
      a.schCode === wanted.schCode && a.isDirect === wanted.isDirect && a.schOpt === wanted.schOpt;
    if (same(request)) throw bad(REDEEM_TEXTS.switchSame, 'inScheme');
    if (!options.switchTargets.some(same)) throw bad(REDEEM_TEXTS.switchTarget, 'inScheme');
    const into = await loadScheme(db, wanted.schCode);
    if (amountPaise < into.minSipPaise)
      throw bad(SYSTEMATIC_TEXTS.stpMinimum(rupeesText(into.minSipPaise)), 'amount');
    target = wanted;
  }
  if (amountPaise <= 0) throw bad(SYSTEMATIC_TEXTS.swpMinimum('1'), 'amount');
  return {
    planNo: newPlanNo(request.kind, now),
    njAcNo,
    kind: request.kind,
    schCode: request.schCode,
    isDirect: request.isDirect,
    schOpt: request.schOpt,
    folioNo: folio.folioNo,
    targetSchCode: target?.schCode ?? null,
    targetIsDirect: target?.isDirect ?? null,
    targetSchOpt: target?.schOpt ?? null,
    amountPaise,
    freqId: request.freqId,
    installmentDate: request.installmentDate,
    startMonth: request.startMonth,
    installments: request.noOfInstallments,
    createdAt: now,
  };
}

export async function registerSystematicPlan(
  db: Db,
  actor: Actor,
  request: RegisterPlanRequest,
  now: Date,
  origin: RequestOrigin,
): Promise<RegisterReply> {
  const njAcNo = requireOwnAccount(actor.njAcNo, request.ccode);
  const row = await checkRegistration(db, njAcNo, request, now);
  await db.transaction(async (tx) => {
    await tx.insert(systematicPlans).values(row);
    await writeAudit(tx, origin, {
      action: `systematic.register.${request.kind.toLowerCase()}`,
      outcome: 'success',
      actor: actor.loginId,
      njAcNo,
      detail: { planNo: row.planNo, schCode: row.schCode, amountPaise: row.amountPaise },
    });
  });
  const plan = await loadPlan(db, njAcNo, row.planNo);
  return {
    plan: planView(plan, today(now), await loadHolidays(db)),
    message: request.kind === 'SWP' ? SYSTEMATIC_TEXTS.swpRegistered : SYSTEMATIC_TEXTS.stpRegistered,
  };
}

/** Why a plan cannot be stopped now, or undefined. */
export function stopRefusal(plan: ReturnType<typeof planView>): DomainError | undefined {
  if (plan.status === 'STOPPED')
    return new DomainError(SYSTEMATIC_TEXTS.alreadyStopped(plan.kind), {
      status: 409,
      errCode: 'ALREADY_STOPPED',
    });
  if (plan.status === 'COMPLETED')
    return new DomainError(SYSTEMATIC_TEXTS.completed(plan.kind), { status: 409, errCode: 'COMPLETED' });
  return undefined;
}

const AUTH_STOP_TYPES = { SIP: 'SSIP', SWP: 'SSWP', STP: 'SSTP' } as const;

/** The authorization transaction of an EMF stop, confirmed on the two-factor OTP page. */
async function enterStopRequest(db: Db, plan: LoadedPlan, view: ReturnType<typeof planView>, reason: string) {
  const [entered] = await enterTransactions(db, [
    {
      njAcNo: plan.njAcNo,
      trxnType: AUTH_STOP_TYPES[plan.kind],
      entrySource: 'client',
      amountPaise: null,
      notes: [`Reason: ${reason}`, `Plan No. ${plan.planNo}`],
      lines: [
        {
          schCode: plan.schCode,
          schName: view.schName,
          isDirect: plan.isDirect,
          schOpt: plan.schOpt,
          targetSchCode: plan.targetSchCode,
          targetSchName: view.targetSchName || null,
          folioNo: view.folioNo || null,
          amountPaise: plan.amountPaise,
          frequency: view.frequency,
          installmentDate: plan.installmentDate,
          installments: plan.installments,
          startDate: view.startDate,
        },
      ],
    },
  ]);
  if (!entered) throw new Error('the stop request was not entered');
  return entered.id;
}

/**
 * Stops a plan. A TAC investor's stop is immediate; an EMF investor's becomes a stop request of the
 * authorization area, confirmed with its two-factor OTP (spec 001 §4), after which the plan reads as
 * stopped. Stopping a stopped plan is a clear 409; a repeat of the same keyed request its first answer.
 */
export async function stopSystematicPlan(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'clock'>,
  actor: Actor,
  request: RequestOf<typeof stopPlan>,
  origin: RequestOrigin,
): Promise<StopReply> {
  const { db } = deps;
  const now = deps.clock.now();
  const njAcNo = requireOwnAccount(actor.njAcNo, request.ccode);
  const holidays = await loadHolidays(db);
  const plan = await loadPlan(db, njAcNo, request.planNo);
  const view = planView(plan, today(now), holidays);
  const refusal = stopRefusal(view);
  if (refusal) throw refusal;
  const reason = STOP_REASONS[request.reason as StopReason];
  const stopText = request.remarks?.trim() ? `${reason}: ${request.remarks.trim()}` : reason;
  if (actor.accType === 'EMF') {
    // A stop already waiting for its OTP is continued, not entered twice: the plan row is locked while
    // it is looked at, so two stops sent at once enter one request.
    const authId = await db.transaction(async (tx) => {
      await tx
        .select({ planNo: systematicPlans.planNo })
        .from(systematicPlans)
        .where(eq(systematicPlans.planNo, plan.planNo))
        .for('update');
      const locked = await loadPlan(tx, njAcNo, plan.planNo);
      const id =
        locked.stopPending && locked.stopAuthId
          ? locked.stopAuthId
          : await enterStopRequest(tx, locked, view, stopText);
      await tx
        .update(systematicPlans)
        .set({ stopAuthId: id, stopReason: stopText })
        .where(and(eq(systematicPlans.planNo, plan.planNo), eq(systematicPlans.status, 'ACTIVE')));
      return id;
    });
    await writeAudit(db, origin, {
      action: 'systematic.stop.requested',
      outcome: 'info',
      actor: actor.loginId,
      njAcNo,
      detail: { planNo: plan.planNo, authId },
    });
    const pending = await loadPlan(db, njAcNo, plan.planNo);
    return {
      plan: planView(pending, today(now), holidays),
      message: SYSTEMATIC_TEXTS.otpNeeded,
      twoFactor: {
        request: STOP_TWO_FACTOR[plan.kind],
        reference: referenceTo({ deps: deps as AppDeps, sealer: linkSealerFor(deps.tokens) }, authId),
      },
    };
  }
  const stoppedOn = today(now);
  const stopped = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(systematicPlans)
      .set({ status: 'STOPPED', stopReason: stopText, stoppedOn })
      .where(and(eq(systematicPlans.planNo, plan.planNo), eq(systematicPlans.status, 'ACTIVE')))
      .returning({ planNo: systematicPlans.planNo });
    if (!won) return false;
    await writeAudit(tx, origin, {
      action: 'systematic.stop',
      outcome: 'success',
      actor: actor.loginId,
      njAcNo,
      detail: { planNo: plan.planNo, kind: plan.kind, reason: request.reason },
    });
    return true;
  });
  if (!stopped)
    throw new DomainError(SYSTEMATIC_TEXTS.alreadyStopped(plan.kind), {
      status: 409,
      errCode: 'ALREADY_STOPPED',
    });
  return {
    plan: planView(await loadPlan(db, njAcNo, plan.planNo), stoppedOn, holidays),
    message: SYSTEMATIC_TEXTS.stopped[plan.kind],
  };
}

/** Tops up an active SIP from a coming instalment, by a multiple of the scheme's SIP step. */
export async function topUpSystematicPlan(
  db: Db,
  actor: Actor,
  request: RequestOf<typeof topUpSip>,
  now: Date,
  origin: RequestOrigin,
): Promise<TopUpReply> {
  const njAcNo = requireOwnAccount(actor.njAcNo, request.ccode);
  const holidays = await loadHolidays(db);
  const plan = await loadPlan(db, njAcNo, request.planNo);
  if (plan.kind !== 'SIP') throw bad(SYSTEMATIC_TEXTS.topUpOnlySip, 'planNo');
  const view = planView(plan, today(now), holidays);
  if (view.status !== 'ACTIVE')
    throw new DomainError(SYSTEMATIC_TEXTS.topUpNotActive, { status: 409, errCode: 'NOT_ACTIVE' });
  const progress = progressOf(plan, today(now), holidays);
  const first = progress.next?.n ?? plan.installments + 1;
  if (request.fromInstallment < first || request.fromInstallment > plan.installments)
    throw bad(SYSTEMATIC_TEXTS.topUpFrom(first, plan.installments), 'fromInstallment');
  const scheme = await loadScheme(db, plan.schCode);
  const step = toRupees(scheme.sipMultiplePaise);
  if (!isMultipleAbove(request.amount, step, step)) throw bad(multipleAboveText(step, step), 'amount');
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ seq: max(systematicTopUps.seq) })
      .from(systematicTopUps)
      .where(eq(systematicTopUps.planNo, plan.planNo));
    await tx.insert(systematicTopUps).values({
      planNo: plan.planNo,
      seq: (last?.seq ?? 0) + 1,
      amountPaise: toPaise(request.amount),
      fromInstallment: request.fromInstallment,
    });
    await writeAudit(tx, origin, {
      action: 'systematic.topup',
      outcome: 'success',
      actor: actor.loginId,
      njAcNo,
      detail: { planNo: plan.planNo, amountPaise: toPaise(request.amount), from: request.fromInstallment },
    });
  });
  return {
    plan: planView(await loadPlan(db, njAcNo, plan.planNo), today(now), holidays),
    message: SYSTEMATIC_TEXTS.topUpDone,
  };
}
