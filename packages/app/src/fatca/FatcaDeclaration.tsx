import { fatcaLabels, fatcaTexts, PLACE_OF_BIRTH_MAX_LENGTH } from '@ewa/api/fatca';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDialog } from '@ewa/ui/react/dialog';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { fieldValue } from '../ui/field-value.ts';
import { ruleValidator } from '../ui/rule-validator.ts';
import type { FatcaFormStore } from './fatca-store.ts';
import { Checkbox, TaxResidencies, YesNo } from './fields.tsx';

/** The holder's city or town of birth, in letters. */
export const PlaceOfBirthField = observer(function PlaceOfBirthField({ store }: { store: FatcaFormStore }) {
  return (
    <EwaTextField
      label={fatcaLabels.pob}
      name="pob"
      description="City or town, in letters"
      required
      requiredMessage={fatcaTexts.placeOfBirthEmpty}
      uppercase
      maxlength={PLACE_OF_BIRTH_MAX_LENGTH}
      autocomplete="off"
      value={store.pob}
      validators={[ruleValidator(() => store.ruleMessage('pob'))]}
      onInput={(e) => store.setPob(fieldValue(e))}
    />
  );
});

/**
 * The FATCA form's declaration, alike in the portal's form and the account-opening step: other tax
 * residencies, the consent, and the terms it refers to (a link opening them in a dialog).
 */
export const FatcaDeclaration = observer(function FatcaDeclaration({
  store,
  consentId,
}: {
  store: FatcaFormStore;
  consentId: string;
}) {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <>
      <YesNo
        name="cotoIndia"
        legend="Are you a tax resident of any country other than India?"
        value={store.cotoIndia}
        message={store.shownMessage('cotoIndia')}
        validity={store.ruleMessage('cotoIndia')}
        onChange={store.setCotoIndia}
      />
      {store.cotoIndia === 'Y' && <TaxResidencies store={store} />}
      <datalist id="fatca-countries">
        {store.countries.map((c) => (
          <option key={c.CNTRY_ID} value={c.CNTRY_NAME} />
        ))}
      </datalist>
      <Checkbox
        id={consentId}
        checked={store.consent}
        message={store.shownMessage('isfatcaConsentChk')}
        validity={store.ruleMessage('isfatcaConsentChk')}
        onChange={store.setConsent}
      >
        {store.consentText}
      </Checkbox>
      <div className="fatca-terms">
        <EwaButton variant="link" onClick={() => setTermsOpen(true)}>
          {store.termsLinkText}
        </EwaButton>
      </div>
      <EwaDialog
        heading={store.termsLinkText}
        open={termsOpen}
        onEwaDialogConfirm={() => setTermsOpen(false)}
        onEwaDialogCancel={() => setTermsOpen(false)}
      >
        {store.terms.split('\n\n').map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </EwaDialog>
    </>
  );
});
