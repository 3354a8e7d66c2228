import { useLayoutEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { BASE_PATH } from '../stores/paths.ts';
import type { Navigation } from '../stores/root.ts';

/** Navigation for stores (401, 417, gates): the router's navigate once mounted. */
export class RouterNavigation implements Navigation {
  private navigate: NavigateFunction | undefined;
  private pathname = location.pathname.replace(BASE_PATH, '') || '/';

  attach(navigate: NavigateFunction, pathname: string): void {
    this.navigate = navigate;
    this.pathname = pathname;
  }

  go(path: string, options?: { replace?: boolean }): void {
    if (this.navigate) this.navigate(path, options);
    else location.assign(`${BASE_PATH}${path}`);
  }

  currentPath(): string {
    return this.pathname;
  }

  reload(path: string): void {
    location.assign(`${BASE_PATH}${path}`);
  }
}

export function NavigationBridge({ navigation }: { navigation: RouterNavigation }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useLayoutEffect(() => navigation.attach(navigate, pathname), [navigation, navigate, pathname]);
  return null;
}
