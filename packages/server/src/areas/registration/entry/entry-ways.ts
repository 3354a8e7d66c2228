import {
  fieldTexts,
  type generateOtp,
  type RegCenter,
  type RegPartner,
  type RegTokenDetails,
  type RequestOf,
  type StaffEntrySource,
} from '@ewa/api';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { branches, partners } from '../../../db/schema/core.ts';
import type { AppDeps } from '../../../deps.ts';
import type { CallContext } from '../../../http/calls.ts';
import { DomainError } from '../../../http/errors.ts';
import { maskMobile } from '../../../kernel/identity/index.ts';
import { type Applicant, issueApplicantToken, terminateApplicant } from './applicant.ts';
import type { ApplicationRow } from './applications.ts';
import { type EntryAccess, proveOtpRequest, sendApplicantOtp } from './entry.ts';
import { activePartner, type PartnerRow, partnerCodeInvalid } from './partner-standing.ts';

const statusOf = (row: PartnerRow): RegPartner['status'] => (row.terminated ? 'Terminated' : 'Active');

/** FetchCenterPartner/fetchCenter: every centre (branch), by name. */
export async function centers(db: Db): Promise<RegCenter[]> {
  const rows = await db.select().from(branches).orderBy(asc(branches.name));
  return rows.map((b) => ({ centerId: b.brCode, name: b.name, city: b.city }));
}

/** FetchCenterPartner/fetchPartner: a centre's partners, or the partner of one code (the list may be empty). */
export async function partnersOf(
  db: Db,
  by: { centerId?: string; partnerCode?: string },
): Promise<RegPartner[]> {
  if (!by.centerId && !by.partnerCode)
    throw new DomainError(fieldTexts.empty('Centre'), {
      status: 400,
      errCode: 'FIELD_INVALID',
      field: 'centerId',
    });
  const rows = await db
    .select()
    .from(partners)
    .where(by.partnerCode ? eq(partners.partnerCode, by.partnerCode) : eq(partners.brCode, by.centerId ?? ''))
    .orderBy(asc(partners.companyName));
  return rows
    .filter((p) => !by.centerId || p.brCode === by.centerId)
    .map((p) => ({
      partnerCode: p.partnerCode,
      name: p.companyName,
      centerId: p.brCode,
      status: statusOf(p),
    }));
}

/**
 * Whom `LoginService/generateOtp` signs in: the direct client, the client desk (DK, entry source
 * 'client') or a partner's link (PL, 'partner link', the partner's code and centre on the token).
 */
export async function applicantAccessOf(
  db: Db,
  request: RequestOf<typeof generateOtp>,
): Promise<EntryAccess> {
  const accessBy = request.accessBy ?? 'DC';
  if (accessBy !== 'PL') {
    if (request.partnerCode) throw partnerCodeInvalid();
    return accessBy === 'DK'
      ? { accessBy, entrySource: 'client', partnerCode: null, centerId: null }
      : { accessBy, entrySource: 'direct client', partnerCode: null, centerId: null };
  }
  if (!request.partnerCode) throw partnerCodeInvalid();
  const partner = await activePartner(db, request.partnerCode);
  return {
    accessBy,
    entrySource: 'partner link',
    partnerCode: partner.partnerCode,
    centerId: partner.brCode,
  };
}

/** The partner's registered mobile: the first contact with one. */
const registeredMobileOf = (partner: PartnerRow) =>
  partner.contacts.find((c) => /^\d{10}$/.test(c.mobileNo))?.mobileNo;

/**
 * LoginService/generateStaffOtp: staff of an active partner (a centre's employee names the partner's
 * centre too) get an OTP on the partner's registered mobile.
 */
export async function sendStaffOtp(
  ctx: CallContext,
  request: { partnerCode: string; entrySource: StaffEntrySource; centerId?: string },
) {
  const partner = await activePartner(ctx.db, request.partnerCode);
  if (request.entrySource === 'employee' && request.centerId !== partner.brCode)
    throw new DomainError(
      request.centerId
        ? 'Selected Partner is not mapped to the selected centre.'
        : fieldTexts.empty('Centre'),
      { status: 400, errCode: 'FIELD_INVALID', field: 'centerId' },
    );
  const mobile = registeredMobileOf(partner);
  if (!mobile)
    throw new DomainError('The partner has no registered mobile number to send the OTP to.', {
      status: 409,
      errCode: 'NO_MOBILE',
      field: 'partnerCode',
    });
  const sent = await sendApplicantOtp(ctx, mobile, {
    accessBy: 'CP',
    entrySource: request.entrySource,
    partnerCode: partner.partnerCode,
    centerId: partner.brCode,
  });
  return { ...sent, partnerName: partner.companyName };
}

export const tokenDetailsOf = (who: Omit<Applicant, 'tokenDigest'>): RegTokenDetails => ({
  accessBy: who.accessBy,
  entrySource: who.entrySource as RegTokenDetails['entrySource'],
  mobile: maskMobile(who.mobile),
  partnerCode: who.partnerCode ?? '',
  centerId: who.centerId ?? '',
});

/**
 * JwtTokenUtility/getTokenOfOutsideDesk: the staff OTP proves the partner's mobile; the answer is a
 * staff token for the partner's code and centre (refused if the partner was terminated meanwhile).
 */
export async function staffToken(ctx: CallContext, otpVrfyrefId: string, otp: string) {
  const request = await proveOtpRequest(ctx, otpVrfyrefId, otp, 'staff');
  await activePartner(ctx.db, request.partnerCode ?? '');
  const who = {
    mobile: request.mobile,
    accessBy: request.accessBy,
    entrySource: request.entrySource,
    partnerCode: request.partnerCode,
    centerId: request.centerId,
  };
  const token = await issueApplicantToken(ctx.deps, who);
  await ctx.audit({
    action: 'registration.staff-login',
    outcome: 'success',
    actor: 'staff',
    detail: { partnerCode: request.partnerCode },
  });
  return { token, details: tokenDetailsOf(who) };
}

/**
 * JwtTokenUtility/resetTokenStatus: a live token is exchanged for a fresh one and ended. An ended token
 * never reaches here (`applicantOf` answers 401): only a new OTP gives a token again.
 */
export async function renewToken(deps: AppDeps, applicant: Applicant): Promise<string> {
  const { tokenDigest: _old, ...who } = applicant;
  const token = await issueApplicantToken(deps, who);
  await terminateApplicant(deps, applicant);
  return token;
}

/** The first holder's mobile as the application's contact: the one staff gave, else the proved mobile. */
export const contactMobileOf = (app: ApplicationRow): string => app.contactMobile ?? app.mobile;
