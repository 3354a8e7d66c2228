import { AUTH_TYPES, type AuthType } from '@ewa/api';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import { DomainError } from '../../http/errors.ts';
import { investorBankAccounts, investorMandates } from '../../kernel/investor-records/schema.ts';
import { toPaise } from '../../kernel/money.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { schemes } from '../../kernel/schemes/schema.ts';
import { authTransactionLines, authTransactions } from './schema.ts';

/** One detail line as the partner entered it. */
export interface EntryLine {
  schCode: string;
  schName: string;
  isDirect?: boolean;
  schOpt?: string;
  targetSchCode?: string | null;
  targetSchName?: string | null;
  folioNo?: string | null;
  amountPaise?: number | null;
  unitsMilli?: number | null;
  frequency?: string | null;
  installmentDate?: number | null;
  installments?: number | null;
  startDate?: string | null;
}

/** A transaction a partner enters for an investor (the demo seed, the sandbox partner page, tests). */
export interface PartnerEntry {
  njAcNo: string;
  trxnType: AuthType;
  isMars?: boolean;
  /** Defaults to the investor's partner. */
  partnerCode?: string;
  entrySource?: string;
  payMode?: string;
  bank?: { code: string; name: string; accNo: string; ifsc: string } | null;
  neftRefNo?: string | null;
  mandateNo?: string | null;
  payerVpa?: string | null;
  amountPaise?: number | null;
  mfMode?: 'D' | 'P';
  poaFlag?: boolean;
  edisAllowed?: boolean;
  marsOverlap?: boolean;
  bulkConfirm?: boolean;
  notes?: string[];
  lines: EntryLine[];
  placedAt?: Date;
}

/** Enters transactions (one statement for the headers, one for the lines); answers their ids and refs. */
export async function enterTransactions(
  db: Db,
  entries: PartnerEntry[],
): Promise<{ id: number; refNo: string }[]> {
  if (entries.length === 0) return [];
  const partners = new Map<string, string>();
  for (const njAcNo of new Set(entries.filter((e) => !e.partnerCode).map((e) => e.njAcNo))) {
    const [account] = await db
      .select({ partnerCode: accounts.partnerCode })
      .from(accounts)
      .where(eq(accounts.njAcNo, njAcNo));
    if (!account) throw new DomainError(`No investor ${njAcNo}.`, { status: 400, errCode: 'NO_INVESTOR' });
    partners.set(njAcNo, account.partnerCode);
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(authTransactions)
      .values(
        entries.map((e) => ({
          njAcNo: e.njAcNo,
          trxnType: e.trxnType,
          isMars: e.isMars ?? false,
          partnerCode: e.partnerCode ?? (partners.get(e.njAcNo) as string),
          entrySource: e.entrySource ?? 'partner',
          payMode: e.payMode ?? '',
          bankCode: e.bank?.code ?? null,
          bankName: e.bank?.name ?? null,
          bankAccNo: e.bank?.accNo ?? null,
          bankIfsc: e.bank?.ifsc ?? null,
          neftRefNo: e.neftRefNo ?? null,
          mandateNo: e.mandateNo ?? null,
          payerVpa: e.payerVpa ?? null,
          amountPaise: e.amountPaise ?? null,
          mfMode: e.mfMode ?? 'P',
          poaFlag: e.poaFlag ?? false,
          edisAllowed: e.edisAllowed ?? false,
          marsOverlap: e.marsOverlap ?? false,
          bulkConfirm: e.bulkConfirm ?? false,
          notes: e.notes ?? [],
          ...(e.placedAt ? { placedAt: e.placedAt } : {}),
        })),
      )
      .returning({ id: authTransactions.id, refNo: authTransactions.refNo });
    const lines = entries.flatMap((e, i) =>
      e.lines.map((line, n) => ({
        authId: (rows[i] as { id: number }).id,
        lineNo: n + 1,
        schCode: line.schCode,
        schName: line.schName,
        isDirect: line.isDirect ?? false,
        schOpt: line.schOpt ?? 'G',
        targetSchCode: line.targetSchCode ?? null,
        targetSchName: line.targetSchName ?? null,
        folioNo: line.folioNo ?? null,
        amountPaise: line.amountPaise ?? null,
        unitsMilli: line.unitsMilli ?? null,
        frequency: line.frequency ?? null,
        installmentDate: line.installmentDate ?? null,
        installments: line.installments ?? null,
        startDate: line.startDate ?? null,
      })),
    );
    for (let i = 0; i < lines.length; i += 1000)
      await tx.insert(authTransactionLines).values(lines.slice(i, i + 1000));
    return rows;
  });
}

/** Types whose lines move money or units and so carry an amount (or units). */
const AMOUNT_TYPES = new Set<AuthType>([
  'PIP',
  'NPIP',
  'SIP',
  'NSIP',
  'TPSIP',
  'RED',
  'SWI',
  'NSWI',
  'MARSSWI',
  'SWITCHSIP',
  'STP',
  'SWP',
  'BSWI',
  'BSWISIP',
]);
const SWITCH_TYPES = new Set<AuthType>(['SWI', 'NSWI', 'MARSSWI', 'SWITCHSIP', 'STP', 'BSWI', 'BSWISIP']);
const PLAN_TYPES = new Set<AuthType>([
  'SIP',
  'NSIP',
  'TPSIP',
  'SIPSHIFTING',
  'SSIP',
  'TSR',
  'SWITCHSIP',
  'BSWISIP',
  'STP',
  'SSTP',
  'SWP',
  'SSWP',
  'SBS',
]);

