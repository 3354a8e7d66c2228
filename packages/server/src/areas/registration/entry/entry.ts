import { randomBytes } from 'node:crypto';
import {
  fieldTexts,
  MINOR_TAX_STATUSES,
  type PanDobRequest,
  REG_TEXTS,
  type RegApplication,
  stepIdOf,
  walkOf,
} from '@ewa/api';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { accountHolders, accounts } from '../../../db/schema/core.ts';
import type { AppDeps } from '../../../deps.ts';
import type { CallContext } from '../../../http/calls.ts';
import { DomainError } from '../../../http/errors.ts';
import {
  checkOtp,
  deliverOtp,
  issueOtp,
  maskMobile,
  type OtpHolder,
  otpTexts,
} from '../../../kernel/identity/index.ts';
import { istParts } from '../../../kernel/schemes/calendar.ts';
import { regApplications, regHolders, regOtpRequests } from '../schema.ts';
import { type Applicant, issueApplicantToken } from './applicant.ts';
import { applicationView, canSee, nextRefNo, refuseFields } from './applications.ts';
import { panDobErrors } from './holders.ts';
import { refuseTerminatedPartner } from './partner-standing.ts';

/** The OTP store keys a mobile without an account by this stand-in (never an account number). */
const otpHolderOf = (mobile: string): OtpHolder => ({ njAcNo: `?MOB:${mobile}` });

/** Whom an OTP signs in once proved (spec 000 §6 access modes, spec 001 §3 entry sources). */
export type EntryAccess = Omit<Applicant, 'tokenDigest' | 'mobile'>;

const DIRECT_CLIENT: EntryAccess = {
  accessBy: 'DC',
  entrySource: 'direct client',
  partnerCode: null,
  centerId: null,
};

/** LoginService/generateOtp: an OTP to the mobile, through the SMS gateway (the sandbox outbox). */
export async function sendApplicantOtp(
  ctx: CallContext,
  mobile: string,
  access: EntryAccess = DIRECT_CLIENT,
) {
  const { deps } = ctx;
  const holder = otpHolderOf(mobile);
  const issued = await issueOtp(deps, holder, 'register');
  await deliverOtp(deps, ctx.log, { id: issued.id, account: holder, purpose: 'register' }, [
    {
      channel: 'sms',
      loginId: mobile,
      address: mobile,
      subject: 'E-Wealth account opening OTP',
      body: `${issued.code} is your OTP to open an E-Wealth account. It is valid for ${Math.round(
        deps.config.otp.ttlSeconds / 60,
      )} minutes. Do not share it with anyone.`,
    },
  ]);
  const refId = randomBytes(18).toString('base64url');
  await deps.db.insert(regOtpRequests).values({ refId, mobile, ...access, createdAt: deps.clock.now() });
  return {
    otpVrfyrefId: refId,
    mobile: maskMobile(mobile),
    otpSeconds: deps.config.otp.ttlSeconds,
    otp_regenrate: issued.regenerate,
  };
}

/**
 * The OTP request of `otpVrfyrefId` proved by `otp`, once: the mobile's pending requests are gone after.
 * Staff requests are proved only through getTokenOfOutsideDesk, the others only through verifyOtp.
 */
export async function proveOtpRequest(
  ctx: CallContext,
  otpVrfyrefId: string,
  otp: string,
  who: 'staff' | 'applicant',
) {
  const { deps } = ctx;
  const [request] = await deps.db.select().from(regOtpRequests).where(eq(regOtpRequests.refId, otpVrfyrefId));
  if (!request || (request.accessBy === 'CP') !== (who === 'staff'))
    throw new DomainError(otpTexts.expired, { errCode: 'OTP_INVALID', field: 'otpVrfyrefId' });
  await checkOtp(deps, otpHolderOf(request.mobile), 'register', otp);
  await deps.db.delete(regOtpRequests).where(eq(regOtpRequests.mobile, request.mobile));
  return request;
}

/** LoginService/verifyOtp: the OTP proves the mobile; the answer is the applicant token. */
export async function verifyApplicantOtp(ctx: CallContext, otpVrfyrefId: string, otp: string) {
  const request = await proveOtpRequest(ctx, otpVrfyrefId, otp, 'applicant');
  const token = await issueApplicantToken(ctx.deps, {
    mobile: request.mobile,
    accessBy: request.accessBy,
    entrySource: request.entrySource,
    partnerCode: request.partnerCode,
    centerId: request.centerId,
  });
  await ctx.audit({ action: 'registration.login', outcome: 'success', actor: 'applicant' });
  return { token, mobile: maskMobile(request.mobile) };
}

/** LoginService/searchLogin: the applications this applicant may see, newest first. */
export async function applicationsOf(deps: AppDeps, applicant: Applicant): Promise<RegApplication[]> {
  const rows = await deps.db
    .select()
    .from(regApplications)
    .where(
      applicant.accessBy === 'CP'
        ? eq(regApplications.partnerCode, applicant.partnerCode ?? '')
        : or(
            eq(regApplications.mobile, applicant.mobile),
            eq(regApplications.clientMobile, applicant.mobile),
          ),
    )
    .orderBy(desc(regApplications.updatedAt))
    .limit(20);
  const visible = rows.filter((row) => canSee(applicant, row));
  return Promise.all(visible.map((row) => applicationView(deps.db, row)));
}

