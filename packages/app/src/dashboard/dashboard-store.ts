import { getTotalNonMarsCount } from '@ewa/api/authorize';
import { getPortfolioSummary, type PortfolioSummary } from '@ewa/api/portfolio';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

/** The home page's pending-authorization count (transactions placed for the investor, MARS excluded). */
export class PendingCountStore {
  count: number | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<PendingCountStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  readonly load = flow(function* (this: PendingCountStore) {
    this.status = 'loading';
    try {
      const reply = yield* awaited(this.api.call(getTotalNonMarsCount, { reqFrom: 'web', authType: 'ALL' }));
      if (reply.isSuccess && reply.data) {
        this.count = reply.data.count;
        this.status = 'ready';
      } else {
        this.status = 'failed';
      }
    } catch {
      this.status = 'failed';
    }
  });
}

/** The home page's lead: the investor's money (the portfolio's totals), read once the page shows. */
export class MoneySummaryStore {
  summary: PortfolioSummary | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<MoneySummaryStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Whether there is money to show (a new investor has no holdings yet). */
  get hasHoldings(): boolean {
    return (this.summary?.holdingCount ?? 0) > 0 || (this.summary?.pendingAllotment ?? 0) > 0;
  }

  readonly load = flow(function* (this: MoneySummaryStore) {
    this.status = 'loading';
    try {
      const reply = yield* awaited(this.api.call(getPortfolioSummary, {}));
      if (reply.isSuccess && reply.data) {
        this.summary = reply.data;
        this.status = 'ready';
      } else {
        this.status = 'failed';
      }
    } catch {
      this.status = 'failed';
    }
  });
}

/** The product areas of the home page (spec 000 §1), each to its route. */
export const productTiles = [
  {
    key: 'mf',
    title: 'Mutual Funds',
    text: 'Purchase, SIP, redeem, switch, NFOs and Insta Cash.',
    to: '/transact/mutual-funds',
  },
  {
    key: 'portfolio',
    title: 'Portfolio',
    text: 'Your holdings: value, invested, gain and XIRR.',
    to: '/portfolio',
  },
  { key: 'mars', title: 'MARS', text: 'Ready portfolios of funds built for a goal.', to: '/marsBanner' },
  {
    key: 'stocks',
    title: 'Stocks',
    text: 'Shares and ETFs through your demat account.',
    to: '/transact/capital-market/rs-redirect',
  },
  {
    key: 'fi',
    title: 'Fixed Income',
    text: 'Bonds, debentures and other fixed income.',
    to: '/transact/fixed-income',
  },
  { key: 'loans', title: 'Loans', text: 'Borrow against your funds and shares.', to: '/transact/loan' },
  { key: 'ipo', title: 'IPO', text: 'Equity and debt IPOs, offers for sale.', to: '/transact/ipo' },
  { key: 'nps', title: 'NPS', text: 'Your National Pension Scheme account.', to: '/transact/nps' },
  {
    key: 'reports',
    title: 'Reports',
    text: 'Portfolio, net worth, capital gains and statements.',
    to: '/report',
  },
  {
    key: 'profile',
    title: 'Profile',
    text: 'Personal details, banks, mandates and nominees.',
    to: '/profile',
  },
] as const;

/** The greeting's time of day in India. */
export function greetingFor(date: Date): string {
  const istMinutes = (date.getUTCHours() * 60 + date.getUTCMinutes() + 330) % 1440;
  const hour = Math.floor(istMinutes / 60);
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
