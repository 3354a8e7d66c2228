import { portfolioCalls } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { startTicker } from '../../kernel/ticker.ts';
import { allotPlacedOrders } from './allot.ts';
import { holdingReply, loadPortfolio, summaryReply } from './holdings.ts';
import { navFeedOf } from './nav-feed.ts';
import { netWorth } from './networth.ts';
import { registerPayouts } from './payout-routes.ts';
import { placeRedemption, quoteRedemption, redeemOptions } from './redeem.ts';
import { valueHistory } from './value-history.ts';

const ok = <D>(data: D) => ({ isSuccess: true as const, data });

/**
 * The portfolio (spec 000 §1, §7): paid orders become allotments at the NAV of their day, holdings per
 * folio with value, gain and XIRR, and the net-worth report. A read allots the investor's orders whose
 * NAV is declared first; a ticker does the same for everyone (`EWA_ALLOT_TICK_MS`, 60 s by default).
 */
export default defineArea({
  name: 'portfolio',
  register(r) {
    const { app, deps } = r;
    const feed = navFeedOf(app);
    const today = () => istParts(deps.clock.now()).date;
    const current = async (db: typeof deps.db, njAcNo: string) => {
      const { waiting } = await allotPlacedOrders(db, feed, deps.clock.now(), njAcNo);
      return loadPortfolio(db, njAcNo, waiting);
    };

    r.sessionCall(portfolioCalls.getPortfolioSummary, async (_req, ctx) =>
      ok(summaryReply(await current(ctx.db, ctx.session.njAcNo), today())),
    );
    r.sessionCall(portfolioCalls.getHoldings, async (_req, ctx) => {
      const positions = await current(ctx.db, ctx.session.njAcNo);
      positions.sort((a, b) => b.valuePaise - a.valuePaise || a.schName.localeCompare(b.schName));
      return ok({ holdings: positions.map((p) => holdingReply(p, today())) });
    });
    r.sessionCall(portfolioCalls.netWorthReport, async (req, ctx) => {
      await allotPlacedOrders(ctx.db, feed, deps.clock.now(), ctx.session.njAcNo);
      return ok(await netWorth(ctx.db, ctx.session, req, today()));
    });

    // Value over time reads the allotments as they stand (the ticker and the reads above allot).
    r.sessionCall(portfolioCalls.getValueHistory, async (req, ctx) =>
      ok(await valueHistory(ctx.db, ctx.session.njAcNo, req, today())),
    );

    // Redeem and switch (spec 000 §3): allotments first, so units just allotted can be redeemed.
    r.sessionCall(portfolioCalls.getRedeemOptions, async (req, ctx) => {
      await allotPlacedOrders(ctx.db, feed, deps.clock.now(), ctx.session.njAcNo);
      return ok(await redeemOptions(ctx.db, ctx.session.njAcNo, req));
    });
    r.sessionCall(portfolioCalls.quoteRedemption, async (req, ctx) => {
      await allotPlacedOrders(ctx.db, feed, deps.clock.now(), ctx.session.njAcNo);
      return ok(await quoteRedemption(ctx.db, ctx.session.njAcNo, req, deps.clock.now()));
    });
    r.sessionCall(portfolioCalls.confirmRedemption, async (req, ctx) => {
      const key = idempotencyKeyOf(ctx);
      await allotPlacedOrders(ctx.db, feed, deps.clock.now(), ctx.session.njAcNo);
      return ok(await placeRedemption(ctx.db, ctx.session, req, key, deps.clock.now(), ctx));
    });

    registerPayouts(r, feed);

    const log = app.log.child({ area: 'portfolio' });
    let ticker: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      ticker = startTicker(
        Number(process.env.EWA_ALLOT_TICK_MS) || 60_000,
        () => allotPlacedOrders(deps.db, feed, deps.clock.now()),
        (error) => log.error({ err: error }, 'allotment round failed'),
      );
    });
    app.addHook('onClose', async () => {
      await ticker?.stop();
    });
  },
});
