import { getHoldings, getPortfolioSummary, netWorthReport, PORTFOLIO_TEXTS } from '@ewa/api/portfolio';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { awaitingAllotmentText, holdingRow, PortfolioStore, percentText } from './portfolio-store.ts';

const holding = {
  schCode: 'ARJ0001',
  schName: 'Arjuna Large Cap Fund',
  amcName: 'Arjuna Mutual Fund',
  assetClass: 'Equity',
  subType: 'Large Cap Fund',
  planType: 'Direct' as const,
  schOpt: 'G' as const,
  folioNo: '1234567/89',
  holdingMode: 'D' as const,
  units: 152.345,
  nav: 123.4567,
  navDate: '25/11/2026',
  invested: 15000,
  currentValue: 18807.67,
  gain: 3807.67,
  gainPercent: 25.38,
  xirr: 18.2,
  pendingAllotment: 0,
};
const summary = {
  currentValue: 18807.67,
  invested: 15000,
  gain: 3807.67,
  gainPercent: 25.38,
  xirr: 18.2,
  valuedOn: '25/11/2026',
  holdingCount: 1,
  pendingAllotment: 0,
  byAssetClass: [{ name: 'Equity', value: 18807.67, percent: 100 }],
  byAmc: [{ name: 'Arjuna Mutual Fund', value: 18807.67, percent: 100 }],
};

describe('portfolio store', () => {
  it('loads the totals and the holdings, with texts for percentages and NAV', async () => {
    const { api } = fakeApi({
      [getPortfolioSummary.path]: () => ({ isSuccess: true, data: summary }),
      [getHoldings.path]: () => ({ isSuccess: true, data: { holdings: [holding] } }),
    });
    const store = new PortfolioStore(api, () => '50000001');
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.summary?.xirr).toBe(18.2);
    expect(store.holdings[0]).toMatchObject({
      scheme: 'Arjuna Large Cap Fund – Direct Growth',
      navText: '123.4567 (25 Nov 2026)',
      xirrText: '18.20%',
      units: 152.345,
    });
    expect(store.isEmpty).toBe(false);
  });

  it('shows a paid order waiting for its units as an order in progress, apart from the holdings', async () => {
    const waiting = {
      ...summary,
      pendingAllotment: 2500,
      pendingOrders: [
        {
          orderNo: 'PO123',
          schCode: 'BNY0002',
          schName: 'Banyan Mid Cap Fund',
          planType: 'Direct' as const,
          schOpt: 'G' as const,
          kind: 'PURCHASE' as const,
          amount: 2500,
          navDate: '30/11/2026',
        },
      ],
    };
    const { api } = fakeApi({
      [getPortfolioSummary.path]: () => ({ isSuccess: true, data: waiting }),
      [getHoldings.path]: () => ({ isSuccess: true, data: { holdings: [holding] } }),
    });
    const store = new PortfolioStore(api, () => '50000001');
    await store.load();
    // Not a holding: no units, value or gain of its own until allotted.
    expect(store.holdings.map((h) => h.schCode)).toEqual(['ARJ0001']);
    expect(store.pendingOrders).toEqual([
      expect.objectContaining({
        scheme: 'Banyan Mid Cap Fund – Direct Growth',
        kindText: 'Purchase',
        amount: 2500,
        navDateText: '30 Nov 2026',
        state: PORTFOLIO_TEXTS.pendingOrderState,
      }),
    ]);
    expect(awaitingAllotmentText(store.summary)).toBe('₹ 2,500.00 in orders awaiting allotment');
    expect(awaitingAllotmentText({ ...summary })).toBe('');
  });

  it('shows the server’s text when a call fails', async () => {
    const { api } = fakeApi({
      [getPortfolioSummary.path]: () => ({ isSuccess: false, displayMessage: 'Try later.' }),
      [getHoldings.path]: () => ({ isSuccess: true, data: { holdings: [] } }),
    });
    const store = new PortfolioStore(api, () => '50000001');
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.loadError).toBe('Try later.');
  });

  it('asks the net worth of the own account as on the chosen day, as dd/mm/yyyy', async () => {
    const { api, calls: asked } = fakeApi({
      [netWorthReport.path]: () => ({
        isSuccess: true,
        data: {
          acCode: '50000001',
          asOnDate: '31/03/2026',
          netWorth: 1,
          invested: 1,
          gain: 0,
          byAssetClass: [],
          rows: [],
        },
      }),
    });
    const store = new PortfolioStore(api, () => '50000001');
    await store.showNetWorth();
    expect(store.netWorthError).toBe(PORTFOLIO_TEXTS.asOnDateFormat);
    expect(asked).toHaveLength(0);
    store.setAsOn('2026-03-31');
    await store.showNetWorth();
    expect(asked).toEqual([
      { path: netWorthReport.path, body: { acCode: '50000001', asOnDate: '31/03/2026' } },
    ]);
    expect(store.netWorth?.asOnDate).toBe('31/03/2026');
  });

  it('writes percentages with 2 decimals and a dash for none', () => {
    expect(percentText(null)).toBe('–');
    expect(percentText(-1.5)).toBe('-1.50%');
    expect(holdingRow({ ...holding, xirr: null }).xirrText).toBe('–');
  });
});
