import { purchaseCalls, UPI_RESULT_WATCH_MAX_MS } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import {
  callbackResult,
  checkVpa,
  inquireUpiStatus,
  paymentsOf,
  payRefCheck,
  providerRoutes,
  registerExpirySweeper,
  selectedBankCheck,
  sendCollectRequest,
  watchResult,
} from '../../kernel/payments/index.ts';
import { confirmCart } from './confirm.ts';
import {
  cutOffDetail,
  directPlanBrokerage,
  registerSchemeDocuments,
  schemeDetailReply,
  swpDetail,
  validatePurchaseCall,
} from './detail.ts';
import { listSchemes, schemeListFilters } from './listing.ts';
import { navHistoryOf } from './nav-history.ts';

const ok = <D>(data: D) => ({ isSuccess: true as const, data });
/**
 * The purchase service of spec 001 §7: the scheme listing and detail, the checks before paying,
 * the cart confirmation, UPI, and the routes providers call back on. Pays through `app.payments`.
 */
export default defineArea({
  name: 'purchase',
  async register(r) {
    const { app, deps } = r;
    const runtime = paymentsOf(app);
    const now = () => deps.clock.now();
    const paying = (db: typeof deps.db) => ({ db, now: now(), ...runtime });

    // Listing
    r.publicCall(purchaseCalls.getSchemeList, async (req, ctx) => ok(await listSchemes(ctx.db, req, now())));
    r.publicCall(purchaseCalls.getSchemeListFilters, async (_req, ctx) =>
      ok(await schemeListFilters(ctx.db)),
    );

    // Scheme detail and the checks of the scheme page
    r.sessionCall(purchaseCalls.validatePurchase, async (req, ctx) =>
      ok(await validatePurchaseCall(ctx.db, ctx.session.njAcNo, req, now())),
    );
    r.sessionCall(purchaseCalls.getSchemeDetail, (req, ctx) =>
      schemeDetailReply(ctx.db, ctx.session.njAcNo, req, now()),
    );
    r.sessionCall(purchaseCalls.getNavHistory, async (req, ctx) => ok(await navHistoryOf(ctx.db, req)));
    r.sessionCall(purchaseCalls.getBrokerageForDirPlan, async (req, ctx) =>
      ok(await directPlanBrokerage(ctx.db, req)),
    );
    r.sessionCall(purchaseCalls.getPurchaseWithSwpDetail, async (req, ctx) =>
      ok(await swpDetail(ctx.db, ctx.session.njAcNo, req, now())),
    );
    r.sessionCall(purchaseCalls.getCuttofDetail, async () => ok(cutOffDetail()));
    registerSchemeDocuments(app, deps.db);

    // Checks of the payment page
    r.sessionCall(purchaseCalls.validateSelectedBank, async (req, ctx) =>
      ok(await selectedBankCheck(ctx.db, ctx.session.njAcNo, req)),
    );
    r.sessionCall(purchaseCalls.checkPayRefNo, async (req, ctx) => ok(await payRefCheck(ctx.db, req)));

    // Confirm
    r.sessionCall(purchaseCalls.onConfirm, async (req, ctx) =>
      ok(
        await confirmCart(
          { ...paying(ctx.db), afterCommit: (task) => ctx.afterCommit(task) },
          ctx.session,
          req,
          ctx,
        ),
      ),
    );

    // UPI
    r.sessionCall(purchaseCalls.validateVPA, async (req, ctx) =>
      ok(await checkVpa(ctx.db, runtime.providers, ctx.session.njAcNo, req)),
    );
    r.sessionCall(purchaseCalls.getUPICollectionApiStatus, async (req, ctx) =>
      ok(await sendCollectRequest(paying(ctx.db), ctx.session.njAcNo, req, ctx)),
    );
    // The wait page also serves a purchase authorized through the mapping login (a scoped session):
    // it reads only the investor's own payments.
    r.sessionCall(
      purchaseCalls.getUpiCallBackResDetail,
      async (req, ctx) => ok(await callbackResult(ctx.db, ctx.session.njAcNo, req.trxnid, now())),
      { scoped: true },
    );
    r.sessionCall(
      purchaseCalls.awaitUpiResult,
      async (req, ctx) => {
        const waitMs = req.waitMs ?? UPI_RESULT_WATCH_MAX_MS;
        // The page went away (closed, navigated): stop reading for it.
        const gone = () => ctx.request.raw.socket?.destroyed === true;
        return ok(await watchResult(ctx.db, ctx.session.njAcNo, req.trxnid, waitMs, now, gone));
      },
      { scoped: true },
    );
    r.sessionCall(
      purchaseCalls.callTranStatusInqUPIService,
      async (req, ctx) => ok(await inquireUpiStatus(paying(ctx.db), ctx.session.njAcNo, req, ctx)),
      { scoped: true },
    );

    // Provider callbacks and the expiry sweeper
    await app.register(providerRoutes, { deps, runtime });
    registerExpirySweeper(app, deps, runtime);
  },
});
