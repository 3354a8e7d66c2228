import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { useGateStep } from './useGateStep.ts';
import './gates.css';

/** Choose a personalised login id (spec 000 §4, gate 5). The server decides what is acceptable. */
export default observer(function AskPersonalised() {
  const { services, session } = useStores();
  const go = useGo();
  const step = useGateStep('personalised');
  const [loginId, setLoginId] = useState('');
  useDocumentTitle('Personalised Login ID');

  const save = submitWhenValid(async () => {
    const chosen = loginId.trim();
    if (await step.perform(() => services.account.savePersonalisedLoginId(chosen))) {
      session.update({ loginid: chosen });
      go(step.continue());
    }
  });

  return (
    <section className="card gate" aria-labelledby="gate-heading">
      <h1 id="gate-heading">Choose a Personalised Login ID</h1>
      <p>Log in with an easy-to-remember login id instead of your account number.</p>
      <form className="form-stack" noValidate onSubmit={save}>
        <EwaTextField
          label="Personalised Login ID"
          name="personalisedLoginId"
          description="6 to 30 characters: letters, digits, dot or underscore, starting with a letter."
          autocomplete="username"
          required
          minlength={6}
          maxlength={30}
          pattern="[A-Za-z][A-Za-z0-9._]*"
          value={loginId}
          onInput={(e) => setLoginId(fieldValue(e))}
        />
        <p className="message message--error" role="alert">
          {step.error}
        </p>
        <div className="actions">
          <EwaButton type="submit" loading={step.busy}>
            Save
          </EwaButton>
          <EwaButton variant="outline" onClick={() => go(step.continue())}>
            Ask me Later
          </EwaButton>
        </div>
      </form>
    </section>
  );
});
