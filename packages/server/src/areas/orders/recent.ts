import { planText, RECENT_ORDERS_DEFAULT, type RecentOrder } from '@ewa/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadHolidays } from '../../kernel/schemes/lookup.ts';
import { type PurchaseRow, type RedemptionRow, trackPurchase, trackRedemption } from './track.ts';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  // Both drivers (PGlite, node-postgres) answer raw statements with `rows`.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const plan = (name: string, isDirect: boolean, schOpt: string) =>
  planText(name, isDirect ? 'Direct' : 'Regular', schOpt);

/** Order types whose paid amount buys units (an SWP or a registration buys none). */
const BUYING = sql`('PIP', 'NPIP', 'SIP', 'NSIP')`;

async function purchases(db: Db, njAcNo: string, count: number): Promise<PurchaseRow[]> {
  const found = await rows<{
    order_no: string;
    trxn_type: string;
    sch_name: string;
    is_direct: boolean;
    sch_opt: string;
    amount_paise: string;
    status: string;
    nav_applicable_date: string;
    nfo_close_date: string | null;
    created_at: string | Date;
    pay_status: string | null;
    settled_at: string | Date | null;
    allot_date: string | null;
    allot_nav: number | null;
    allot_units: string | null;
  }>(
    db,
    sql`select o.order_no, o.trxn_type, s.sch_name, o.is_direct, o.sch_opt, o.amount_paise::text, o.status,
               o.nav_applicable_date::text, s.nfo_close_date::text, o.created_at, p.pay_status, p.settled_at,
               t.nav_date::text as allot_date, t.nav as allot_nav, t.units_milli::text as allot_units
        from purchase_orders o
        join schemes s on s.sch_code = o.sch_code
        left join payments p on p.trxn_id = o.trxn_id
        left join portfolio_transactions t on t.order_no = o.order_no
        where o.nj_ac_no = ${njAcNo} and o.trxn_type in ${BUYING} and o.status <> 'REGISTERED'
        order by o.created_at desc, o.order_no desc
        limit ${count}`,
  );
  return found.map((r) => ({
    orderNo: r.order_no,
    trxnType: r.trxn_type,
    scheme: plan(r.sch_name, r.is_direct, r.sch_opt),
    amountPaise: Number(r.amount_paise),
    status: r.status,
    navApplicableDate: r.nav_applicable_date.slice(0, 10),
    nfoCloseDate: r.nfo_close_date?.slice(0, 10) ?? null,
    createdAt: asDate(r.created_at),
    payStatus: r.pay_status,
    settledAt: r.settled_at ? asDate(r.settled_at) : null,
    allotment:
      r.allot_date && r.allot_nav !== null && r.allot_units !== null
        ? { navDate: r.allot_date.slice(0, 10), nav: Number(r.allot_nav), unitsMilli: Number(r.allot_units) }
        : null,
  }));
}

async function redemptions(db: Db, njAcNo: string, count: number): Promise<RedemptionRow[]> {
  const found = await rows<{
    order_no: string;
    kind: RedemptionRow['kind'];
    sch_name: string;
    is_direct: boolean;
    sch_opt: string;
    category: string;
    in_sch_name: string | null;
    in_is_direct: boolean | null;
    in_sch_opt: string | null;
    units_milli: string;
    net_paise: string;
    nav_applicable_date: string;
    status: string;
    created_at: string | Date;
    day_nav: number | null;
    in_date: string | null;
    in_nav: number | null;
    in_units: string | null;
  }>(
    db,
    sql`select r.order_no, r.kind, s.sch_name, r.is_direct, r.sch_opt, s.category,
               si.sch_name as in_sch_name, r.in_is_direct, r.in_sch_opt,
               r.units_milli::text, (r.amount_paise - r.exit_load_paise)::text as net_paise,
               r.nav_applicable_date::text, r.status, r.created_at,
               coalesce(
                 (select h.nav from nav_history h where h.sch_code = r.sch_code and h.is_direct = r.is_direct
                    and h.sch_opt = r.sch_opt and h.nav_date = r.nav_applicable_date),
                 (select sp.latest_nav from scheme_plans sp where sp.sch_code = r.sch_code
                    and sp.is_direct = r.is_direct and sp.sch_opt = r.sch_opt
                    and sp.nav_date = r.nav_applicable_date)) as day_nav,
               t.nav_date::text as in_date, t.nav as in_nav, t.units_milli::text as in_units
        from redemption_orders r
        join schemes s on s.sch_code = r.sch_code
        left join schemes si on si.sch_code = r.in_sch_code
        left join portfolio_transactions t on t.order_no = r.in_order_no
        where r.nj_ac_no = ${njAcNo}
        order by r.created_at desc, r.order_no desc
        limit ${count}`,
  );
  return found.map((r) => ({
    orderNo: r.order_no,
    kind: r.kind,
    scheme: plan(r.sch_name, r.is_direct, r.sch_opt),
    toScheme:
      r.in_sch_name && r.in_is_direct !== null && r.in_sch_opt
        ? plan(r.in_sch_name, r.in_is_direct, r.in_sch_opt)
        : null,
    category: r.category,
    unitsMilli: Number(r.units_milli),
    netPaise: Number(r.net_paise),
    navApplicableDate: r.nav_applicable_date.slice(0, 10),
    status: r.status,
    createdAt: asDate(r.created_at),
    dayNav: r.day_nav === null ? null : Number(r.day_nav),
    switchIn:
      r.in_date && r.in_nav !== null && r.in_units !== null
        ? { navDate: r.in_date.slice(0, 10), nav: Number(r.in_nav), unitsMilli: Number(r.in_units) }
        : null,
  }));
}

/** The investor's last `count` orders of every kind, newest first, each with where it stands. */
export async function recentOrders(
  db: Db,
  njAcNo: string,
  today: string,
  count = RECENT_ORDERS_DEFAULT,
): Promise<RecentOrder[]> {
  const [bought, sold, holidays] = await Promise.all([
    purchases(db, njAcNo, count),
    redemptions(db, njAcNo, count),
    loadHolidays(db),
  ]);
  const orders = [
    ...bought.map((row) => ({ at: row.createdAt, order: trackPurchase(row, today) })),
    ...sold.map((row) => ({ at: row.createdAt, order: trackRedemption(row, today, holidays) })),
  ];
  orders.sort((a, b) => b.at.getTime() - a.at.getTime() || b.order.orderNo.localeCompare(a.order.orderNo));
  return orders.slice(0, count).map((o) => o.order);
}
