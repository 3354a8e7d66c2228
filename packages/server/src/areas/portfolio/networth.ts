import {
  type DataOf,
  ddMmYyyyFromIso,
  EMF_UNAVAILABLE_TEXTS,
  isoFromDdMmYyyy,
  type netWorthReport,
  PORTFOLIO_TEXTS,
  type RequestOf,
} from '@ewa/api';
import type { Db } from '../../db/client.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { navToNumber, toRupees, unitsToNumber } from '../../kernel/money.ts';
import type { Session } from '../../session/sessions.ts';
import { allocation, loadPositions, valuationOf } from './holdings.ts';

/** The as-on day of the report (ISO), or a 400 naming `asOnDate` with what is wrong with it. */
export function asOnDay(asOnDate: string, today: string): string {
  const iso = isoFromDdMmYyyy(asOnDate);
  if (!iso)
    throw new DomainError(PORTFOLIO_TEXTS.asOnDateInvalid, {
      status: 400,
      errCode: 'BAD_REQUEST',
      field: 'asOnDate',
    });
  if (iso > today)
    throw new DomainError(PORTFOLIO_TEXTS.asOnDateFuture, {
      status: 400,
      errCode: 'BAD_REQUEST',
      field: 'asOnDate',
    });
  return iso;
}

/**
 * Spec 000 §7 NetworthReport/netWorthReport: the account's holdings as on a day, valued at each
 * scheme's NAV of that day (the latest declared on or before it). Only the session's own account;
 * not for E-Wealth MF accounts (spec 001 §6, the report variant of the EMF text).
 */
export async function netWorth(
  db: Db,
  session: Pick<Session, 'njAcNo' | 'accType'>,
  request: RequestOf<typeof netWorthReport>,
  today: string,
): Promise<DataOf<typeof netWorthReport>> {
  requireOwnAccount(session.njAcNo, request.acCode);
  if (session.accType === 'EMF')
    throw new DomainError(EMF_UNAVAILABLE_TEXTS.report, { status: 403, errCode: 'EMF_NOT_AVAILABLE' });
  const asOn = asOnDay(request.asOnDate, today);
  // As on today the kept sums and the latest NAVs are the answer: no day to look back to.
  const positions = (
    await loadPositions(db, session.njAcNo, asOn >= today ? undefined : asOn, { withFlows: false, today })
  ).filter((p) => p.unitsMilli > 0);
  positions.sort((a, b) => a.assetClass.localeCompare(b.assetClass) || b.valuePaise - a.valuePaise);
  const { valuePaise, investedPaise, gainPaise } = valuationOf(positions);
  return {
    acCode: session.njAcNo,
    asOnDate: ddMmYyyyFromIso(asOn),
    netWorth: toRupees(valuePaise),
    invested: toRupees(investedPaise),
    gain: toRupees(gainPaise),
    byAssetClass: allocation(positions, (p) => p.assetClass),
    rows: positions.map((p) => ({
      assetClass: p.assetClass,
      schCode: p.schCode,
      schName: p.schName,
      folioNo: p.folioNo,
      units: unitsToNumber(p.unitsMilli),
      nav: navToNumber(p.nav),
      navDate: ddMmYyyyFromIso(p.navDate),
      invested: toRupees(p.investedPaise),
      value: toRupees(p.valuePaise),
    })),
  };
}
