import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ClientDocumentsStore } from './documents-store.ts';
import './footer.css';

const regulators = [
  { name: 'SEBI', href: 'https://www.sebi.gov.in/' },
  { name: 'AMFI', href: 'https://www.amfiindia.com/' },
  { name: 'NSE', href: 'https://www.nseindia.com/' },
  { name: 'BSE', href: 'https://www.bseindia.com/' },
  { name: 'CDSL', href: 'https://www.cdslindia.com/' },
  { name: 'NSDL', href: 'https://nsdl.co.in/' },
  { name: 'SEBI SCORES', href: 'https://scores.sebi.gov.in/' },
  { name: 'Online Dispute Resolution', href: 'https://smartodr.in/' },
];

/** The footer of every page: regulators, registration, grievances, client documents in 19 languages. */
export default observer(function Footer() {
  const [documents] = useState(() => new ClientDocumentsStore());
  const languageId = useId();
  const chosen = documents.chosen;

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-documents">
          <h2 id="footer-documents">Client documents</h2>
          <label htmlFor={languageId}>Language</label>
          <select
            id={languageId}
            value={documents.languageCode}
            onChange={(event) => documents.choose(event.target.value)}
          >
            {documents.languages.map((lang) => (
              <option key={lang.code} value={lang.code} lang={lang.code}>
                {lang.language === lang.nativeName ? lang.language : `${lang.language} (${lang.nativeName})`}
              </option>
            ))}
          </select>
          <ul className="site-footer__documents" aria-live="polite">
            {chosen?.documents.map((doc) => (
              <li key={doc.url}>
                <a href={doc.url} download={doc.fileName}>
                  {doc.title} ({chosen.language}, PDF)
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-grievance">
          <h2 id="footer-grievance">Investor grievances</h2>
          <p>
            Grievance officer: Ananya Desai
            <br />
            E-mail: <a href="mailto:grievance@ewealth.example.in">grievance@ewealth.example.in</a>
            <br />
            Phone: <a href="tel:+911800000000">1800 000 000</a> (Mon–Sat, 9:30 am to 6 pm)
          </p>
          <p>
            Not resolved within 30 days? Lodge it on{' '}
            <a href="https://scores.sebi.gov.in/" target="_blank" rel="noopener noreferrer">
              SEBI SCORES
            </a>{' '}
            or the{' '}
            <a href="https://smartodr.in/" target="_blank" rel="noopener noreferrer">
              Online Dispute Resolution portal
            </a>
            .
          </p>
        </section>

        <section aria-labelledby="footer-registration">
          <h2 id="footer-registration">Registration details</h2>
          <p className="site-footer__demo">Demo values of this sample portal.</p>
          <dl className="site-footer__registration">
            <div>
              <dt>AMFI registered mutual fund distributor</dt>
              <dd>ARN-000000</dd>
            </div>
            <div>
              <dt>SEBI stock broker</dt>
              <dd>INZ000000000</dd>
            </div>
            <div>
              <dt>Depository participant (CDSL)</dt>
              <dd>IN-DP-000-0000</dd>
            </div>
            <div>
              <dt>CIN</dt>
              <dd>U00000GJ0000PTC000000</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="footer-regulators">
          <h2 id="footer-regulators">Regulators and exchanges</h2>
          <ul className="site-footer__links">
            {regulators.map((r) => (
              <li key={r.name}>
                <a href={r.href} target="_blank" rel="noopener noreferrer">
                  {r.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="site-footer__bottom">
        <nav aria-label="Legal">
          <ul className="site-footer__links">
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/terms">Terms and Conditions</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/disclaimer">Disclaimer</Link>
            </li>
          </ul>
        </nav>
        <p>
          Mutual fund investments are subject to market risks, read all scheme related documents carefully.
        </p>
        <p>© {new Date().getFullYear()} E-Wealth. All rights reserved.</p>
      </div>
    </footer>
  );
});
