import {
  type DataOf,
  type getBrokerageForDirPlan,
  type getPurchaseWithSwpDetail,
  type getSchemeDetail,
  PLAN_INSTALLMENT_RANGE,
  type ReplyOf,
  type RequestOf,
  SCHEME_OPTIONS,
  type SchemeOption,
  type SchemeType,
  SERVICE_TYPE,
  type validatePurchase,
} from '@ewa/api';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import type { AppDeps } from '../../deps.ts';
import { PreparedJson } from '../../http/calls.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { PerInstance } from '../../instance.ts';
import { bankView } from '../../kernel/investor-records/banks.ts';
import {
  folioHoldings,
  investorBankAccounts,
  investorNominees,
} from '../../kernel/investor-records/schema.ts';
import {
  brokeragePaise,
  navToNumber,
  toPaise,
  toRupees,
  unitsToNumber,
  valueOfUnits,
} from '../../kernel/money.ts';
import { addMonths, istParts, monthLabel } from '../../kernel/schemes/calendar.ts';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  samplePdf,
  schemeDocumentUrl,
} from '../../kernel/schemes/documents.ts';
import { loadPlan, loadScheme, nfoState, type SchemeRow } from '../../kernel/schemes/lookup.ts';
import { amcs, schemePlans } from '../../kernel/schemes/schema.ts';
import { riskLabel, yn } from './listing.ts';
import { purchaseBlocks } from './plan-orders.ts';
import { SCHEME_TEXTS } from './texts.ts';

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

/** The checks before a purchase (`purchaseBlocks`), with the MARS confirmation apart. */
async function purchaseProblems(
  db: Db,
  njAcNo: string,
  key: { schCode: string; isDirect: 'Y' | 'N'; schOpt: SchemeOption },
  now: Date,
): Promise<{ blocking: string[]; mars: boolean }> {
  const scheme = await loadScheme(db, key.schCode);
  await loadPlan(db, key.schCode, key.isDirect === 'Y', key.schOpt);
  const [account] = await db
    .select({ taxStatus: accounts.taxStatus })
    .from(accounts)
    .where(eq(accounts.njAcNo, njAcNo));
  const blocking = purchaseBlocks(scheme, account?.taxStatus, istParts(now).date);
  const holding = await holdingOf(db, njAcNo, key.schCode, key.isDirect === 'Y', key.schOpt);
  return { blocking, mars: holding?.viaMars === true };
}

/** Spec 001 §4 "Mutual fund purchase" step 1: a count, the message, and whether MARS asks. */
export async function checkPurchase(
  db: Db,
  njAcNo: string,
  key: { schCode: string; isDirect: 'Y' | 'N'; schOpt: SchemeOption },
  now: Date,
): Promise<PurchaseCheck> {
  const { blocking, mars } = await purchaseProblems(db, njAcNo, key, now);
  return purchaseCheckOf(blocking, mars);
}

/** The blocks found and whether the investor holds the plan through MARS, as the screens show them. */
function purchaseCheckOf(blocking: string[], mars: boolean): PurchaseCheck {
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
  request: { ccode: string; schCode: string; isDirect: string; schOpt: SchemeOption },
) {
  requireOwnAccount(njAcNo, request.ccode);
  const scheme = await loadScheme(db, request.schCode);
  const isDirect = request.isDirect === 'Y';
  const plan = await loadPlan(db, request.schCode, isDirect, request.schOpt);
  return { scheme, isDirect, plan };
}

type SchemeDetail = DataOf<typeof getSchemeDetail>;
/** The parts of a scheme's detail that depend on the investor, not on the scheme. */
type InvestorPart =
  | 'message'
  | 'validationState'
  | 'showMarsConfirmation'
  | 'purchaseAmount'
  | 'folioNo'
  | 'isNomineeDisp'
  | 'nomineeDetail'
  | 'noNomineeMsg';

/** What a plan's detail shows alike to every investor on one day: master, NAV facts, documents. */
interface SchemeFacts {
  scheme: SchemeRow;
  shared: Omit<SchemeDetail, InvestorPart>;
  /** `shared` as JSON, written once: most of every reply's text. */
  sharedJson: string;
}

