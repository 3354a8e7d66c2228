import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context.ts';
import { Logo } from './Logo.tsx';

/**
 * A minimal header until the full one (menu, breadcrumbs, search, investor selector, partner) lands:
 * logo, and logout for a signed-in user.
 */
export const PortalHeader = observer(function PortalHeader() {
  const root = useStores();
  return (
    <header className="portal-header">
      <Logo />
      {root.session.fields.is_login && (
        <EwaButton variant="outline" size="small" onClick={() => void root.logout()}>
          Logout
        </EwaButton>
      )}
    </header>
  );
});
