import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, homeCrumb, menuTrail } from './breadcrumbs.ts';
import { entry, levelled, sampleMenu } from './menu-fixture.ts';

describe('breadcrumbs from the menu tree (spec 001 §1)', () => {
  it('starts with Home and walks down to the current page, which has no link', () => {
    expect(buildBreadcrumbs(sampleMenu, '/transact/mutual-funds/purchase', 'main')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Mutual Funds', href: '/transact/mutual-funds' },
      { label: 'Invest' },
      { label: 'Purchase' },
    ]);
  });

  it('collapses portfolio and allFunds crumbs to /transact/mutual-funds', () => {
    const tree = levelled([
      entry(1, 'Mutual Funds', '/transact/mutual-funds', {
        children: [
          entry(2, 'All Funds', '/transact/mutual-funds/allFunds', {
            children: [entry(3, 'Lumpsum', '/transact/mutual-funds/allFunds/lumpsum')],
          }),
          entry(4, 'Portfolio', '/transact/mutual-funds/portfolio', {
            children: [entry(5, 'Redeem', '/transact/mutual-funds/portfolio/redeem')],
          }),
        ],
      }),
    ]);
    const lumpsum = buildBreadcrumbs(tree, '/transact/mutual-funds/allFunds/lumpsum', 'main');
    expect(lumpsum[2]).toEqual({ label: 'All Funds', href: '/transact/mutual-funds' });
    const redeem = buildBreadcrumbs(tree, '/transact/mutual-funds/portfolio/redeem', 'main');
    expect(redeem[2]).toEqual({ label: 'Portfolio', href: '/transact/mutual-funds' });
    expect(redeem[3]).toEqual({ label: 'Redeem' });
  });

  it('prefers the exact entry and falls back to the deepest entry above a page not in the menu', () => {
    expect(menuTrail(sampleMenu, '/report').map((n) => n.name)).toEqual(['Reports']);
    expect(menuTrail(sampleMenu, '/transact/mutual-funds/purchase/scheme/42').map((n) => n.name)).toEqual([
      'Mutual Funds',
      'Invest',
      'Purchase',
    ]);
    expect(menuTrail(sampleMenu, '/nowhere')).toEqual([]);
    expect(buildBreadcrumbs(sampleMenu, '/nowhere', 'main')).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('leaves out the user-menu group ("Admin Panel"): its pages stand alone under Home', () => {
    expect(buildBreadcrumbs(sampleMenu, '/contact', 'main')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'My Wealth Partner' },
    ]);
  });

  it('matches entries whose url carries a query string by their path', () => {
    const tree = levelled([entry(1, 'Offer', '/transact/banner/banner?BI=41&t=B')]);
    expect(buildBreadcrumbs(tree, '/transact/banner/banner', 'main').map((c) => c.label)).toEqual([
      'Home',
      'Offer',
    ]);
  });

  it('links Home by host family: loan hosts go to their loan pages', () => {
    expect(homeCrumb('main')).toEqual({ label: 'Home', href: '/' });
    expect(homeCrumb('capital')).toEqual({ label: 'Loan Home', href: '/transact/loan' });
    expect(homeCrumb('loans')).toEqual({ label: 'Home', href: '/transact/loan/njfspl/loans' });
    expect(buildBreadcrumbs(sampleMenu, '/report', 'capital')[0]).toEqual({
      label: 'Loan Home',
      href: '/transact/loan',
    });
  });
});