/** What the sandbox partner page and its JSON twin take (amounts as the partner typed them). */
export interface PartnerForm {
  investor: string;
  type: string;
  /** Rupees, e.g. "5000" or "5000.50"; optional for types without an amount. */
  amount?: string;
  payMode?: string;
  payerVpa?: string;
  poa?: boolean;
  edis?: boolean;
  mfMode?: 'D' | 'P';
  marsOverlap?: boolean;
  bulkConfirm?: boolean;
  isMars?: boolean;
  notes?: string[];
}

const firstOfNextMonth = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-05` : `${y}-${String(m + 1).padStart(2, '0')}-05`;
};

/**
 * A whole entry from the few fields a tester gives: schemes from the master (an NFO open today for
 * NFO types), the investor's default bank for a purchase with a pay mode, a NEFT reference for
 * mode 7, the first approved mandate for mode 2, `success@ewapay` for UPI collect unless given.
 */
export async function entryFromForm(db: Db, form: PartnerForm, now: Date): Promise<PartnerEntry> {
  const type = form.type.trim().toUpperCase() as AuthType;
  if (!AUTH_TYPES.includes(type))
    throw new DomainError(`Unknown transaction type ${form.type}.`, { status: 400, errCode: 'TYPE' });
  const [account] = await db.select().from(accounts).where(eq(accounts.njAcNo, form.investor));
  if (!account)
    throw new DomainError(`No investor ${form.investor}.`, { status: 400, errCode: 'NO_INVESTOR' });
  let amountPaise: number | null = null;
  if (form.amount !== undefined && form.amount !== '') {
    const rupees = Number(form.amount);
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(form.amount.trim()) || !(rupees > 0))
      throw new DomainError('The amount should be valid rupees, e.g. 5000.', {
        status: 400,
        errCode: 'AMOUNT',
      });
    amountPaise = toPaise(rupees);
  } else if (['PIP', 'NPIP', 'SIP', 'NSIP', 'TPSIP'].includes(type)) {
    throw new DomainError(`An amount is needed for ${type}.`, { status: 400, errCode: 'AMOUNT' });
  }
  const today = istParts(now).date;
  const nfoTypes = type === 'NPIP' || type === 'NSIP' || type === 'NSWI';
  const [nfo] = nfoTypes
    ? await db
        .select()
        .from(schemes)
        .where(and(lte(schemes.nfoOpenDate, today), gte(schemes.nfoCloseDate, today)))
        .orderBy(asc(schemes.schCode))
        .limit(1)
    : [];
  const regular = await db
    .select()
    .from(schemes)
    .where(isNull(schemes.nfoOpenDate))
    .orderBy(asc(schemes.schCode))
    .limit(3);
  const [first, second, third] = regular;
  if (!first || !second || !third) throw new Error('the scheme master is empty');
  const main = nfo && type !== 'NSWI' ? nfo : first;
  const target = type === 'NSWI' && nfo ? nfo : second;
  const switching = SWITCH_TYPES.has(type);
  const plan = PLAN_TYPES.has(type);
  const line = (from: typeof first, to: typeof first | undefined, amount: number | null): EntryLine => ({
    schCode: from.schCode,
    schName: from.schName,
    targetSchCode: to?.schCode ?? null,
    targetSchName: to?.schName ?? null,
    folioNo: type === 'PIP' || type === 'NPIP' || type === 'NSIP' ? null : `${from.schCode.slice(-4)}1122/33`,
    amountPaise: amount,
    unitsMilli: AMOUNT_TYPES.has(type) && amount === null ? 100_000 : null,
    frequency: plan ? 'Monthly' : null,
    installmentDate: plan ? 5 : null,
    installments: plan ? 24 : null,
    startDate: plan ? firstOfNextMonth(today) : null,
  });
  const lines =
    type === 'BSWI' || type === 'BSWISIP'
      ? [line(first, second, amountPaise), line(third, second, amountPaise)]
      : [line(main, switching ? target : undefined, amountPaise)];
  const total = amountPaise === null ? null : lines.reduce((sum, l) => sum + (l.amountPaise ?? 0), 0);

  const payMode = form.payMode?.trim() ?? '';
  const paying = (type === 'PIP' || type === 'NPIP') && payMode !== '' && payMode !== '5';
  const [bank] = paying
    ? await db
        .select()
        .from(investorBankAccounts)
        .where(and(eq(investorBankAccounts.njAcNo, account.njAcNo), eq(investorBankAccounts.active, true)))
        .orderBy(asc(investorBankAccounts.id))
    : [];
  const [mandate] =
    paying && payMode === '2'
      ? await db
          .select()
          .from(investorMandates)
          .where(and(eq(investorMandates.njAcNo, account.njAcNo), eq(investorMandates.status, 'APPROVED')))
          .orderBy(asc(investorMandates.njEMandateNo))
      : [];
  return {
    njAcNo: account.njAcNo,
    trxnType: type,
    isMars: form.isMars ?? false,
    payMode: type === 'PIP' || type === 'NPIP' ? payMode : '',
    bank: bank ? { code: bank.bankCode, name: bank.bankName, accNo: bank.accNo, ifsc: bank.ifsc } : null,
    neftRefNo: paying && payMode === '7' ? `NEFT${now.getTime().toString(36).toUpperCase()}` : null,
    mandateNo: mandate?.njEMandateNo ?? null,
    payerVpa: paying && payMode === '8' ? (form.payerVpa ?? 'success@ewapay') : null,
    amountPaise: total,
    mfMode: form.mfMode ?? (form.poa ? 'D' : 'P'),
    poaFlag: form.poa ?? false,
    edisAllowed: form.edis ?? false,
    marsOverlap: form.marsOverlap ?? false,
    bulkConfirm: form.bulkConfirm ?? (type === 'BSWI' || type === 'BSWISIP'),
    notes: form.notes ?? [],
    lines,
  };
}
