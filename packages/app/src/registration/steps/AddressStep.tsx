import { ADDRESS_LINE_MAX_LENGTH, personalLabels } from '@ewa/api/registration/personal';
import { EwaCountrySelect } from '@ewa/ui/react/country-select';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Choice } from '../../ui/Choice.tsx';
import { fieldValue } from '../../ui/field-value.ts';
import { FieldMessage } from '../../ui/native-field.tsx';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { StepProps } from '../step-props.ts';
import { type AddressKind, type AddressLine, AddressStore } from './address-store.ts';
import { SaveAndNext, StepLoaded, submitStep } from './StepStatus.tsx';
import './steps.css';

const sameOptions = [
  { value: 'Y' as const, label: 'Same as permanent address' },
  { value: 'N' as const, label: 'A different address' },
];

/** `createaccount/addresscomfirmation/<holder>`: the permanent and the correspondence address. */
export default observer(function AddressStep({ api, application, holder, onSaved }: StepProps) {
  const [store] = useState(() => new AddressStore(api, application.refNo, holder ?? 'F'));
  useEffect(() => {
    void store.load();
  }, [store]);
  const save = submitStep(async () => {
    const saved = await store.save();
    if (saved) onSaved(saved);
  });
  return (
    <StepLoaded status={store.status} error={store.loadError}>
      <form className="form-stack" noValidate onSubmit={save} aria-busy={store.form.saving}>
        <AddressFields
          store={store}
          kind="permanent"
          legend="Permanent address"
          note={
            store.source === 'kyc'
              ? 'Your permanent address as your KYC record has it: confirm it, or change what is no longer right.'
              : ''
          }
        />
        <Choice
          name="correspondenceSameAsPermanent"
          legend="Correspondence address"
          options={sameOptions}
          value={store.sameAsPermanent}
          onChange={store.setSameAsPermanent}
        />
        {store.sameAsPermanent === 'N' && (
          <AddressFields store={store} kind="correspondence" legend="Correspondence address" note="" />
        )}
        <SaveAndNext saving={store.form.saving} error={store.form.saveError} />
      </form>
    </StepLoaded>
  );
});

const AddressFields = observer(function AddressFields({
  store,
  kind,
  legend,
  note,
}: {
  store: AddressStore;
  kind: AddressKind;
  legend: string;
  note: string;
}) {
  const { form } = store;
  const address = store.address(kind);
  const at = (field: string) => `${kind}.${field}`;
  const inIndia = address.country === 'IN';
  const line = (field: AddressLine, required: boolean) => (
    <EwaTextField
      label={personalLabels[field]}
      name={at(field)}
      required={required}
      autocomplete="off"
      maxlength={field === 'pincode' ? (inIndia ? 6 : 10) : ADDRESS_LINE_MAX_LENGTH}
      inputmode={field === 'pincode' && inIndia ? 'numeric' : undefined}
      description={field === 'pincode' && inIndia ? '6 digits' : undefined}
      value={address[field]}
      validators={[ruleValidator(() => form.ruleMessage(at(field)))]}
      onInput={(e) => store.setLine(kind, field, fieldValue(e))}
    />
  );
  const serverMessage = (field: string) => (
    <FieldMessage
      id={`reg-${kind}-${field}-server`}
      message={form.serverErrors.find((e) => e.field === at(field))?.message ?? ''}
    />
  );
  const places = store.places[kind];
  return (
    <fieldset className="registration-holder">
      <legend>{legend}</legend>
      {note && <p className="message message--info registration-wide">{note}</p>}
      {line('line1', true)}
      {line('line2', false)}
      {line('line3', false)}
      <div>
        <EwaCountrySelect
          label={personalLabels.country}
          name={at('country')}
          required
          options={store.countries}
          value={address.country}
          onInput={(e) => void store.setCountry(kind, fieldValue(e))}
        />
        {serverMessage('country')}
      </div>
      {store.listsPlaces(kind) ? (
        <>
          <div>
            <EwaCountrySelect
              label={personalLabels.state}
              name={at('state')}
              required
              placeholder="Type to search states"
              options={places.states}
              value={address.state}
              onInput={(e) => void store.setState(kind, fieldValue(e))}
            />
            {serverMessage('state')}
          </div>
          <div>
            <EwaCountrySelect
              label={personalLabels.city}
              name={at('city')}
              required
              disabled={!address.state}
              description={address.state ? undefined : 'Choose the state first'}
              placeholder="Type to search cities"
              options={places.cities}
              value={address.city}
              onInput={(e) => store.setCity(kind, fieldValue(e))}
            />
            {serverMessage('city')}
          </div>
        </>
      ) : (
        <>
          <EwaTextField
            label={personalLabels.state}
            name={at('state')}
            required
            maxlength={10}
            value={address.state}
            validators={[ruleValidator(() => form.ruleMessage(at('state')))]}
            onInput={(e) => void store.setState(kind, fieldValue(e))}
          />
          <EwaTextField
            label={personalLabels.city}
            name={at('city')}
            required
            maxlength={10}
            value={address.city}
            validators={[ruleValidator(() => form.ruleMessage(at('city')))]}
            onInput={(e) => store.setCity(kind, fieldValue(e))}
          />
        </>
      )}
      {line('pincode', true)}
    </fieldset>
  );
});
