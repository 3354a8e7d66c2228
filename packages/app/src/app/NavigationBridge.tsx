import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';

/**
 * Tells the root store which page is on screen, and carries out the redirect it holds for an event
 * nobody asked for (a 401, a 417) with the same `useGo` screens use for their stores' destinations.
 */
export const NavigationBridge = observer(function NavigationBridge() {
  const root = useStores();
  const { pathname } = useLocation();
  const go = useGo();
  const { redirect } = root;
  useLayoutEffect(() => {
    root.currentPath = pathname;
  }, [root, pathname]);
  useEffect(() => {
    if (redirect) go(root.takeRedirect());
  }, [root, redirect, go]);
  return null;
});