/**
 * Scheme facts by plan and day. They change when the master or the NAVs load (once a day), so they are
 * computed on first need per day and kept in a bounded cache of the instance, emptied by a NAV load on
 * any instance (`NavLoads`).
 */
const factsCaches = new PerInstance((deps: AppDeps) =>
  deps.navs.cache<SchemeFacts>({ max: FACTS_MAX_PLANS, ttl: FACTS_TTL_MS }),
);
const FACTS_MAX_PLANS = 5_000;
const FACTS_TTL_MS = 5 * 60_000;

async function loadSchemeFacts(
  db: Db,
  request: { schCode: string; isDirect: string; schOpt: SchemeOption },
  today: string,
): Promise<SchemeFacts> {
  const scheme = await loadScheme(db, request.schCode);
  const isDirect = request.isDirect === 'Y';
  const plan = await loadPlan(db, request.schCode, isDirect, request.schOpt);
  const [amc] = await db.select().from(amcs).where(eq(amcs.amcCode, scheme.amcCode));
  const options = await db
    .select({ schOpt: schemePlans.schOpt })
    .from(schemePlans)
    .where(and(eq(schemePlans.schCode, scheme.schCode), eq(schemePlans.isDirect, isDirect)));
  const nfo = nfoState(scheme, today);
  const shared: SchemeFacts['shared'] = {
    schCode: scheme.schCode,
    schName: scheme.schName,
    amcName: amc?.amcName ?? '',
    category: scheme.category,
    subType: scheme.subType,
    schemeType: scheme.schemeType,
    selectedDivOption: request.schOpt,
    options: Object.entries(SCHEME_OPTIONS)
      .filter(([code]) => options.some((o) => o.schOpt === code))
      .map(([schOpt, optName]) => ({ schOpt: schOpt as SchemeOption, optName })),
    isPurchase: yn(scheme.purchaseAllowed && nfo !== 'closed' && nfo !== 'upcoming'),
    isSip: yn(scheme.sipAllowed && nfo === 'none'),
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
    purchaseMultiple: toRupees(scheme.purMultiplePaise),
    minSipAmount: toRupees(scheme.minSipPaise),
    sipMultiple: toRupees(scheme.sipMultiplePaise),
    minSipInstallments: scheme.minSipInst,
    sipDates: scheme.sipDates.split(',').map(Number),
    schExchangeG: scheme.schExch,
    swpFlag: yn(scheme.swpAllowed),
    swpStopMsg: scheme.swpAllowed ? '' : SCHEME_TEXTS.noSwp,
    swpExchCode: scheme.schExch,
    riskLevel: scheme.riskLevel,
    riskometerVal: riskLabel(scheme.riskLevel),
    cutOffTime: scheme.cutOffTime,
    isNfo: yn(nfo !== 'none'),
    nfoCloseDate: scheme.nfoCloseDate,
    otherDetailsLoad: 'Y',
    nomineeFooterNote: SCHEME_TEXTS.nomineeFooter,
    expenseRatio: plan.expenseRatioBp == null ? null : plan.expenseRatioBp / 100,
    // ₹ crore with 2 decimals: 1 crore is 10^7 rupees, 10^9 paise.
    fundSizeCr: scheme.aumPaise == null ? null : Math.round(scheme.aumPaise / 10_000_000) / 100,
    fundManager: scheme.fundManager ?? '',
    benchmark: scheme.benchmark ?? '',
    launchDate: scheme.launchDate,
    minLumpsumAmount: toRupees(scheme.minPurPaise),
  };
  return { scheme, shared, sharedJson: JSON.stringify(shared) };
}

async function schemeFacts(
  deps: AppDeps,
  request: { schCode: string; isDirect: string; schOpt: SchemeOption },
  today: string,
): Promise<SchemeFacts> {
  const cache = factsCaches.of(deps).current();
  const key = `${today}|${request.schCode}|${request.isDirect}|${request.schOpt}`;
  let facts = cache.get(key);
  if (!facts) {
    facts = await loadSchemeFacts(deps.db, request, today);
    cache.set(key, facts);
  }
  return facts;
}

