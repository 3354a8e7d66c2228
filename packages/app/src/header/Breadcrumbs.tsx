import { EwaBreadcrumb } from '@ewa/ui/react/breadcrumb';
import { useNavigate } from 'react-router-dom';
import type { Crumb } from '../menu/breadcrumbs.ts';
import { appHref, routerPath } from '../menu/header-menu.ts';

/**
 * The breadcrumb trail (spec 001 §1) on `ewa-breadcrumb`: the host family's home first, '>' between
 * crumbs, the current page last. Crumb links open through the router, without a page load.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const navigate = useNavigate();
  const [home, ...rest] = crumbs;
  if (!home) return null;
  const items = rest.map((crumb) => (crumb.href ? { label: crumb.label, href: appHref(crumb.href) } : crumb));
  return (
    <EwaBreadcrumb
      className="breadcrumbs"
      homeLabel={home.label}
      homeHref={appHref(home.href ?? '/')}
      items={items}
      onEwaNavigate={(event) => {
        const to = routerPath(event.detail.href);
        if (to === null) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
