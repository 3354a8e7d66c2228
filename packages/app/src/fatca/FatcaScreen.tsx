import { fatcaLabels } from '@ewa/api/fatca';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDialog } from '@ewa/ui/react/dialog';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { checkFormFields } from '../ui/form-check.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { FatcaDeclaration, PlaceOfBirthField } from './FatcaDeclaration.tsx';
import { FatcaFormStore, fatcaLinkOf, isMobileWebview } from './fatca-store.ts';
import { CountryInput, YesNo } from './fields.tsx';
import './fatca.css';

/** The FATCA form of one holder (spec 000 §2 FATCA screen, §4, §5), opened from a signed link. */
export default function FatcaScreen() {
  const { search } = useLocation();
  const root = useStores();
  const [store] = useState(() => {
    const link = fatcaLinkOf(search);
    return link ? new FatcaFormStore(root.api, link) : undefined;
  });
  useDocumentTitle('FATCA Details');
  useEffect(() => {
    void store?.load();
  }, [store]);

  if (!store)
    return <LinkProblem text="This FATCA link is incomplete. Please open the link you received again." />;
  return <FatcaForm store={store} />;
}

function LinkProblem({ text }: { text: string }) {
  return (
    <section className="card fatca" aria-labelledby="fatca-heading">
      <h1 id="fatca-heading">FATCA Details</h1>
      <p className="message message--error" role="alert">
        {text}
      </p>
    </section>
  );
}

const FatcaForm = observer(function FatcaForm({ store }: { store: FatcaFormStore }) {
  if (store.status === 'loading') return <p className="loading">Loading your FATCA details…</p>;
  if (store.status === 'linkInvalid' || store.status === 'failed')
    return <LinkProblem text={store.loadError} />;
  if (store.done)
    return (
      <section className="card fatca" aria-labelledby="fatca-heading">
        <h1 id="fatca-heading">{store.heading}</h1>
        <p className="message message--info" role="status">
          Your FATCA declaration has been submitted. You can close this window now.
        </p>
      </section>
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkFormFields(event.currentTarget);
    void store.submit();
  };
  const bornAbroad = store.poboIndia === 'Y';

  return (
    <section className="card fatca" aria-labelledby="fatca-heading">
      <h1 id="fatca-heading">{store.heading}</h1>
      <form noValidate onSubmit={submit} className="fatca-form">
        <YesNo
          name="poboIndia"
          legend="Is your place of birth other than India?"
          value={store.poboIndia}
          message={store.shownMessage('poboIndia')}
          validity={store.ruleMessage('poboIndia')}
          onChange={store.setPoboIndia}
        />
        <div className="fatca-grid">
          {bornAbroad && (
            <CountryInput
              id="fatca-cob"
              label={fatcaLabels.cob}
              listId="fatca-countries"
              value={store.countryText.cob}
              message={store.shownMessage('cob')}
              validity={store.ruleMessage('cob')}
              onChange={(text) => store.setCountryText('cob', text)}
              onLeave={() => store.touch('cob')}
            />
          )}
          <PlaceOfBirthField store={store} />
          {bornAbroad && (
            <CountryInput
              id="fatca-nationality"
              label={fatcaLabels.nationality}
              listId="fatca-nationalities"
              value={store.countryText.nationality}
              message={store.shownMessage('nationality')}
              validity={store.ruleMessage('nationality')}
              onChange={(text) => store.setCountryText('nationality', text)}
              onLeave={() => store.touch('nationality')}
            />
          )}
        </div>

        <FatcaDeclaration store={store} consentId="fatca-consent" />
        <datalist id="fatca-nationalities">
          {store.nationalities.map((c) => (
            <option key={c.CNTRY_ID} value={c.CNTRY_NAME} />
          ))}
        </datalist>

        <p className="message message--error" role="alert">
          {store.saveError}
        </p>
        <div className="actions">
          <EwaButton type="submit" loading={store.saving}>
            Submit
          </EwaButton>
        </div>
      </form>

      <EwaDialog
        heading="FATCA Details"
        open={store.savedMessage !== ''}
        onEwaDialogConfirm={() => store.finish(browserHost)}
        onEwaDialogCancel={() => store.finish(browserHost)}
      >
        <p>{store.savedMessage}</p>
      </EwaDialog>
    </section>
  );
});

/** The window the form runs in: the mobile app's webview, or a browser window or tab. */
const browserHost = {
  get isWebview() {
    return isMobileWebview(navigator.userAgent);
  },
  close: () => window.close(),
  go: (url: string) => window.location.assign(url),
};
