import { randomBytes } from 'node:crypto';
import {
  type DataOf,
  type Depository,
  EVOTING_ALREADY_VOTED,
  type EVotingReturnStatus,
  type getEVotingEventList,
  type getEVotingNsdlErrorDtl,
  type getEVotingRequest,
} from '@ewa/api';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { RequestOrigin } from '../../audit/audit.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import type { AppDeps } from '../../deps.ts';
import type { SessionCallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { depositoriesOf } from './depository.ts';
import { evotingDematAccounts, evotingEvents, evotingRequests } from './schema.ts';

/** How long a request reference may be used to open the ballot. */
export const EVOTING_REQUEST_SECONDS = 15 * 60;

/** Where a depository sends the investor back, per depository. */
export const EVOTING_RETURN_ROUTE = '/api/evoting/return/:depository';
export const evotingReturnPath = (depository: Depository) =>
  EVOTING_RETURN_ROUTE.replace(':depository', depository);

export const evotingTexts = {
  unknown: 'We could not find this e-voting request. Please start e-voting again from the E-Voting page.',
  otherAccount:
    'This e-voting request was made for another account. Please log in with the account it was made for.',
  expired: 'This e-voting request has expired. Please start e-voting again from the E-Voting page.',
  voted: (depository: Depository) => `Your vote on this request has been recorded by ${depository}.`,
  failed: (depository: Depository) =>
    `${depository} could not open e-voting for this request. Please start e-voting again from the E-Voting page.`,
  notNsdl: 'This e-voting request was not sent to NSDL.',
  noNsdlError: 'NSDL has not reported an error for this request.',
  noDemat: (depository: Depository) => `You have no demat account with ${depository} to vote from.`,
  eventClosed: 'Voting on this event is not open.',
} as const;

/** The calendar date in India (YYYY-MM-DD) of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Open events at the depositories where the investor has a demat account. */
export async function openEvents(
  db: Db,
  njAcNo: string,
  now: Date,
): Promise<DataOf<typeof getEVotingEventList>['events']> {
  const today = istDate(now);
  const rows = await db
    .select({
      eventNo: evotingEvents.eventNo,
      depository: evotingEvents.depository,
      companyName: evotingEvents.companyName,
      resolution: evotingEvents.resolution,
      votingEndDate: evotingEvents.votingEndDate,
    })
    .from(evotingEvents)
    .innerJoin(
      evotingDematAccounts,
      and(
        eq(evotingDematAccounts.depository, evotingEvents.depository),
        eq(evotingDematAccounts.njAcNo, njAcNo),
      ),
    )
    .where(and(lte(evotingEvents.votingStartDate, today), gte(evotingEvents.votingEndDate, today)))
    .orderBy(asc(evotingEvents.votingEndDate), asc(evotingEvents.companyName));
  return rows;
}

/**
 * A fresh request reference for the investor to vote on an event (the event list's Vote, or the
 * sandbox for testers). The investor needs a demat account at the event's depository.
 */
export async function createVotingRequest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  origin: RequestOrigin,
  request: { njAcNo: string; depository: Depository; eventNo?: string },
): Promise<string> {
  const now = deps.clock.now();
  const [demat] = await deps.db
    .select()
    .from(evotingDematAccounts)
    .where(
      and(
        eq(evotingDematAccounts.njAcNo, request.njAcNo),
        eq(evotingDematAccounts.depository, request.depository),
      ),
    );
  if (!demat)
    throw new DomainError(evotingTexts.noDemat(request.depository), { errCode: 'EVOTING_NO_DEMAT' });
  const today = istDate(now);
  const [event] = await deps.db
    .select({ eventNo: evotingEvents.eventNo })
    .from(evotingEvents)
    .where(
      and(
        eq(evotingEvents.depository, request.depository),
        request.eventNo ? eq(evotingEvents.eventNo, request.eventNo) : undefined,
        lte(evotingEvents.votingStartDate, today),
        gte(evotingEvents.votingEndDate, today),
      ),
    )
    .orderBy(asc(evotingEvents.votingEndDate))
    .limit(1);
  if (!event) throw new DomainError(evotingTexts.eventClosed, { errCode: 'EVOTING_EVENT_CLOSED' });
  const requestReference = `EV${randomBytes(8).toString('hex').toUpperCase()}`;
  await deps.db.insert(evotingRequests).values({
    requestReference,
    njAcNo: request.njAcNo,
    depository: request.depository,
    eventNo: event.eventNo,
    status: 'OPEN',
    createdAt: now,
    expiresAt: new Date(now.getTime() + EVOTING_REQUEST_SECONDS * 1000),
  });
  await writeAudit(deps.db, origin, {
    action: 'evoting.request.create',
    outcome: 'success',
    actor: request.njAcNo,
    njAcNo: request.njAcNo,
    detail: { requestReference, depository: request.depository, eventNo: event.eventNo },
  });
  return requestReference;
}

/** The signed-in investor's own request, or the clear refusal for an unknown or someone else's one. */
async function ownRequest(ctx: SessionCallContext, requestReference: string) {
  const [request] = await ctx.db
    .select()
    .from(evotingRequests)
    .where(eq(evotingRequests.requestReference, requestReference.toUpperCase()));
  if (!request) throw new DomainError(evotingTexts.unknown, { errCode: 'EVOTING_REQUEST_UNKNOWN' });
  if (request.njAcNo !== ctx.session.njAcNo) {
    await ctx.audit({
      action: 'evoting.request.refused',
      outcome: 'failure',
      actor: ctx.session.loginId,
      njAcNo: ctx.session.njAcNo,
      detail: { reason: 'other account' },
    });
    throw new DomainError(evotingTexts.otherAccount, { errCode: 'EVOTING_REQUEST_OTHER_ACCOUNT' });
  }
  return request;
}

