import type { SearchResult } from '@ewa/api/search';
import { BASE_PATH } from '../stores/paths.ts';

/** Where a search result leads: a page of this app (router path) or an address outside it. */
export type SearchTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

export const SEARCH_TARGETS = {
  portfolio: '/portfolio',
  nfo: '/transact/nfo',
  nfoSearch: '/transact/nfo/search',
  instaCash: '/transact/insta-cash',
  mutualFunds: '/transact/mutual-funds',
  dpCmReports: '/report/dp-cm-reports',
} as const;

const PORTFOLIO_MODULE = 'Main Menu>Portfolio';

/** Ordered rules of spec 001 §2 "Search-result link remapping"; the first that matches wins. */
const URL_RULES: [RegExp, string][] = [
  [/nfo[^?#]*(switch)/i, SEARCH_TARGETS.nfoSearch],
  [/nfo[^?#]*(purchase|sip)/i, SEARCH_TARGETS.nfo],
  [/insta[-_]?cash/i, SEARCH_TARGETS.instaCash],
  [/mutual[-_]?funds?\/[^?#]*(portfolio|allfunds|systematic)/i, SEARCH_TARGETS.mutualFunds],
  [/demat[-_]?(holding|transaction)/i, SEARCH_TARGETS.dpCmReports],
];

/**
 * Turns a search result into the page it should open (spec 001 §2): NFO purchase and SIP → the NFO
 * page, NFO switch → NFO search, insta cash → insta cash, mutual-fund portfolio/allFunds/systematic →
 * the mutual-funds page, demat holding/transaction reports → DP/CM reports, a module under
 * 'Main Menu>Portfolio' → the portfolio page; any other relative address gets the app's context path.
 */
export function remapSearchLink(result: Pick<SearchResult, 'url' | 'moduleName'>): SearchTarget {
  if (result.moduleName.includes(PORTFOLIO_MODULE)) return { kind: 'route', to: SEARCH_TARGETS.portfolio };
  const url = (result.url ?? '').trim();
  if (!url) return { kind: 'none' };
  for (const [pattern, to] of URL_RULES) {
    if (pattern.test(url)) return { kind: 'route', to };
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return { kind: 'external', href: url };
  return { kind: 'route', to: withinApp(url) };
}

/** A relative address as a router path: the context path is the router's basename, so it goes once. */
function withinApp(url: string): string {
  const path = url.startsWith('/') ? url : `/${url}`;
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) return path.slice(BASE_PATH.length) || '/';
  return path;
}

/** The address a target's link shows (the router adds the context path; an `<a href>` needs it). */
export function hrefOf(target: SearchTarget): string | undefined {
  if (target.kind === 'external') return target.href;
  if (target.kind === 'route') return `${BASE_PATH}${target.to === '/' ? '' : target.to}`;
  return undefined;
}

/** Whether an address shown by a result is a page of this app (its base path, no origin of its own). */
export function isAppHref(href: string): boolean {
  return href === BASE_PATH || href.startsWith(`${BASE_PATH}/`);
}
