import { Link } from 'react-router-dom';
import { PublicPage } from './PublicPage.tsx';

/** /no-results-found: a search or listing that found nothing. */
export default function NoResultsFound() {
  return (
    <PublicPage title="No Results Found" lead="We could not find anything matching your search.">
      <p>Try fewer or different words, or browse the menu.</p>
      <p className="public-page__actions">
        <Link to="/">Go to the home page</Link>
        <Link to="/help-and-support">Help &amp; Support</Link>
      </p>
    </PublicPage>
  );
}
