import { fatcaTexts } from '@ewa/api/fatca';
import { cannotProceedOnlineText } from '@ewa/api/registration/fatca-service';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FatcaDeclaration, PlaceOfBirthField } from '../../fatca/FatcaDeclaration.tsx';
import { YesNo } from '../../fatca/fields.tsx';
import '../../fatca/fatca.css';
import type { StepProps } from '../step-props.ts';
import { FatcaStepStore } from './fatca-step-store.ts';
import { SaveAndNext, StepLoaded, submitStep } from './StepStatus.tsx';
import './steps.css';

/**
 * `createaccount/fatca/<holder>`: the portal's FATCA form for the holder. Born outside India, the
 * holder cannot go on online: the spec's text and the helpline show instead of the rest of the form.
 */
export default observer(function FatcaStep({ api, application, holder, onSaved }: StepProps) {
  const [store] = useState(() => new FatcaStepStore(api, application.refNo, holder ?? 'F'));
  useEffect(() => {
    void store.load();
  }, [store]);
  const { form } = store;
  const save = submitStep(async () => {
    const saved = await store.save();
    if (saved) onSaved(saved);
  });
  const status = form.status === 'linkInvalid' ? 'failed' : form.status;
  return (
    <StepLoaded status={status} error={form.loadError}>
      <form className="form-stack fatca-form" noValidate onSubmit={save} aria-busy={form.saving}>
        <h2>{fatcaTexts.heading(form.holderName)}</h2>
        <YesNo
          name="poboIndia"
          legend="Is your place of birth other than India?"
          value={form.poboIndia}
          message={store.blocked ? '' : form.shownMessage('poboIndia')}
          validity={store.blocked ? '' : form.ruleMessage('poboIndia')}
          onChange={form.setPoboIndia}
        />
        {store.blocked ? (
          <p className="message message--error" role="alert">
            {cannotProceedOnlineText(store.helpNo)}
          </p>
        ) : (
          <>
            <PlaceOfBirthField store={form} />
            <FatcaDeclaration store={form} consentId="reg-fatca-consent" />
          </>
        )}
        <SaveAndNext saving={form.saving} error={form.saveError} disabled={store.blocked} />
      </form>
    </StepLoaded>
  );
});
