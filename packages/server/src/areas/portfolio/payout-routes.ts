import { PAYOUT_TEXTS, payoutCalls } from '@ewa/api';
import type { AreaRouter } from '../../http/calls.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { startTicker } from '../../kernel/ticker.ts';
import { instaCashOptions, placeInstaCash } from './insta-cash.ts';
import type { NavFeed } from './nav-feed.ts';
import { defaultPayoutSettings, loadPayoutViews, runPayoutRound, sendPayouts } from './payout.ts';
import { bankPayoutOf } from './payout-provider.ts';

const ok = <D>(data: D) => ({ isSuccess: true as const, data });

/**
 * Redemption payouts and insta cash: the calls, and a ticker (`EWA_PAYOUT_TICK_MS`, 3 s by default)
 * that prices redemptions once their NAV is declared and pays them through the payout bank.
 */
export function registerPayouts(r: AreaRouter, feed: NavFeed): void {
  const { app, deps } = r;
  const settings = defaultPayoutSettings();

  r.sessionCall(payoutCalls.getRedemptionStatus, async (req, ctx) => {
    const njAcNo = requireOwnAccount(ctx.session.njAcNo, req.ccode);
    const [view] = await loadPayoutViews(ctx.db, njAcNo, { orderNo: req.orderNo });
    if (!view) throw new DomainError(PAYOUT_TEXTS.notFound, { status: 404, field: 'orderNo' });
    return ok(view);
  });
  r.sessionCall(payoutCalls.getRedemptions, async (req, ctx) => {
    const njAcNo = requireOwnAccount(ctx.session.njAcNo, req.ccode);
    return ok({ redemptions: await loadPayoutViews(ctx.db, njAcNo) });
  });
  r.sessionCall(payoutCalls.getInstaCashOptions, async (req, ctx) =>
    ok(await instaCashOptions(ctx.db, ctx.session.njAcNo, req, deps.clock.now())),
  );
  const log = app.log.child({ area: 'payouts' });
  r.sessionCall(payoutCalls.confirmInstaCash, async (req, ctx) => {
    const now = deps.clock.now();
    const reply = await placeInstaCash(ctx.db, ctx.session, req, now, ctx);
    // IMPS at once, once the order is committed: the first attempt goes out right after the reply is
    // kept; the payout ticker follows it up (and sends it, should this instance stop first).
    const bank = bankPayoutOf(deps);
    if (bank)
      ctx.afterCommit(() => {
        sendPayouts(deps.db, bank, now, settings, { orderNo: reply.insta.orderNo }).catch((error: unknown) =>
          log.error({ err: error }, 'insta cash payout failed'),
        );
      });
    return ok(reply);
  });

  let ticker: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    ticker = startTicker(
      Number(process.env.EWA_PAYOUT_TICK_MS) || 3_000,
      () => runPayoutRound(deps.db, feed, bankPayoutOf(deps), deps.clock.now(), settings),
      (error) => log.error({ err: error }, 'payout round failed'),
    );
  });
  app.addHook('onClose', async () => {
    await ticker?.stop();
  });
}
