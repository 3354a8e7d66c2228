import { nomineeLabels, WITNESS_ADDRESS_MAX_LENGTH } from '@ewa/api/registration/nominee';
import { EwaDobField } from '@ewa/ui/react/dob-field';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { fieldValue } from '../../ui/field-value.ts';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { StepProps } from '../step-props.ts';
import { WitnessStore } from './nomination-store.ts';
import { SaveAndNext, StepForm } from './StepStatus.tsx';
import './bank-steps.css';

/** `createaccount/witnessdetails`: the nomination's witness, an adult. */
export default observer(function WitnessDetailsStep({ api, application, staffEntry, onSaved }: StepProps) {
  const [store] = useState(() => new WitnessStore(api, application, onSaved, staffEntry));
  useEffect(() => {
    void store.load();
  }, [store]);
  const { form } = store;
  const rule = (field: string) => [ruleValidator(() => form.ruleMessage(`witnesses.0.${field}`))];
  if (!form.loaded) return <p className="loading">Loading…</p>;
  return (
    <StepForm busy={form.busy} save={() => void store.save()}>
      <p className="field-hint">The witness signs the nomination with the holders and must be 18 or older.</p>
      <EwaTextField
        label={nomineeLabels.witnessName}
        name="witnesses.0.name"
        required
        maxlength={85}
        autocomplete="off"
        value={store.witness.name}
        validators={rule('name')}
        onInput={(e) => store.set('name', fieldValue(e))}
      />
      <EwaTextField
        label={nomineeLabels.witnessAddress}
        name="witnesses.0.address"
        required
        maxlength={WITNESS_ADDRESS_MAX_LENGTH}
        autocomplete="off"
        value={store.witness.address}
        validators={rule('address')}
        onInput={(e) => store.set('address', fieldValue(e))}
      />
      <EwaDobField
        label={nomineeLabels.witnessDob}
        name="witnesses.0.dob"
        required
        value={store.witness.dob}
        validators={rule('dob')}
        onInput={(e) => store.set('dob', fieldValue(e))}
      />
      <SaveAndNext saving={form.busy} error={form.error} />
    </StepForm>
  );
});
