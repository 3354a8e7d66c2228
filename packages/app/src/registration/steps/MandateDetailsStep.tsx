import { bankExtraTexts } from '@ewa/api/registration/bank-rules-extra';
import { MANDATE_HOLDING_MODES, mandateLabels } from '@ewa/api/registration/mandate';
import { MANDATE_UNTIL_CANCELLED_YEARS } from '@ewa/api/registration/mandate-rules-extra';
import { EwaDialog } from '@ewa/ui/react/dialog';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Checkbox, Choice } from '../../ui/Choice.tsx';
import { fieldValue } from '../../ui/field-value.ts';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { StepProps } from '../step-props.ts';
import { MandateStore } from './mandate-store.ts';
import { SaveAndNext, StepForm } from './StepStatus.tsx';
import './bank-steps.css';

const yesNo = [
  { value: 'Y' as const, label: 'Yes' },
  { value: 'N' as const, label: 'No' },
];

/** `createaccount/mandatedetails`: the e-mandate request for the verified bank account, or going on without. */
export default observer(function MandateDetailsStep({ api, application, onSaved }: StepProps) {
  const [store] = useState(() => new MandateStore(api, application, onSaved));
  useEffect(() => {
    void store.load();
  }, [store]);
  const { form } = store;
  /** The mandate's amount and dates: required, up to ten digits (a date typed as DD/MM/YYYY). */
  const text = (name: 'upperLimit' | 'startDate' | 'endDate') => ({
    name,
    required: true,
    inputmode: 'numeric' as const,
    maxlength: 10,
    autocomplete: 'off',
    value: store[name],
    validators: [ruleValidator(() => form.ruleMessage(name))],
    onInput: (e: Event) => store.set(name, fieldValue(e)),
  });
  const yesNoChoice = (name: 'mfMandate' | 'otherMandate') => ({
    name,
    options: yesNo,
    value: store[name],
    message: form.shownMessage(name),
    onChange: (v: 'Y' | 'N') => store.choose(name, v),
  });
  if (!form.loaded) return <p className="loading">Loading…</p>;
  return (
    <StepForm busy={form.busy} save={() => void store.save()}>
      <p>
        Bank account: <strong>{store.bankName}</strong> {store.accountNumber}
      </p>
      {!store.facility ? (
        <p className="message message--info" role="status">
          {bankExtraTexts.noMandateFacility}
        </p>
      ) : (
        <>
          <Choice legend={`Register a ${mandateLabels.mfMandate}?`} {...yesNoChoice('mfMandate')} />
          {store.otherSegments && (
            <Choice legend={`Register an ${mandateLabels.otherMandate}?`} {...yesNoChoice('otherMandate')} />
          )}
          {store.wanted && (
            <>
              <EwaTextField
                label={mandateLabels.upperLimit}
                description="The most that may be debited at a time, in whole rupees"
                {...text('upperLimit')}
              />
              <EwaTextField label={mandateLabels.startDate} description="DD/MM/YYYY" {...text('startDate')} />
              <Checkbox
                id="untilCancelled"
                required={false}
                checked={store.untilCancelled}
                message=""
                validity=""
                onChange={store.setUntilCancelled}
              >
                Until cancelled (registered for {MANDATE_UNTIL_CANCELLED_YEARS} years, as NACH mandates need
                an end date)
              </Checkbox>
              <EwaTextField
                label={mandateLabels.endDate}
                description="DD/MM/YYYY"
                readonly={store.untilCancelled}
                {...text('endDate')}
              />
              <Choice
                name="emandateType"
                legend={mandateLabels.emandateType}
                options={store.modeOptions.map((m) => ({ value: m.code, label: m.name }))}
                value={store.emandateType}
                message={form.shownMessage('emandateType')}
                validity={form.ruleMessage('emandateType')}
                onChange={(v) => store.set('emandateType', v)}
              />
              {store.jointAccount && (
                <Choice
                  name="mandateHoldingMode"
                  legend={mandateLabels.mandateHoldingMode}
                  options={MANDATE_HOLDING_MODES.map((m) => ({ value: m.code, label: m.name }))}
                  value={store.mandateHoldingMode}
                  message={form.shownMessage('mandateHoldingMode')}
                  validity={form.ruleMessage('mandateHoldingMode')}
                  onChange={(v) => store.set('mandateHoldingMode', v)}
                />
              )}
              <p className="field-hint">
                The mandate is registered with your bank after you sign the application.
              </p>
            </>
          )}
        </>
      )}
      <SaveAndNext saving={form.busy} error={form.error || form.serverMessage('skipConfirmed')} />
      <EwaDialog
        variant="confirm"
        heading="Continue without a mandate?"
        open={store.confirming !== ''}
        confirmLabel="Yes, continue"
        cancelLabel="No"
        onEwaDialogConfirm={() => void store.answerSkip(true)}
        onEwaDialogCancel={() => void store.answerSkip(false)}
      >
        {store.confirming}
      </EwaDialog>
    </StepForm>
  );
});
