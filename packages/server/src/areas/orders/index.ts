import { ordersCalls } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { recentOrders } from './recent.ts';

/**
 * The investor's orders across purchases, redemptions and switches, with where each stands (issue 16's
 * status tracker on the home page). Reads what the purchase and portfolio areas wrote; writes nothing.
 */
export default defineArea({
  name: 'orders',
  register(r) {
    const { deps } = r;
    r.sessionCall(ordersCalls.getRecentOrders, async (req, ctx) => ({
      isSuccess: true as const,
      data: {
        orders: await recentOrders(ctx.db, ctx.session.njAcNo, istParts(deps.clock.now()).date, req.count),
      },
    }));
  },
});
