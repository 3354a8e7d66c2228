import type { DataOf } from '@ewa/api/core';
import { ORDER_TEXTS } from '@ewa/api/orders';
import {
  ddMmYyyyFromIso,
  getHoldings,
  getPortfolioSummary,
  type Holding,
  netWorthReport,
  type PendingOrder,
  PORTFOLIO_TEXTS,
  type PortfolioSummary,
  planText,
} from '@ewa/api/portfolio';
import { replyText } from '@ewa/api/reply';
import { formatAmount, formatDate } from '@ewa/ui/format';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

export type NetWorth = DataOf<typeof netWorthReport>;

/** A holding as the holdings table shows it: the reply's fields plus texts for its text columns. */
export type HoldingRow = Holding & { scheme: string; navText: string; xirrText: string; gainText: string };

/** A percentage with 2 decimals and its sign ('12.34%', '-1.50%'), or a dash when there is none. */
export function percentText(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(2)}%`;
}

export function holdingRow(h: Holding): HoldingRow {
  return {
    ...h,
    scheme: planText(h.schName, h.planType, h.schOpt),
    navText: `${h.nav.toFixed(4)} (${formatDate(h.navDate)})`,
    xirrText: percentText(h.xirr),
    gainText: percentText(h.gainPercent),
  };
}

/** An order awaiting allotment as its table shows it: what it buys, the amount, the NAV date it gets, its state. */
export type PendingOrderRow = PendingOrder & {
  scheme: string;
  kindText: string;
  navDateText: string;
  state: string;
};

export function pendingOrderRow(o: PendingOrder): PendingOrderRow {
  return {
    ...o,
    scheme: planText(o.schName, o.planType, o.schOpt),
    kindText: ORDER_TEXTS.kind[o.kind],
    navDateText: formatDate(o.navDate),
    state: PORTFOLIO_TEXTS.pendingOrderState,
  };
}

/** The orders of a summary still waiting for their units, as rows. */
export function pendingOrderRows(summary: PortfolioSummary | null): PendingOrderRow[] {
  return (summary?.pendingOrders ?? []).map(pendingOrderRow);
}

/** '₹ 2,500.00 in orders awaiting allotment' beside the value, or '' when nothing waits. */
export function awaitingAllotmentText(summary: PortfolioSummary | null): string {
  return summary && summary.pendingAllotment > 0
    ? PORTFOLIO_TEXTS.awaitingAllotment(formatAmount(summary.pendingAllotment))
    : '';
}

/**
 * The portfolio page (/portfolio): totals and allocation (`portfolio/getPortfolioSummary`), the
 * holdings (`portfolio/getHoldings`), and the net-worth report as on a day (spec 000 §7).
 */
export class PortfolioStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadError = '';
  summary: PortfolioSummary | null = null;
  holdings: HoldingRow[] = [];

  /** ISO date of the net-worth form (a date field's value). */
  asOn = '';
  netWorthBusy = false;
  netWorthError = '';
  netWorth: NetWorth | null = null;

  constructor(
    private readonly api: ApiPort,
    private readonly acCode: () => string,
  ) {
    makeAutoObservable<PortfolioStore, 'api' | 'acCode'>(
      this,
      { api: false, acCode: false },
      { autoBind: true },
    );
  }

  /** Paid orders still waiting for their units: orders in progress, never among the holdings. */
  get pendingOrders(): PendingOrderRow[] {
    return pendingOrderRows(this.summary);
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.holdings.length === 0;
  }

  readonly load = flow(function* (this: PortfolioStore) {
    this.status = 'loading';
    this.loadError = '';
    try {
      const [summary, holdings] = yield* awaited(
        Promise.all([this.api.call(getPortfolioSummary, {}), this.api.call(getHoldings, {})]),
      );
      if (summary.isSuccess && summary.data && holdings.isSuccess && holdings.data) {
        this.summary = summary.data;
        this.holdings = holdings.data.holdings.map(holdingRow);
        this.status = 'ready';
      } else {
        this.loadError = replyText(summary.isSuccess ? holdings : summary, GENERIC_FAILURE);
        this.status = 'failed';
      }
    } catch (error) {
      this.loadError = failureText(error);
      this.status = 'failed';
    }
  });

  setAsOn(value: string) {
    this.asOn = value;
    this.netWorthError = '';
  }

  readonly showNetWorth = flow(function* (this: PortfolioStore) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(this.asOn)) {
      this.netWorthError = PORTFOLIO_TEXTS.asOnDateFormat;
      return;
    }
    this.netWorthBusy = true;
    this.netWorthError = '';
    try {
      const reply = yield* awaited(
        this.api.call(netWorthReport, { acCode: this.acCode(), asOnDate: ddMmYyyyFromIso(this.asOn) }),
      );
      if (reply.isSuccess && reply.data) this.netWorth = reply.data;
      else this.netWorthError = replyText(reply, GENERIC_FAILURE);
    } catch (error) {
      this.netWorthError = failureText(error);
    } finally {
      this.netWorthBusy = false;
    }
  });
}
