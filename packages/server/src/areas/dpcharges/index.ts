import { DP_CHARGES_PAY_PATH, dpChargesCalls, UPI_RESULT_WATCH_MAX_MS } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { forbidden } from '../../http/errors.ts';
import { paymentsOf } from '../../kernel/payments/index.ts';
import {
  authenticateVpa,
  DP_PURPOSE,
  generateCollection,
  inquire,
  outstandingBills,
  settleDpCharges,
  waitResult,
  watchDpResult,
} from './domain.ts';

const ok = <D>(data: D) => ({ isSuccess: true as const, data });
/** Where DP charges are paid: the portal's own UPI page (the web and the mobile web alike). */
export const DP_CHARGES_PAGE = `/ewa${DP_CHARGES_PAY_PATH}`;

/**
 * DP charges by UPI (spec 001 §4, §7 DPChargesCollection): the bills, the payer address check, the
 * collect request, the waiting screen's result and the status inquiry. Pays through `app.payments`;
 * a successful payment pays the bills and re-activates the account (see `domain.ts`).
 */
export default defineArea({
  name: 'dpcharges',
  register(r) {
    const { app, deps } = r;
    const paying = (db: typeof deps.db) => ({ db, now: deps.clock.now(), ...paymentsOf(app) });
    paymentsOf(app).settlements.onSettled(DP_PURPOSE, settleDpCharges);

    r.sessionCall(dpChargesCalls.getDpChargesUrl, async (req, ctx) => {
      // The user id names the session's own investor (login id or account); a webview may send none.
      const { loginId, njAcNo } = ctx.session;
      if (req.userId !== '' && req.userId !== loginId && req.userId !== njAcNo) throw forbidden();
      return ok({ dpChargesUrl: DP_CHARGES_PAGE });
    });
    r.sessionCall(dpChargesCalls.getWebUrl, async () => ok({ url: DP_CHARGES_PAGE }));
    r.sessionCall(dpChargesCalls.getOutstandingBills, async (_req, ctx) =>
      ok(await outstandingBills(ctx.db, ctx.session.njAcNo)),
    );
    r.sessionCall(dpChargesCalls.vpaAuthentication, async (req, ctx) =>
      ok(await authenticateVpa(ctx.db, paymentsOf(app).providers, ctx.session.njAcNo, req)),
    );
    r.sessionCall(dpChargesCalls.collectionRequestGenerate, async (req, ctx) =>
      ok(await generateCollection(paying(ctx.db), ctx.session.njAcNo, req, ctx)),
    );
    r.sessionCall(dpChargesCalls.dpGetUpiCallBackResDetail, async (req, ctx) =>
      ok(await waitResult(ctx.db, ctx.session.njAcNo, req, deps.clock.now())),
    );
    r.sessionCall(dpChargesCalls.dpAwaitUpiResult, async (req, ctx) => {
      // The page went away (closed, navigated): stop reading for it.
      const gone = () => ctx.request.raw.socket?.destroyed === true;
      const waitMs = req.waitMs ?? UPI_RESULT_WATCH_MAX_MS;
      return ok(await watchDpResult(ctx.db, ctx.session.njAcNo, req, waitMs, () => deps.clock.now(), gone));
    });
    r.sessionCall(dpChargesCalls.callTransactionStatusInquiryUPIService, async (req, ctx) =>
      ok(await inquire(paying(ctx.db), ctx.session.njAcNo, req, ctx)),
    );
  },
});
