import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { StepProps } from '../step-props.ts';
import { NomineesFields } from './NomineesFields.tsx';
import { applicationNominees, NomineesStore } from './nominees-store.ts';
import { StepForm } from './StepStatus.tsx';
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
    <StepForm busy={form.busy} save={() => void store.save()}>
      <NomineesFields store={store} />
      <div className="registration-actions">
        <EwaButton type="submit" loading={form.busy}>
          Save &amp; Next
        </EwaButton>
      </div>
    </StepForm>
  );
});
