import { NOMINATION_OPT_OUT_DECLARATION } from '@ewa/api/registration/nominee-rules-extra';
import { NOMINATION_CHOICES, preferenceLabels } from '@ewa/api/registration/preference';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Checkbox, Choice } from '../../ui/Choice.tsx';
import type { StepProps } from '../step-props.ts';
import { NominationStore } from './nomination-store.ts';
import { SaveAndNext, StepForm } from './StepStatus.tsx';
import './bank-steps.css';

/** `createaccount/nomineeselection`: nominate, opt out with the declaration, or the demat account's nominees. */
export default observer(function NomineeSelectionStep({ api, application, onSaved }: StepProps) {
  const [store] = useState(() => new NominationStore(api, application, onSaved));
  useEffect(() => {
    void store.load();
  }, [store]);
  const { form } = store;
  const options = NOMINATION_CHOICES.filter((c) => c.code !== '3' || store.dematHeld).map((c) => ({
    value: c.code,
    label: c.name,
  }));
  if (!form.loaded) return <p className="loading">Loading…</p>;
  return (
    <StepForm busy={form.busy} save={() => void store.save()}>
      <Choice
        name="nominationChoice"
        legend={preferenceLabels.nominationChoice}
        options={options}
        value={store.nominationChoice}
        message={form.shownMessage('nominationChoice')}
        validity={form.ruleMessage('nominationChoice')}
        onChange={store.choose}
      />
      {store.nominationChoice === '2' && (
        <>
          <p className="declaration" id="opt-out-declaration">
            {NOMINATION_OPT_OUT_DECLARATION}
          </p>
          <Checkbox
            id="optOutDeclared"
            checked={store.optOutDeclared}
            message={form.shownMessage('optOutDeclared')}
            validity={form.ruleMessage('optOutDeclared')}
            onChange={store.declare}
          >
            I accept the declaration above
          </Checkbox>
        </>
      )}
      {store.nominationChoice === '1' && (
        <p className="field-hint">You will give up to three nominees and a witness on the next screens.</p>
      )}
      <SaveAndNext saving={form.busy} error={form.error} />
    </StepForm>
  );
});
