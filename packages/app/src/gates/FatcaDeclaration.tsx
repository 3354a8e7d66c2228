import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { FatcaFormLinks } from '../fatca/FatcaFormLinks.tsx';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ProviderHtml } from './ProviderHtml.tsx';
import { useGateStep } from './useGateStep.ts';
import './gates.css';

/** The FATCA declaration gate: the provider's declaration, Continue, an error line (spec 000 §2, gate 2). */
export default observer(function FatcaDeclaration() {
  const { gates, session, services } = useStores();
  const go = useGo();
  const step = useGateStep('fatca');
  useDocumentTitle('FATCA Declaration');

  const accept = async () => {
    if (await step.perform(() => services.account.checkFatcaDeclaration(session.fields.njacno)))
      go(step.continue());
  };

  return (
    <section className="card gate" aria-labelledby="gate-heading">
      <h1 id="gate-heading">FATCA Declaration</h1>
      {gates.activation?.fatcaHtml ? (
        <ProviderHtml html={gates.activation.fatcaHtml} label="Declaration text" />
      ) : (
        <p>
          I/We declare that I am/we are not a citizen or tax resident of any country other than India, and
          that the details in my/our FATCA declaration are true and correct.
        </p>
      )}
      <FatcaFormLinks njAcNo={session.fields.njacno} />
      <p className="message message--error" role="alert">
        {step.error}
      </p>
      <div className="actions">
        <EwaButton loading={step.busy} onClick={() => void accept()}>
          Continue
        </EwaButton>
      </div>
    </section>
  );
});
