import {
  checkNomineeEntries,
  type DataOf,
  GUARDIAN_RELATIONS,
  NOMINEE_RELATIONS,
  type NomineeEntries,
  type NomineeEntry,
  type saveNominees,
  shareHundredths,
} from '@ewa/api';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accountHolders } from '../../db/schema/core.ts';
import type { AppDeps } from '../../deps.ts';
import type { CallContext } from '../../http/calls.ts';
import { refuseFields } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import {
  type Account,
  accountByNumber,
  checkOtp,
  deliverOtp,
  issueOtp,
  maskEmail,
  maskMobile,
} from '../../kernel/identity/index.ts';
import { investorNominees } from '../../kernel/investor-records/schema.ts';
import { indiaDayOf, istParts } from '../../kernel/schemes/calendar.ts';
import { profileOf } from './domain.ts';

const nameOf = (list: readonly { code: string; name: string }[], code: string) =>
  list.find((r) => r.code === code)?.name ?? code;
const codeOf = (list: readonly { code: string; name: string }[], name: string | null) =>
  list.find((r) => r.name.toLowerCase() === (name ?? '').toLowerCase())?.code ?? 'OTHER';
const isoOf = (dmy: string) => {
  const [d, m, y] = dmy.split('/');
  return `${y}-${m}-${d}`;
};
const dmyOf = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const noAddress = { line1: '', line2: '', city: '', pincode: '' };

/** The first holder's name: whose address 'same as first holder' is. */
async function firstHolderOf(deps: AppDeps, njAcNo: string): Promise<string> {
  const [first] = await deps.db
    .select({ name: accountHolders.name })
    .from(accountHolders)
    .where(and(eq(accountHolders.njAcNo, njAcNo), eq(accountHolders.holderCode, 'F')));
  return first?.name ?? '';
}

/** The account's nominees as the change form edits them: a nominee changed online as entered, an older one from its record. */
export async function nomineeEntriesOf(deps: AppDeps, njAcNo: string) {
  const rows = await deps.db
    .select()
    .from(investorNominees)
    .where(eq(investorNominees.njAcNo, njAcNo))
    .orderBy(asc(investorNominees.seq));
  const nominees: NomineeEntry[] = rows.map(
    (row) =>
      row.details ?? {
        name: row.nomineeName,
        relation: codeOf(NOMINEE_RELATIONS, row.relation),
        dob: dmyOf(row.nomineeDob),
        sharePercent: String(row.shareBp / 100),
        idType: '',
        idNumber: '',
        guardianName: row.guardianName ?? '',
        guardianRelation: row.guardianRelation ? codeOf(GUARDIAN_RELATIONS, row.guardianRelation) : '',
        guardianDob: '',
        guardianIdType: '',
        guardianIdNumber: '',
        addressSameAsFirst: 'Y',
        address: { ...noAddress },
      },
  );
  return {
    answers: nominees.length > 0 ? { nominees } : null,
    firstHolderName: await firstHolderOf(deps, njAcNo),
  };
}

/** The OTP that confirms a nominee change, to the registered mobile and e-mail. */
export async function sendNomineeOtp(deps: AppDeps, log: FastifyBaseLogger, account: Account) {
  await consumeRate(
    deps.db,
    deps.clock,
    `nominee-otp:${account.njAcNo}`,
    deps.config.rateLimit.perLoginIdPerMinute,
  );
  const { id, code, regenerate } = await issueOtp(deps, account, 'nominee');
  const minutes = Math.ceil(deps.config.otp.ttlSeconds / 60);
  const body = `${code} is your E-Wealth OTP to change the nominees of account ${account.njAcNo}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
  await deliverOtp(deps, log, { id, account, purpose: 'nominee' }, [
    { channel: 'sms', loginId: account.njAcNo, address: account.mobile, subject: 'Nominee change OTP', body },
    {
      channel: 'email',
      loginId: account.njAcNo,
      address: account.email,
      subject: 'E-Wealth nominee change OTP',
      body,
    },
  ]);
  return {
    mobile: maskMobile(account.mobile),
    emailId: maskEmail(account.email),
    otpSeconds: deps.config.otp.ttlSeconds,
    otp_regenrate: regenerate,
  };
}

/**
 * Replaces the account's nominees: the same rules as account opening (refused field by field), then
 * the OTP (single use, so a repeated request changes nothing twice), then every row at once.
 */
export async function changeNominees(
  ctx: CallContext,
  account: Account,
  actor: string,
  request: NomineeEntries & { otp: string },
): Promise<DataOf<typeof saveNominees>> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const errors = checkNomineeEntries(
    { nominees: request.nominees },
    { today: indiaDayOf(now), enteredByStaff: false, mfMode: 'P', depository: '', dematAccountNo: '' },
  );
  if (errors.length > 0) refuseFields(errors);
  await checkOtp(deps, account, 'nominee', request.otp);
  const rows = request.nominees.map((n, i) => {
    const entry: NomineeEntry = {
      ...n,
      address: n.addressSameAsFirst === 'Y' ? { ...noAddress } : { ...n.address },
    };
    return {
      njAcNo: account.njAcNo,
      seq: i + 1,
      nomineeName: n.name.trim(),
      relation: nameOf(NOMINEE_RELATIONS, n.relation),
      shareBp: shareHundredths(n.sharePercent) ?? 0,
      nomineeDob: isoOf(n.dob),
      guardianName: n.guardianName.trim() || null,
      guardianRelation: n.guardianRelation ? nameOf(GUARDIAN_RELATIONS, n.guardianRelation) : null,
      details: entry,
    };
  });
  await deps.db.transaction(async (tx) => {
    await tx.delete(investorNominees).where(eq(investorNominees.njAcNo, account.njAcNo));
    await tx.insert(investorNominees).values(rows);
    await ctx.audit(
      {
        action: 'profile.nominees.change',
        outcome: 'success',
        actor,
        njAcNo: account.njAcNo,
        detail: { nominees: rows.length },
      },
      tx,
    );
  });
  const fresh = await accountByNumber(deps.db, account.njAcNo);
  const profile = await profileOf(deps.db, fresh, istParts(now).date);
  return { nominees: profile.nominees };
}
