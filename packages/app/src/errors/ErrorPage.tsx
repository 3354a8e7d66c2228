import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

export const TECHNICAL_PROBLEM_TEXT = 'Some Technical problem arise.';

/** /transact/errorPage: the message a 417 reply carried. */
export default observer(function ErrorPage() {
  const { errorPage, session } = useStores();
  useDocumentTitle('Error');
  return (
    <section className="card" aria-labelledby="error-heading">
      <h1 id="error-heading">Something went wrong</h1>
      <p role="alert">{errorPage.message || TECHNICAL_PROBLEM_TEXT}</p>
      <p>
        <Link to={session.isLoggedIn ? '/' : '/login'}>
          {session.isLoggedIn ? 'Go to the home page' : 'Go to login'}
        </Link>
      </p>
    </section>
  );
});
