import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { arriveAtPage } from './page-arrival.ts';

// The page the browser itself loaded keeps the scroll and focus the browser gave it. Tracked for the
// whole app, not per layout, so a layout that mounts on a route change (a gate's plain frame giving way
// to the portal's) still brings the user to the new page's top.
const firstPage: { path?: string; left: boolean } = { left: false };

/** On every route change after the first page: top of the page, focus on its heading. */
export function usePageArrival(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    firstPage.path ??= pathname;
    if (!firstPage.left && pathname === firstPage.path) return;
    firstPage.left = true;
    if (main.current) return arriveAtPage(main.current);
  }, [pathname, main]);
}
