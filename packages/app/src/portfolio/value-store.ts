import { getValueHistory, type ValuePoint, type ValueRange } from '@ewa/api/portfolio';
import type { SchemeOption } from '@ewa/api/purchase';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

/** One holding's plan, to chart that holding alone. */
export interface ChartedPlan {
  schCode: string;
  isDirect: boolean;
  schOpt: SchemeOption;
}

/**
 * The value-over-time chart (`portfolio/getValueHistory`) of the whole portfolio or, with a plan, of
 * one holding. Each range is asked for when chosen and kept, so going back to one is instant; an answer
 * to a range no longer chosen is dropped.
 */
export class ValueHistoryStore {
  range: ValueRange = '1Y';
  points: ValuePoint[] = [];
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error = '';
  readonly #seen = new Map<ValueRange, ValuePoint[]>();

  constructor(
    private readonly api: ApiPort,
    private readonly plan?: ChartedPlan,
  ) {
    makeAutoObservable<ValueHistoryStore, 'api' | 'plan'>(
      this,
      { api: false, plan: false },
      { autoBind: true },
    );
  }

  readonly load = flow(function* (this: ValueHistoryStore, range: ValueRange = this.range) {
    this.range = range;
    const kept = this.#seen.get(range);
    if (kept) {
      this.points = kept;
      this.status = 'ready';
      return;
    }
    this.status = 'loading';
    this.error = '';
    try {
      const reply = yield* awaited(this.api.call(getValueHistory, { range, ...(this.plan ?? {}) }));
      if (this.range !== range) return;
      if (reply.isSuccess && reply.data) {
        this.#seen.set(range, reply.data.points);
        this.points = reply.data.points;
        this.status = 'ready';
      } else {
        this.error = replyText(reply, GENERIC_FAILURE);
        this.status = 'failed';
      }
    } catch (error) {
      if (this.range !== range) return;
      this.error = failureText(error);
      this.status = 'failed';
    }
  });
}
