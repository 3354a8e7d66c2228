import {
  GUARDIAN_RELATIONS,
  ID_PROOF_TYPES,
  NOMINEE_RELATIONS,
  nomineeLabels,
  nomineeTexts,
} from '@ewa/api/registration/nominee';
import { nomineeAddressLabels } from '@ewa/api/registration/nominee-rules-extra';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDobField } from '@ewa/ui/react/dob-field';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Checkbox } from '../../ui/Choice.tsx';
import { fieldValue } from '../../ui/field-value.ts';
import { submitWhenValid } from '../../ui/form-check.ts';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { StepProps } from '../step-props.ts';
import { NomineesFields } from './NomineesFields.tsx';
import { applicationNominees, NomineesStore } from './nominees-store.ts';
import { Select } from './step-fields.tsx';
import './bank-steps.css';

/** `createaccount/nomineedetails`: up to three nominees, their shares making 100%, a minor's guardian. */
export default observer(function NomineeDetailsStep({ api, application, staffEntry, onSaved }: StepProps) {
  const [store] = useState(
    () => new NomineesStore(applicationNominees(api, application, onSaved), staffEntry),
  );
  useEffect(() => {
    void store.load();
  }, [store]);
  const { form } = store;
  if (!form.loaded) return <p className="loading">Loading…</p>;
  return (
    <form
      className="form-stack registration-step"
      noValidate
      onSubmit={submitWhenValid(() => void store.save())}
      aria-busy={form.busy}
    >
      <NomineesFields store={store} />
      <div className="registration-actions">
        <EwaButton type="submit" loading={form.busy}>
          Save &amp; Next
        </EwaButton>
      </div>
    </form>
  );
});
