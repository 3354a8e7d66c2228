import {
  type DataOf,
  type getSchemeList,
  type getSchemeListFilters,
  type RequestOf,
  RISK_LEVELS,
  SCHEME_OPTIONS,
  SCHEME_TYPES,
} from '@ewa/api';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { navToNumber, toRupees } from '../../kernel/money.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { nfoState } from '../../kernel/schemes/lookup.ts';
import { amcs, schemePlans, schemes } from '../../kernel/schemes/schema.ts';

export const riskLabel = (level: number) => RISK_LEVELS[level - 1] ?? RISK_LEVELS[0];
export const yn = (flag: boolean) => (flag ? 'Y' : 'N') as 'Y' | 'N';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The listing: one row per scheme and plan, filtered, sorted and paged in the database. */
export async function listSchemes(
  db: Db,
  request: RequestOf<typeof getSchemeList>,
  now: Date,
): Promise<DataOf<typeof getSchemeList>> {
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
      .map((o) => o.schOpt)
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
      schemeType: r.scheme.schemeType,
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

export async function schemeListFilters(db: Db): Promise<DataOf<typeof getSchemeListFilters>> {
  const amcList = await db.select().from(amcs).orderBy(asc(amcs.amcName));
  const subTypes = await db
    .selectDistinct({ schemeType: schemes.schemeType, category: schemes.category, subType: schemes.subType })
    .from(schemes)
    .orderBy(asc(schemes.category), asc(schemes.subType));
  return {
    amcList,
    schemeTypes: [...SCHEME_TYPES],
    subTypes,
    riskList: RISK_LEVELS.map((riskometerVal, i) => ({ riskLevel: i + 1, riskometerVal })),
  };
}
