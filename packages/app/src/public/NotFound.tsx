import { Link } from 'react-router-dom';
import { PublicPage } from './PublicPage.tsx';

/** /404: an address that leads nowhere. */
export default function NotFound() {
  return (
    <PublicPage title="Page Not Found" lead="The page you asked for does not exist or has moved.">
      <p>Check the address, or go back to the start.</p>
      <p className="public-page__actions">
        <Link to="/">Go to the home page</Link>
      </p>
    </PublicPage>
  );
}
