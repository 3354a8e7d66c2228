import { isYes } from '@ewa/api/reply';
import type { PurchaseDetail } from './scheme-store.ts';

/** The scheme's offer documents and key information memoranda, each in its language. */
export function SchemeDocuments({ detail }: { detail: PurchaseDetail }) {
  return (
    <section className="card" aria-labelledby="docs-heading">
      <h2 id="docs-heading">Scheme documents</h2>
      <ul className="doc-list">
        {[...detail.offerDocList, ...detail.kimDocList].map((doc) => (
          <li key={doc.docUrl}>
            <a href={doc.docUrl} target="_blank" rel="noreferrer">
              {doc.docName}
            </a>{' '}
            <span className="scheme-meta">({doc.language})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The folio's nominees, when the scheme shows them (isNomineeDisp). */
export function Nominees({ detail }: { detail: PurchaseDetail }) {
  if (!isYes(detail.isNomineeDisp)) return null;
  return (
    <section className="card" aria-labelledby="nominee-heading">
      <h2 id="nominee-heading">Nominee</h2>
      {detail.nomineeDetail.length ? (
        <ul className="doc-list">
          {detail.nomineeDetail.map((n) => (
            <li key={n.nomineeName}>
              {n.nomineeName} ({n.relation}) – {n.percentage}%
            </li>
          ))}
        </ul>
      ) : (
        <p>{detail.noNomineeMsg}</p>
      )}
      {detail.nomineeFooterNote && <p className="scheme-meta">{detail.nomineeFooterNote}</p>}
    </section>
  );
}
