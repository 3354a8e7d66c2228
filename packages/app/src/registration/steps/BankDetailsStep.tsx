import { BANK_ACCOUNT_TYPES, bankLabels } from '@ewa/api/registration/bank';
import { registrationRootOf } from '@ewa/api/registration/entry';
import { routeOfStop } from '@ewa/api/registration/steps';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useGo } from '../../stores/navigation.ts';
import { Choice } from '../../ui/Choice.tsx';
import { fieldValue } from '../../ui/field-value.ts';
import { FieldMessage } from '../../ui/native-field.tsx';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { StepProps } from '../step-props.ts';
import { BankStore } from './bank-store.ts';
import { SaveAndNext, StepForm } from './StepStatus.tsx';
import './bank-steps.css';

const accountTypes = BANK_ACCOUNT_TYPES.map((t) => ({ value: t.code, label: t.name }));

/** `createaccount/bankdetails`: the bank account, its branch from the IFSC, and its penny-drop verification. */
export default observer(function BankDetailsStep({ api, application, onSaved }: StepProps) {
  const go = useGo();
  const [store] = useState(() => new BankStore(api, application, onSaved));
  useEffect(() => {
    void store.load();
  }, [store]);
  const { form } = store;
  const field = (name: 'ifsc' | 'micr' | 'accountNumber' | 'confirmAccountNumber') => ({
    name,
    value: store[name],
    validators: [ruleValidator(() => form.ruleMessage(name))],
    autocomplete: 'off',
    onInput: (e: Event) => store.set(name, fieldValue(e)),
  });
  /** The account number and its confirmation: required, 8 to 18 digits. */
  const accountNumberField = (name: 'accountNumber' | 'confirmAccountNumber') => ({
    ...field(name),
    required: true,
    inputmode: 'numeric' as const,
    maxlength: 18,
  });
  const verification = store.verification;
  const verifyMessage = store.verifyError || store.reverifyMessage || store.form.shownMessage('verified');
  return (
    <StepForm busy={form.busy} save={() => void store.save()}>
      {store.holdingPrompt && (
        <div className="message message--warning" role="status">
          <p>{store.holdingPrompt}</p>
          <EwaButton
            variant="link"
            onClick={() =>
              go({
                to: `${registrationRootOf(application.accountType)}/${routeOfStop({ screen: 'preference' })}`,
              })
            }
          >
            Change the holding pattern
          </EwaButton>
        </div>
      )}
      <Choice
        name="accountType"
        legend={bankLabels.accountType}
        options={accountTypes}
        value={store.accountType}
        message={form.shownMessage('accountType')}
        validity={form.ruleMessage('accountType')}
        onChange={(v) => store.set('accountType', v)}
      />
      <EwaTextField
        label={bankLabels.ifsc}
        description="11 characters, as on your cheque book"
        required
        uppercase
        maxlength={11}
        {...field('ifsc')}
      />
      {store.branch && (
        <div className="bank-branch" role="status" aria-live="polite">
          <strong>{store.branch.bankName}</strong>, {store.branch.branch}
          <br />
          {store.branch.address}
        </div>
      )}
      <EwaTextField
        label={bankLabels.micr}
        description="9 digits; optional, filled from the IFSC where the branch has one"
        inputmode="numeric"
        maxlength={9}
        {...field('micr')}
      />
      <EwaTextField
        label={bankLabels.accountNumber}
        description="8 to 18 digits"
        {...accountNumberField('accountNumber')}
      />
      <EwaTextField
        label={bankLabels.confirmAccountNumber}
        description="Type the account number again"
        {...accountNumberField('confirmAccountNumber')}
      />
      <div className="bank-verify">
        <EwaButton
          variant="outline"
          loading={store.verifying}
          disabled={store.verifying}
          description={verifyMessage}
          onClick={() => void store.verify()}
        >
          {store.verifying ? 'Verifying with your bank…' : bankLabels.verified}
        </EwaButton>
        <FieldMessage id="verified-message" message={verifyMessage} />
        {verification?.verified === 'Y' && store.verified === 'Y' && (
          <dl className="bank-names" aria-label="Names compared">
            <dt>First holder</dt>
            <dd>{verification.holderName || '—'}</dd>
            <dt>Name at the bank</dt>
            <dd>
              {verification.namesMatch ? 'Matches the first holder' : 'Does not match the first holder'}
            </dd>
            <dd
              className={verification.namesMatch ? 'message message--info' : 'message message--warning'}
              role="status"
            >
              {verification.message}
            </dd>
          </dl>
        )}
      </div>
      <SaveAndNext saving={form.busy} error={form.error} />
    </StepForm>
  );
});
