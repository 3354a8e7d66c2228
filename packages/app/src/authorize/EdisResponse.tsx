import { Navigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { acknowledgePath } from './paths.ts';

/**
 * `/edis-response`: where the depository's eDIS page sends the investor back. It opens the
 * acknowledge page of the authorized transaction with what the depository answered.
 */
export default function EdisResponse() {
  const [params] = useSearchParams();
  const tid = params.get('tid') ?? '';
  const type = (params.get('type') ?? 'red').replace(/[^a-z]/gi, '');
  const edis = params.get('edisStatus') === 'SUCCESS' ? 'SUCCESS' : 'FAILED';
  useDocumentTitle('eDIS Response');
  if (!tid)
    return (
      <section className="card">
        <h1>eDIS Response</h1>
        <p className="message message--error">
          The depository's answer does not name a transaction of this portal.
        </p>
      </section>
    );
  return <Navigate to={acknowledgePath(type, { tid, edis })} replace />;
}