/** A scheme's detail: the plan's facts of the day and the investor's own part. */
async function schemeDetailParts(
  deps: AppDeps,
  njAcNo: string,
  request: RequestOf<typeof getSchemeDetail>,
  now: Date,
): Promise<{ facts: SchemeFacts; own: Pick<SchemeDetail, InvestorPart> }> {
  requireOwnAccount(njAcNo, request.ccode);
  const today = istParts(now).date;
  const facts = await schemeFacts(deps, request, today);
  const { scheme } = facts;
  const investor = await investorPart(deps, njAcNo, scheme.schCode, request);
  const holding = investor?.folioNo == null ? undefined : investor;
  const nominees = investor?.nominees ?? [];
  const check = purchaseCheckOf(
    purchaseBlocks(scheme, investor?.taxStatus, today),
    holding?.viaMars === true,
  );
  const blocked = check.validationCnt > 0 && check.isMarsValidation === 'N';
  const own = {
    message: check.message,
    validationState: yn(!blocked),
    showMarsConfirmation: check.isMarsValidation,
    purchaseAmount: toRupees(holding ? scheme.minAddPurPaise : scheme.minPurPaise),
    folioNo: holding?.folioNo ?? '',
    isNomineeDisp: yn(nominees.length > 0),
    nomineeDetail: nominees.map((n) => ({
      nomineeName: n.nomineeName,
      relation: n.relation,
      percentage: n.shareBp / 100,
    })),
    noNomineeMsg: nominees.length > 0 ? '' : SCHEME_TEXTS.noNominee,
  };
  return { facts, own };
}

/**
 * `purchase/getSchemeDetail`'s reply as JSON: the plan's facts were written once, so each request
 * writes only the investor's part and joins the two.
 */
export async function schemeDetailReply(
  deps: AppDeps,
  njAcNo: string,
  request: RequestOf<typeof getSchemeDetail>,
  now: Date,
): Promise<PreparedJson<ReplyOf<typeof getSchemeDetail>>> {
  const { facts, own } = await schemeDetailParts(deps, njAcNo, request, now);
  // Both are JSON objects with different keys: the shared one without its closing brace, then the own fields.
  return new PreparedJson(
    `{"isSuccess":true,"data":${facts.sharedJson.slice(0, -1)},${JSON.stringify(own).slice(1)}}`,
  );
}

/**
 * The investor's part of a scheme's detail (tax status, the plan's holding, nominees) in one prepared
 * statement, prepared once per instance: the detail is read often, and every round trip shows in its
 * throughput.
 */
const investorLookups = new PerInstance((deps: AppDeps) => prepareInvestorLookup(deps.db));
function prepareInvestorLookup(db: Db) {
  return db
    .select({
      taxStatus: accounts.taxStatus,
      folioNo: folioHoldings.folioNo,
      viaMars: folioHoldings.viaMars,
      nominees: sql<{ nomineeName: string; relation: string; shareBp: number }[]>`(
        select coalesce(json_agg(json_build_object(
          'nomineeName', n.nominee_name, 'relation', n.relation, 'shareBp', n.share_bp) order by n.seq), '[]'::json)
        from ${investorNominees} n where n.nj_ac_no = ${accounts.njAcNo})`,
    })
    .from(accounts)
    .leftJoin(
      folioHoldings,
      and(
        eq(folioHoldings.njAcNo, accounts.njAcNo),
        eq(folioHoldings.schCode, sql.placeholder('schCode')),
        eq(folioHoldings.isDirect, sql.placeholder('isDirect')),
        eq(folioHoldings.schOpt, sql.placeholder('schOpt')),
      ),
    )
    .where(eq(accounts.njAcNo, sql.placeholder('njAcNo')))
    .limit(1)
    .prepare('ewa_scheme_detail_investor');
}
/**
 * The investor's part as read a moment ago: a page that asks for the detail again and again (an option
 * switched, a burst of calls) costs one read a second. Holdings and nominees come from the registrar's
 * records, which no call of this service changes.
 */
const investorParts = new PerInstance(
  () => new LRUCache<string, InvestorRow | 'none'>({ max: INVESTOR_PART_MAX, ttl: INVESTOR_PART_TTL_MS }),
);
const INVESTOR_PART_MAX = 20_000;
const INVESTOR_PART_TTL_MS = 1000;
type InvestorRow = Awaited<ReturnType<ReturnType<typeof prepareInvestorLookup>['execute']>>[number];

