import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
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

  return (
    <section className="card gate" aria-labelledby="gate-heading">
      <h1 id="gate-heading">Update your KYC</h1>
      <p>
        Your KYC details need to be updated (re-KYC).{' '}
        {mandatory
          ? 'You can transact again once your KYC is updated.'
          : 'Please update them to keep transacting without interruption.'}
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
