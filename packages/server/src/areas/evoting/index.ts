import {
  DEPOSITORIES,
  type Depository,
  generateEVotingRequest,
  getEVotingEventList,
  getEVotingNsdlErrorDtl,
  getEVotingRequest,
} from '@ewa/api';
import { defineArea, originOf } from '../../http/calls.ts';
import {
  createVotingRequest,
  EVOTING_RETURN_ROUTE,
  nsdlErrorOf,
  openEvents,
  recordDepositoryReturn,
  votingFormFor,
} from './domain.ts';

const isDepository = (value: string): value is Depository =>
  (DEPOSITORIES as readonly string[]).includes(value);

/** Where the investor lands after the depository: the e-voting page, which shows the outcome. */
export const EVOTING_PAGE = '/ewa/evoting';

/**
 * E-voting (spec 001 §4, §7): the event list, a request per event, the form for the depository, NSDL's
 * error for a refused request, and the depositories' return address.
 */
export default defineArea({
  name: 'evoting',
  register(r) {
    r.sessionCall(getEVotingEventList, async (_request, ctx) => ({
      isSuccess: true,
      data: { events: await openEvents(ctx.db, ctx.session.njAcNo, ctx.deps.clock.now()) },
    }));

    r.sessionCall(generateEVotingRequest, async (request, ctx) => ({
      isSuccess: true,
      data: {
        requestReference: await createVotingRequest(ctx.deps, ctx, {
          njAcNo: ctx.session.njAcNo,
          depository: request.depository,
          eventNo: request.eventNo,
        }),
      },
    }));

    r.sessionCall(getEVotingRequest, (request, ctx) => votingFormFor(ctx, request.requestReference));
    r.sessionCall(getEVotingNsdlErrorDtl, (request, ctx) => nsdlErrorOf(ctx, request.requestReference));

    // The depository sends the browser back here; a plain page load, so it answers with a redirect.
    r.app.get<{ Params: { depository: string }; Querystring: Record<string, string> }>(
      EVOTING_RETURN_ROUTE,
      async (request, reply) => {
        const depository = request.params.depository;
        if (!isDepository(depository)) return reply.redirect(`${EVOTING_PAGE}?status=unverified`, 303);
        const query: Record<string, string> = {};
        for (const [key, value] of Object.entries(request.query ?? {}))
          if (typeof value === 'string') query[key] = value;
        const outcome = await recordDepositoryReturn(r.deps, originOf(request), depository, query);
        const next = new URLSearchParams({
          requestReference: outcome.requestReference,
          status: outcome.status,
        });
        if (!outcome.requestReference) next.delete('requestReference');
        return reply.redirect(`${EVOTING_PAGE}?${next.toString()}`, 303);
      },
    );
  },
});
