import { randomBytes } from 'node:crypto';
import { REG_TEXTS } from '@ewa/api';
import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.ts';
import { bearerToken, type CallContext } from '../../../http/calls.ts';
import { DomainError } from '../../../http/errors.ts';
import { regTokens } from '../schema.ts';

/** An applicant token lives this long from the OTP; a new OTP gives a new one. */
export const APPLICANT_TOKEN_HOURS = 12;

/** Who is calling the registration services: the proved mobile, or staff of a centre / partner. */
export interface Applicant {
  tokenDigest: string;
  mobile: string;
  accessBy: 'DC' | 'CP' | 'DK' | 'PL';
  entrySource: string;
  partnerCode: string | null;
  centerId: string | null;
}

const digestOf = (deps: AppDeps, token: string) => deps.tokens.digest('reg-token', token);

/** Issues a token for a proved mobile (or staff member); only its digest is stored. */
export async function issueApplicantToken(
  deps: AppDeps,
  who: Omit<Applicant, 'tokenDigest'>,
): Promise<string> {
  const token = `reg.${randomBytes(32).toString('base64url')}`;
  const now = deps.clock.now();
  await deps.db.insert(regTokens).values({
    tokenDigest: digestOf(deps, token),
    mobile: who.mobile,
    accessBy: who.accessBy,
    entrySource: who.entrySource,
    partnerCode: who.partnerCode,
    centerId: who.centerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + APPLICANT_TOKEN_HOURS * 3600_000),
  });
  return token;
}

const expired = () => new DomainError(REG_TEXTS.sessionExpired, { status: 401, errCode: 'UNAUTHORIZED' });

/** The applicant of the request's bearer token; 401 when it is missing, unknown, expired or ended. */
export async function applicantOf(ctx: Pick<CallContext, 'deps' | 'request'>): Promise<Applicant> {
  const token = bearerToken(ctx.request);
  if (!token?.startsWith('reg.')) throw expired();
  const { deps } = ctx;
  const [row] = await deps.db
    .select()
    .from(regTokens)
    .where(
      and(
        eq(regTokens.tokenDigest, digestOf(deps, token)),
        eq(regTokens.status, 'A'),
        gt(regTokens.expiresAt, deps.clock.now()),
      ),
    );
  if (!row) throw expired();
  return {
    tokenDigest: row.tokenDigest,
    mobile: row.mobile,
    accessBy: row.accessBy,
    entrySource: row.entrySource,
    partnerCode: row.partnerCode,
    centerId: row.centerId,
  };
}

/** Ends the token (JwtTokenUtility/terminateSession); its applications stay. */
export async function terminateApplicant(deps: AppDeps, applicant: Applicant): Promise<void> {
  await deps.db
    .update(regTokens)
    .set({ status: 'T' })
    .where(eq(regTokens.tokenDigest, applicant.tokenDigest));
}
