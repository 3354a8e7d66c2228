import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { valueOfUnits } from '../../kernel/money.ts';

/** One movement of units in a folio, with the folio's units after it. */
export interface LedgerEntry {
  schCode: string;
  schName: string;
  isDirect: boolean;
  schOpt: string;
  folioNo: string;
  trxnType: string;
  orderNo: string | null;
  /** The NAV day (ISO) the units moved at. */
  navDate: string;
  /** Ten-thousandths of a rupee. */
  nav: number;
  /** Paise moved, positive: paid in for units in; the units' value for units out. */
  amountPaise: number;
  /** Thousandths of a unit; negative for units out. */
  unitsMilli: number;
  balanceMilli: number;
}

interface LedgerRow {
  sch_code: string;
  sch_name: string;
  is_direct: boolean;
  sch_opt: string;
  folio_no: string;
  trxn_type: string;
  order_no: string | null;
  nav_date: string;
  nav: string | number;
  amount_paise: string | number;
  units_milli: string | number;
  balance_milli: string | number;
  out_nav: string | number | null;
  out_amount_paise: string | number | null;
}

/**
 * The allotments, redemptions and switches of an account whose NAV day is in [from, to] (ISO, both
 * included), oldest first, each with its folio's balance after it — counted from the folio's first
 * transaction, so the balance of the first row in the range includes what was held before it.
 * Units out are valued as the order was (its NAV and gross amount; a switch's are fixed at allotment).
 */
export async function loadLedger(db: Db, njAcNo: string, from: string, to: string): Promise<LedgerEntry[]> {
  // Both drivers (PGlite, node-postgres) answer raw statements with `rows`.
  const result = (await db.execute(sql`
    with ledger as (
      select t.id, t.sch_code, t.is_direct, t.sch_opt, t.folio_no, t.trxn_type, t.order_no, t.nav_date,
             t.nav, t.amount_paise, t.units_milli,
             sum(t.units_milli) over (
               partition by t.sch_code, t.is_direct, t.sch_opt, t.folio_no
               order by t.nav_date, t.id rows between unbounded preceding and current row
             ) as balance_milli
      from portfolio_transactions t
      where t.nj_ac_no = ${njAcNo} and t.nav_date <= ${to}
    )
    select l.sch_code, s.sch_name, l.is_direct, l.sch_opt, l.folio_no, l.trxn_type, l.order_no,
           l.nav_date::text as nav_date, l.nav, l.amount_paise, l.units_milli, l.balance_milli,
           r.nav as out_nav, r.amount_paise as out_amount_paise
    from ledger l
    join schemes s on s.sch_code = l.sch_code
    left join redemption_orders r on l.units_milli < 0 and r.order_no = l.order_no
    where l.nav_date >= ${from}
    order by l.nav_date, l.id`)) as { rows: unknown[] };
  return (result.rows as LedgerRow[]).map((r) => {
    const unitsMilli = Number(r.units_milli);
    const nav = r.out_nav === null ? Number(r.nav) : Number(r.out_nav);
    const amountPaise =
      unitsMilli >= 0
        ? Number(r.amount_paise)
        : r.out_amount_paise === null
          ? valueOfUnits(-unitsMilli, nav)
          : Number(r.out_amount_paise);
    return {
      schCode: r.sch_code,
      schName: r.sch_name,
      isDirect: r.is_direct,
      schOpt: r.sch_opt,
      folioNo: r.folio_no,
      trxnType: r.trxn_type,
      orderNo: r.order_no,
      navDate: r.nav_date.slice(0, 10),
      nav,
      amountPaise,
      unitsMilli,
      balanceMilli: Number(r.balance_milli),
    };
  });
}
