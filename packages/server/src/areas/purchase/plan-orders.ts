import {
  isMultipleAbove,
  multipleAboveText,
  type onConfirm,
  type RequestOf,
  type SchemeOption,
} from '@ewa/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import { DomainError } from '../../http/errors.ts';
import { folioHoldings } from '../../kernel/investor-records/schema.ts';
import { brokeragePaise, toPaise, toRupees } from '../../kernel/money.ts';
import { installmentRange, istParts, navApplicableDate } from '../../kernel/schemes/calendar.ts';
import {
  loadHolidays,
  nfoState,
  type PlanRow,
  SCHEME_NOT_FOUND,
  type SchemeRow,
} from '../../kernel/schemes/lookup.ts';
import { schemePlans, schemes } from '../../kernel/schemes/schema.ts';
import { CONFIRM_TEXTS, SCHEME_TEXTS } from './texts.ts';

export type ConfirmRequest = RequestOf<typeof onConfirm>;
type HoldingRow = typeof folioHoldings.$inferSelect;

/** Tax statuses of non-resident investors (NRI repatriable, NRI non-repatriable, NRI minor). */
const NRI_TAX_STATUSES = ['11', '24', '20'];

/** Everything the orders of a cart are decided from, read before any rule runs. */
export interface OrderRows {
  njAcNo: string;
  /** The investor's tax status; undefined when the account row is missing. */
  taxStatus: string | undefined;
  /** The cart's schemes and their plans, as the master has them. */
  schemes: SchemeRow[];
  plans: Pick<PlanRow, 'schCode' | 'isDirect' | 'schOpt'>[];
  /** Holdings in the cart's schemes. */
  holdings: HoldingRow[];
  holidays: ReadonlySet<string>;
}

