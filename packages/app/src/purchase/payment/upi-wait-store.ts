import type { DataOf } from '@ewa/api/core';
import {
  awaitUpiResult,
  callTranStatusInqUPIService,
  getUpiCallBackResDetail,
  type PayStatus,
  PURCHASE_TEXTS,
  SEGMENT,
  UPI_CALLBACK_CHECK_MS,
} from '@ewa/api/purchase';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';

export type UpiWaitData = DataOf<typeof getUpiCallBackResDetail>;

export type UpiOutcome = 'pending' | 'success' | 'failure' | 'technical';

type Reply<D> = { isSuccess: boolean; data?: D | null; message?: string; displayMessage?: string };

/**
 * Where the wait page asks about a payment: purchases ask `purchase/...`; another area paying through
 * the same UPI engine (DP charges) answers the same shapes from its own calls.
 */
export interface UpiWaitSource {
  check(trxnId: string): Promise<Reply<UpiWaitData>>;
  /** Held by the server until the payment is final (or a while has passed): the pushed result. */
  watch?(trxnId: string): Promise<Reply<UpiWaitData>>;
  inquire(trxnId: string, upiRefTrxnId: string): Promise<Reply<UpiWaitData & { inquiryStatus: string }>>;
}

/** The purchase calls: purchase/getUpiCallBackResDetail and purchase/callTranStatusInqUPIService. */
export function purchaseWaitSource(api: ApiPort): UpiWaitSource {
  return {
    check: (trxnid) => api.call(getUpiCallBackResDetail, { trxnid }),
    watch: (trxnid) => api.call(awaitUpiResult, { trxnid }),
    inquire: (trxnid, upiRef) =>
      api.call(callTranStatusInqUPIService, {
        trxnid,
        ...(upiRef ? { UPIRefTrxnID: upiRef } : {}),
        segment: SEGMENT,
      }),
  };
}

/** PAY_STATUS of the callback result (spec 001 §4): SUCCESS; FAILED/EXPIRED/REJECTED/SPAM; ERROR. */
export function outcomeOfPayStatus(status: PayStatus | string): UpiOutcome {
  switch (status) {
    case 'SUCCESS':
      return 'success';
    case 'FAILED':
    case 'EXPIRED':
    case 'REJECTED':
    case 'SPAM':
      return 'failure';
    case 'ERROR':
      return 'technical';
    default:
      return 'pending';
  }
}

/** The manual status inquiry's answers (spec 001 §4); 'info' is the still-pending notice. */
export function outcomeOfInquiry(status: string): UpiOutcome | 'info' {
  switch (status) {
    case 'PENDING':
      return 'info';
    case 'SUCCESS':
      return 'success';
    case 'ERROR':
      return 'technical';
    // FAILED, REJECTED: failure; EXPIRED, empty, SPAM, FAILURE: expired — the same message.
    default:
      return 'failure';
  }
}

export const STILL_PENDING_TEXT = 'Your payment is still pending. Please authorize it in your UPI app.';

/** Failed watches in a row after which the wait page stops asking for the pushed result. */
export const WATCH_FAILURES_TOLERATED = 3;

/**
 * The UPI wait page (spec 001 §2, §4): resumes a payment by its id, polls the callback result
 * every 10 s, asks the provider on demand, and ends on the first final answer. Polling stops on
 * dispose() (the page leaves) and on any final answer.
 */
export class UpiWaitStore {
  payment: UpiWaitData | null = null;
  outcome: UpiOutcome = 'pending';
  notice = '';
  loadError = '';
  inquiring = false;
  /** The countdown's end, from the server's remaining time. */
  endsAt = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private disposed = false;

  constructor(
    api: ApiPort,
    readonly trxnId: string,
    private readonly onFinal: (outcome: UpiOutcome) => void = () => {},
    private readonly now: () => number = () => Date.now(),
    readonly intervalMs = UPI_CALLBACK_CHECK_MS,
    private readonly source: UpiWaitSource = purchaseWaitSource(api),
    private readonly watchRetryMs = 2_000,
  ) {
    makeAutoObservable<UpiWaitStore, 'timer' | 'disposed' | 'onFinal' | 'now' | 'source' | 'watchRetryMs'>(
      this,
      {
        timer: false,
        disposed: false,
        onFinal: false,
        now: false,
        trxnId: false,
        intervalMs: false,
        source: false,
        watchRetryMs: false,
      },
      { autoBind: true },
    );
  }

