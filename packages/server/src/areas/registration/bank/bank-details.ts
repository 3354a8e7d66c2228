/**
 * The bank step (bankdetails): the branch of an IFSC or MICR, the penny-drop verification of the
 * account and the save, which takes exactly the details the bank verified.
 */
import {
  type BankDetailsPayload,
  type BankVerificationResult,
  bankExtraTexts,
  checkBankDetails,
  type FieldError,
  holderNamesMatch,
  holdingPatternPrompt,
  type RegApplication,
  type RegBankBranch,
} from '@ewa/api';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { accountHolders } from '../../../db/schema/core.ts';
import type { AppDeps } from '../../../deps.ts';
import { DomainError } from '../../../http/errors.ts';
import { underLimitLock } from '../../../http/rate.ts';
import { PerInstance } from '../../../instance.ts';
import {
  type ApplicationRow,
  holdersOf,
  openStop,
  refuseFields,
  saveScreen,
  screenData,
} from '../entry/applications.ts';
import { regBankCredits, regBankVerifications } from './bank-schema.ts';
import { BankVerificationTimeout, bankVerificationFailureText, bankVerifierOf } from './bank-verification.ts';
import { type BankBranch, lookupIfsc, lookupMicr } from './branches.ts';

/** Verifications an application may ask for in an hour: each costs a credit at the bank. */
export const BANK_VERIFICATIONS_PER_HOUR = 10;
/** A failed verification is answered again, without asking the bank, for this long (as the bank does). */
const FAILED_REPEAT_MS = 60_000;

/** What the bank step keeps beside the form's answers, for the mandate step and the form. */
export interface SavedBankDetails extends BankDetailsPayload {
  bankName: string;
  branch: string;
  emandateModes: string[];
  nameAtBank: string;
  holderName: string;
  namesMatch: boolean;
}

const ifscKey = (ifsc: string) => ifsc.trim().toUpperCase();
const accountKey = (accountNumber: string) => accountNumber.trim();

export const branchView = (b: BankBranch): RegBankBranch => ({
  ifsc: b.ifsc,
  micr: b.micr ?? '',
  bankName: b.bankName,
  branch: b.branch,
  address: b.address,
  city: b.city,
  emandateModes: b.emandateModes,
});

/** BankDetailService/fetchBankBranch: by IFSC when given, else by MICR; unknown → the field's refusal. */
export async function bankBranchOf(
  db: Db,
  request: { ifsc?: string; micr?: string },
): Promise<RegBankBranch> {
  if (request.ifsc?.trim()) {
    const branch = await lookupIfsc(db, request.ifsc);
    if (!branch) refuseFields([{ field: 'ifsc', message: bankExtraTexts.ifscUnknown }]);
    return branchView(branch);
  }
  const branch = request.micr?.trim() ? await lookupMicr(db, request.micr) : undefined;
  if (!branch) refuseFields([{ field: 'micr', message: bankExtraTexts.micrUnknown }]);
  return branchView(branch);
}

