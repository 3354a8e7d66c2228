import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { useGateStep } from './useGateStep.ts';
import './gates.css';

export const DEACTIVATED_TEXT =
  'Your Account has been temporarily deactivated due to outstanding DP Charges.';
export const OPTIONAL_TEXT =
  'There are outstanding DP Charges on your account. Please pay them to keep your account active.';
export const REACTIVATION_TEXT = 'Your account will be re-activated once the payment is received.';

/** Pending depository charges (spec 000 §2, gate 3): mandatory blocks the account, optional can wait. */
export default observer(function DeactivatedUcc() {
  const root = useStores();
  const go = useGo();
  const { gates } = root;
  const step = useGateStep('dpCharges');
  useDocumentTitle('Pending DP Charges');
  const mandatory = gates.isDpChargesMandatory;
  const payUrl = gates.activation?.dpChargesURL || '/ewa/dpcharges';
  const note = gates.activation?.dpChargesPendingNote;

  const payNow = () => {
    // Deactivated: the payment replaces the portal in this window; otherwise it opens beside it.
    if (mandatory) window.location.assign(payUrl);
    else window.open(payUrl, '_blank', 'noopener');
  };

  return (
    <section className="card gate" aria-labelledby="gate-heading">
      <h1 id="gate-heading">Outstanding DP Charges</h1>
      <p className={mandatory ? 'gate__warning' : undefined}>
        {mandatory ? DEACTIVATED_TEXT : OPTIONAL_TEXT}
      </p>
      {note && (
        <p className="gate__note">
          <strong>Note:</strong> {note}
        </p>
      )}
      {mandatory && <p>{REACTIVATION_TEXT}</p>}
      <div className="actions">
        <EwaButton onClick={payNow}>Pay now</EwaButton>
        {mandatory ? (
          <EwaButton variant="outline" onClick={() => void root.logout().then(go)}>
            Logout
          </EwaButton>
        ) : (
          <EwaButton variant="outline" onClick={() => go(step.continue())}>
            Remind me later
          </EwaButton>
        )}
      </div>
    </section>
  );
});