async function investorPart(
  deps: AppDeps,
  njAcNo: string,
  schCode: string,
  request: { isDirect: string; schOpt: SchemeOption },
): Promise<InvestorRow | undefined> {
  const cache = investorParts.of(deps);
  const key = `${njAcNo}|${schCode}|${request.isDirect}|${request.schOpt}`;
  let part = cache.get(key);
  if (part === undefined) {
    const [row] = await investorLookups.of(deps).execute({
      njAcNo,
      schCode,
      isDirect: request.isDirect === 'Y',
      schOpt: request.schOpt,
    });
    part = row ?? 'none';
    cache.set(key, part);
  }
  return part === 'none' ? undefined : part;
}

export async function directPlanBrokerage(
  db: Db,
  request: RequestOf<typeof getBrokerageForDirPlan>,
): Promise<DataOf<typeof getBrokerageForDirPlan>> {
  const scheme = await loadScheme(db, request.schCode);
  const amount = toPaise(request.purAmount);
  return {
    ...brokerageOf(scheme),
    brokPercent: scheme.brokBp / 100,
    brokCapAmount: toRupees(scheme.brokCapPaise),
    brokAmount: toRupees(brokeragePaise(amount, scheme.brokBp, scheme.brokCapPaise)),
  };
}

/** The days of the month an SWP instalment may fall on. */
export const SWP_INSTALLMENT_DATES = [1, 5, 10, 15, 20, 25];

/** The months a new SWP (or STP) may start in: the next three. */
export function swpStartMonths(now: Date): { value: string; label: string }[] {
  const thisMonth = istParts(now).date.slice(0, 7);
  return [1, 2, 3].map((n) => {
    const value = addMonths(thisMonth, n);
    return { value, label: monthLabel(value) };
  });
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
): Promise<DataOf<typeof getPurchaseWithSwpDetail>> {
  const { scheme, isDirect, plan } = await loadPlanForAccount(db, njAcNo, request);
  if (!scheme.swpAllowed) throw new DomainError(SCHEME_TEXTS.noSwp, { errCode: 'NO_SWP' });
  const holding = await holdingOf(db, njAcNo, scheme.schCode, isDirect, request.schOpt);
  const banks = await db
    .select()
    .from(investorBankAccounts)
    .where(and(eq(investorBankAccounts.njAcNo, njAcNo), eq(investorBankAccounts.active, true)));
  const units = holding?.unitsMilli ?? 0;
  return {
    installmentRangeMin: PLAN_INSTALLMENT_RANGE.min,
    installmentRangeMax: PLAN_INSTALLMENT_RANGE.max,
    minSwpAmount: toRupees(scheme.minSwpPaise),
    ...brokerageOf(scheme),
    startMonth: swpStartMonths(now),
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
    installmentDate: SWP_INSTALLMENT_DATES,
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

/** The sample scheme documents (KIM, SID, SAI) the detail links to, built from the scheme master. */
export function registerSchemeDocuments(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { schCode: string; file: string } }>(
    '/api/schemes/:schCode/documents/:file',
    async (request, reply) => {
      const kind = request.params.file.replace(/\.pdf$/, '') as DocumentKind;
      if (!(kind in DOCUMENT_KINDS) || !/^[A-Z0-9]{1,20}$/.test(request.params.schCode))
        return reply.code(404).send({ isSuccess: false, message: 'No such document.' });
      let scheme: SchemeRow;
      try {
        scheme = await loadScheme(db, request.params.schCode);
      } catch (error) {
        if (error instanceof DomainError)
          return reply.code(404).send({ isSuccess: false, message: error.message });
        throw error;
      }
      const pdf = samplePdf(DOCUMENT_KINDS[kind], [
        `${scheme.schName} (demo scheme - sample document, not an offer)`,
        `Category: ${scheme.category} - ${scheme.subType}`,
        `Scheme type: ${scheme.schemeType}; cut-off time ${scheme.cutOffTime} IST`,
        `Exit load: ${scheme.exitLoad}`,
        `Brokerage on direct plans: ${scheme.brokText}`,
        'Mutual fund investments are subject to market risks, read all scheme related documents carefully.',
      ]);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${scheme.schCode}-${kind}.pdf"`)
        .send(pdf);
    },
  );
}
