import { portfolioCalls } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { startTicker } from '../../kernel/ticker.ts';
import { allotIfDeclared, allotPlacedOrders } from './allot.ts';
import { holdingReply, loadPortfolio, summaryReply } from './holdings.ts';
import { navFeedOf } from './nav-feed.ts';
import { netWorth } from './networth.ts';
import { registerPayouts } from './payout-routes.ts';
import { placeRedemption, quoteRedemption, redeemOptions } from './redeem.ts';
import { valueHistory } from './value-history.ts';

const ok = <D>(data: D) => ({ isSuccess: true as const, data });

/**
 * The portfolio (spec 000 §1, §7): paid orders become allotments at the NAV of their day, holdings per
 * folio with value, gain and XIRR, and the net-worth report. Orders are allotted off the read path: by a
 * ticker for everyone (`EWA_ALLOT_TICK_MS`, 60 s by default), and at once when NAVs are loaded or
 * orders paid; a read only checks whether anything of the investor's has its NAV declared (and allots
 * just then, so units show as soon as they can).
 */
export default defineArea({
  name: 'portfolio',
  register(r) {
    const { app, deps } = r;
    const feed = navFeedOf(app);
    const today = () => istParts(deps.clock.now()).date;
    // A read allots nothing unless the cheap check finds an order of the investor's whose NAV is
    // declared (the ticker, or a NAV load, usually got there first): units show as soon as they can.
    const allotted = (db: typeof deps.db, njAcNo: string) =>
      allotIfDeclared(db, feed, deps.clock.now(), njAcNo);
    const current = async (db: typeof deps.db, njAcNo: string) =>
      loadPortfolio(db, njAcNo, await allotted(db, njAcNo), today());

    r.sessionCall(portfolioCalls.getPortfolioSummary, async (_req, ctx) =>
      ok(summaryReply(await current(ctx.db, ctx.session.njAcNo), today())),
    );
    r.sessionCall(portfolioCalls.getHoldings, async (_req, ctx) => {
      const { positions } = await current(ctx.db, ctx.session.njAcNo);
      positions.sort((a, b) => b.valuePaise - a.valuePaise || a.schName.localeCompare(b.schName));
      return ok({ holdings: positions.map((p) => holdingReply(p, today())) });
    });
    r.sessionCall(portfolioCalls.netWorthReport, async (req, ctx) => {
      await allotted(ctx.db, ctx.session.njAcNo);
      return ok(await netWorth(ctx.db, ctx.session, req, today()));
    });

    // Value over time reads the allotments as they stand (the ticker and the reads above allot).
    r.sessionCall(portfolioCalls.getValueHistory, async (req, ctx) =>
      ok(await valueHistory(ctx.deps, ctx.session.njAcNo, req, today())),
    );

    // Redeem and switch (spec 000 §3): allotments first, so units just allotted can be redeemed.
    r.sessionCall(portfolioCalls.getRedeemOptions, async (req, ctx) => {
      await allotted(ctx.db, ctx.session.njAcNo);
      return ok(await redeemOptions(ctx.db, ctx.session.njAcNo, req));
    });
    r.sessionCall(portfolioCalls.quoteRedemption, async (req, ctx) => {
      await allotted(ctx.db, ctx.session.njAcNo);
      return ok(await quoteRedemption(ctx.db, ctx.session.njAcNo, req, deps.clock.now()));
    });
    r.sessionCall(portfolioCalls.confirmRedemption, async (req, ctx) => {
      await allotted(ctx.db, ctx.session.njAcNo);
      return ok(await placeRedemption(ctx.db, ctx.session, req, deps.clock.now(), ctx));
    });

    registerPayouts(r, feed);

    const log = app.log.child({ area: 'portfolio' });
    let ticker: ReturnType<typeof startTicker> | undefined;
    let stopListening: (() => void) | undefined;
    app.addHook('onReady', async () => {
      ticker = startTicker(
        Number(process.env.EWA_ALLOT_TICK_MS) || 60_000,
        () => allotPlacedOrders(deps.db, feed, deps.clock.now()),
        (error) => log.error({ err: error }, 'allotment round failed'),
      );
      // NAVs just loaded, or orders just paid: what can be allotted is allotted now, not at the next tick.
      const round = ticker;
      const stops = [deps.navs.onChange(() => round.nudge())];
      if (app.hasDecorator('payments'))
        stops.push(app.payments.settlements.onOrdersPlaced(() => round.nudge()));
      stopListening = () => {
        for (const stop of stops) stop();
      };
    });
    app.addHook('onClose', async () => {
      stopListening?.();
      await ticker?.stop();
    });
  },
});
