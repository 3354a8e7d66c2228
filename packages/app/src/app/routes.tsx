import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { NotOpenYet } from '../layout/NotOpenYet.tsx';
import { PlainLayout } from '../layout/PlainLayout.tsx';
import { Loading } from '../ui/Loading.tsx';
import { loadChunk } from './chunk-reload.ts';
import { Guard, UnknownPath } from './Guard.tsx';
import { entryRows, isEntryPath, loadedRouteTable, loadRouteTable } from './route-loader.ts';
import type { RouteEntry } from './route-table.ts';

// A chunk gone after a release reloads the page once (the new build's chunks are then asked for).
const chunkReload = { storage: sessionStorage, reload: () => location.reload() };

// The signed-in frame (header, menu, search) is not needed by the login page: loaded on demand.
const PortalLayout = lazy(loadChunk(() => import('../layout/PortalLayout.tsx'), chunkReload));

const PUBLIC_ACCESS = new Set(['public', 'guestOnly']);
/** Pages anyone may open: the header leaves a visitor on them instead of sending them to /login. */
function isPublicPageOf(table: RouteEntry[]) {
  return (pathname: string): boolean => {
    const row = table.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
    return row ? PUBLIC_ACCESS.has(row.access) : false;
  };
}

// One lazy component per screen module, shared by the routes that show it.
const lazyScreens = new Map<RouteEntry['screen'], ComponentType>();
function screenOf(entry: RouteEntry): ComponentType {
  const load = entry.screen;
  if (!load) return () => <NotOpenYet title={entry.title} />;
  let screen = lazyScreens.get(load);
  if (!screen) {
    screen = lazy(loadChunk(load, chunkReload));
    lazyScreens.set(load, screen);
  }
  return screen;
}

function toRoute(entry: RouteEntry) {
  const Screen = screenOf(entry);
  return (
    <Route
      key={entry.path}
      path={entry.path}
      element={
        <Guard access={entry.access}>
          <Screen />
        </Guard>
      }
    />
  );
}

/**
 * The route tree: the table's rows under their layout, and the unknown-path rule last.
 * Declarative routes (not the data router) keep the login page's download small. Until the whole
 * table is here (see route-loader.ts) only the entry's rows are known: any other path waits for it.
 */
export function AppRoutes({ table }: { table?: RouteEntry[] }) {
  const [whole, setWhole] = useState(() => table ?? loadedRouteTable());
  const { pathname } = useLocation();
  const waiting = !whole && !isEntryPath(pathname);
  useEffect(() => {
    if (waiting) void loadRouteTable().then((module) => setWhole(module.routeTable));
  }, [waiting]);
  const rows = whole ?? entryRows;
  const isPublicPage = useMemo(() => whole && isPublicPageOf(whole), [whole]);
  return (
    <Routes>
      <Route element={<PlainLayout />}>{rows.filter((e) => e.chrome === 'plain').map(toRoute)}</Route>
      {whole && isPublicPage && (
        <Route
          element={
            <Suspense fallback={<Loading />}>
              <PortalLayout isPublicPage={isPublicPage} />
            </Suspense>
          }
        >
          {whole.filter((e) => e.chrome !== 'plain').map(toRoute)}
        </Route>
      )}
      <Route path="*" element={whole ? <UnknownPath /> : <Loading />} />
    </Routes>
  );
}
