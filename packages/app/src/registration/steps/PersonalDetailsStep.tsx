import { NAME_MAX_LENGTH } from '@ewa/api/registration/common';
import {
  FATHER_SPOUSE_FLAGS,
  GENDERS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  personalLabels,
  RELATIONS_WITH_MINOR,
} from '@ewa/api/registration/personal';
import { personalDetailsLabels } from '@ewa/api/registration/personal-details-service';
import { EwaCountrySelect } from '@ewa/ui/react/country-select';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Choice } from '../../ui/Choice.tsx';
import { fieldValue } from '../../ui/field-value.ts';
import { NativeSelect } from '../../ui/NativeSelect.tsx';
import { FieldMessage } from '../../ui/native-field.tsx';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { StepProps } from '../step-props.ts';
import { PersonalDetailsStore, type PersonalField } from './personal-details-store.ts';
import { SaveAndNext, StepLoaded, submitStep } from './StepStatus.tsx';
import './steps.css';

const choices = (list: readonly { code: string; name: string }[]) =>
  list.map((item) => ({ value: item.code, label: item.name }));

/** `createaccount/personaldetails/<holder>`: the holder's name, parents or spouse, and personal details. */
export default observer(function PersonalDetailsStep({ api, application, holder, onSaved }: StepProps) {
  const [store] = useState(() => new PersonalDetailsStore(api, application.refNo, holder ?? 'F'));
  useEffect(() => {
    void store.load();
  }, [store]);
  const { answers, form } = store;
  const save = submitStep(async () => {
    const saved = await store.save();
    if (saved) onSaved(saved);
  });
  const text = (
    field: PersonalField & keyof typeof personalLabels,
    props: { description?: string; required?: boolean } = {},
  ) => (
    <EwaTextField
      label={personalLabels[field]}
      name={field}
      required={props.required ?? true}
      description={props.description}
      autocomplete="off"
      maxlength={NAME_MAX_LENGTH}
      value={answers[field] ?? ''}
      validators={[ruleValidator(() => form.ruleMessage(field))]}
      onInput={(e) => store.set(field, fieldValue(e))}
    />
  );
  const choice = (field: PersonalField, legend: string, list: readonly { code: string; name: string }[]) => (
    <Choice
      name={field}
      legend={legend}
      options={choices(list)}
      value={answers[field] ?? ''}
      message={form.shownMessage(field)}
      validity={form.ruleMessage(field)}
      onChange={(value) => {
        form.touch(field);
        store.set(field, value);
      }}
    />
  );

  return (
    <StepLoaded status={store.status} error={store.loadError}>
      <form className="form-stack" noValidate onSubmit={save} aria-busy={form.saving}>
        {store.source === 'kyc' && (
          <p className="message message--info">
            Filled in from your KYC record ({store.kycName}). Check each detail and complete the rest.
          </p>
        )}
        <fieldset className="registration-holder">
          <legend>Name</legend>
          {text('firstName', {
            description: `First, middle and last name together: up to ${NAME_MAX_LENGTH} characters (${store.nameLength} now)`,
          })}
          {text('middleName', { required: false })}
          {text('lastName', { required: false })}
        </fieldset>
        {choice('fatherSpouseFlag', 'Name of your father or spouse', FATHER_SPOUSE_FLAGS)}
        <div className="registration-grid">
          {text('fatherSpouseName')}
          {text('motherName')}
        </div>
        {choice('gender', personalLabels.gender, GENDERS)}
        {choice('maritalStatus', personalLabels.maritalStatus, MARITAL_STATUSES)}
        {store.isGuardian &&
          choice('relationWithMinor', personalLabels.relationWithMinor, RELATIONS_WITH_MINOR)}
        <div className="registration-grid">
          <NativeSelect
            id="reg-occupation"
            label={personalLabels.occupation}
            hint="The work you do"
            placeholder="Select occupation"
            options={OCCUPATIONS}
            value={answers.occupation}
            message={form.shownMessage('occupation')}
            validity={form.ruleMessage('occupation')}
            onChange={(value) => {
              form.touch('occupation');
              store.set('occupation', value);
            }}
            onLeave={() => form.touch('occupation')}
          />
          <div>
            <EwaCountrySelect
              label={personalDetailsLabels.nationality}
              name="nationality"
              required
              options={store.countries}
              value={answers.nationality}
              onInput={(e) => store.set('nationality', fieldValue(e))}
            />
            <FieldMessage
              id="reg-nationality-server"
              message={form.serverErrors.find((e) => e.field === 'nationality')?.message ?? ''}
            />
          </div>
          <EwaTextField
            label={personalLabels.aadhaar}
            name="aadhaar"
            description="Optional: the 12 digits on your Aadhaar card"
            inputmode="numeric"
            autocomplete="off"
            maxlength={14}
            value={answers.aadhaar}
            validators={[ruleValidator(() => form.ruleMessage('aadhaar'))]}
            onInput={(e) => store.set('aadhaar', fieldValue(e))}
          />
        </div>
        <SaveAndNext saving={form.saving} error={form.saveError} />
      </form>
    </StepLoaded>
  );
});
