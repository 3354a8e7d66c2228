import {
  type PlanKind,
  type PlanStatus,
  SCHEME_OPTIONS,
  type SchemeOption,
  SYSTEMATIC_TEXTS,
  type SystematicPlan,
} from '@ewa/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { toRupees } from '../../kernel/money.ts';
import { purchaseOrders } from '../../kernel/payments/index.ts';
import { addDays, istParts } from '../../kernel/schemes/calendar.ts';
import { amcs, schemes } from '../../kernel/schemes/schema.ts';
import { authTransactions } from '../authorize/public.ts';
import { amountOfInstallment, debitsBetween, frequencyName, progressOf } from './schedule.ts';
import { systematicPlans, systematicTopUps } from './schema.ts';

export type PlanRow = typeof systematicPlans.$inferSelect;
export type TopUpRow = typeof systematicTopUps.$inferSelect;

/** A plan with what its view needs: scheme names, top-ups and the state of a pending EMF stop. */
export interface LoadedPlan extends PlanRow {
  schName: string;
  amcName: string;
  targetSchName: string;
  heldFolioNo: string | null;
  topUps: TopUpRow[];
  stopPending: boolean;
}

export const planNotFound = () =>
  new DomainError(SYSTEMATIC_TEXTS.notFound, { status: 404, field: 'planNo', errCode: 'NOT_FOUND' });

const SYNCED_TYPES = ['SIP', 'NSIP', 'SWP'];

interface OrderInstallment {
  freqId?: string;
  installmentDate?: number;
  startMonth?: string;
  noOfInstallments?: number;
}

/**
 * SIP and SWP orders placed through the cart become plans, once each (their order number is the
 * plan's source): a SIP once its first payment is in (PLACED), an SWP when registered.
 */
export async function syncPlansFromOrders(db: Db, njAcNo: string): Promise<void> {
  const orders = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.njAcNo, njAcNo),
        inArray(purchaseOrders.trxnType, SYNCED_TYPES),
        inArray(purchaseOrders.status, ['PLACED', 'REGISTERED']),
        sql`not exists (select 1 from systematic_plans p where p.source_order_no = ${purchaseOrders.orderNo})`,
      ),
    );
  const rows = orders.flatMap((o) => {
    const plan = (o.installment ?? {}) as OrderInstallment;
    if (!plan.startMonth || !plan.installmentDate || !plan.noOfInstallments) return [];
    return [
      {
        planNo: `P${o.orderNo}`,
        njAcNo,
        kind: (o.trxnType === 'SWP' ? 'SWP' : 'SIP') as 'SIP' | 'SWP',
        schCode: o.schCode,
        isDirect: o.isDirect,
        schOpt: o.schOpt,
        folioNo: o.folioNo,
        amountPaise: o.amountPaise,
        freqId: plan.freqId ?? '1',
        installmentDate: plan.installmentDate,
        startMonth: plan.startMonth,
        installments: plan.noOfInstallments,
        sourceOrderNo: o.orderNo,
        createdAt: o.createdAt,
      },
    ];
  });
  if (rows.length) await db.insert(systematicPlans).values(rows).onConflictDoNothing();
}

/**
 * An EMF stop authorized with its OTP (authorization area) stops the plan on the day it was
 * authorized; a rejected one leaves the plan running.
 */
async function settleStops(db: Db, njAcNo: string): Promise<void> {
  const waiting = await db
    .select({
      planNo: systematicPlans.planNo,
      authStatus: authTransactions.status,
      actedAt: authTransactions.actedAt,
    })
    .from(systematicPlans)
    .innerJoin(authTransactions, eq(authTransactions.id, systematicPlans.stopAuthId))
    .where(
      and(
        eq(systematicPlans.njAcNo, njAcNo),
        eq(systematicPlans.status, 'ACTIVE'),
        eq(authTransactions.status, 'AUTHORIZED'),
      ),
    );
  for (const w of waiting)
    await db
      .update(systematicPlans)
      .set({ status: 'STOPPED', stoppedOn: istParts(w.actedAt ?? new Date()).date })
      .where(and(eq(systematicPlans.planNo, w.planNo), eq(systematicPlans.status, 'ACTIVE')));
}

