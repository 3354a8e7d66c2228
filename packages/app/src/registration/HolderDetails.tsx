import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { indianMobile } from '@ewa/ui/validate';
import { observer } from 'mobx-react-lite';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import type { RegistrationStore } from './registration-store.ts';

const mobileCheck = [indianMobile()];

/**
 * `cropartner/holderdetails`: staff give the first holder's mobile, the application's contact (the
 * applicant proves it later, on the mobile & e-mail screen); then the holders' PANs and dates of birth.
 */
export const HolderDetails = observer(function HolderDetails({ store }: { store: RegistrationStore }) {
  const go = useGo();
  useDocumentTitle('First Holder');
  const next = submitWhenValid(() => go(store.to('createlogin/holdersPanDob')));
  return (
    <section className="card registration-card" aria-labelledby="reg-holder-mobile-heading">
      <h1 id="reg-holder-mobile-heading">First Holder's Mobile Number</h1>
      <form className="form-stack" noValidate onSubmit={next}>
        <p>
          The application's OTPs and messages go to this number; the first holder confirms it on the mobile &
          e-mail step.
        </p>
        <EwaTextField
          label="Mobile Number"
          name="holderMobile"
          type="tel"
          inputmode="numeric"
          autocomplete="off"
          maxlength={10}
          required
          validators={mobileCheck}
          value={store.holderMobile}
          onInput={(e) => store.setHolderMobile(fieldValue(e))}
        >
          <span slot="prefix">+91</span>
        </EwaTextField>
        <div className="registration-actions">
          <EwaButton variant="outline" onClick={() => go(store.to('createlogin/search-login'))}>
            Back
          </EwaButton>
          <EwaButton type="submit">Next</EwaButton>
        </div>
      </form>
    </section>
  );
});
