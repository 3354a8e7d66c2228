import {
  type AuthListEntry,
  type AuthTrxnDetailLine,
  type AuthTrxnHeader,
  type AuthType,
  authTypeLabel,
  PAY_MODE_NAMES,
} from '@ewa/api';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, partners } from '../../db/schema/core.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../http/errors.ts';
import { toRupees, unitsToNumber } from '../../kernel/money.ts';
import { LINK_DAYS, type LinkClaims, type LinkSealer } from './link.ts';
import { AUTH_TEXTS, type AuthRow, maskAccount, POA_TYPES } from './rules.ts';
import { authTransactionLines, authTransactions } from './schema.ts';

/** What the authorize area's domain functions need: the app's dependencies and the link sealer. */
export interface AuthorizeDeps {
  deps: AppDeps;
  sealer: LinkSealer;
}

/**
 * Who is acting: the signed-in investor, or a mapping-login session whose `scope` is
 * `authorize:<id>` (that one transaction) or `authorize:*` (the account's authorizations).
 */
export interface Actor {
  njAcNo: string;
  loginId: string;
  accType: string;
  sessionId: string;
  scope?: string;
}

export type LineRow = typeof authTransactionLines.$inferSelect;

/** The scope of a mapping login that may act on one transaction. */
export const scopeFor = (id: number) => `authorize:${id}`;

/** An actor may see a transaction only if it is the owner's, within a limited session's scope. */
export function mayAct(actor: Actor, row: Pick<AuthRow, 'id' | 'njAcNo'>): boolean {
  if (row.njAcNo !== actor.njAcNo) return false;
  return actor.scope === undefined || actor.scope === 'authorize:*' || actor.scope === scopeFor(row.id);
}

export const notFound = () => new DomainError(AUTH_TEXTS.notFound, { errCode: 'NOT_FOUND' });

/** A sealed reference to a transaction (or one part of its receipt), valid for the link's days. */
export function referenceTo(ad: AuthorizeDeps, id: number, part?: LinkClaims['part']): string {
  const exp = Math.floor(ad.deps.clock.now().getTime() / 1000) + LINK_DAYS * 24 * 3600;
  return ad.sealer.seal({ id, exp, ...(part ? { part } : {}) });
}

/**
 * The transaction a reference names, if the actor may act on it. A changed, forged or expired
 * reference is told apart (the user can do something about each); an unknown transaction and
 * another investor's answer alike.
 */
export async function openReference(
  ad: AuthorizeDeps,
  actor: Actor,
  reference: string,
  db: Db = ad.deps.db,
): Promise<{ row: AuthRow; claims: LinkClaims }> {
  const claims = ad.sealer.open(reference, Math.floor(ad.deps.clock.now().getTime() / 1000));
  if (claims === 'invalid') throw new DomainError(AUTH_TEXTS.linkInvalid, { errCode: 'LINK_INVALID' });
  if (claims === 'expired') throw new DomainError(AUTH_TEXTS.linkExpired, { errCode: 'LINK_EXPIRED' });
  const [row] = await db.select().from(authTransactions).where(eq(authTransactions.id, claims.id));
  if (!row || !mayAct(actor, row)) throw notFound();
  return { row, claims };
}

/** A link that was acted on is spent: it no longer opens the transaction for acting. */
export function requirePending(row: AuthRow): void {
  if (row.status !== 'PENDING') throw new DomainError(AUTH_TEXTS.linkUsed, { errCode: 'LINK_USED' });
}

async function linesOf(db: Db, ids: number[]): Promise<Map<number, LineRow[]>> {
  const byId = new Map<number, LineRow[]>();
  if (ids.length === 0) return byId;
  const lines = await db
    .select()
    .from(authTransactionLines)
    .where(inArray(authTransactionLines.authId, ids))
    .orderBy(asc(authTransactionLines.authId), asc(authTransactionLines.lineNo));
  for (const line of lines) {
    const list = byId.get(line.authId) ?? [];
    list.push(line);
    byId.set(line.authId, list);
  }
  return byId;
}

async function namesOf(db: Db, rows: AuthRow[]) {
  const partnerCodes = [...new Set(rows.map((r) => r.partnerCode))];
  const accountNos = [...new Set(rows.map((r) => r.njAcNo))];
  const partnerRows = partnerCodes.length
    ? await db
        .select({ code: partners.partnerCode, name: partners.companyName })
        .from(partners)
        .where(inArray(partners.partnerCode, partnerCodes))
    : [];
  const accountRows = accountNos.length
    ? await db
        .select({ njAcNo: accounts.njAcNo, name: accounts.appName })
        .from(accounts)
        .where(inArray(accounts.njAcNo, accountNos))
    : [];
  return {
    partner: new Map(partnerRows.map((p) => [p.code, p.name])),
    investor: new Map(accountRows.map((a) => [a.njAcNo, a.name])),
  };
}

