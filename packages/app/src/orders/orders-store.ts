import { getRecentOrders, type OrderStep, type RecentOrder } from '@ewa/api/orders';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

/** How a step's state is said, beside its mark: the tracker never tells it by colour alone. */
export const STEP_STATE_TEXTS: Record<OrderStep['state'], string> = {
  done: 'Done',
  current: 'In progress',
  upcoming: 'Not yet',
  failed: 'Failed',
};

/** The step an order waits at (or stopped at), for the line a screen reader hears first. */
export function currentStep(order: RecentOrder): OrderStep | undefined {
  return order.steps.find((s) => s.state === 'current' || s.state === 'failed');
}

/** The home page's recent orders (`orders/getRecentOrders`), read once the page shows. */
export class RecentOrdersStore {
  orders: RecentOrder[] = [];
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error = '';

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<RecentOrdersStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  readonly load = flow(function* (this: RecentOrdersStore) {
    this.status = 'loading';
    this.error = '';
    try {
      const reply = yield* awaited(this.api.call(getRecentOrders, {}));
      if (reply.isSuccess && reply.data) {
        this.orders = reply.data.orders;
        this.status = 'ready';
      } else {
        this.error = replyText(reply, GENERIC_FAILURE);
        this.status = 'failed';
      }
    } catch (error) {
      this.error = failureText(error);
      this.status = 'failed';
    }
  });
}
