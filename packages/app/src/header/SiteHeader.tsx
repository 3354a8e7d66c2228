import type { EwaHeader as EwaHeaderElement, NavigateDetail } from '@ewa/ui/components/header';
import { EwaDialog } from '@ewa/ui/react/dialog';
import { EwaHeader } from '@ewa/ui/react/header';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { InvestorSelector } from '../investor/InvestorSelector.tsx';
import { buildBreadcrumbs, menuTrail } from '../menu/breadcrumbs.ts';
import { appHref, headerEntryId, routerPath, toHeaderMenu } from '../menu/header-menu.ts';
import { PartnerButton } from '../partner/PartnerButton.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { useStores } from '../stores/context.ts';
import { isProductionHost } from '../stores/host.ts';
import { hostFamily, logoTarget } from '../stores/host-family.ts';
import { useGo } from '../stores/navigation.ts';
import { isUnder, paths } from '../stores/paths.ts';
import { portalStoresOf } from '../stores/portal-stores.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { headerSendsToLogin } from './login-redirect.ts';
import { UserMenu } from './UserMenu.tsx';
import './header.css';

// The cart's stores load with it, after the header: the login page never fetches them.
const HeaderCartLink = lazy(() => import('../purchase/cart/HeaderCartLink.tsx'));

/** Pages with no breadcrumb trail: home itself. */
const NO_TRAIL = new Set(['/', '/dashboard']);

/**
 * The portal header (spec 001 §1, §2): `ewa-header` fed by the menu store, with search, the user
 * menu, breadcrumbs, investor selector and partner popup for a signed-in investor; the public
 * variant with the app banner for visitors; only logout on the capital and loans sites.
 */
export const SiteHeader = observer(function SiteHeader({
  isPublicPage,
}: {
  /** Whether anyone may open this page (the route table knows). */
  isPublicPage: (pathname: string) => boolean;
}) {
  const root = useStores();
  const { session } = root;
  const stores = portalStoresOf(root);
  const { holder } = stores;
  const navigate = useNavigate();
  const go = useGo();
  const { pathname, search: query } = useLocation();
  const headerRef = useRef<EwaHeaderElement>(null);

  const family = hostFamily(location.hostname);
  const sibling = family !== 'main';
  const loggedIn = session.isLoggedIn;
  const authorizationModule = session.fields.ucc_dtl?.AuthorizationModule;

  useEffect(() => {
    if (!loggedIn) return;
    void stores.menu.load();
    void holder.load();
    if (!sibling) void stores.investor.load();
  }, [loggedIn, sibling, stores, holder]);

  useEffect(() => {
    const sendToLogin = headerSendsToLogin({
      loggedIn: session.fields.is_login,
      pathname,
      search: query,
      authorizationModule: typeof authorizationModule === 'string' ? authorizationModule : undefined,
      isPublicPage: isPublicPage(pathname),
    });
    if (sendToLogin) navigate(paths.login, { replace: true });
  }, [session.fields.is_login, pathname, query, authorizationModule, navigate, isPublicPage]);

  const mainBar = stores.menu.mainBar;
  const headerMenu = useMemo(() => toHeaderMenu(mainBar), [mainBar]);
  const accountLinks = useMemo(
    () => stores.menu.drawerUserMenu.map((e) => ({ label: e.name, href: appHref(e.url ?? '/') })),
    [stores.menu.drawerUserMenu],
  );
  // The logo is inert inside the authorization module (its pages), as on the plain frame.
  const logo = logoTarget(family, loggedIn, isUnder(pathname, '/transact/authorize'));

  // The element keeps its own account links until the menu gives some (an empty list would blank them).
  useLayoutEffect(() => {
    if (headerRef.current && accountLinks.length > 0) headerRef.current.accountLinks = accountLinks;
  }, [accountLinks]);

  const onNavigate = (event: CustomEvent<NavigateDetail>) => {
    const { href, entry } = event.detail;
    const to = routerPath(href);
    if (to === null) return; // Outside the app: the browser follows the link.
    event.preventDefault();
    if (href === '#main') return;
    const id = entry ? headerEntryId(entry) : null;
    const node = id === null ? undefined : stores.menu.find(id);
    if (stores.menu.holdBack(node?.name ?? '', node ?? to)) return;
    navigate(to);
  };

  const notice = stores.menu.notice;
  const showTrail = loggedIn && !sibling && !NO_TRAIL.has(pathname);
  const crumbs = showTrail ? buildBreadcrumbs(stores.menu.tree, pathname, family) : [];
  const page = showTrail ? menuTrail(stores.menu.tree, pathname).at(-1) : undefined;
  const pageHelp = page ? stores.menu.helpFor(page) : null;
  const accode = stores.investor.selectedAccount ?? session.fields.njacno;

  return (
    <>
      <EwaHeader
        ref={headerRef}
        menu={loggedIn ? headerMenu : []}
        site={family}
        variant={loggedIn || sibling ? 'default' : 'public'}
        loggedIn={loggedIn}
        production={isProductionHost(location.hostname)}
        userName={holder.displayName}
        logoHref={logo === null ? '#main' : appHref(logo)}
        loginHref={appHref(paths.login)}
        openAccountHref={appHref('/register')}
        onEwaNavigate={onNavigate}
        onEwaLogout={() => void root.logout().then(go)}
      >
        <span slot="logo" className="brand">
          <span aria-hidden="true" className="brand__badge">
            E
          </span>
          E-Wealth
        </span>
        {loggedIn && !sibling && <SearchBox slot="search" menu={stores.menu} />}
        {loggedIn && !sibling && (
          // The link's room is kept while it loads, so the header's icons never move.
          <Suspense fallback={<span slot="cart" className="header-cart" aria-hidden="true" />}>
            <HeaderCartLink slot="cart" />
          </Suspense>
        )}
        {loggedIn && !sibling && (
          <div slot="user" className="header-user">
            <UserMenu
              name={holder.displayName}
              photoUrl={holder.photoUrl}
              entries={stores.menu.userMenu}
              holdBack={(entry) => stores.menu.holdBack(entry.name, entry)}
            />
          </div>
        )}
      </EwaHeader>
      {loggedIn && !sibling && (
        <div className="context-bar">
          <section className="context-bar__where" aria-label="Where you are">
            {showTrail && <Breadcrumbs crumbs={crumbs} />}
            {pageHelp && (
              <details className="page-help">
                <summary>Help on this page</summary>
                <p>{pageHelp}</p>
              </details>
            )}
          </section>
          <section className="context-bar__tools" aria-label="Investor and wealth partner">
            <InvestorSelector investor={stores.investor} />
            <PartnerButton partner={stores.partner} accode={accode} />
          </section>
        </div>
      )}
      <EwaDialog
        heading={notice?.heading ?? ''}
        open={notice !== null}
        onEwaDialogConfirm={stores.menu.dismissNotice}
        onEwaDialogCancel={stores.menu.dismissNotice}
      >
        {notice?.text}
      </EwaDialog>
    </>
  );
});
