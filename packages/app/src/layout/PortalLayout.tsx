import { lazy, Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteHeader } from '../header/SiteHeader.tsx';
import { Loading } from '../ui/Loading.tsx';
import { usePageArrival } from './usePageArrival.ts';

const Footer = lazy(() => import('../footer/Footer.tsx'));

/** The portal's frame: header, the screen, footer. `isPublicPage` tells the header who may be here. */
export default function PortalLayout({ isPublicPage }: { isPublicPage: (pathname: string) => boolean }) {
  const main = useRef<HTMLElement>(null);
  usePageArrival(main);
  return (
    <div className="page page--portal">
      {/* In a landmark: the header's own links sit in its shadow root, so checkers cannot tell this link comes first. */}
      <nav aria-label="Skip link">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
      </nav>
      <SiteHeader isPublicPage={isPublicPage} />
      <main id="main" className="portal-main" tabIndex={-1} ref={main}>
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
