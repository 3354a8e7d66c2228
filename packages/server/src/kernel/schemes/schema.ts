import type { SchemeOption, SchemeType } from '@ewa/api';
import { bigint, boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { paise } from '../../db/columns.ts';

export const amcs = pgTable('amcs', {
  amcCode: text('amc_code').primaryKey(),
  amcName: text('amc_name').notNull(),
});

/** A scheme of the master; its plans (direct/regular) and options (growth/IDCW) are `schemePlans`. */
export const schemes = pgTable('schemes', {
  schCode: text('sch_code').primaryKey(),
  schName: text('sch_name').notNull(),
  amcCode: text('amc_code').notNull(),
  category: text('category').notNull(),
  subType: text('sub_type').notNull(),
  schemeType: text('scheme_type').$type<SchemeType>().notNull(),
  riskLevel: integer('risk_level').notNull(),
  exitLoad: text('exit_load').notNull(),
  /** 'HH:MM' in IST. */
  cutOffTime: text('cut_off_time').notNull(),
  /** Brokerage on direct-plan orders: basis points of the amount, capped. */
  brokBp: integer('brok_bp').notNull(),
  brokCapPaise: paise('brok_cap_paise').notNull(),
  brokText: text('brok_text').notNull(),
  minPurPaise: paise('min_pur_paise').notNull(),
  purMultiplePaise: paise('pur_multiple_paise').notNull(),
  minAddPurPaise: paise('min_add_pur_paise').notNull(),
  minSipPaise: paise('min_sip_paise').notNull(),
  sipMultiplePaise: paise('sip_multiple_paise').notNull(),
  minSipInst: integer('min_sip_inst').notNull(),
  /** Comma list of days of month. */
  sipDates: text('sip_dates').notNull(),
  swpAllowed: boolean('swp_allowed').notNull(),
  minSwpPaise: paise('min_swp_paise').notNull(),
  purchaseAllowed: boolean('purchase_allowed').notNull().default(true),
  sipAllowed: boolean('sip_allowed').notNull().default(true),
  suspendMsg: text('suspend_msg'),
  nfoOpenDate: date('nfo_open_date'),
  nfoCloseDate: date('nfo_close_date'),
  schExch: text('sch_exch').notNull(),
  launchDate: date('launch_date').notNull(),
  /** Fund size (assets under management) in paise; null until the facts are loaded. */
  aumPaise: bigint('aum_paise', { mode: 'number' }),
  fundManager: text('fund_manager'),
  benchmark: text('benchmark'),
  /** Lower-case name, AMC and sub type, for the keyword filter. */
  searchText: text('search_text').notNull(),
});

export const schemePlans = pgTable(
  'scheme_plans',
  {
    schCode: text('sch_code').notNull(),
    isDirect: boolean('is_direct').notNull(),
    schOpt: text('sch_opt').$type<SchemeOption>().notNull(),
    isin: text('isin').notNull(),
    /** Ten-thousandths of a rupee (4 decimals). */
    latestNav: integer('latest_nav').notNull(),
    navDate: date('nav_date').notNull(),
    return1yBp: integer('return_1y_bp'),
    /** Total expense ratio in basis points a year (a Regular plan's includes the distributor's commission). */
    expenseRatioBp: integer('expense_ratio_bp'),
  },
  (t) => [primaryKey({ name: 'scheme_plans_pk', columns: [t.schCode, t.isDirect, t.schOpt] })],
);

export const navHistory = pgTable(
  'nav_history',
  {
    schCode: text('sch_code').notNull(),
    isDirect: boolean('is_direct').notNull(),
    schOpt: text('sch_opt').notNull(),
    navDate: date('nav_date').notNull(),
    nav: integer('nav').notNull(),
  },
  (t) => [primaryKey({ name: 'nav_history_pk', columns: [t.schCode, t.isDirect, t.schOpt, t.navDate] })],
);

export const marketHolidays = pgTable('market_holidays', {
  holidayDate: date('holiday_date').primaryKey(),
  description: text('description').notNull(),
});
