import type { AuthListEntry, DataOf, poaValidation, trxnAuthoShowReceipt } from '@ewa/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { RequestOrigin } from '../../audit/audit.ts';
import { writeAudit } from '../../audit/audit.ts';
import { accounts, partners } from '../../db/schema/core.ts';
import { DomainError } from '../../http/errors.ts';
import { investorBankAccounts } from '../../kernel/investor-records/schema.ts';
import { AUTH_TEXTS, type AuthRow, maskAccount, PAYING_TYPES, POA_TYPES, poaView } from './rules.ts';
import { authTransactionLines, authTransactions } from './schema.ts';
import {
  type Actor,
  type AuthorizeDeps,
  entriesOf,
  headerOf,
  lineOf,
  notFound,
  openReference,
  requirePending,
} from './transactions.ts';

type ReceiptData = DataOf<typeof trxnAuthoShowReceipt>;
type PoaData = NonNullable<Infer<typeof poaValidation>['data']>;

/** Reads the payment status of an authorized purchase (the purchase area's payments). */
export type PaymentStatusReader = (paymentTrxnId: string) => Promise<string>;

/**
 * `trxnAuthoShowReceipt`: the acknowledge page of an authorized or rejected transaction. The
 * reference may be the receipt's own (`tid`) or a part's (`stid`, `npiptid`).
 */
export async function receipt(
  ad: AuthorizeDeps,
  actor: Actor,
  reference: string,
  paymentStatus?: PaymentStatusReader,
): Promise<ReceiptData> {
  const { row, claims } = await openReference(ad, actor, reference);
  if (row.status === 'PENDING') throw new DomainError(AUTH_TEXTS.notActedYet, { errCode: 'PENDING' });
  const { db } = ad.deps;
  const lines = await db
    .select()
    .from(authTransactionLines)
    .where(eq(authTransactionLines.authId, row.id))
    .orderBy(asc(authTransactionLines.lineNo));
  const [partner] = await db
    .select({ name: partners.companyName })
    .from(partners)
    .where(eq(partners.partnerCode, row.partnerCode));
  const [account] = await db
    .select({ name: accounts.appName })
    .from(accounts)
    .where(eq(accounts.njAcNo, row.njAcNo));
  const reply = row.actionReply as { message?: string } | null;
  return {
    trxnHeaderDeail: headerOf(row, {
      partner: partner?.name ?? row.partnerCode,
      investor: account?.name ?? '',
    }),
    trxndetail: lines.map(lineOf),
    actedAt: (row.actedAt ?? row.placedAt).toISOString(),
    message: reply?.message ?? '',
    paymentTrxnId: row.paymentTrxnId ?? '',
    PAY_STATUS: row.paymentTrxnId && paymentStatus ? await paymentStatus(row.paymentTrxnId) : '',
    part: claims.part ?? 'MAIN',
  };
}

/** The three POA checks (redemption, switch, MARS switch) answer from the same flags. */
export async function poaCheck(
  ad: AuthorizeDeps,
  actor: Actor,
  reference: string,
  types: readonly string[],
): Promise<PoaData> {
  const { row } = await openReference(ad, actor, reference);
  requirePending(row);
  if (!types.includes(row.trxnType) || !POA_TYPES.has(row.trxnType))
    return { FLG_POA: 'N', IS_EDIS: 'N', isDemat: row.mfMode === 'D' ? 'Y' : 'N', DEMAT_POA_MSG: '' };
  return poaView(row);
}

function changeableBank(row: AuthRow): boolean {
  return PAYING_TYPES.has(row.trxnType) && ['1', '2', '7', '8'].includes(row.payMode);
}

/** The investor's registered banks a pending purchase may pay from. */
export async function bankChoices(ad: AuthorizeDeps, actor: Actor, reference: string) {
  const { row } = await openReference(ad, actor, reference);
  requirePending(row);
  if (!changeableBank(row)) return [];
  const banks = await ad.deps.db
    .select()
    .from(investorBankAccounts)
    .where(and(eq(investorBankAccounts.njAcNo, row.njAcNo), eq(investorBankAccounts.active, true)))
    .orderBy(asc(investorBankAccounts.id));
  return banks.map((b) => ({
    bankCode: b.bankCode,
    bankName: b.bankName,
    bankAccNo: b.accNo,
    bankAccMask: maskAccount(b.accNo),
  }));
}

/** `onchangeBankAccount`: another registered account of the investor for a pending purchase. */
export async function changeBank(
  ad: AuthorizeDeps,
  actor: Actor,
  request: { encryptedData: string; bankCode: string; bankAccNo: string },
  origin: RequestOrigin,
): Promise<AuthListEntry> {
  const { db } = ad.deps;
  const { row } = await openReference(ad, actor, request.encryptedData);
  requirePending(row);
  if (!changeableBank(row)) throw new DomainError(AUTH_TEXTS.bankNotChangeable, { errCode: 'BANK' });
  const [bank] = await db
    .select()
    .from(investorBankAccounts)
    .where(
      and(
        eq(investorBankAccounts.njAcNo, row.njAcNo),
        eq(investorBankAccounts.accNo, request.bankAccNo),
        eq(investorBankAccounts.active, true),
      ),
    );
  if (!bank || (request.bankCode !== '' && bank.bankCode !== request.bankCode))
    throw new DomainError(AUTH_TEXTS.bankNotRegistered, { errCode: 'BANK' });
  const [updated] = await db
    .update(authTransactions)
    .set({ bankCode: bank.bankCode, bankName: bank.bankName, bankAccNo: bank.accNo, bankIfsc: bank.ifsc })
    .where(and(eq(authTransactions.id, row.id), eq(authTransactions.status, 'PENDING')))
    .returning();
  if (!updated) throw new DomainError(AUTH_TEXTS.linkUsed, { errCode: 'LINK_USED' });
  await writeAudit(db, origin, {
    action: 'authorize.change-bank',
    outcome: 'success',
    actor: actor.loginId,
    njAcNo: row.njAcNo,
    detail: { refNo: row.refNo, bankCode: bank.bankCode, bankAccNo: maskAccount(bank.accNo) },
  });
  const [entry] = await entriesOf(ad, [updated]);
  if (!entry) throw notFound();
  return entry;
}
