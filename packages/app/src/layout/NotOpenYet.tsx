import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

/** A registered route whose screen a later release builds: never a blank page. */
export function NotOpenYet({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="card not-open-yet" aria-labelledby="not-open-heading">
      <h1 id="not-open-heading">{title}</h1>
      <p>This area is not open yet. It is coming soon to E-Wealth.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
