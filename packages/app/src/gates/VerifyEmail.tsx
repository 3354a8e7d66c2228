import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { paths } from '../stores/paths.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { useGateStep } from './useGateStep.ts';
import './gates.css';

export const UNDELIVERED_TEXT =
  'E-mails sent by us to your registered e-mail address are not getting delivered. Please raise a query to update your e-mail address so that you keep receiving statements and alerts.';

/** E-mail verification prompt (spec 000 §2, gate 6). */
export default observer(function VerifyEmail() {
  const { session, services, gates } = useStores();
  const go = useGo();
  const step = useGateStep('email');
  const [name, setName] = useState(session.fields.ucc_dtl?.appName ?? '');
  useDocumentTitle('Verify E-mail');

  useEffect(() => {
    let live = true;
    services.account
      .investorName(session.fields.njacno)
      .then((investor) => live && investor && setName(investor))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services, session.fields.njacno]);

  const raiseQuery = () => {
    gates.continueAt(paths.sendQuery);
    go(step.continue());
  };

  return (
    <section className="card gate" aria-labelledby="gate-heading">
      <h1 id="gate-heading">Verify your E-mail</h1>
      <p>Dear {name || 'Investor'},</p>
      <p>{UNDELIVERED_TEXT}</p>
      <div className="actions">
        <EwaButton onClick={raiseQuery}>Continue</EwaButton>
        <EwaButton variant="outline" onClick={() => go(step.continue())}>
          Ask Me Later
        </EwaButton>
      </div>
    </section>
  );
});