/** LoginService/fetchClientAccounts: accounts already held under this mobile. */
export async function clientAccountsOf(deps: AppDeps, applicant: Applicant) {
  const rows = await deps.db
    .select({ njAcNo: accounts.njAcNo, name: accounts.appName })
    .from(accounts)
    .where(eq(accounts.mobile, applicant.mobile));
  const holderCounts = await holderCountsOf(
    deps,
    rows.map((r) => r.njAcNo),
  );
  return rows.map((r) => ({
    njAcNo: `${'X'.repeat(Math.max(0, r.njAcNo.length - 4))}${r.njAcNo.slice(-4)}`,
    name: r.name,
    holdingMode: (holderCounts.get(r.njAcNo) ?? 1) > 1 ? 'Joint' : 'Single',
  }));
}

async function holderCountsOf(deps: AppDeps, acNos: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (acNos.length === 0) return counts;
  const rows = await deps.db
    .select({ njAcNo: accountHolders.njAcNo })
    .from(accountHolders)
    .where(inArray(accountHolders.njAcNo, acNos));
  for (const row of rows) counts.set(row.njAcNo, (counts.get(row.njAcNo) ?? 0) + 1);
  return counts;
}

const samePans = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** dd/mm/yyyy → yyyy-mm-dd (the rules have checked it is a real date). */
const isoOf = (indian: string) => {
  const [d, m, y] = indian.split('/');
  return `${y}-${m}-${d}`;
};

/**
 * EwaRegService/generateRefno: the first screen's holders checked (the same rules as the form), the
 * same holding pattern refused when an account or an open application already has it, then the
 * application opened at its first screen.
 */
export async function openApplication(
  ctx: CallContext,
  applicant: Applicant,
  request: PanDobRequest,
): Promise<RegApplication> {
  const { deps } = ctx;
  await refuseTerminatedPartner(deps.db, applicant);
  const today = istParts(deps.clock.now()).date;
  const staff = applicant.accessBy === 'CP';
  const errors = panDobErrors(request, deps.clock.now(), staff);
  if (staff && !request.holderMobile)
    errors.unshift({ field: 'holderMobile', message: fieldTexts.empty('Mobile Number') });
  if (errors.length > 0) refuseFields(errors);
  const pans = request.holders.map((h) => h.pan.toUpperCase());
  const isMinor = MINOR_TAX_STATUSES.includes(request.taxStatus);
  const heldPans = isMinor ? pans.slice(0, 1) : pans;

  // An account held by exactly these PANs (as first holder of a single account, or all holders together).
  const holdings = await deps.db
    .select({ njAcNo: accountHolders.njAcNo, pan: accountHolders.panNo })
    .from(accountHolders)
    .where(
      inArray(
        accountHolders.njAcNo,
        deps.db
          .select({ n: accountHolders.njAcNo })
          .from(accountHolders)
          .where(inArray(accountHolders.panNo, heldPans)),
      ),
    );
  const byAccount = new Map<string, string[]>();
  for (const h of holdings)
    byAccount.set(h.njAcNo, [...(byAccount.get(h.njAcNo) ?? []), h.pan.toUpperCase()]);
  if ([...byAccount.values()].some((held) => samePans(held, heldPans)))
    throw new DomainError(REG_TEXTS.samePatternAvailable, {
      status: 409,
      errCode: 'SAME_PATTERN',
      field: 'holdingMode',
    });

  // An open application of this applicant with the same holders and holding mode.
  const mine = await applicationsOf(deps, applicant);
  const same = mine.find(
    (app) =>
      app.submitfinal === 'N' &&
      app.holdingMode === request.holdingMode &&
      app.accountType === request.accountType &&
      samePans(
        app.holders.map((h) => h.pan),
        pans,
      ),
  );
  if (same)
    throw new DomainError(REG_TEXTS.samePatternInProgress, {
      status: 409,
      errCode: 'SAME_PATTERN_OPEN',
      field: 'holdingMode',
      data: { refNo: same.refNo },
    });

  const now = deps.clock.now();
  const refNo = await nextRefNo(deps.db, today);
  const holders = request.holders.map((h) => h.holder);
  const first = walkOf({ holders, nominates: false })[0];
  await deps.db.transaction(async (tx) => {
    await tx.insert(regApplications).values({
      refNo,
      mobile: applicant.mobile,
      accessBy: applicant.accessBy,
      entrySource: applicant.entrySource,
      partnerCode: applicant.partnerCode,
      centerId: applicant.centerId,
      contactMobile: staff ? request.holderMobile : applicant.mobile,
      accountType: request.accountType,
      holdingMode: request.holdingMode,
      taxStatus: request.taxStatus,
      stepId: first?.stepId ?? stepIdOf('loadmobemail'),
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(regHolders).values(
      request.holders.map((h) => ({
        refNo,
        holder: h.holder,
        pan: h.pan.toUpperCase(),
        dob: isoOf(h.dob),
      })),
    );
  });
  await ctx.audit({ action: 'registration.open', outcome: 'success', actor: 'applicant', detail: { refNo } });
  const [row] = await deps.db
    .select()
    .from(regApplications)
    .where(and(eq(regApplications.refNo, refNo)));
  if (!row) throw new Error('application not written');
  return applicationView(deps.db, row);
}
