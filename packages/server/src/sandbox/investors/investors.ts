import type { FastifyInstance } from 'fastify';
import { enums, object, validate } from 'superstruct';
import { allotAheadOfNavDay, navFeedOf } from '../../areas/portfolio/public.ts';
import type { AppDeps } from '../../deps.ts';
import { describeInvalid } from '../../http/request-fields.ts';
import { demoAccounts, SITUATIONS } from '../../seed/demo-data.ts';
import { makeFreshInvestor } from './fresh-investor.ts';

/** A fresh investor's situation: one of the demo investors' (see SITUATIONS). */
const FreshInvestorRequest = object({ situation: enums(SITUATIONS) });

/**
 * Fresh investors for automated journeys: `POST /sandbox/api/investors {"situation":"plain"}` answers
 * the login id and password of a new investor in that situation, so no two journeys share one.
 */
export function registerSandboxInvestors(app: FastifyInstance, deps: AppDeps): void {
  app.get('/sandbox/api/investors', async () => ({
    isSuccess: true,
    data: demoAccounts.map((a) => ({
      situation: a.kind,
      asDemoInvestor: a.njAcNo,
      description: a.situation,
    })),
  }));

  app.post('/sandbox/api/investors', async (request, reply) => {
    const [error, wanted] = validate(request.body ?? {}, FreshInvestorRequest);
    if (error) {
      const { field, message } = describeInvalid(error);
      return reply.code(400).send({
        isSuccess: false,
        field,
        message: `${message} Situations: ${SITUATIONS.join(', ')}.`,
      });
    }
    const investor = await makeFreshInvestor(deps.db, wanted.situation, deps.clock.now());
    return { isSuccess: true, data: investor };
  });

  // The fund house allots now what it would allot on the orders' NAV day (a night or a weekend away).
  app.post('/sandbox/api/investors/:njAcNo/allot', async (request, reply) => {
    const { njAcNo } = request.params as { njAcNo: string };
    if (!/^\d{8}$/.test(njAcNo))
      return reply
        .code(400)
        .send({ isSuccess: false, field: 'njAcNo', message: 'An account number has 8 digits.' });
    const allotted = await allotAheadOfNavDay(deps.db, navFeedOf(app), deps.clock.now(), njAcNo);
    return { isSuccess: true, data: { allotted } };
  });
}
