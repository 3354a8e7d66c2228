import { commonCalls } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { exchangeInfo, installmentDates, paymentModeBanks, swpStartEnd } from './domain.ts';

const ok = <D>(data: D) => ({ isSuccess: true as const, data });

/** The common service of spec 001 §7 (the e-voting calls live with e-voting). */
export default defineArea({
  name: 'common',
  register(r) {
    const now = () => r.deps.clock.now();
    r.sessionCall(commonCalls.getInstallmentDate, async (req) => ok(installmentDates(req.freqId)));
    r.sessionCall(commonCalls.getSwpStartEndDate, async (req) => ok(swpStartEnd(req)));
    r.sessionCall(commonCalls.getExchangeInfo, async (req, ctx) =>
      ok(await exchangeInfo(ctx.db, ctx.session.njAcNo, req, now())),
    );
    r.sessionCall(commonCalls.getPaymentModeWiseBankForUcc, async (req, ctx) =>
      ok(await paymentModeBanks(ctx.db, ctx.session.njAcNo, req)),
    );
  },
});
