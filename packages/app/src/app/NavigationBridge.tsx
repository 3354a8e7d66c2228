import { reaction } from 'mobx';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';

/**
 * Tells the root store which page is on screen, and carries out the redirects it holds for events
 * nobody asked for (a 401, a 417) with the same `useGo` screens use for their stores' destinations.
 */
export function NavigationBridge() {
  const root = useStores();
  const { pathname } = useLocation();
  const go = useGo();
  useLayoutEffect(() => {
    root.currentPath = pathname;
  }, [root, pathname]);
  useEffect(
    () =>
      reaction(
        () => root.redirect,
        (redirect) => {
          if (redirect) go(root.takeRedirect());
        },
        { fireImmediately: true },
      ),
    [root, go],
  );
  return null;
}
