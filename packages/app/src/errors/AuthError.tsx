import { SESSION_EXPIRED_TEXT } from '@ewa/api/texts';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

/** /tradereg/auth-error: a 401 inside the registration module. */
export default function AuthError() {
  useDocumentTitle('Session Expired');
  return (
    <section className="card" aria-labelledby="auth-error-heading">
      <h1 id="auth-error-heading">Session Expired</h1>
      <p role="alert">{SESSION_EXPIRED_TEXT}</p>
      <p>
        <Link to="/login">Login again</Link>
      </p>
    </section>
  );
}
