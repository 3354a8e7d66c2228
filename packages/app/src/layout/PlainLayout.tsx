import { lazy, Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../ui/Loading.tsx';
import { Logo } from './Logo.tsx';
import { usePageArrival } from './usePageArrival.ts';

// Below the fold: loaded after the page itself.
const Footer = lazy(() => import('../footer/Footer.tsx'));

/** Public header (logo only) around the login page and the post-login gates. */
export function PlainLayout() {
  const main = useRef<HTMLElement>(null);
  usePageArrival(main);
  return (
    <div className="page page--plain">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="plain-header">
        <Logo />
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
}
