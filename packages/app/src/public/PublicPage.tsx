import type { ReactNode } from 'react';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import './public.css';

/** The frame of a text page open to everyone: its heading, an optional lead, the sections. */
export function PublicPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="card public-page" aria-labelledby="public-heading">
      <h1 id="public-heading">{title}</h1>
      {lead && <p className="public-page__lead">{lead}</p>}
      {children}
    </article>
  );
}
