import { Link } from 'react-router-dom';
import { paths } from '../stores/paths.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import './support.css';

/** Help & Support: where an investor writes to us (the grievance contacts are in every page's footer). */
export default function HelpAndSupport() {
  useDocumentTitle('Help & Support');
  return (
    <section className="card support" aria-labelledby="help-heading">
      <h1 id="help-heading">Help &amp; Support</h1>
      <ul className="support-options">
        <li>
          <h2>
            <Link to={paths.sendQuery}>Send a Query</Link>
          </h2>
          <p>
            Write to us about your account, a transaction or your details. We answer at your registered e-mail
            address, and you get a reference number at once.
          </p>
        </li>
        <li>
          <h2>Investor grievances</h2>
          <p>
            The grievance officer's contacts, and where to go if a complaint is not resolved, are at the foot
            of every page.
          </p>
        </li>
      </ul>
    </section>
  );
}
