import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

/** /ucc-block: the account is blocked after too many failed logins. */
export default function UccBlock() {
  useDocumentTitle('Account Blocked');
  return (
    <section className="card" aria-labelledby="block-heading">
      <h1 id="block-heading">Account Blocked</h1>
      <p>
        Your account has been blocked after repeated failed login attempts. Reset your password to unblock it.
      </p>
      <nav className="login__help" aria-label="Login help">
        <Link to="/forgot-password">Forgot Password?</Link>
        <Link to="/forgot-loginid">Forgot Login ID?</Link>
      </nav>
    </section>
  );
}