  get isPolling(): boolean {
    return this.timer !== undefined;
  }

  get resultText(): string {
    switch (this.outcome) {
      case 'success':
        return PURCHASE_TEXTS.upiSubmitted;
      case 'failure':
        return PURCHASE_TEXTS.upiFailed;
      case 'technical':
        return PURCHASE_TEXTS.upiTechnicalProblem;
      default:
        return '';
    }
  }

  /**
   * First look (also what a reload does), then the pushed result and, as its fallback, a check
   * every interval.
   */
  readonly start = flow(function* (this: UpiWaitStore) {
    yield* awaited(this.check());
    if (!this.disposed && this.outcome === 'pending' && this.timer === undefined) {
      this.timer = setInterval(() => void this.check(), this.intervalMs);
      void this.watch();
    }
  });

  /**
   * The pushed result: a watch the server answers once the payment is final, the next one opened
   * at once. After three failures in a row the interval's checks carry on alone.
   */
  private readonly watch = flow(function* (this: UpiWaitStore) {
    if (!this.source.watch) return;
    let failures = 0;
    while (!this.disposed && this.outcome === 'pending' && failures < WATCH_FAILURES_TOLERATED) {
      try {
        const reply = yield* awaited(this.source.watch(this.trxnId));
        if (this.disposed || this.outcome !== 'pending') return;
        if (reply.isSuccess && reply.data) {
          failures = 0;
          this.apply(reply.data, outcomeOfPayStatus(reply.data.PAY_STATUS));
          continue;
        }
      } catch {
        // Counted below; the interval's checks go on meanwhile.
      }
      failures++;
      yield* awaited(new Promise((resolve) => setTimeout(resolve, this.watchRetryMs)));
    }
  });

  /** The callback result (purchase/getUpiCallBackResDetail for purchases). */
  readonly check = flow(function* (this: UpiWaitStore) {
    if (this.disposed || this.outcome !== 'pending') return;
    try {
      const reply = yield* awaited(this.source.check(this.trxnId));
      if (this.disposed) return;
      if (!reply.isSuccess || !reply.data) {
        this.loadError = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.apply(reply.data, outcomeOfPayStatus(reply.data.PAY_STATUS));
    } catch {
      // A missed poll is retried at the next interval.
    }
  });

  /** The status inquiry ('Authorization Completed' and the countdown's end). */
  readonly inquire = flow(function* (this: UpiWaitStore) {
    if (this.disposed || this.outcome !== 'pending' || this.inquiring) return;
    this.inquiring = true;
    this.notice = '';
    try {
      const reply = yield* awaited(this.source.inquire(this.trxnId, this.payment?.UPIRefTrxnID ?? ''));
      if (this.disposed) return;
      if (!reply.isSuccess || !reply.data) {
        this.apply(this.payment, 'technical');
        return;
      }
      const answer = outcomeOfInquiry(reply.data.inquiryStatus);
      if (answer === 'info') {
        this.notice = STILL_PENDING_TEXT;
        this.apply(reply.data, 'pending');
      } else this.apply(reply.data, answer);
    } catch {
      if (!this.disposed) this.apply(this.payment, 'technical');
    } finally {
      this.inquiring = false;
    }
  });

  /** The countdown ended: one last inquiry, and expiry unless it brought a final answer. */
  readonly expire = flow(function* (this: UpiWaitStore) {
    if (this.outcome !== 'pending') return;
    yield* awaited(this.inquire());
    if (this.outcome === 'pending' && !this.disposed) this.apply(this.payment, 'failure');
  });

  private apply(data: UpiWaitData | null, outcome: UpiOutcome): void {
    if (data) {
      this.payment = data;
      // The server's clock decides the end; a poll moves the countdown only if they drifted apart.
      const endsAt = this.now() + Math.max(0, data.remainingMs);
      if (this.endsAt === 0 || Math.abs(endsAt - this.endsAt) > 2_000) this.endsAt = endsAt;
    }
    this.loadError = '';
    this.outcome = outcome;
    if (outcome !== 'pending') {
      this.stopPolling();
      this.onFinal(outcome);
    }
  }

  private stopPolling(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.disposed = true;
    this.stopPolling();
  }
}
