import {
  type getBrokerageForDirPlan,
  type getPurchaseWithSwpDetail,
  type getSchemeDetail,
  type getSchemeList,
  type getSchemeListFilters,
  type RequestOf,
  RISK_LEVELS,
  SCHEME_OPTIONS,
  SCHEME_TYPES,
  type SchemeOption,
  type SchemeType,
  SERVICE_TYPE,
  type schemeListRow,
  type validatePurchase,
} from '@ewa/api';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Infer, Struct } from 'superstruct';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import { DomainError } from '../../http/errors.ts';
import {
  brokeragePaise,
  navToNumber,
  toPaise,
  toRupees,
  unitsToNumber,
  valueOfUnits,
} from '../../kernel/money.ts';
import { addMonths, istParts, monthLabel } from '../../kernel/schemes/calendar.ts';
import { schemeDocumentUrl } from '../../kernel/schemes/documents.ts';
import {
  amcs,
  folioHoldings,
  investorBankAccounts,
  investorNominees,
  marketHolidays,
  schemePlans,
  schemes,
} from '../../kernel/schemes/schema.ts';

/** The `data` of a call's successful reply. */
type Data<C> = C extends { reply: Struct<infer R, infer _S> }
  ? NonNullable<R extends { data?: infer D } ? D : never>
  : never;

export const SCHEME_TEXTS = {
  notFound: 'The selected scheme is not available.',
  nfoClosed: 'The new fund offer of this scheme has closed.',
  nriNotAllowed: 'This scheme does not accept investments from NRI investors.',
  marsHolding: 'You already hold this scheme through your ready portfolio (MARS).',
  noSwp: 'SWP is not available in this scheme.',
  nomineeFooter: 'Nominee details are as registered in your account. To change them, visit My profile.',
  noNominee:
    'You have not registered a nominee. SEBI requires every investor to add a nominee or opt out of nomination.',
} as const;

let holidayCache: { at: number; days: Set<string> } | undefined;

/** Market holidays, read at most once a minute (the table changes once a year). */
export async function loadHolidays(db: Db): Promise<Set<string>> {
  if (holidayCache && Date.now() - holidayCache.at < 60_000) return holidayCache.days;
  const rows = await db.select({ d: marketHolidays.holidayDate }).from(marketHolidays);
  holidayCache = { at: Date.now(), days: new Set(rows.map((r) => r.d)) };
  return holidayCache.days;
}

export type SchemeRow = typeof schemes.$inferSelect;

export async function loadScheme(db: Db, schCode: string): Promise<SchemeRow> {
  const [row] = await db.select().from(schemes).where(eq(schemes.schCode, schCode));
  if (!row) throw new DomainError(SCHEME_TEXTS.notFound, { errCode: 'SCHEME_NOT_FOUND' });
  return row;
}

export async function loadPlan(db: Db, schCode: string, isDirect: boolean, schOpt: string) {
  const [row] = await db
    .select()
    .from(schemePlans)
    .where(
      and(
        eq(schemePlans.schCode, schCode),
        eq(schemePlans.isDirect, isDirect),
        eq(schemePlans.schOpt, schOpt),
      ),
    );
  if (!row) throw new DomainError(SCHEME_TEXTS.notFound, { errCode: 'PLAN_NOT_FOUND' });
  return row;
}

const riskLabel = (level: number) => RISK_LEVELS[level - 1] ?? RISK_LEVELS[0];
const yn = (flag: boolean) => (flag ? 'Y' : 'N') as 'Y' | 'N';

