import { HOLDER_LABELS } from '@ewa/api/profile';
import {
  ANNUAL_INCOME_BANDS,
  DEMAT_ACCOUNT_LENGTH,
  DEPOSITORY_CHOICES,
  MF_MODES,
  NET_WORTH_BANDS,
  PEP_STATUSES,
  preferenceLabels,
} from '@ewa/api/registration/preference';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Choice } from '../../ui/Choice.tsx';
import { fieldValue } from '../../ui/field-value.ts';
import { NativeSelect } from '../../ui/NativeSelect.tsx';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { StepProps } from '../step-props.ts';
import { type HolderPreferenceField, PreferenceStore } from './preference-store.ts';
import { SaveAndNext, StepLoaded, submitStep } from './StepStatus.tsx';
import './steps.css';

const choices = (list: readonly { code: string; name: string }[]) =>
  list.map((item) => ({ value: item.code, label: item.name }));

/** `createaccount/preference`: each holder's income, net worth and PEP status, and the mutual fund mode. */
export default observer(function PreferenceStep({ api, application, onSaved }: StepProps) {
  const [store] = useState(() => new PreferenceStore(api, application.refNo, application.holdingMode));
  useEffect(() => {
    void store.load();
  }, [store]);
  const { answers, form } = store;
  const save = submitStep(async () => {
    const saved = await store.save();
    if (saved) onSaved(saved);
  });
  const nameOf = (code: string) => application.holders.find((h) => h.holder === code)?.name ?? '';
  return (
    <StepLoaded status={store.status} error={store.loadError}>
      <form className="form-stack" noValidate onSubmit={save} aria-busy={form.saving}>
        <dl className="registration-facts">
          <dt>{preferenceLabels.holdingMode}</dt>
          <dd>{store.holdingModeName}</dd>
        </dl>
        {answers.holders.map((row, index) => {
          const at = (field: string) => `holders.${index}.${field}`;
          const name = nameOf(row.holder);
          /** The holder's answer to `field`, its message and how it changes. */
          const answer = (field: HolderPreferenceField) => ({
            value: row[field],
            message: form.shownMessage(at(field)),
            validity: form.ruleMessage(at(field)),
            onChange: (value: string) => store.setHolder(index, field, value),
          });
          return (
            <fieldset key={row.holder} className="registration-holder">
              <legend>
                {HOLDER_LABELS[row.holder]}
                {name ? ` — ${name}` : ''}
              </legend>
              <NativeSelect
                id={`reg-income-${row.holder}`}
                label={preferenceLabels.annualIncome}
                hint="Gross, per year"
                placeholder="Select income"
                options={ANNUAL_INCOME_BANDS}
                {...answer('annualIncome')}
                onLeave={() => form.touch(at('annualIncome'))}
              />
              <NativeSelect
                id={`reg-networth-${row.holder}`}
                label={preferenceLabels.netWorth}
                hint="Optional"
                placeholder="Select net worth"
                required={false}
                options={NET_WORTH_BANDS}
                {...answer('netWorth')}
                onLeave={() => form.touch(at('netWorth'))}
              />
              <Choice
                name={at('pep')}
                legend={preferenceLabels.pep}
                options={choices(PEP_STATUSES)}
                {...answer('pep')}
              />
            </fieldset>
          );
        })}
        <Choice
          name="mfMode"
          legend={preferenceLabels.mfMode}
          options={choices(MF_MODES)}
          value={answers.mfMode}
          message={form.shownMessage('mfMode')}
          validity={form.ruleMessage('mfMode')}
          onChange={store.setMfMode}
        />
        {answers.mfMode === 'D' && (
          <fieldset className="registration-holder">
            <legend>Demat account</legend>
            <Choice
              name="depository"
              legend={preferenceLabels.depository}
              options={choices(DEPOSITORY_CHOICES)}
              value={answers.depository}
              message={form.shownMessage('depository')}
              validity={form.ruleMessage('depository')}
              onChange={store.setDepository}
            />
            <EwaTextField
              label={preferenceLabels.dematAccountNo}
              name="dematAccountNo"
              description={
                answers.depository === 'NSDL'
                  ? 'IN followed by 14 digits (DP ID and client ID)'
                  : '16 digits (DP ID and client ID)'
              }
              required
              uppercase
              autocomplete="off"
              maxlength={DEMAT_ACCOUNT_LENGTH}
              value={answers.dematAccountNo}
              validators={[ruleValidator(() => form.ruleMessage('dematAccountNo'))]}
              onInput={(e) => store.setDematAccount(fieldValue(e))}
            />
          </fieldset>
        )}
        <SaveAndNext saving={form.saving} error={form.saveError} />
      </form>
    </StepLoaded>
  );
});
