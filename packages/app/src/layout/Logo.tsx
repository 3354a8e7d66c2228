import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { hostFamily, logoTarget } from '../stores/host-family.ts';
import { isUnder } from '../stores/paths.ts';

/** The brand mark; where it leads depends on the host family and the login (spec 000 §2). */
export const Logo = observer(function Logo() {
  const { session } = useStores();
  const { pathname } = useLocation();
  const inAuthorizationModule = isUnder(pathname, '/transact/authorize');
  const target = logoTarget(hostFamily(location.hostname), session.isLoggedIn, inAuthorizationModule);
  const mark = (
    <span className="logo__mark">
      <span aria-hidden="true" className="logo__badge">
        E
      </span>
      E-Wealth
      {target !== null && <span className="visually-hidden"> home</span>}
    </span>
  );
  if (target === null) return <span className="logo">{mark}</span>;
  return (
    <Link className="logo" to={target}>
      {mark}
    </Link>
  );
});
