import { LOGIN_TEXTS } from '@ewa/api/texts';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ProviderHtml } from './ProviderHtml.tsx';
import { useGateStep } from './useGateStep.ts';
import './gates.css';

export const LINK_NOW_TEXT =
  'You will be redirected to the Income Tax website to link your PAN with Aadhaar. You will be notified through SMS once any/all Holder(s) PAN and Aadhaar linking is verified.';
const INCOME_TAX_LINK_URL = 'https://eportal.incometax.gov.in/iec/foservices/#/pre-login/bl-link-aadhaar';

/** The PAN-Aadhaar linking notice (spec 000 §2, gate 1). */
export default observer(function PanAadhaarSeeding() {
  const { gates, session, services } = useStores();
  const go = useGo();
  const step = useGateStep('panAadhaar');
  useDocumentTitle('PAN-Aadhaar Linking');
  const deactivated = gates.isPanAadhaarDeactivated;
  const njAcNo = session.fields.njacno;

  const alreadyLinked = () =>
    void step.perform(
      () => services.account.panAadhaarSeeding(njAcNo, 'ALREADY_LINKED'),
      LOGIN_TEXTS.panAadhaarSubmitted,
    );
  const linkNow = async () => {
    // Opened before the call so the browser treats it as the user's own click.
    window.open(INCOME_TAX_LINK_URL, '_blank', 'noopener');
    await step.perform(() => services.account.panAadhaarSeeding(njAcNo, 'LINK_NOW'), LINK_NOW_TEXT);
  };
  // A deactivated account cannot go further: storage is cleared and the user starts again at login.
  const next = () => go(deactivated ? step.endSession() : step.continue());

  return (
    <section className="card gate" aria-labelledby="gate-heading">
      <h1 id="gate-heading">Link your PAN with Aadhaar</h1>
      {gates.activation?.panAahaarSeedingHtml ? (
        <ProviderHtml html={gates.activation.panAahaarSeedingHtml} label="Notice text" />
      ) : (
        <p>
          As per the Income Tax Department, the PAN of every holder must be linked with Aadhaar. Accounts
          whose PAN is not linked with Aadhaar may not be able to transact.
        </p>
      )}
      {deactivated && (
        <p className="gate__warning">
          Your account has been deactivated as PAN and Aadhaar of the holder(s) are not linked.
        </p>
      )}
      <p className="message message--error" role="alert">
        {step.error}
      </p>
      {step.notice ? (
        <>
          <p className="message message--info" role="status">
            {step.notice}
          </p>
          <div className="actions">
            <EwaButton onClick={next}>{deactivated ? 'Back to Login' : 'Continue'}</EwaButton>
          </div>
        </>
      ) : (
        <div className="actions">
          <EwaButton loading={step.busy} onClick={alreadyLinked}>
            Already Linked
          </EwaButton>
          <EwaButton variant="outline" disabled={step.busy} onClick={() => void linkNow()}>
            Link Now
          </EwaButton>
          {!deactivated && (
            <EwaButton variant="link" disabled={step.busy} onClick={() => go(step.continue())}>
              Ask me Later
            </EwaButton>
          )}
        </div>
      )}
    </section>
  );
});
