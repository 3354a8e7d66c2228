import { describe, expect, it } from 'vitest';
import { hrefOf, remapSearchLink } from './remap.ts';

const at = (url: string | null, moduleName = 'Main Menu>Mutual Funds') =>
  remapSearchLink({ url, moduleName });

describe('search-result link remapping (spec 001 §2)', () => {
  it('sends NFO purchase and SIP urls to the NFO page, NFO switch to NFO search', () => {
    expect(at('/transact/nfo/purchase')).toEqual({ kind: 'route', to: '/transact/nfo' });
    expect(at('/transact/nfo/sip')).toEqual({ kind: 'route', to: '/transact/nfo' });
    expect(at('transact/nfoPurchase?sch=12')).toEqual({ kind: 'route', to: '/transact/nfo' });
    expect(at('/transact/nfo/switch')).toEqual({ kind: 'route', to: '/transact/nfo/search' });
  });

  it('sends insta cash urls to insta cash', () => {
    expect(at('/transact/insta-cash/redeem')).toEqual({ kind: 'route', to: '/transact/insta-cash' });
    expect(at('/mf/instacash')).toEqual({ kind: 'route', to: '/transact/insta-cash' });
  });

  it('sends mutual-fund portfolio, allFunds and systematic urls to the mutual-funds page', () => {
    for (const url of [
      '/transact/mutual-funds/portfolio/redeem',
      '/transact/mutual-funds/allFunds/sip',
      '/transact/mutual-funds/systematic/stp',
    ]) {
      expect(at(url)).toEqual({ kind: 'route', to: '/transact/mutual-funds' });
    }
    // A mutual-funds url of another kind keeps its own page.
    expect(at('/transact/mutual-funds/purchase')).toEqual({
      kind: 'route',
      to: '/transact/mutual-funds/purchase',
    });
  });

  it('sends demat holding and transaction reports to the DP/CM reports page', () => {
    expect(at('/report/dp-cm-reports/demat-holding')).toEqual({ kind: 'route', to: '/report/dp-cm-reports' });
    expect(at('/report/dematTransaction')).toEqual({ kind: 'route', to: '/report/dp-cm-reports' });
    expect(at('/report/capital-gain')).toEqual({ kind: 'route', to: '/report/capital-gain' });
  });

  it("sends a module under 'Main Menu>Portfolio' to the portfolio page, whatever its url", () => {
    expect(at('/report/net-worth', 'Main Menu>Portfolio>Net Worth')).toEqual({
      kind: 'route',
      to: '/portfolio',
    });
    expect(at(null, 'Main Menu>Portfolio')).toEqual({ kind: 'route', to: '/portfolio' });
    expect(at('/portfolio', 'Main Menu>Reports>Portfolio')).toEqual({ kind: 'route', to: '/portfolio' });
  });

  it('prefixes relative urls with the context path once; leaves outside addresses alone', () => {
    const ipo = at('transact/ipo/equity');
    expect(ipo).toEqual({ kind: 'route', to: '/transact/ipo/equity' });
    expect(hrefOf(ipo)).toBe('/ewa/transact/ipo/equity');
    expect(at('/ewa/report')).toEqual({ kind: 'route', to: '/report' });
    expect(hrefOf(at('/'))).toBe('/ewa');
    expect(at('https://www.amfiindia.com/')).toEqual({
      kind: 'external',
      href: 'https://www.amfiindia.com/',
    });
    expect(at(null)).toEqual({ kind: 'none' });
    expect(hrefOf({ kind: 'none' })).toBeUndefined();
  });
});