export interface PlannedOrder {
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

/**
 * What stops a purchase of a scheme whatever its amount: an NFO not open, a suspension (a lumpsum
 * suspension leaves SIPs open), an overseas scheme for an NRI investor. Shared by the scheme page's
 * check and the confirmation.
 */
export function purchaseBlocks(
  scheme: SchemeRow,
  taxStatus: string | undefined,
  today: string,
  options: { sip?: boolean } = {},
): string[] {
  const blocking: string[] = [];
  const nfo = nfoState(scheme, today);
  if (nfo === 'closed' || nfo === 'upcoming') blocking.push(SCHEME_TEXTS.nfoClosed);
  if (!scheme.purchaseAllowed && !(options.sip && scheme.sipAllowed))
    blocking.push(scheme.suspendMsg ?? SCHEME_TEXTS.notFound);
  if (taxStatus !== undefined && NRI_TAX_STATUSES.includes(taxStatus) && scheme.subType.includes('Overseas'))
    blocking.push(SCHEME_TEXTS.nriNotAllowed);
  return blocking;
}

/** The contract's multiple-of rule (the app and the amount field apply the same), on paise. */
function checkMultipleAbove(amountPaise: number, minimumPaise: number, stepPaise: number): void {
  const minimum = toRupees(minimumPaise);
  const step = toRupees(stepPaise);
  if (!isMultipleAbove(toRupees(amountPaise), minimum, step))
    throw new DomainError(multipleAboveText(step, minimum));
}

const FREQ_MONTHS: Record<string, number> = { '1': 1, '2': 3, '3': 6, '4': 12 };

function installmentsOf(plan: {
  freqId: string;
  installmentDate: number;
  startMonth: string;
  noOfInstallments: number;
}) {
  return {
    ...plan,
    ...installmentRange(
      plan.startMonth,
      plan.installmentDate,
      plan.noOfInstallments,
      FREQ_MONTHS[plan.freqId] ?? 1,
    ),
  };
}

/**
 * The orders of a cart, or the first refusal: each item in turn (scheme and plan exist, SWP needs a
 * holding and a plan, the purchase blocks, SIP plan / date / installments, minimum and multiple),
 * then the cart total. A pure function of the loaded rows.
 */
export function planOrders(
  request: ConfirmRequest,
  rows: OrderRows,
  now: Date,
  trxnId: string,
): { orders: PlannedOrder[]; amountPaise: number } {
  const today = istParts(now).date;
  const orders: PlannedOrder[] = [];
  for (const [index, item] of request.items.entries()) {
    const scheme = rows.schemes.find((s) => s.schCode === item.schcode);
    if (!scheme) throw new DomainError(SCHEME_NOT_FOUND, { errCode: 'SCHEME_NOT_FOUND' });
    const isDirect = item.isDirect === 'Y';
    const same = (row: { schCode: string; isDirect: boolean; schOpt: string }) =>
      row.schCode === item.schcode && row.isDirect === isDirect && row.schOpt === item.selectedDivOption;
    if (!rows.plans.some(same)) throw new DomainError(SCHEME_NOT_FOUND, { errCode: 'PLAN_NOT_FOUND' });
    const nfo = nfoState(scheme, today) === 'open';
    const requested = item.trxnType ?? (item.sip ? 'SIP' : item.swp ? 'SWP' : 'PIP');
    const trxnType = nfo && requested === 'PIP' ? 'NPIP' : nfo && requested === 'SIP' ? 'NSIP' : requested;
    const amountPaise = toPaise(item.totalAmount);
    const holding = rows.holdings.find((h) => h.njAcNo === rows.njAcNo && same(h));
    let installment: Record<string, unknown> | null = null;
    if (trxnType === 'SWP') {
      if (!holding) throw new DomainError(CONFIRM_TEXTS.swpNeedsHolding, { errCode: 'NO_HOLDING' });
      if (!item.swp) throw new DomainError(CONFIRM_TEXTS.swpNeedsPlan, { errCode: 'SWP_PLAN' });
      if (amountPaise < scheme.minSwpPaise)
        throw new DomainError(CONFIRM_TEXTS.belowMinimum(scheme.schName, scheme.minSwpPaise));
      installment = installmentsOf(item.swp);
    } else {
      const sip = trxnType === 'SIP' || trxnType === 'NSIP';
      // A MARS holding was confirmed by the investor on the scheme page; other problems block.
      const blocking = purchaseBlocks(scheme, rows.taxStatus, today, { sip });
      if (blocking.length) throw new DomainError(blocking.join(' '), { errCode: 'VALIDATION' });
      if (sip) {
        if (!item.sip) throw new DomainError(CONFIRM_TEXTS.sipNeedsPlan, { errCode: 'SIP_PLAN' });
        if (!scheme.sipDates.split(',').map(Number).includes(item.sip.installmentDate))
          throw new DomainError(CONFIRM_TEXTS.sipDate, { errCode: 'SIP_DATE' });
        if (item.sip.noOfInstallments < scheme.minSipInst)
          throw new DomainError(CONFIRM_TEXTS.sipInstallments(scheme.minSipInst), {
            errCode: 'SIP_INSTALLMENTS',
          });
        if (amountPaise < scheme.minSipPaise)
          throw new DomainError(CONFIRM_TEXTS.belowMinimum(scheme.schName, scheme.minSipPaise));
        checkMultipleAbove(amountPaise, scheme.minSipPaise, scheme.sipMultiplePaise);
        installment = installmentsOf(item.sip);
      } else {
        const minimum = holding ? scheme.minAddPurPaise : scheme.minPurPaise;
        if (amountPaise < minimum) throw new DomainError(CONFIRM_TEXTS.belowMinimum(scheme.schName, minimum));
        checkMultipleAbove(amountPaise, minimum, scheme.purMultiplePaise);
      }
    }
    const payable = trxnType !== 'SWP';
    orders.push({
      orderNo: `${trxnId}-${index + 1}`,
      schCode: scheme.schCode,
      schName: scheme.schName,
      isDirect,
      schOpt: item.selectedDivOption,
      trxnType,
      amountPaise,
      brokeragePaise:
        payable && isDirect ? brokeragePaise(amountPaise, scheme.brokBp, scheme.brokCapPaise) : 0,
      navApplicableDate: navApplicableDate(now, scheme.cutOffTime, rows.holidays),
      folioNo: holding?.folioNo ?? item.folioNo ?? null,
      installment,
      payable,
    });
  }
  const amountPaise = orders.filter((o) => o.payable).reduce((sum, o) => sum + o.amountPaise, 0);
  if (toPaise(request.total) !== amountPaise)
    throw new DomainError(CONFIRM_TEXTS.totalMismatch, { errCode: 'TOTAL_MISMATCH' });
  return { orders, amountPaise };
}

/** The rows `planOrders` decides from: the cart's schemes, plans, the investor's holdings and tax status. */
export async function loadOrderRows(db: Db, njAcNo: string, request: ConfirmRequest): Promise<OrderRows> {
  const codes = [...new Set(request.items.map((item) => item.schcode))];
  const holidays = await loadHolidays(db);
  if (codes.length === 0)
    return { njAcNo, taxStatus: undefined, schemes: [], plans: [], holdings: [], holidays };
  const schemeRows = await db.select().from(schemes).where(inArray(schemes.schCode, codes));
  const plans = await db
    .select({ schCode: schemePlans.schCode, isDirect: schemePlans.isDirect, schOpt: schemePlans.schOpt })
    .from(schemePlans)
    .where(inArray(schemePlans.schCode, codes));
  const holdings = await db
    .select()
    .from(folioHoldings)
    .where(and(eq(folioHoldings.njAcNo, njAcNo), inArray(folioHoldings.schCode, codes)));
  const [account] = await db
    .select({ taxStatus: accounts.taxStatus })
    .from(accounts)
    .where(eq(accounts.njAcNo, njAcNo));
  return { njAcNo, taxStatus: account?.taxStatus, schemes: schemeRows, plans, holdings, holidays };
}
