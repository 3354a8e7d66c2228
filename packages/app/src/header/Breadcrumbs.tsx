import { Link } from 'react-router-dom';
import { BREADCRUMB_SEPARATOR, type Crumb } from '../menu/breadcrumbs.ts';

/** The breadcrumb trail (spec 001 §1): Home first, '>' between crumbs, the current page last. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: crumbs are positional
            <li key={index}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
              {!last && (
                <span className="breadcrumbs__separator" aria-hidden="true">
                  {BREADCRUMB_SEPARATOR}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
