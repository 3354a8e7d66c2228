import { matchPath } from 'react-router-dom';
import { loadChunk } from './chunk-reload.ts';
import { loginRoute } from './login-route.ts';
import type { RouteEntry } from './route-table.ts';

type RouteTableModule = typeof import('./route-table.ts');

/** The rows the entry carries itself: the login page's. */
export const entryRows: RouteEntry[] = [loginRoute];

let loaded: RouteTableModule | undefined;
let loading: Promise<RouteTableModule> | undefined;

/**
 * The whole route table (the signed-in rows and their screens' loaders), fetched once: at start for any
 * first page but the login page, and on the login page when a form is first used (main.tsx), so the
 * page after the login does not wait for it. A chunk gone after a release reloads the page once.
 */
export function loadRouteTable(): Promise<RouteTableModule> {
  loading ??= loadChunk(() => import('./route-table.ts'), {
    storage: sessionStorage,
    reload: () => location.reload(),
  })().then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The whole table once it is here. */
export const loadedRouteTable = (): RouteEntry[] | undefined => loaded?.routeTable;

/** Whether a path (under the base) is one the entry's own rows show. */
export const isEntryPath = (pathname: string): boolean =>
  entryRows.some((row) => matchPath({ path: row.path, end: true }, pathname));

/** Whether an in-app address opens a real screen (a link is kept while the table is not here yet). */
export const opensScreen = (address: string): boolean => loaded?.opensScreen(address) ?? true;