/** The investor's plans (of one kind), oldest first, after syncing orders and settling EMF stops. */
export async function loadPlans(db: Db, njAcNo: string, kind?: PlanKind): Promise<LoadedPlan[]> {
  await syncPlansFromOrders(db, njAcNo);
  await settleStops(db, njAcNo);
  const target = sql<
    string | null
  >`(select s.sch_name from schemes s where s.sch_code = ${systematicPlans.targetSchCode})`;
  const heldFolio = sql<
    string | null
  >`(select h.folio_no from folio_holdings h where h.nj_ac_no = ${systematicPlans.njAcNo}
    and h.sch_code = ${systematicPlans.schCode} and h.is_direct = ${systematicPlans.isDirect}
    and h.sch_opt = ${systematicPlans.schOpt} limit 1)`;
  const stopPending = sql<boolean>`coalesce((select a.status = 'PENDING' from auth_transactions a where a.id = ${systematicPlans.stopAuthId}), false)`;
  const rows = await db
    .select({
      plan: systematicPlans,
      schName: schemes.schName,
      amcName: amcs.amcName,
      targetSchName: target,
      heldFolioNo: heldFolio,
      stopPending,
    })
    .from(systematicPlans)
    .innerJoin(schemes, eq(schemes.schCode, systematicPlans.schCode))
    .innerJoin(amcs, eq(amcs.amcCode, schemes.amcCode))
    .where(and(eq(systematicPlans.njAcNo, njAcNo), kind ? eq(systematicPlans.kind, kind) : undefined))
    .orderBy(systematicPlans.createdAt, systematicPlans.planNo);
  const planNos = rows.map((r) => r.plan.planNo);
  const topUps = planNos.length
    ? await db
        .select()
        .from(systematicTopUps)
        .where(inArray(systematicTopUps.planNo, planNos))
        .orderBy(systematicTopUps.planNo, systematicTopUps.seq)
    : [];
  return rows.map((r) => ({
    ...r.plan,
    schName: r.schName,
    amcName: r.amcName,
    targetSchName: r.targetSchName ?? '',
    heldFolioNo: r.heldFolioNo,
    topUps: topUps.filter((t) => t.planNo === r.plan.planNo),
    stopPending: Boolean(r.stopPending) && r.plan.status === 'ACTIVE',
  }));
}

/** One plan of the investor; another investor's plan answers exactly like an unknown one. */
export async function loadPlan(db: Db, njAcNo: string, planNo: string): Promise<LoadedPlan> {
  const plan = (await loadPlans(db, njAcNo)).find((p) => p.planNo === planNo);
  if (!plan) throw planNotFound();
  return plan;
}

const fullName = (p: { schName: string; isDirect: boolean; schOpt: string }) =>
  `${p.schName} - ${p.isDirect ? 'Direct' : 'Regular'} Plan - ${SCHEME_OPTIONS[p.schOpt as SchemeOption] ?? p.schOpt}`;

/** What the investor sees of a plan on `today`. */
export function planView(plan: LoadedPlan, today: string, holidays: ReadonlySet<string>): SystematicPlan {
  const progress = progressOf(
    plan,
    today,
    holidays,
    plan.status === 'STOPPED' ? (plan.stoppedOn ?? today) : null,
  );
  const status: PlanStatus =
    plan.status === 'STOPPED'
      ? 'STOPPED'
      : progress.left === 0
        ? 'COMPLETED'
        : plan.stopPending
          ? 'STOP_PENDING'
          : 'ACTIVE';
  return {
    planNo: plan.planNo,
    kind: plan.kind,
    schCode: plan.schCode,
    schName: fullName(plan),
    amcName: plan.amcName,
    planType: plan.isDirect ? 'Direct' : 'Regular',
    schOpt: plan.schOpt as SchemeOption,
    folioNo: plan.folioNo ?? plan.heldFolioNo ?? '',
    targetSchName:
      plan.targetSchName && plan.targetIsDirect !== null
        ? fullName({
            schName: plan.targetSchName,
            isDirect: plan.targetIsDirect,
            schOpt: plan.targetSchOpt ?? 'G',
          })
        : '',
    amount: toRupees(plan.amountPaise),
    nextAmount: progress.next
      ? toRupees(amountOfInstallment(plan.amountPaise, plan.topUps, progress.next.n))
      : null,
    frequency: frequencyName(plan.freqId),
    installmentDate: plan.installmentDate,
    startDate: progress.firstDate,
    endDate: progress.lastDate,
    installments: plan.installments,
    installmentsDone: progress.done,
    installmentsLeft: progress.left,
    nextDate: progress.next?.date ?? null,
    status,
    stopReason: plan.stopReason ?? '',
    stoppedOn: plan.stoppedOn,
    topUps: plan.topUps.map((t) => ({ amount: toRupees(t.amountPaise), fromInstallment: t.fromInstallment })),
  };
}

/** The running SIPs' instalments from `today` to `days` later, by date then scheme. */
export function upcomingDebits(
  plans: readonly LoadedPlan[],
  today: string,
  days: number,
  holidays: ReadonlySet<string>,
) {
  const until = addDays(today, days);
  return plans
    .filter((p) => p.kind === 'SIP' && p.status === 'ACTIVE' && !p.stopPending)
    .flatMap((p) =>
      debitsBetween(p, today, until, holidays).map((d) => ({
        date: d.date,
        planNo: p.planNo,
        schName: fullName(p),
        amount: toRupees(amountOfInstallment(p.amountPaise, p.topUps, d.n)),
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.schName.localeCompare(b.schName));
}
