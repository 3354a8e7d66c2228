import { systematicCalls } from '@ewa/api';
import { defineArea, type SessionCallContext } from '../../http/calls.ts';
import { requireOwnAccount } from '../../http/errors.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { loadHolidays } from '../../kernel/schemes/lookup.ts';
import {
  type Actor,
  planOptions,
  registerSystematicPlan,
  stopSystematicPlan,
  topUpSystematicPlan,
} from './actions.ts';
import { loadPlans, planView, upcomingDebits } from './plans.ts';

const ok = <D>(data: D) => ({ isSuccess: true as const, data });
const actorOf = (ctx: SessionCallContext): Actor => ({
  njAcNo: ctx.session.njAcNo,
  loginId: ctx.session.loginId,
  accType: ctx.session.accType,
});

/**
 * Systematic plans (spec 000 §1, spec 001 §2–§4): SIPs, SWPs and STPs with their next debit in the
 * fund calendar, SWP and STP registration from a held folio, stop (EMF: with the authorization area's
 * two-factor OTP) and SIP top-up. Every plan-changing call is keyed by its Idempotency-Key.
 */
export default defineArea({
  name: 'systematic',
  register(r) {
    const { deps } = r;
    const today = () => istParts(deps.clock.now()).date;

    r.sessionCall(systematicCalls.getSystematicPlans, async (req, ctx) => {
      const njAcNo = requireOwnAccount(ctx.session.njAcNo, req.ccode);
      const holidays = await loadHolidays(ctx.db);
      const plans = await loadPlans(ctx.db, njAcNo, req.kind);
      return ok({ asOn: today(), plans: plans.map((p) => planView(p, today(), holidays)) });
    });
    r.sessionCall(systematicCalls.getUpcomingDebits, async (req, ctx) => {
      const holidays = await loadHolidays(ctx.db);
      const plans = await loadPlans(ctx.db, ctx.session.njAcNo, 'SIP');
      return ok({ asOn: today(), debits: upcomingDebits(plans, today(), req.days ?? 30, holidays) });
    });
    r.sessionCall(systematicCalls.getPlanOptions, async (req, ctx) => {
      const njAcNo = requireOwnAccount(ctx.session.njAcNo, req.ccode);
      return ok(await planOptions(ctx.db, njAcNo, req, deps.clock.now()));
    });
    r.sessionCall(systematicCalls.registerPlan, async (req, ctx) =>
      ok(await registerSystematicPlan(ctx.db, actorOf(ctx), req, deps.clock.now(), ctx)),
    );
    r.sessionCall(systematicCalls.stopPlan, async (req, ctx) => {
      const data = await stopSystematicPlan(
        { db: ctx.db, tokens: deps.tokens, clock: deps.clock },
        actorOf(ctx),
        req,
        ctx,
      );
      return { isSuccess: true, message: data.message, data };
    });
    r.sessionCall(systematicCalls.topUpSip, async (req, ctx) =>
      ok(await topUpSystematicPlan(ctx.db, actorOf(ctx), req, deps.clock.now(), ctx)),
    );
  },
});
