import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from './Loading.tsx';
import { Logo } from './Logo.tsx';

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
    </div>
  );
}
