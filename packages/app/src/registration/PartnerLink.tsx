import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import type { RegistrationStore } from './registration-store.ts';
import { followPartnerLink } from './staff-store.ts';

/**
 * `client/registration?partner=<code>`: a partner's link to a client. The client opens the account as a
 * direct client with the partner's code on it; a terminated partner's link says so and goes no further.
 */
export const PartnerLink = observer(function PartnerLink({ store }: { store: RegistrationStore }) {
  const [params] = useSearchParams();
  const code = params.get('partner') ?? '';
  const [outcome, setOutcome] = useState<{ message: string } | undefined>();
  useDocumentTitle('Open an E-Wealth Account');
  useEffect(() => {
    if (!code) {
      store.enterBy('DC');
      return;
    }
    let live = true;
    void followPartnerLink(store.api, store, code).then((answer) => live && setOutcome(answer));
    return () => {
      live = false;
    };
  }, [code, store]);
  if (!code || (outcome && !outcome.message))
    return <Navigate to={store.pathOf('createlogin/generate-otp')} replace />;
  return (
    <section className="card registration-card" aria-labelledby="reg-link-heading">
      <h1 id="reg-link-heading">Open an E-Wealth Account</h1>
      {outcome ? (
        <p className="message message--error" role="alert">
          {outcome.message}
        </p>
      ) : (
        <p className="loading">Checking your partner's link…</p>
      )}
    </section>
  );
});