/**
 * `common/getEVotingRequest`: the form to post to the depository for an open, unexpired request of the
 * signed-in investor; anything else is refused with a clear message and no form.
 */
export async function votingFormFor(
  ctx: SessionCallContext,
  requestReference: string,
): Promise<{ isSuccess: true; data: DataOf<typeof getEVotingRequest> }> {
  const request = await ownRequest(ctx, requestReference);
  const depository = request.depository;
  if (request.status === 'VOTED')
    throw new DomainError(evotingTexts.voted(depository), { errCode: EVOTING_ALREADY_VOTED });
  if (request.status === 'ERROR')
    throw new DomainError(evotingTexts.failed(depository), { errCode: 'EVOTING_REQUEST_FAILED' });
  if (ctx.deps.clock.now() >= request.expiresAt)
    throw new DomainError(evotingTexts.expired, { errCode: 'EVOTING_REQUEST_EXPIRED' });

  const [event] = await ctx.db
    .select()
    .from(evotingEvents)
    .where(and(eq(evotingEvents.depository, depository), eq(evotingEvents.eventNo, request.eventNo)));
  const [demat] = await ctx.db
    .select()
    .from(evotingDematAccounts)
    .where(
      and(eq(evotingDematAccounts.njAcNo, request.njAcNo), eq(evotingDematAccounts.depository, depository)),
    );
  const [investor] = await ctx.db
    .select({ name: accounts.appName, panNo: accounts.panNo })
    .from(accounts)
    .where(eq(accounts.njAcNo, request.njAcNo));
  if (!event || !demat || !investor)
    throw new DomainError(evotingTexts.unknown, { errCode: 'EVOTING_REQUEST_UNKNOWN' });

  const origin = `${ctx.request.protocol}://${ctx.request.host}`;
  const form = depositoriesOf(ctx.deps)[depository].votingForm({
    requestReference: request.requestReference,
    depository,
    eventNo: event.eventNo,
    investorName: investor.name,
    panNo: investor.panNo,
    dpId: demat.dpId,
    clientId: demat.clientId,
    returnUrl: `${origin}${evotingReturnPath(depository)}`,
  });
  await ctx.audit({
    action: 'evoting.request.open',
    outcome: 'info',
    actor: ctx.session.loginId,
    njAcNo: request.njAcNo,
    detail: { requestReference: request.requestReference, depository },
  });
  return {
    isSuccess: true,
    data: {
      requestReference: request.requestReference,
      redirectTo: depository,
      actionUrl: form.actionUrl,
      formFields: form.fields,
      companyName: event.companyName,
      eventNo: event.eventNo,
    },
  };
}

/** `common/getEVotingNsdlErrorDtl`: what NSDL said when it refused the investor's request. */
export async function nsdlErrorOf(
  ctx: SessionCallContext,
  requestReference: string,
): Promise<{ isSuccess: true; data: DataOf<typeof getEVotingNsdlErrorDtl> }> {
  const request = await ownRequest(ctx, requestReference);
  if (request.depository !== 'NSDL')
    throw new DomainError(evotingTexts.notNsdl, { errCode: 'EVOTING_NOT_NSDL' });
  if (request.status !== 'ERROR')
    throw new DomainError(evotingTexts.noNsdlError, { errCode: 'EVOTING_NO_NSDL_ERROR' });
  return {
    isSuccess: true,
    data: {
      ERROR_CODE_DESCRIPTION: request.errorDescription ?? '',
      RES_ERROR_CODE_ID: request.errorCode ?? '',
    },
  };
}

const returnStatus = { VOTED: 'voted', CANCELLED: 'cancelled', ERROR: 'error' } as const;

/**
 * The depository sends the investor back with its answer. A verified answer for an open request of
 * that depository is recorded once (a repeat, or one after the vote, changes nothing); an answer that
 * cannot be verified changes nothing. Answers where the investor goes next.
 */
export async function recordDepositoryReturn(
  deps: AppDeps,
  origin: RequestOrigin,
  depository: Depository,
  query: Record<string, string>,
): Promise<{ requestReference: string; status: EVotingReturnStatus }> {
  const answer = depositoriesOf(deps)[depository].readReturn(query);
  if (!answer) return { requestReference: '', status: 'unverified' };
  const [request] = await deps.db
    .select()
    .from(evotingRequests)
    .where(eq(evotingRequests.requestReference, answer.requestReference));
  if (!request || request.depository !== depository) return { requestReference: '', status: 'unverified' };
  if (request.status === 'VOTED' || request.status === 'ERROR')
    return { requestReference: request.requestReference, status: returnStatus[request.status] };
  const recorded = await deps.db
    .update(evotingRequests)
    .set({
      status: answer.outcome,
      errorCode: answer.outcome === 'ERROR' ? (answer.errorCode ?? '') : null,
      errorDescription: answer.outcome === 'ERROR' ? (answer.errorDescription ?? '') : null,
      returnedAt: deps.clock.now(),
    })
    .where(
      and(
        eq(evotingRequests.requestReference, request.requestReference),
        inArray(evotingRequests.status, ['OPEN', 'CANCELLED']),
      ),
    )
    .returning({ status: evotingRequests.status });
  if (recorded.length === 0) return recordDepositoryReturn(deps, origin, depository, query);
  await writeAudit(deps.db, origin, {
    action: 'evoting.return',
    outcome: answer.outcome === 'ERROR' ? 'failure' : 'success',
    actor: depository,
    njAcNo: request.njAcNo,
    detail: {
      requestReference: request.requestReference,
      outcome: answer.outcome,
      errorCode: answer.errorCode,
    },
  });
  return { requestReference: request.requestReference, status: returnStatus[answer.outcome] };
}
