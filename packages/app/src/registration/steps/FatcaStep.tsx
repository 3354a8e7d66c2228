import { fatcaLabels, fatcaTexts, PLACE_OF_BIRTH_MAX_LENGTH } from '@ewa/api/fatca';
import { cannotProceedOnlineText } from '@ewa/api/registration/fatca-service';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDialog } from '@ewa/ui/react/dialog';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Checkbox, TaxResidencies, YesNo } from '../../fatca/fields.tsx';
import '../../fatca/fatca.css';
import { fieldValue } from '../../ui/field-value.ts';
import { ruleValidator } from '../../ui/rule-validator.ts';
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
  const [termsOpen, setTermsOpen] = useState(false);
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
            <EwaTextField
              label={fatcaLabels.pob}
              name="pob"
              description="City or town, in letters"
              required
              requiredMessage={fatcaTexts.placeOfBirthEmpty}
              uppercase
              maxlength={PLACE_OF_BIRTH_MAX_LENGTH}
              autocomplete="off"
              value={form.pob}
              validators={[ruleValidator(() => form.ruleMessage('pob'))]}
              onInput={(e) => form.setPob(fieldValue(e))}
            />
            <YesNo
              name="cotoIndia"
              legend="Are you a tax resident of any country other than India?"
              value={form.cotoIndia}
              message={form.shownMessage('cotoIndia')}
              validity={form.ruleMessage('cotoIndia')}
              onChange={form.setCotoIndia}
            />
            {form.cotoIndia === 'Y' && <TaxResidencies store={form} />}
            <datalist id="fatca-countries">
              {form.countries.map((c) => (
                <option key={c.CNTRY_ID} value={c.CNTRY_NAME} />
              ))}
            </datalist>
            <Checkbox
              id="reg-fatca-consent"
              checked={form.consent}
              message={form.shownMessage('isfatcaConsentChk')}
              validity={form.ruleMessage('isfatcaConsentChk')}
              onChange={form.setConsent}
            >
              {form.consentText}
            </Checkbox>
            <div className="fatca-terms">
              <EwaButton variant="link" onClick={() => setTermsOpen(true)}>
                {form.termsLinkText}
              </EwaButton>
            </div>
          </>
        )}
        <SaveAndNext saving={form.saving} error={form.saveError} disabled={store.blocked} />
      </form>
      <EwaDialog
        heading={form.termsLinkText}
        open={termsOpen}
        onEwaDialogConfirm={() => setTermsOpen(false)}
        onEwaDialogCancel={() => setTermsOpen(false)}
      >
        {form.terms.split('\n\n').map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </EwaDialog>
    </StepLoaded>
  );
});