/** An NFO is open from its open date to its close date (IST), both included. */
export function nfoState(scheme: SchemeRow, today: string): 'none' | 'open' | 'closed' | 'upcoming' {
  if (!scheme.nfoOpenDate || !scheme.nfoCloseDate) return 'none';
  if (today < scheme.nfoOpenDate) return 'upcoming';
  return today > scheme.nfoCloseDate ? 'closed' : 'open';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The listing: one row per scheme and plan, filtered, sorted and paged in the database. */
export async function listSchemes(
  db: Db,
  request: RequestOf<typeof getSchemeList>,
  now: Date,
): Promise<{ totalCount: number; pageNo: number; pageSize: number; schemes: Infer<typeof schemeListRow>[] }> {
  const pageNo = request.pageNo ?? 1;
  const pageSize = request.pageSize ?? 20;
  const where: SQL[] = [eq(schemePlans.schOpt, 'G')];
  if (request.isDirectPlan) where.push(eq(schemePlans.isDirect, request.isDirectPlan === 'Y'));
  if (request.selectedSchemeType) where.push(eq(schemes.schemeType, request.selectedSchemeType));
  if (request.selectedSubType) where.push(eq(schemes.subType, request.selectedSubType));
  if (request.selectedAmc) where.push(eq(schemes.amcCode, request.selectedAmc));
  if (request.selectedRisk) {
    const level = RISK_LEVELS.indexOf(request.selectedRisk as (typeof RISK_LEVELS)[number]) + 1;
    where.push(eq(schemes.riskLevel, level));
  }
  const keyword = request.searchKeyword?.trim().toLowerCase();
  if (keyword) where.push(sql`${schemes.searchText} like ${`%${escapeLike(keyword)}%`}`);
  const today = istParts(now).date;
  if (request.nfoOnly === 'Y')
    where.push(sql`${schemes.nfoOpenDate} <= ${today} and ${schemes.nfoCloseDate} >= ${today}`);

  const direction = request.sortOrder === 'desc' ? desc : asc;
  const sortColumn = {
    schName: schemes.schName,
    amcName: amcs.amcName,
    return1y: schemePlans.return1yBp,
    latestNav: schemePlans.latestNav,
    riskLevel: schemes.riskLevel,
  }[request.sortBy ?? 'schName'];
  const order =
    request.sortBy === 'return1y'
      ? sql`${schemePlans.return1yBp} ${sql.raw(request.sortOrder === 'desc' ? 'desc' : 'asc')} nulls last`
      : direction(sortColumn);

  const rows = await db
    .select({
      scheme: schemes,
      amcName: amcs.amcName,
      isDirect: schemePlans.isDirect,
      latestNav: schemePlans.latestNav,
      navDate: schemePlans.navDate,
      return1yBp: schemePlans.return1yBp,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(schemes)
    .innerJoin(schemePlans, eq(schemePlans.schCode, schemes.schCode))
    .innerJoin(amcs, eq(amcs.amcCode, schemes.amcCode))
    .where(and(...where))
    .orderBy(order, asc(schemes.schCode), desc(schemePlans.isDirect))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);

  const codes = [...new Set(rows.map((r) => r.scheme.schCode))];
  const options = codes.length
    ? await db
        .select({ schCode: schemePlans.schCode, isDirect: schemePlans.isDirect, schOpt: schemePlans.schOpt })
        .from(schemePlans)
        .where(inArray(schemePlans.schCode, codes))
    : [];
  const optionsOf = (code: string, direct: boolean) =>
    options
      .filter((o) => o.schCode === code && o.isDirect === direct)
      .map((o) => o.schOpt as SchemeOption)
      .sort((a, b) => Object.keys(SCHEME_OPTIONS).indexOf(a) - Object.keys(SCHEME_OPTIONS).indexOf(b));

  return {
    totalCount: rows[0]?.totalCount ?? 0,
    pageNo,
    pageSize,
    schemes: rows.map((r) => ({
      schCode: r.scheme.schCode,
      schName: r.scheme.schName,
      amcCode: r.scheme.amcCode,
      amcName: r.amcName,
      category: r.scheme.category,
      subType: r.scheme.subType,
      schemeType: r.scheme.schemeType as SchemeType,
      riskLevel: r.scheme.riskLevel,
      riskometerVal: riskLabel(r.scheme.riskLevel),
      isDirect: yn(r.isDirect),
      schOpt: 'G' as const,
      options: optionsOf(r.scheme.schCode, r.isDirect),
      latestNav: navToNumber(r.latestNav),
      navDate: r.navDate,
      return1y: r.return1yBp === null ? null : r.return1yBp / 100,
      minPurAmount: toRupees(r.scheme.minPurPaise),
      minSipAmount: toRupees(r.scheme.minSipPaise),
      isNfo: yn(nfoState(r.scheme, today) !== 'none'),
      schExch: r.scheme.schExch,
    })),
  };
}

export async function schemeListFilters(db: Db): Promise<Data<typeof getSchemeListFilters>> {
  const amcList = await db.select().from(amcs).orderBy(asc(amcs.amcName));
  const subTypes = await db
    .selectDistinct({ schemeType: schemes.schemeType, category: schemes.category, subType: schemes.subType })
    .from(schemes)
    .orderBy(asc(schemes.category), asc(schemes.subType));
  return {
    amcList,
    schemeTypes: [...SCHEME_TYPES],
    subTypes: subTypes.map((s) => ({ ...s, schemeType: s.schemeType as SchemeType })),
    riskList: RISK_LEVELS.map((riskometerVal, i) => ({ riskLevel: i + 1, riskometerVal })),
  };
}

/** The session may act only on its own account. */
export function requireOwnAccount(sessionAccount: string, requested: string | undefined): string {
  if (requested !== undefined && requested !== sessionAccount)
    throw new DomainError('UNAUTHORIZED ACCESS', { status: 403, errCode: 'FORBIDDEN' });
  return sessionAccount;
}

async function holdingOf(db: Db, njAcNo: string, schCode: string, isDirect: boolean, schOpt: string) {
  const [row] = await db
    .select()
    .from(folioHoldings)
    .where(
      and(
        eq(folioHoldings.njAcNo, njAcNo),
        eq(folioHoldings.schCode, schCode),
        eq(folioHoldings.isDirect, isDirect),
        eq(folioHoldings.schOpt, schOpt),
      ),
    );
  return row;
}

export interface PurchaseCheck {
  validationCnt: number;
  message: string;
  isMarsValidation: 'Y' | 'N';
}

/** The checks before a purchase, with the blocking problems apart from the MARS confirmation. */
export async function purchaseProblems(
  db: Db,
  njAcNo: string,
  key: { schCode: string; isDirect: 'Y' | 'N'; schOpt: string },
  now: Date,
  options: { sip?: boolean } = {},
): Promise<{ blocking: string[]; mars: boolean }> {
  const scheme = await loadScheme(db, key.schCode);
  await loadPlan(db, key.schCode, key.isDirect === 'Y', key.schOpt);
  const blocking: string[] = [];
  const nfo = nfoState(scheme, istParts(now).date);
  if (nfo === 'closed' || nfo === 'upcoming') blocking.push(SCHEME_TEXTS.nfoClosed);
  // A lumpsum suspension leaves SIPs open.
  if (!scheme.purchaseAllowed && !(options.sip && scheme.sipAllowed))
    blocking.push(scheme.suspendMsg ?? SCHEME_TEXTS.notFound);
  const [account] = await db
    .select({ taxStatus: accounts.taxStatus })
    .from(accounts)
    .where(eq(accounts.njAcNo, njAcNo));
  if (account && ['11', '24', '20'].includes(account.taxStatus) && scheme.subType.includes('Overseas'))
    blocking.push(SCHEME_TEXTS.nriNotAllowed);
  const holding = await holdingOf(db, njAcNo, key.schCode, key.isDirect === 'Y', key.schOpt);
  return { blocking, mars: holding?.viaMars === true };
}

/** Spec 001 §4 "Mutual fund purchase" step 1: a count, the message, and whether MARS asks. */
export async function checkPurchase(
  db: Db,
  njAcNo: string,
  key: { schCode: string; isDirect: 'Y' | 'N'; schOpt: string },
  now: Date,
): Promise<PurchaseCheck> {
  const { blocking, mars } = await purchaseProblems(db, njAcNo, key, now);
  // A MARS holding only asks for a confirmation, and only when nothing else blocks.
  const problems = blocking.length ? blocking : mars ? [SCHEME_TEXTS.marsHolding] : [];
  return {
    validationCnt: problems.length,
    message: problems.join(' '),
    isMarsValidation: blocking.length === 0 && mars ? 'Y' : 'N',
  };
}

export async function validatePurchaseCall(
  db: Db,
  njAcNo: string,
  request: RequestOf<typeof validatePurchase>,
  now: Date,
): Promise<PurchaseCheck> {
  requireOwnAccount(njAcNo, request.ccode);
  return checkPurchase(db, njAcNo, request, now);
}

function brokerageOf(scheme: SchemeRow) {
  return {
    brokRate: scheme.brokText,
    displayType: (scheme.brokBp > 0 ? 'Link' : 'Text') as 'Link' | 'Text',
  };
}

/** The scheme and plan a request for the caller's own account names (scheme detail, SWP detail). */
async function loadPlanForAccount(
  db: Db,
  njAcNo: string,
  request: { ccode: string; schCode: string; isDirect: string; schOpt: string },
) {
  requireOwnAccount(njAcNo, request.ccode);
  const scheme = await loadScheme(db, request.schCode);
  const isDirect = request.isDirect === 'Y';
  const plan = await loadPlan(db, request.schCode, isDirect, request.schOpt);
  return { scheme, isDirect, plan };
}

export async function schemeDetail(
  db: Db,
  njAcNo: string,
  request: RequestOf<typeof getSchemeDetail>,
  now: Date,
): Promise<Data<typeof getSchemeDetail>> {
  const { scheme, isDirect, plan } = await loadPlanForAccount(db, njAcNo, request);
  const [amc] = await db.select().from(amcs).where(eq(amcs.amcCode, scheme.amcCode));
  const options = await db
    .select({ schOpt: schemePlans.schOpt })
    .from(schemePlans)
    .where(and(eq(schemePlans.schCode, scheme.schCode), eq(schemePlans.isDirect, isDirect)));
  const check = await checkPurchase(db, njAcNo, request, now);
  const holding = await holdingOf(db, njAcNo, scheme.schCode, isDirect, request.schOpt);
  const nominees = await db
    .select()
    .from(investorNominees)
    .where(eq(investorNominees.njAcNo, njAcNo))
    .orderBy(asc(investorNominees.seq));
  const nfo = nfoState(scheme, istParts(now).date);
  const blocked = check.validationCnt > 0 && check.isMarsValidation === 'N';
  return {
    schCode: scheme.schCode,
    schName: scheme.schName,
    amcName: amc?.amcName ?? '',
    category: scheme.category,
    subType: scheme.subType,
    schemeType: scheme.schemeType as SchemeType,
    selectedDivOption: request.schOpt,
    options: Object.entries(SCHEME_OPTIONS)
      .filter(([code]) => options.some((o) => o.schOpt === code))
      .map(([schOpt, optName]) => ({ schOpt: schOpt as SchemeOption, optName })),
    message: check.message,
    isPurchase: yn(scheme.purchaseAllowed && nfo !== 'closed' && nfo !== 'upcoming'),
    isSip: yn(scheme.sipAllowed && nfo === 'none'),
    validationState: yn(!blocked),
    showMarsConfirmation: check.isMarsValidation,
    serviceType: SERVICE_TYPE,
    ...brokerageOf(scheme),
    latestNav: navToNumber(plan.latestNav),
    navDate: plan.navDate,
    kimDocList: [
      {
        docName: 'Key Information Memorandum',
        docUrl: schemeDocumentUrl(scheme.schCode, 'kim'),
        language: 'English',
      },
    ],
    offerDocList: [
      {
        docName: 'Scheme Information Document',
        docUrl: schemeDocumentUrl(scheme.schCode, 'sid'),
        language: 'English',
      },
      {
        docName: 'Statement of Additional Information',
        docUrl: schemeDocumentUrl(scheme.schCode, 'sai'),
        language: 'English',
      },
    ],
    exitLoad: scheme.exitLoad,
    purchaseAmount: toRupees(holding ? scheme.minAddPurPaise : scheme.minPurPaise),
    purchaseMultiple: toRupees(scheme.purMultiplePaise),
    minSipAmount: toRupees(scheme.minSipPaise),
    sipMultiple: toRupees(scheme.sipMultiplePaise),
    minSipInstallments: scheme.minSipInst,
    sipDates: scheme.sipDates.split(',').map(Number),
    schExchangeG: scheme.schExch,
    swpFlag: yn(scheme.swpAllowed),
    swpStopMsg: scheme.swpAllowed ? '' : SCHEME_TEXTS.noSwp,
    swpExchCode: scheme.schExch,
    folioNo: holding?.folioNo ?? '',
    riskLevel: scheme.riskLevel,
    riskometerVal: riskLabel(scheme.riskLevel),
    cutOffTime: scheme.cutOffTime,
    isNfo: yn(nfo !== 'none'),
    nfoCloseDate: scheme.nfoCloseDate,
    otherDetailsLoad: 'Y',
    isNomineeDisp: yn(nominees.length > 0),
    nomineeDetail: nominees.map((n) => ({
      nomineeName: n.nomineeName,
      relation: n.relation,
      percentage: n.shareBp / 100,
    })),
    nomineeFooterNote: SCHEME_TEXTS.nomineeFooter,
    noNomineeMsg: nominees.length > 0 ? '' : SCHEME_TEXTS.noNominee,
  };
}

export async function directPlanBrokerage(
  db: Db,
  request: RequestOf<typeof getBrokerageForDirPlan>,
): Promise<Data<typeof getBrokerageForDirPlan>> {
  const scheme = await loadScheme(db, request.schCode);
  const amount = toPaise(request.purAmount);
  return {
    ...brokerageOf(scheme),
    brokPercent: scheme.brokBp / 100,
    brokCapAmount: toRupees(scheme.brokCapPaise),
    brokAmount: toRupees(brokeragePaise(amount, scheme.brokBp, scheme.brokCapPaise)),
  };
}

export const SWP_FREQUENCIES = [
  { freqId: '1', freqName: 'Monthly' },
  { freqId: '2', freqName: 'Quarterly' },
];

export async function swpDetail(
  db: Db,
  njAcNo: string,
  request: RequestOf<typeof getPurchaseWithSwpDetail>,
  now: Date,
): Promise<Data<typeof getPurchaseWithSwpDetail>> {
  const { scheme, isDirect, plan } = await loadPlanForAccount(db, njAcNo, request);
  if (!scheme.swpAllowed) throw new DomainError(SCHEME_TEXTS.noSwp, { errCode: 'NO_SWP' });
  const holding = await holdingOf(db, njAcNo, scheme.schCode, isDirect, request.schOpt);
  const banks = await db
    .select()
    .from(investorBankAccounts)
    .where(and(eq(investorBankAccounts.njAcNo, njAcNo), eq(investorBankAccounts.active, true)));
  const thisMonth = istParts(now).date.slice(0, 7);
  const units = holding?.unitsMilli ?? 0;
  return {
    installmentRangeMin: 6,
    installmentRangeMax: 120,
    minSwpAmount: toRupees(scheme.minSwpPaise),
    ...brokerageOf(scheme),
    startMonth: [1, 2, 3].map((n) => {
      const value = addMonths(thisMonth, n);
      return { value, label: monthLabel(value) };
    }),
    frequencyList: SWP_FREQUENCIES,
    phyAst: yn((holding?.holdingMode ?? 'P') === 'P'),
    unitDetail: {
      folioNo: holding?.folioNo ?? request.folioNo ?? '',
      units: unitsToNumber(units),
      latestNav: navToNumber(plan.latestNav),
      navDate: plan.navDate,
      currentValue: toRupees(valueOfUnits(units, plan.latestNav)),
    },
    bankListSwp: banks.map(bankView),
    installmentDate: [1, 5, 10, 15, 20, 25],
  };
}

export function maskAccount(accNo: string): string {
  return `${'X'.repeat(Math.max(accNo.length - 4, 0))}${accNo.slice(-4)}`;
}

export function bankView(b: typeof investorBankAccounts.$inferSelect) {
  return {
    bankCode: b.bankCode,
    bankName: b.bankName,
    bankAccNo: b.accNo,
    bankAccMask: maskAccount(b.accNo),
    bankIfscCode: b.ifsc,
    bankType: b.accType,
    isDefault: yn(b.isDefault),
  };
}

export const CUT_OFF_DETAIL = [
  { schemeType: 'EQUITY', cutOffTime: '15:00', description: 'Equity and hybrid schemes: 3:00 PM IST' },
  { schemeType: 'DEBT', cutOffTime: '15:00', description: 'Debt schemes: 3:00 PM IST' },
  { schemeType: 'LIQUID', cutOffTime: '13:30', description: 'Liquid schemes: 1:30 PM IST' },
  { schemeType: 'CASH', cutOffTime: '13:30', description: 'Overnight schemes: 1:30 PM IST' },
  { schemeType: 'OTHERS', cutOffTime: '15:00', description: 'Other schemes: 3:00 PM IST' },
] as const;

export function cutOffDetail() {
  return { cutOffDetail: CUT_OFF_DETAIL.map((c) => ({ ...c, schemeType: c.schemeType as SchemeType })) };
}
