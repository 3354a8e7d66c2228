import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

export const UNAUTHORISED_TEXT = 'UNAUTHORIZED ACCESS';

/** The account type may not use this module (EMF outside emftradereg, EW outside tradereg). */
export default function UnauthorisedAccess() {
  useDocumentTitle('Unauthorised Access');
  return (
    <section className="card" aria-labelledby="unauthorised-heading">
      <h1 id="unauthorised-heading">{UNAUTHORISED_TEXT}</h1>
      <p role="alert">This page is not available for your account type. You have been logged out.</p>
      <p>
        <Link to="/login">Go to login</Link>
      </p>
    </section>
  );
}
