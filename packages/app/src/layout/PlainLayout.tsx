import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { Loading } from '../ui/Loading.tsx';
import { Logo } from './Logo.tsx';
import { usePageArrival } from './usePageArrival.ts';

// Below the fold: loaded after the page itself.
const Footer = lazy(() => import('../footer/Footer.tsx'));

/**
 * The plain frame around the login page and the post-login gates: the logo, and for a signed-in
 * investor held at a gate or the forced password change, a way to log out (never Login / OPEN account).
 */
export const PlainLayout = observer(function PlainLayout() {
  const main = useRef<HTMLElement>(null);
  const root = useStores();
  const go = useGo();
  usePageArrival(main);
  return (
    <div className="page page--plain">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="plain-header">
        <Logo />
        {root.session.fields.is_login && (
          <button type="button" className="plain-header__logout" onClick={() => void root.logout().then(go)}>
            Logout
          </button>
        )}
      </header>
      <main id="main" className="plain-main" tabIndex={-1} ref={main}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
});
