import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from './Loading.tsx';
import { PortalHeader } from './PortalHeader.tsx';

/** The portal's frame: header, the screen, footer. */
export default function PortalLayout() {
  return (
    <div className="page page--portal">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PortalHeader />
      <main id="main" className="portal-main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