const orEmpty = (v: string | null | undefined) => v ?? '';

export function headerOf(row: AuthRow, names: { partner: string; investor: string }): AuthTrxnHeader {
  return {
    trxnId: row.refNo,
    trxnDate: row.placedAt.toISOString(),
    trxnType: row.trxnType as AuthType,
    trxnTypeLabel: authTypeLabel(row.trxnType),
    njAcNo: row.njAcNo,
    investorName: names.investor,
    enteredBy: names.partner,
    entrySource: row.entrySource,
    payMode: row.payMode,
    payModeLabel: PAY_MODE_NAMES[row.payMode] ?? '',
    bankName: orEmpty(row.bankName),
    bankAccNo: maskAccount(row.bankAccNo),
    neftRtgsNo: orEmpty(row.neftRefNo),
    mandateNo: orEmpty(row.mandateNo),
    payerVirtualAddress: orEmpty(row.payerVpa),
    totalAmount: row.amountPaise === null ? null : toRupees(row.amountPaise),
    isMarsTrxn: row.isMars || row.trxnType === 'MARSSWI' ? 'Y' : 'N',
    mfMode: row.mfMode,
    FLG_POA: POA_TYPES.has(row.trxnType) && row.poaFlag ? 'Y' : 'N',
    status: row.status,
  };
}

export function lineOf(line: LineRow): AuthTrxnDetailLine {
  return {
    schName: line.schName,
    targetSchName: orEmpty(line.targetSchName),
    option: line.schOpt,
    folioNo: orEmpty(line.folioNo),
    amount: line.amountPaise === null ? null : toRupees(line.amountPaise),
    units: line.unitsMilli === null ? null : unitsToNumber(line.unitsMilli),
    frequency: orEmpty(line.frequency),
    installmentDate: line.installmentDate === null ? '' : String(line.installmentDate),
    installments: line.installments === null ? '' : String(line.installments),
    startDate: orEmpty(line.startDate),
  };
}

/** The list entries of loaded rows, each with a fresh sealed reference. */
export async function entriesOf(
  ad: AuthorizeDeps,
  rows: AuthRow[],
  db: Db = ad.deps.db,
): Promise<AuthListEntry[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await namesOf(db, rows);
  return rows.map((row) => ({
    trxnHeaderDeail: headerOf(row, {
      partner: names.partner.get(row.partnerCode) ?? row.partnerCode,
      investor: names.investor.get(row.njAcNo) ?? '',
    }),
    trxndetail: (lines.get(row.id) ?? []).map(lineOf),
    trxnType: row.trxnType as AuthType,
    notes: row.notes,
    encryptedData: referenceTo(ad, row.id),
  }));
}

function typeFilter(authType: string): string | undefined | null {
  const type = authType.trim().toUpperCase();
  if (type === '' || type === 'ALL') return undefined;
  return /^[A-Z]{2,12}$/.test(type) ? type : null;
}

function pendingConditions(actor: Actor, authType: string) {
  const type = typeFilter(authType);
  if (type === null) return undefined;
  const conditions = [
    eq(authTransactions.njAcNo, actor.njAcNo),
    eq(authTransactions.status, 'PENDING'),
    eq(authTransactions.isMars, false),
  ];
  if (type !== undefined) conditions.push(eq(authTransactions.trxnType, type));
  const scoped = actor.scope?.match(/^authorize:(\d+)$/);
  if (scoped) conditions.push(eq(authTransactions.id, Number(scoped[1])));
  return and(...conditions);
}

/** `getTrxnAuthRpt`: the actor's pending transactions (MARS excluded), newest first. */
export async function pendingList(
  ad: AuthorizeDeps,
  actor: Actor,
  authType: string,
): Promise<AuthListEntry[]> {
  const where = pendingConditions(actor, authType);
  if (!where) return [];
  const rows = await ad.deps.db
    .select()
    .from(authTransactions)
    .where(where)
    .orderBy(desc(authTransactions.placedAt), desc(authTransactions.id))
    .limit(500);
  return entriesOf(ad, rows);
}

/** `getTotalNonMarsCount`: 'ALL' or '' counts every type; a type counts that one; anything else none. */
export async function pendingCount(db: Db, actor: Actor, authType: string): Promise<number> {
  const where = pendingConditions(actor, authType);
  if (!where) return 0;
  const [row] = await db.select({ n: count() }).from(authTransactions).where(where);
  return Number(row?.n ?? 0);
}

/** `getAuthTrxDetailFromTar`: one pending transaction from its reference; a spent link says so. */
export async function detail(ad: AuthorizeDeps, actor: Actor, reference: string): Promise<AuthListEntry> {
  const { row } = await openReference(ad, actor, reference);
  requirePending(row);
  const [entry] = await entriesOf(ad, [row]);
  return entry as AuthListEntry;
}