/** The first holder's name: from KYC when fetched, else from the personal details screen. */
export async function firstHolderName(db: Db, refNo: string): Promise<string> {
  const first = (await holdersOf(db, refNo)).find((h) => h.holder === 'F');
  if (first?.name) return first.name;
  const personal = await screenData<{ firstName?: string; middleName?: string; lastName?: string }>(
    db,
    refNo,
    'personaldetails',
    'F',
  );
  return [personal?.firstName, personal?.middleName, personal?.lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

const resultOf = (nameAtBank: string, holderName: string): BankVerificationResult => {
  const namesMatch = holderNamesMatch(nameAtBank, holderName);
  return {
    verified: 'Y',
    holderName,
    namesMatch,
    message: namesMatch ? bankExtraTexts.verified : bankExtraTexts.namesDiffer,
  };
};

async function latestVerification(db: Db, refNo: string, ifsc: string, accountNumber: string) {
  const [row] = await db
    .select()
    .from(regBankVerifications)
    .where(
      and(
        eq(regBankVerifications.refNo, refNo),
        eq(regBankVerifications.ifsc, ifscKey(ifsc)),
        eq(regBankVerifications.accountNumber, accountKey(accountNumber)),
      ),
    )
    .orderBy(desc(regBankVerifications.createdAt), desc(regBankVerifications.id))
    .limit(1);
  return row;
}

/** The IFSC and account number as the form's rules see them, before anything is asked of the bank. */
function detailsErrors(ifsc: string, accountNumber: string): FieldError[] {
  const errors = checkBankDetails({
    accountType: 'SB',
    ifsc,
    micr: '',
    accountNumber,
    confirmAccountNumber: accountNumber,
    verified: 'Y',
  });
  return errors.filter((e) => e.field === 'ifsc' || e.field === 'accountNumber');
}

/** A verification under way per account on this instance: a second click while the bank answers joins it. */
const inFlight = new PerInstance(() => new Map<string, Promise<BankVerificationResult>>());

/**
 * BankDetailService/verifyBank: the details checked, then the bank asked once. An account verified
 * for this application before (or refused within the minute) is answered from the record, without a
 * second credit; a click while the bank is answering waits for the same answer.
 */
export async function verifyBankAccount(
  deps: Pick<AppDeps, 'db' | 'clock'> & AppDeps,
  app: ApplicationRow,
  request: { ifsc: string; accountNumber: string },
): Promise<BankVerificationResult> {
  await openStop(deps.db, app, 'bankdetails', undefined);
  const errors = detailsErrors(request.ifsc, request.accountNumber);
  if (errors.length > 0) refuseFields(errors);
  const ifsc = ifscKey(request.ifsc);
  const accountNumber = accountKey(request.accountNumber);
  if (!(await lookupIfsc(deps.db, ifsc)))
    refuseFields([{ field: 'ifsc', message: bankExtraTexts.ifscUnknown }]);

  const key = `${app.refNo}|${ifsc}|${accountNumber}`;
  const pending = inFlight.of(deps);
  const running = pending.get(key);
  if (running) return running;
  const answer = askBank(deps, app, ifsc, accountNumber).finally(() => pending.delete(key));
  pending.set(key, answer);
  return answer;
}

async function askBank(
  deps: AppDeps,
  app: ApplicationRow,
  ifsc: string,
  accountNumber: string,
): Promise<BankVerificationResult> {
  const { db } = deps;
  const holderName = await firstHolderName(db, app.refNo);
  const now = deps.clock.now();
  const known = await latestVerification(db, app.refNo, ifsc, accountNumber);
  if (known?.outcome === 'VERIFIED') return resultOf(known.nameAtBank ?? '', holderName);
  if (known && now.getTime() - known.createdAt.getTime() < FAILED_REPEAT_MS)
    return failedResult(known.failure ?? '', holderName);

  const credit = await claimBankCredit(db, app.refNo, now);
  let answer: Awaited<ReturnType<ReturnType<typeof bankVerifierOf>['verify']>>;
  try {
    answer = await bankVerifierOf(deps).verify({ ifsc, accountNumber });
  } catch (error) {
    // The bank did not answer: nothing is known, so the credit is not counted and may be asked again.
    await db.delete(regBankCredits).where(eq(regBankCredits.id, credit));
    if (error instanceof BankVerificationTimeout)
      throw new DomainError(bankExtraTexts.bankTimeout, { errCode: 'BANK_TIMEOUT' });
    throw error;
  }
  await db.insert(regBankVerifications).values({
    refNo: app.refNo,
    ifsc,
    accountNumber,
    outcome: answer.status === 'verified' ? 'VERIFIED' : 'FAILED',
    nameAtBank: answer.status === 'verified' ? answer.nameAtBank : null,
    failure: answer.status === 'failed' ? answer.reason : null,
    createdAt: deps.clock.now(),
  });
  return answer.status === 'verified'
    ? resultOf(answer.nameAtBank, holderName)
    : failedResult(answer.reason, holderName);
}

/**
 * Takes one of the application's penny drops of the hour, or refuses with 429 at the cap. The credits
 * asked in the hour are counted and the new one written under one lock per application, so parallel
 * clicks on other accounts get exactly the credits that are left. Answers the credit's id.
 */
async function claimBankCredit(db: Db, refNo: string, now: Date): Promise<number> {
  const credit = await underLimitLock(db, `bank-credits:${refNo}`, async (tx) => {
    const [asked] = await tx
      .select({ n: count() })
      .from(regBankCredits)
      .where(
        and(eq(regBankCredits.refNo, refNo), gt(regBankCredits.askedAt, new Date(now.getTime() - 3600_000))),
      );
    if ((asked?.n ?? 0) >= BANK_VERIFICATIONS_PER_HOUR) return undefined;
    const [row] = await tx
      .insert(regBankCredits)
      .values({ refNo, askedAt: now })
      .returning({ id: regBankCredits.id });
    return row?.id;
  });
  if (credit === undefined)
    throw new DomainError(bankExtraTexts.tooManyVerifications, { status: 429, errCode: 'TOO_MANY' });
  return credit;
}

const failedResult = (reason: string, holderName: string): BankVerificationResult => ({
  verified: 'N',
  holderName,
  namesMatch: false,
  message:
    bankVerificationFailureText[reason as keyof typeof bankVerificationFailureText] ??
    bankVerificationFailureText.NO_SUCH_ACCOUNT,
});

/**
 * BankDetailService/saveBankDetails: every bank rule (bank.ts) with the verified flag the server
 * itself recorded for exactly these IFSC and account number, whatever the browser says; a MICR given
 * must be the IFSC's branch's.
 */
export async function saveBankDetails(
  deps: AppDeps,
  app: ApplicationRow,
  payload: BankDetailsPayload,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'bankdetails', undefined);
  const known = await latestVerification(deps.db, app.refNo, payload.ifsc, payload.accountNumber);
  const verified = known?.outcome === 'VERIFIED' ? 'Y' : 'N';
  const errors = checkBankDetails({ ...payload, verified });
  const branch = errors.some((e) => e.field === 'ifsc') ? undefined : await lookupIfsc(deps.db, payload.ifsc);
  if (!errors.some((e) => e.field === 'ifsc') && !branch)
    errors.unshift({ field: 'ifsc', message: bankExtraTexts.ifscUnknown });
  if (branch && payload.micr.trim() !== '' && !errors.some((e) => e.field === 'micr')) {
    const byMicr = await lookupMicr(deps.db, payload.micr);
    if (!byMicr) errors.push({ field: 'micr', message: bankExtraTexts.micrUnknown });
    else if (byMicr.ifsc !== branch.ifsc)
      errors.push({ field: 'micr', message: bankExtraTexts.micrOtherBranch });
  }
  if (errors.length > 0 || !branch || !known) return refuseFields(errors);

  const holderName = await firstHolderName(deps.db, app.refNo);
  const nameAtBank = known.nameAtBank ?? '';
  const data: SavedBankDetails = {
    accountType: payload.accountType,
    ifsc: branch.ifsc,
    micr: payload.micr.trim() || (branch.micr ?? ''),
    accountNumber: accountKey(payload.accountNumber),
    confirmAccountNumber: accountKey(payload.accountNumber),
    verified: 'Y',
    bankName: branch.bankName,
    branch: branch.branch,
    emandateModes: branch.emandateModes,
    nameAtBank,
    holderName,
    namesMatch: holderNamesMatch(nameAtBank, holderName),
  };
  return saveScreen(deps, app, 'bankdetails', undefined, { ...data });
}

/** An account already held by exactly the application's holders (the same holding pattern). */
async function samePatternAccountExists(db: Db, pans: string[]): Promise<boolean> {
  if (pans.length === 0) return false;
  const rows = await db
    .select({ njAcNo: accountHolders.njAcNo, pan: accountHolders.panNo })
    .from(accountHolders)
    .where(
      inArray(
        accountHolders.njAcNo,
        db
          .select({ n: accountHolders.njAcNo })
          .from(accountHolders)
          .where(inArray(accountHolders.panNo, pans)),
      ),
    );
  const byAccount = new Map<string, string[]>();
  for (const r of rows) byAccount.set(r.njAcNo, [...(byAccount.get(r.njAcNo) ?? []), r.pan.toUpperCase()]);
  const wanted = [...pans].sort().join();
  return [...byAccount.values()].some((held) => [...held].sort().join() === wanted);
}

/** BankDetailService/loadBankDetails. */
export async function loadBankDetails(db: Db, app: ApplicationRow) {
  const saved = await screenData<SavedBankDetails>(db, app.refNo, 'bankdetails');
  const holders = await holdersOf(db, app.refNo);
  const preference = await screenData<{ holdingMode?: string }>(db, app.refNo, 'preference');
  const minor = holders.some((h) => h.holder === 'G');
  const holdingPrompt = holdingPatternPrompt({
    holdingMode: preference?.holdingMode || app.holdingMode,
    hasSecondHolder: holders.some((h) => h.holder === 'S'),
    samePatternAccountExists: await samePatternAccountExists(
      db,
      holders.filter((h) => !minor || h.holder === 'F').map((h) => h.pan.toUpperCase()),
    ),
  });
  const holderName = await firstHolderName(db, app.refNo);
  if (!saved) return { answers: null, branch: null, verification: null, holderName, holdingPrompt };
  const branch = await lookupIfsc(db, saved.ifsc);
  return {
    answers: {
      accountType: saved.accountType,
      ifsc: saved.ifsc,
      micr: saved.micr,
      accountNumber: saved.accountNumber,
      confirmAccountNumber: saved.confirmAccountNumber,
      verified: saved.verified,
    },
    branch: branch ? branchView(branch) : null,
    verification: resultOf(saved.nameAtBank, holderName),
    holderName,
    holdingPrompt,
  };
}
