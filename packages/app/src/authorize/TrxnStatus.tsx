import { AUTHORIZE_TEXTS } from '@ewa/api/authorize';
import { TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { authorizePaths } from './paths.ts';
import './authorize.css';

interface StatusState {
  status?: 'success' | 'fail';
  ref?: string;
  message?: string;
}

/**
 * The status page (`/transact/authorize/{type}/trxnstatus`, spec 001 §2, §4): success or fail after
 * a reject, and fail with the server's text when a detail could not be shown (type `detail`).
 */
export default function TrxnStatus() {
  const { session } = useStores();
  const { state } = useLocation() as { state: StatusState | null };
  const success = state?.status === 'success' && state.ref;
  useDocumentTitle('Transaction Status');
  return (
    <section className="card authorize" aria-labelledby="status-heading">
      <h1 id="status-heading">Transaction Status</h1>
      <p className={`message ${success ? 'message--info' : 'message--error'}`} role="status">
        {success ? AUTHORIZE_TEXTS.rejected(state.ref ?? '') : (state?.message ?? TECHNICAL_PROBLEM_TEXT)}
      </p>
      <p className="auth-back">
        {session.fields.is_login ? (
          <Link to={authorizePaths.list}>Back to transactions waiting for authorization</Link>
        ) : (
          <Link to="/login">Log in to E-Wealth</Link>
        )}
      </p>
    </section>
  );
}
