import type { FastifyInstance } from 'fastify';
import { integer, object, size, validate } from 'superstruct';
import { TestClock } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { describeInvalid } from '../../http/request-fields.ts';

/** At most a day at a time: a journey moves the clock past an expiry, not into another year. */
const ClockMove = object({ advanceSeconds: size(integer(), 1, 24 * 60 * 60) });

/**
 * The server's clock as a tester moves it (sandbox only): `POST /sandbox/api/clock {"advanceSeconds":n}`
 * moves it n seconds on, so a journey sees a UPI request or an OTP expire without waiting. The clock is
 * the app's own (deps.clock); it moves only when it is a test clock, as the sandbox makes it.
 */
export function registerSandboxClock(app: FastifyInstance, deps: AppDeps): void {
  const { clock } = deps;
  app.get('/sandbox/api/clock', async () => ({
    isSuccess: true,
    data: { now: clock.now().toISOString(), movable: clock instanceof TestClock },
  }));

  app.post('/sandbox/api/clock', async (request, reply) => {
    const [error, move] = validate(request.body ?? {}, ClockMove);
    if (error) {
      const { field, message } = describeInvalid(error);
      return reply
        .code(400)
        .send({ isSuccess: false, field, message: `${message} Seconds from 1 to 86400.` });
    }
    if (!(clock instanceof TestClock))
      return reply.code(409).send({ isSuccess: false, message: 'This server runs on the real clock.' });
    clock.advance(move.advanceSeconds);
    return { isSuccess: true, data: { now: clock.now().toISOString(), movable: true } };
  });
}
