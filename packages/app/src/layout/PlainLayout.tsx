import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../ui/Loading.tsx';
import { Logo } from './Logo.tsx';

// Below the fold: loaded after the page itself.
const Footer = lazy(() => import('../footer/Footer.tsx'));

/** Public header (logo only) around the login page and the post-login gates. */
export function PlainLayout() {
  return (
    <div className="page page--plain">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="plain-header">
        <Logo />
      </header>
      <main id="main" className="plain-main" tabIndex={-1}>
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
