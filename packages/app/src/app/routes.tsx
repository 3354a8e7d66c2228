import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { NotOpenYet } from '../layout/NotOpenYet.tsx';
import { PlainLayout } from '../layout/PlainLayout.tsx';
import { Loading } from '../ui/Loading.tsx';
import { loadChunk } from './chunk-reload.ts';
import { Guard, UnknownPath } from './Guard.tsx';
import { type RouteEntry, routeTable } from './route-table.ts';

// A chunk gone after a release reloads the page once (the new build's chunks are then asked for).
const chunkReload = { storage: sessionStorage, reload: () => location.reload() };

// The signed-in frame (header, menu, search) is not needed by the login page: loaded on demand.
const PortalLayout = lazy(loadChunk(() => import('../layout/PortalLayout.tsx'), chunkReload));

const PUBLIC_ACCESS = new Set(['public', 'guestOnly']);
/** Pages anyone may open: the header leaves a visitor on them instead of sending them to /login. */
function isPublicPage(pathname: string): boolean {
  const row = routeTable.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
  return row ? PUBLIC_ACCESS.has(row.access) : false;
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
 * Declarative routes (not the data router) keep the login page's download small.
 */
export function AppRoutes({ table = routeTable }: { table?: RouteEntry[] }) {
  return (
    <Routes>
      <Route element={<PlainLayout />}>{table.filter((e) => e.chrome === 'plain').map(toRoute)}</Route>
      <Route
        element={
          <Suspense fallback={<Loading />}>
            <PortalLayout isPublicPage={isPublicPage} />
          </Suspense>
        }
      >
        {table.filter((e) => e.chrome !== 'plain').map(toRoute)}
      </Route>
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
