import type { DataOf } from '@ewa/api/core';
import { getNavHistory } from '@ewa/api/purchase';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import type { SchemeKey } from './scheme-store.ts';

type NavHistory = DataOf<typeof getNavHistory>;

/**
 * A scheme page's performance: the plan's whole NAV history (the chart switches ranges without asking
 * again) and its 1Y / 3Y / 5Y returns against its category's average.
 */
export class PerformanceStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  message = '';
  history: NavHistory | null = null;
  private request = 0;

  constructor(
    private readonly api: ApiPort,
    readonly key: SchemeKey,
  ) {
    makeAutoObservable<PerformanceStore, 'api' | 'request'>(
      this,
      { api: false, request: false, key: false },
      { autoBind: true },
    );
  }

  /** The chart's points: `{ date, value }` as the design system's chart takes them. */
  get points(): { date: string; value: number }[] {
    return this.history?.points.map((p) => ({ date: p.date, value: p.nav })) ?? [];
  }

  readonly load = flow(function* (this: PerformanceStore) {
    const request = ++this.request;
    this.status = 'loading';
    try {
      const reply = yield* awaited(this.api.call(getNavHistory, { ...this.key, range: 'ALL' }));
      if (request !== this.request) return;
      if (!reply.isSuccess || !reply.data) {
        this.status = 'failed';
        this.message = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.history = reply.data;
      this.status = 'ready';
    } catch (error) {
      if (request !== this.request) return;
      this.status = 'failed';
      this.message = failureText(error);
    }
  });

  dispose(): void {
    this.request++;
  }
}
