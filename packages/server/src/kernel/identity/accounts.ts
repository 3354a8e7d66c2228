import type { LoginWith, UserData } from '@ewa/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, branches, partners } from '../../db/schema/core.ts';
import { DomainError } from '../../http/errors.ts';

export type Account = typeof accounts.$inferSelect;
export type Partner = typeof partners.$inferSelect;

export const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

/** The account a login id names: the account number (ACNO) or the personalised id, any case (LOGINID). */
export async function findAccount(
  db: Db,
  loginId: string,
  loginWith: LoginWith,
): Promise<Account | undefined> {
  const id = loginId.trim();
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      loginWith === 'ACNO'
        ? eq(accounts.njAcNo, id)
        : sql`lower(${accounts.personalizedLoginId}) = lower(${id})`,
    );
  return row;
}

export async function accountByNumber(db: Db, njAcNo: string): Promise<Account> {
  const [row] = await db.select().from(accounts).where(eq(accounts.njAcNo, njAcNo));
  if (!row) throw new DomainError('Account not found.', { status: 404, errCode: 'NOT_FOUND' });
  return row;
}

/** The id shown as the user's login id: the personalised one when chosen. */
export const loginIdOf = (account: Account) => account.personalizedLoginId ?? account.njAcNo;

export async function userDataOf(db: Db, account: Account): Promise<UserData> {
  const [partner] = await db.select().from(partners).where(eq(partners.partnerCode, account.partnerCode));
  const [branch] = await db
    .select({ njBrCode: branches.njBrCode })
    .from(branches)
    .where(eq(branches.brCode, account.brCode));
  return {
    loginId: loginIdOf(account),
    njAcNo: account.njAcNo,
    isAskPersonalizedLogin: yn(account.askPersonalizedLogin && !account.personalizedLoginId),
    chnagePassWord: yn(account.passwordExpired),
    isPasswordExpired: yn(account.passwordExpired),
    ucc_dtl: {
      appName: account.appName,
      njBrCode: branch?.njBrCode ?? '',
      brCode: account.brCode,
      njAcNo: account.njAcNo,
      panNo: account.panNo,
      mfMode: account.mfMode,
      taxStatus: account.taxStatus,
      brokerCode: partner?.partnerCode ?? '',
      brokerName: partner?.companyName ?? '',
      brokerArn: partner?.arn ?? '',
      brokerEuin: partner?.euin ?? '',
      AuthorizationModule: yn(account.authorizationModule),
    },
    accType: account.accType,
    isFromForgotPassword: 'N',
  };
}

/** `ra****@example.in` */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '****';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** `XXXXXX3210` */
export function maskMobile(mobile: string): string {
  return `${'X'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}
