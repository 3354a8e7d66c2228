import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { isBackFromKycAgency, recheckAfterRekyc } from './rekyc-return.ts';
import { useGateStep } from './useGateStep.ts';
import './gates.css';

/** Re-KYC (spec 000 §4, gate 4): the server's re-KYC link; mandatory re-KYC cannot be postponed. */
export default observer(function Rekyc() {
  const root = useStores();
  const go = useGo();
  const step = useGateStep('rekyc');
  useDocumentTitle('Re-KYC');
  const mandatory = root.gates.isRekycMandatory;
  const link = root.gates.activation?.reKycLink;
  const { search } = useLocation();
  const [stillDue, setStillDue] = useState(false);

  // Back from the KYC agency: ask again; a completed re-KYC lets the user go on.
  useEffect(() => {
    if (!isBackFromKycAgency(search)) return;
    recheckAfterRekyc(root).then(
      (next) => {
        setStillDue(!next);
        if (next) go(next);
      },
      () => setStillDue(true),
    );
  }, [root, search, go]);

  return (
    <section className="card gate" aria-labelledby="gate-heading">
      <h1 id="gate-heading">Update your KYC</h1>
      <p>
        Your KYC details need to be updated (re-KYC).{' '}
        {mandatory
          ? 'You can transact again once your KYC is updated.'
          : 'Please update them to keep transacting without interruption.'}
      </p>
      <p className="message message--error" role="alert">
        {stillDue ? 'Your re-KYC is not complete yet. Please finish it with the KYC agency.' : ''}
      </p>
      <div className="actions">
        {link && <EwaButton href={link}>Update KYC now</EwaButton>}
        {mandatory ? (
          <EwaButton variant="outline" onClick={() => void root.logout().then(go)}>
            Logout
          </EwaButton>
        ) : (
          <EwaButton variant="outline" onClick={() => go(step.continue())}>
            Ask me Later
          </EwaButton>
        )}
      </div>
    </section>
  );
});
