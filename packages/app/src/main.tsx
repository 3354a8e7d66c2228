import { addressWithoutCode, handoverCodeOf } from '@ewa/api/token';
import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { reloadOnce } from './app/chunk-reload.ts';
import { NavigationBridge } from './app/NavigationBridge.tsx';
import { isEntryPath, loadRouteTable, opensScreen } from './app/route-loader.ts';
import { AppRoutes } from './app/routes.tsx';
import { createApiServices } from './stores/api-services.ts';
import { StoreContext } from './stores/context.ts';
import { BASE_PATH } from './stores/paths.ts';
import { RootStore } from './stores/root.ts';
import './app/app.css';

// A style sheet or module preload of a chunk gone after a release: reload once for the new build.
addEventListener('vite:preloadError', (event) => {
  if (reloadOnce({ storage: sessionStorage, reload: () => location.reload() })) event.preventDefault();
});

// A webview or sibling site hands a session over with a one-time code (?code=...): it leaves the
// address bar before anything else runs, so history, bookmarks and shared links never carry it.
const handoverCode = handoverCodeOf(location.search);
if (handoverCode) history.replaceState(history.state, '', addressWithoutCode(location.href));

const root = new RootStore({ storage: localStorage, services: createApiServices, opensScreen });
root.currentPath = location.pathname.replace(BASE_PATH, '') || '/';
// Any first page but the login page needs the whole route table: asked for before the first render.
// On the login page, the first use of a form asks for it, so the page after the login need not wait.
if (!isEntryPath(root.currentPath)) void loadRouteTable();
else
  addEventListener('focusin', function prefetch(event) {
    if (!(event.target instanceof Element && event.target.closest('form'))) return;
    removeEventListener('focusin', prefetch);
    void loadRouteTable();
  });
const directLogin = new URLSearchParams(location.search).get('directLogin');
if (directLogin) root.session.update({ direct_login: directLogin });

// As a transition the first render is done in slices that yield to the browser between them, not in
// one long task that holds a phone's main thread (the fund list's and scheme page's blocking time).
const render = (notice?: ReactNode) =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StoreContext.Provider value={root}>
        <BrowserRouter basename={BASE_PATH}>
          <NavigationBridge />
          {notice}
          <AppRoutes />
        </BrowserRouter>
      </StoreContext.Provider>,
    ),
  );
// The page's first calls need the handed-over session: it is exchanged before the page renders. Its
// code (and the login contract it calls) loads only for such a link, not with every first page.
if (handoverCode) {
  void Promise.all([import('./webview/handover-store.ts'), import('./webview/HandoverNotice.tsx')])
    .then(async ([{ HandoverStore }, { HandoverNotice }]) => {
      const handover = new HandoverStore(root.api, (token) => root.session.update({ 'x-token': token }));
      await handover.exchange(handoverCode);
      render(<HandoverNotice store={handover} />);
    })
    .catch(() => render());
} else render();

// Off the critical path: the page renders first, then the deployed version is compared.
void import('./stores/version-check.ts').then(({ checkVersion }) =>
  checkVersion({
    running: __APP_VERSION__,
    persistence: root.persistence,
    fetchVersion: async () => {
      const response = await fetch(`${BASE_PATH}/meta.json`, { cache: 'no-store' });
      if (!response.ok) return undefined;
      return ((await response.json()) as { version?: string }).version;
    },
    clearCaches: async () => {
      if (!('caches' in globalThis)) return;
      for (const name of await caches.keys()) await caches.delete(name);
    },
    reload: () => location.reload(),
  }),
);
