import type { MenuNode } from '@ewa/api/menu';
import type { HostFamily } from '../stores/host-family.ts';
import { ADMIN_PANEL_URL, menuPath } from '../stores/menu.ts';

export interface Crumb {
  label: string;
  /** App path to link to; absent for a crumb that is only a label (a group without a page, the current page). */
  href?: string;
}

/** Crumbs of mutual-fund portfolio and allFunds pages lead back to the mutual-funds page (spec 001 §1). */
export const MUTUAL_FUNDS_PATH = '/transact/mutual-funds';

/** The first crumb: the home of the host family (loan hosts go to their loan pages). */
export function homeCrumb(family: HostFamily): Required<Crumb> {
  if (family === 'capital') return { label: 'Loan Home', href: '/transact/loan' };
  if (family === 'loans') return { label: 'Home', href: '/transact/loan/njfspl/loans' };
  return { label: 'Home', href: '/' };
}

function collapses(path: string): boolean {
  return /\/(portfolio|allFunds)(\/|$)/i.test(path) && path.startsWith(`${MUTUAL_FUNDS_PATH}/`);
}

function linkOf(node: MenuNode): string | undefined {
  const path = menuPath(node.url);
  // The user-menu group has no page of its own.
  if (!path || path === ADMIN_PANEL_URL) return undefined;
  return collapses(path) ? MUTUAL_FUNDS_PATH : (node.url ?? undefined);
}

/**
 * The entries from a top entry down to the one for `pathname`: the exact match at any depth, else
 * the deepest entry whose path is a prefix of it (a detail page under a listed one).
 */
export function menuTrail(tree: MenuNode[], pathname: string): MenuNode[] {
  const target = menuPath(pathname) ?? pathname;
  let best: MenuNode[] = [];
  let bestScore = -1;
  const walk = (nodes: MenuNode[], trail: MenuNode[]) => {
    for (const node of nodes) {
      const here = [...trail, node];
      const path = menuPath(node.url);
      if (path) {
        // Exact beats prefix; deeper beats shallower; the first found wins a tie.
        const score = path === target ? 1000 + here.length : target.startsWith(`${path}/`) ? path.length : -1;
        if (score > bestScore) {
          best = here;
          bestScore = score;
        }
      }
      walk(node.children, here);
    }
  };
  walk(tree, []);
  return best;
}

/**
 * The breadcrumb trail (spec 001 §1): Home first, then the menu entries down to the current page.
 * The current page is the last crumb and carries no link. Repeated labels (a group and its only page
 * named alike) are shown once.
 */
export function buildBreadcrumbs(tree: MenuNode[], pathname: string, family: HostFamily): Crumb[] {
  const trail = menuTrail(tree, pathname);
  const crumbs: Crumb[] = [homeCrumb(family)];
  trail.forEach((node, index) => {
    // The user-menu group is the menu's own grouping, not a place a person goes: its pages stand alone.
    if (menuPath(node.url) === ADMIN_PANEL_URL) return;
    const last = index === trail.length - 1;
    const href = last ? undefined : linkOf(node);
    if (crumbs[crumbs.length - 1]?.label === node.name) return;
    crumbs.push(href ? { label: node.name, href } : { label: node.name });
  });
  return crumbs;
}
