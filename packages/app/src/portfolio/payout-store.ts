import { getRedemptionStatus, getRedemptions, type RedemptionPayout } from '@ewa/api/payouts';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

/** A payout still moving: the app asks again until it is paid or failed. */
export const isOpen = (p: Pick<RedemptionPayout, 'status'>) => p.status !== 'PAID' && p.status !== 'FAILED';

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The payouts of the investor's redemptions and insta cash: all recent ones (the portfolio) or one
 * order (a confirmation). While any is still on its way it asks again every `pollMs`; `stop` ends
 * that when the screen leaves.
 */
export class PayoutStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadError = '';
  payouts: RedemptionPayout[] = [];
  private timer: unknown;
  private stopped = false;
  /** The one order followed (observable: a screen reads `payout` before it is known). */
  orderNo: string | undefined = undefined;

  constructor(
    private readonly api: ApiPort,
    private readonly acCode: () => string,
    private readonly pollMs = 3_000,
    private readonly timers: Timers = browserTimers,
  ) {
    makeAutoObservable<PayoutStore, 'api' | 'acCode' | 'pollMs' | 'timers' | 'timer' | 'stopped'>(
      this,
      {
        api: false,
        acCode: false,
        timers: false,
        timer: false,
        stopped: false,
        pollMs: false,
      },
      { autoBind: true },
    );
  }

  /** The one order followed, once known. */
  get payout(): RedemptionPayout | undefined {
    return this.orderNo ? this.payouts.find((p) => p.orderNo === this.orderNo) : undefined;
  }

  get anyOpen(): boolean {
    return this.payouts.some(isOpen);
  }

  /** Follows one order, starting from what the confirmation said. */
  follow(orderNo: string, first?: RedemptionPayout) {
    this.orderNo = orderNo;
    this.stopped = false;
    if (first) {
      this.payouts = [first];
      this.status = 'ready';
      this.schedule();
    } else void this.refresh();
  }

  /** The recent payouts, kept up to date while any is open. */
  watchAll() {
    this.orderNo = undefined;
    this.stopped = false;
    void this.refresh();
  }

  readonly refresh = flow(function* (this: PayoutStore) {
    if (this.status !== 'ready') this.status = 'loading';
    try {
      if (this.orderNo) {
        const reply = yield* awaited(
          this.api.call(getRedemptionStatus, { ccode: this.acCode(), orderNo: this.orderNo }),
        );
        if (reply.isSuccess && reply.data) {
          this.payouts = [reply.data];
          this.status = 'ready';
        } else {
          this.loadError = replyText(reply, GENERIC_FAILURE);
          this.status = 'failed';
        }
      } else {
        const reply = yield* awaited(this.api.call(getRedemptions, { ccode: this.acCode() }));
        if (reply.isSuccess && reply.data) {
          this.payouts = reply.data.redemptions;
          this.status = 'ready';
        } else {
          this.loadError = replyText(reply, GENERIC_FAILURE);
          this.status = 'failed';
        }
      }
    } catch (error) {
      // A poll that failed is tried again; only a first read shows the failure.
      if (this.status !== 'ready') {
        this.loadError = failureText(error);
        this.status = 'failed';
      }
    }
    this.schedule();
  });

  private schedule() {
    if (this.stopped || this.timer !== undefined) return;
    if (this.status === 'ready' && !this.anyOpen) return;
    if (this.status === 'failed') return;
    this.timer = this.timers.set(() => {
      this.timer = undefined;
      if (!this.stopped) void this.refresh();
    }, this.pollMs);
  }

  stop() {
    this.stopped = true;
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = undefined;
  }
}
